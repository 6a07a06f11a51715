// Two production servers on one PostgreSQL database, as behind a load balancer: sessions,
// cached public pages and the login throttle must not care which one answers.
// Needs TEST_DATABASE_URL (a server where we may CREATE DATABASE); CI sets it.
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import pg from "pg";
import { createScratchDatabase, type ScratchDatabase } from "../support/scratch-database.ts";
import { firstHomeTestimonial, testimonialSaveForm } from "./support/testimonial-form.ts";
import { type RunningServer, startServer } from "./support/server.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
// Like cluster.test.ts, it runs in the PostgreSQL pass only: it makes its own database, so a
// second run in the PGlite pass (where TEST_DATABASE_URL is set too) proved nothing new.
const skip =
  serverUrl && process.env.E2E_DATABASE === "postgres"
    ? false
    : "two instances need PostgreSQL: runs in the PostgreSQL pass (TEST_DATABASE_URL set, tests/e2e/run.ts --postgres; CI does both)";

let scratch: ScratchDatabase | undefined;
let a: RunningServer;
let b: RunningServer;
let db: pg.Client;

const env = {
  DEMO_MODE: "true",
  // The throttle test counts failures per username; per-address limits stay out of its way.
  LOGIN_IP_LIMIT: "1000",
  LOGIN_USER_LIMIT: "5",
};

