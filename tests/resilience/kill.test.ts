// kill -9 in the middle of staff writes and public inquiries, several times, then a restart
// on the same data: the server starts, its migrations are all recorded and the schema
// works, and every write that was answered with success before the kill is there.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import {
  createTarget,
  DB_KINDS,
  postAdmin,
  postInquiry,
  printTable,
  PUBLIC_FORMS,
  type RunningApp,
  signIn,
  startApp,
} from "./support/app.ts";

const CYCLES = Number(process.env.RESILIENCE_KILL_CYCLES ?? 3);
/** Inquiries whose status the staff stream changes, per cycle. */
const STATUS_BATCH = 25;
const ENV = { INQUIRY_RATE_LIMIT: "1000000000", LOGIN_IP_LIMIT: "1000" };
const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: { tag: string }[] };

interface Acks {
  inquiries: string[];
  testimonials: string[];
  statuses: number[];
  /** Writes sent but unanswered when the process died: either outcome is acceptable. */
  inFlight: number;
  failures: string[];
}

function testimonialFields(name: string) {
  return {
    intent: "save",
    id: "new",
    name,
    age: "52",
    location: "Visakhapatnam",
    condition: "Knee osteoarthritis",
    rating: "5",
    review: "Walking without pain again after the gait sessions.",
    image: "",
    therapySlug: "",
    youtubeUrl: "",
    placement: "home",
    sortOrder: "0",
    isActive: "on",
  };
}

/**
 * Runs `write` in a loop until the process is gone (first network error) or the cap is hit.
 * A network error after the kill is expected; an answer that is not success is a failure.
 */
async function stream(acks: Acks, label: string, cap: number, write: (n: number) => Promise<boolean>) {
  for (let n = 0; n < cap; n++) {
    acks.inFlight++;
    let ok: boolean;
    try {
      ok = await write(n);
    } catch {
      return; // the server died with this write in flight (counted in inFlight)
    }
    acks.inFlight--;
    if (!ok) acks.failures.push(`${label} #${n} was refused`);
  }
}