/** Signs in through the login form of `server`; returns the session cookie. */
async function signIn(server: RunningServer, username: string, password: string): Promise<{ status: number; cookie: string | null }> {
  const response = await fetch(`${server.url}/admin-login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username, password }),
  });
  await response.arrayBuffer();
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("admin_user="));
  return { status: response.status, cookie: cookie ? cookie.split(";")[0]! : null };
}

async function page(server: RunningServer, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual", headers });
  return {
    status: response.status,
    cache: response.headers.get("x-page-cache"),
    etag: response.headers.get("etag"),
    html: await response.text(),
  };
}

describe("two instances on one PostgreSQL database", { skip }, () => {
  before(async () => {
    scratch = await createScratchDatabase(serverUrl ?? "", "samudra_multi");
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await startServer({ databaseUrl: scratch.url, env });
    b = await startServer({ databaseUrl: scratch.url, env });
    db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
  });

  after(async () => {
    await db?.end();
    await Promise.all([a?.stop(), b?.stop()]);
    for (const s of [a, b]) if (s) rmSync(s.dataDir, { recursive: true, force: true });
    await scratch?.drop();
  });

  it("both report PostgreSQL", async () => {
    for (const s of [a, b]) assert.deepEqual(await (await fetch(`${s.url}/healthz`)).json(), { status: "ok", database: "postgres" });
  });

  it("a session made on one instance is valid on the other", async () => {
    const { status, cookie } = await signIn(a, "admin", "demo@2025");
    assert.equal(status, 302);
    assert.ok(cookie, "session cookie set by instance A");
    const onB = await page(b, "/admin", { Cookie: cookie });
    assert.equal(onB.status, 200, "instance B accepts A's session");
    assert.match(onB.html, /Dashboard/);
    // Control: without the cookie B sends the visitor to the login page.
    assert.equal((await page(b, "/admin")).status, 302);
  });

  it("a testimonial edited through the admin form on one instance shows on the other's next request", async () => {
    // B's home page is cached first.
    await page(b, "/");
    const warm = await page(b, "/");
    assert.equal(warm.cache, "hit", "B serves the home page from its cache");

    const row = await firstHomeTestimonial(db);
    assert.ok(row, "a seeded home testimonial");
    assert.ok(warm.html.includes(String(row.name)), "B's cached page shows that testimonial");
    const marker = `Edited on instance A ${randomBytes(4).toString("hex")}`;

    const { cookie } = await signIn(a, "editor", "demo@2025");
    assert.ok(cookie);
    const form = testimonialSaveForm(row, marker);
    const saved = await fetch(`${a.url}/admin/testimonials`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: a.url, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: form,
    });
    await saved.arrayBuffer();
    assert.equal(saved.status, 302, "the form was accepted");
    const [stored] = (await db.query<{ review: string }>("select review from testimonials where id = $1", [row.id])).rows;
    assert.equal(stored?.review, marker);

    // NOTIFY travels asynchronously: B must drop its cache within moments, not minutes.
    const deadline = Date.now() + 10_000;
    let next = await page(b, "/");
    while (!next.html.includes(marker) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      next = await page(b, "/");
    }
    assert.ok(next.html.includes(marker), "B shows the edit made on A");
    assert.notEqual(next.etag, warm.etag);
    // And A, which made the write, answers with it at once.
    assert.ok((await page(a, "/")).html.includes(marker));
  });

  it("checks at most the limit of 30 wrong sign-ins sent at once to both instances", async () => {
    const username = `concurrent-${randomBytes(4).toString("hex")}`;
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(i % 2 === 0 ? a : b, username, `wrong guess ${i}`)));
    const statuses = answers.map((r) => r.status);
    assert.equal(statuses.filter((s) => s === 401).length, 5, statuses.join(","));
    assert.equal(statuses.filter((s) => s === 429).length, 25, statuses.join(","));
  });

  it("the login throttle counts failures made on both instances", async () => {
    // Five failures for one username, split 3 + 2 across the instances…
    for (const server of [a, b, a, b, a]) assert.equal((await signIn(server, "editor", "wrong password")).status, 401);
    // …and both refuse the sixth attempt, even with the right password.
    assert.equal((await signIn(b, "editor", "demo@2025")).status, 429);
    assert.equal((await signIn(a, "editor", "demo@2025")).status, 429);
    // Another username is not affected.
    assert.equal((await signIn(b, "admin", "demo@2025")).status, 302);
  });

  it("a scheduled version that falls due is published once, by one instance, and both show it", async () => {
    // Both home pages cached with the current tagline.
    for (const s of [a, b]) await page(s, "/");
    const { rows } = await db.query<{ data: { tagline: string }; version: number }>(
      "select published_data as data, version from documents where type = 'clinic-settings' and key = 'main' and locale = 'en'",
    );
    const current = rows[0]!;
    const data = { ...current.data, tagline: "Published once, seen everywhere" };
    const version = current.version + 1;
    // As the editor's Schedule button leaves it, with a time that has just passed.
    const inserted = await db.query<{ id: number }>(
      `insert into document_revisions (type, key, locale, version, data, status, publish_at, author_name)
       values ('clinic-settings', 'main', 'en', $1, $2, 'scheduled', now() - interval '1 second', 'admin') returning id`,
      [version, JSON.stringify(data)],
    );
    await db.query(
      "update documents set version = $1, scheduled_revision_id = $2, publish_at = now() - interval '1 second' where type = 'clinic-settings' and key = 'main' and locale = 'en'",
      [version, inserted.rows[0]!.id],
    );

    // Both instances poll every 5 s; whichever claims it first publishes it, the other skips it.
    const deadline = Date.now() + 20_000;
    let seen = [false, false];
    while (Date.now() < deadline && !seen.every(Boolean)) {
      seen = await Promise.all([a, b].map(async (s) => (await page(s, "/")).html.includes("Published once, seen everywhere")));
      if (!seen.every(Boolean)) await new Promise((r) => setTimeout(r, 250));
    }
    assert.deepEqual(seen, [true, true], "both instances show the scheduled version");
    const audit = await db.query(
      "select count(*)::int as n from audit_log where action = 'publish' and summary like 'published scheduled version%'",
    );
    assert.equal(audit.rows[0].n, 1, "published exactly once");
    const status = await db.query("select status from document_revisions where id = $1", [inserted.rows[0]!.id]);
    assert.equal(status.rows[0].status, "published");
  });
});