for (const kind of DB_KINDS) {
  describe(`kill -9 during writes on ${kind}`, () => {
    it(
      `${CYCLES} kills mid-stream, restarts on the same data: migrations intact, no acknowledged write lost`,
      { timeout: 600_000 },
      async () => {
        const target = await createTarget(kind, "kill");
        const acks: Acks = { inquiries: [], testimonials: [], statuses: [], inFlight: 0, failures: [] };
        const rows: Record<string, string | number>[] = [];
        let app: RunningApp | null = null;
        try {
          app = await startApp({ dataDir: target.dataDir, env: { ...target.env, ...ENV } });
          const cookie = await signIn(app.url);
          // Inquiries to change the status of, posted one by one: ids 1…N in a fresh database.
          for (let k = 1; k <= STATUS_BATCH * CYCLES; k++) {
            const form = PUBLIC_FORMS[0];
            assert.ok(form);
            const { answer } = await postInquiry(app.url, form, `Status target ${k}`, false);
            assert.equal(answer, "stored");
            acks.inquiries.push(`Status target ${k}`);
          }

          for (let cycle = 1; cycle <= CYCLES; cycle++) {
            if (!app) {
              app = await startApp({ dataDir: target.dataDir, env: { ...target.env, ...ENV } });
              if (kind === "pglite") {
                assert.match(app.output.join(""), /took over a stale data folder lock/, "the dead server's lock was ignored, and said so");
              }
            }
            const base = app.url;
            acks.inFlight = 0; // the previous cycle's unanswered writes are settled by now
            const before = { inquiries: acks.inquiries.length, testimonials: acks.testimonials.length, statuses: acks.statuses.length };
            const counts = { inquiries: 0, testimonials: 0, statuses: 0 };
            const streams = [
              // Public visitors: with and without JavaScript, on every form.
              ...[0, 1, 2, 3].map((w) =>
                stream(acks, `inquiry w${w}`, 2_000, async (n) => {
                  const name = `Kill c${cycle} w${w} n${n}`;
                  const form = PUBLIC_FORMS[(w + n) % PUBLIC_FORMS.length];
                  assert.ok(form);
                  const { answer } = await postInquiry(base, form, name, (w + n) % 2 === 0);
                  if (answer === "stored") {
                    acks.inquiries.push(name);
                    counts.inquiries++;
                  }
                  return answer === "stored";
                }),
              ),
              // Staff: new testimonials (a transaction with an audit row each) …
              ...[0, 1].map((w) =>
                stream(acks, `testimonial w${w}`, 500, async (n) => {
                  const name = `Kill c${cycle} t${w}-${n}`;
                  const result = await postAdmin(base, cookie, "/admin/testimonials?edit=new", testimonialFields(name));
                  if (result.ok) {
                    acks.testimonials.push(name);
                    counts.testimonials++;
                  }
                  return result.ok;
                }),
              ),
              // … and inquiry status changes, one inquiry after the other.
              stream(acks, "status", STATUS_BATCH, async (n) => {
                const id = (cycle - 1) * STATUS_BATCH + n + 1;
                const result = await postAdmin(base, cookie, "/admin/inquiries", { intent: "status", id: String(id), status: "contacted" });
                if (result.ok) {
                  acks.statuses.push(id);
                  counts.statuses++;
                }
                return result.ok;
              }),
            ];
            // Kill once every stream has had some success, at a moment that differs per cycle.
            const started = performance.now();
            const minimum = 3 + cycle * 2;
            while (
              performance.now() - started < 60_000 &&
              (counts.inquiries < minimum * 4 || counts.testimonials < minimum || counts.statuses < Math.min(minimum, STATUS_BATCH - 1))
            ) {
              await new Promise((r) => setTimeout(r, 20));
            }
            const inFlightAtKill = acks.inFlight;
            await app.kill9();
            const killedAfterMs = Math.round(performance.now() - started);
            app = null;
            await Promise.all(streams);
            rows.push({
              db: kind,
              cycle,
              "killed after ms": killedAfterMs,
              "in flight at kill": inFlightAtKill,
              "acked inquiries": acks.inquiries.length - before.inquiries,
              "acked testimonials": acks.testimonials.length - before.testimonials,
              "acked status changes": acks.statuses.length - before.statuses,
            });
          }

          // The last restart: it must come up, answer health, take writes, and stop cleanly.
          app = await startApp({ dataDir: target.dataDir, env: { ...target.env, ...ENV } });
          const restartMs = app.startMs;
          const health = await fetch(`${app.url}/healthz`);
          assert.deepEqual(await health.json(), { status: "ok", database: kind });
          const after = await postAdmin(app.url, cookie, "/admin/testimonials?edit=new", testimonialFields("After restart"));
          assert.ok(after.ok, "the session made before the kills still works, and a staff write succeeds");
          const form = PUBLIC_FORMS[0];
          assert.ok(form);
          assert.equal((await postInquiry(app.url, form, "After restart", false)).answer, "stored");
          assert.equal(await app.stop(), 0, "clean stop after the restart");
          app = null;

          const migrations = await target.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
          const inquiryNames = new Set((await target.query<{ name: string }>("select name from inquiries")).map((r) => r.name));
          const testimonialNames = new Set((await target.query<{ name: string }>("select name from testimonials")).map((r) => r.name));
          const statusRows = await target.query<{ id: number; name: string; status: string }>(
            "select id, name, status from inquiries where name like 'Status target %'",
          );
          const audits = await target.query<{ n: number }>(
            "select count(*)::int as n from audit_log where entity = 'testimonial' and action = 'create'",
          );

          const lostInquiries = acks.inquiries.filter((n) => !inquiryNames.has(n));
          const lostTestimonials = acks.testimonials.filter((n) => !testimonialNames.has(n));
          const byId = new Map(statusRows.map((r) => [r.id, r]));
          const lostStatuses = acks.statuses.filter((id) => byId.get(id)?.status !== "contacted");
          const idsMatch = statusRows.every((r) => r.name === `Status target ${r.id}`);
          printTable(`kill -9 (${kind})`, rows);
          printTable(`after ${CYCLES} kills (${kind})`, [
            {
              db: kind,
              "restart ms": restartMs,
              migrations: `${migrations[0]?.n}/${journal.entries.length}`,
              "acked inquiries": acks.inquiries.length,
              "lost inquiries": lostInquiries.length,
              "acked testimonials": acks.testimonials.length,
              "lost testimonials": lostTestimonials.length,
              "acked status changes": acks.statuses.length,
              "lost status changes": lostStatuses.length,
            },
          ]);

          assert.deepEqual(acks.failures, [], "no write was refused before the kill");
          assert.equal(migrations[0]?.n, journal.entries.length, "every migration is recorded once");
          assert.ok(idsMatch, "status targets got ids 1…N");
          assert.deepEqual(lostInquiries, [], "every acknowledged inquiry is stored");
          assert.deepEqual(lostTestimonials, [], "every acknowledged testimonial is stored");
          assert.deepEqual(lostStatuses, [], "every acknowledged status change is stored");
          assert.ok((audits[0]?.n ?? 0) >= acks.testimonials.length + 1, "each stored testimonial has its audit row");
          assert.ok(inquiryNames.has("After restart") && testimonialNames.has("After restart"));
        } finally {
          await app?.stop(5_000);
          await target.dispose();
        }
      },
    );
  });
}
