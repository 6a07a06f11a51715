// WEB_CONCURRENCY: several node:cluster workers on one port (docs/decisions/037). On
// PostgreSQL, two workers answer on one port, a write made in one drops the cached page the
// other serves (each worker LISTENs on its own connection), a worker that dies is replaced,
// and SIGTERM stops them all. On the embedded database the setting is refused at start.
// The PostgreSQL part runs in the PostgreSQL pass (`tests/e2e/run.ts --postgres`, which CI
// runs with TEST_DATABASE_URL): it makes its own database, so once is enough.
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { after, before, describe, it } from "node:test";
import pg from "pg";
import { createScratchDatabase, type ScratchDatabase } from "../support/scratch-database.ts";
import { firstHomeTestimonial, testimonialSaveForm } from "./support/testimonial-form.ts";
import { type RunningServer, startServer, tempDataDir } from "./support/server.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const skip =
  serverUrl && process.env.E2E_DATABASE === "postgres"
    ? false
    : "workers need PostgreSQL: runs in the PostgreSQL pass (TEST_DATABASE_URL set, tests/e2e/run.ts --postgres; CI does both)";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request on `agent`: an agent with one kept-alive socket always reaches the same worker. */
function send(agent: Agent, url: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, method: opts.method ?? "GET", headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on("error", reject);
    req.end(opts.body);
  });
}

async function workerOf(agent: Agent, base: string): Promise<number> {
  const answer = await send(agent, `${base}/healthz`);
  assert.equal(answer.status, 200);
  return (JSON.parse(answer.body) as { worker: number }).worker;
}

/** The server's worker processes (children of the primary). */
function workerPids(primary: number): number[] {
  return readFileSync(`/proc/${primary}/task/${primary}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
}

describe("WEB_CONCURRENCY on the embedded database", () => {
  it("is refused at start with one line saying why", async (t) => {
    const dataDir = tempDataDir("cluster");
    t.after(() => rmSync(dataDir, { recursive: true, force: true }));
    await assert.rejects(startServer({ database: "pglite", dataDir, env: { WEB_CONCURRENCY: "2" } }), (error: Error) => {
      assert.match(error.message, /exited with 1 before it started/);
      const lines = error.message
        .split("\n")
        .slice(1)
        .filter((l) => l.trim() !== "");
      assert.equal(lines.length, 1, lines.join("\n"));
      assert.match(lines[0]!, /^Samudra could not start: .*WEB_CONCURRENCY: more than one worker needs DATABASE_URL .*PGlite/);
      return true;
    });
  });
});

describe("two workers on one port (PostgreSQL)", { skip }, () => {
  let scratch: ScratchDatabase | undefined;
  let server: RunningServer;
  let db: pg.Client;
  const agents: Agent[] = [];

  /** A kept-alive connection that reaches worker `index` (new connections take turns). */
  async function connectionTo(index: number): Promise<Agent> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      if ((await workerOf(agent, server.url)) === index) {
        agents.push(agent);
        return agent;
      }
      agent.destroy();
    }
    throw new Error(`no connection reached worker ${index} in 20 tries`);
  }

  before(async () => {
    scratch = await createScratchDatabase(serverUrl ?? "", "samudra_cluster");
    server = await startServer({ databaseUrl: scratch.url, env: { DEMO_MODE: "true", WEB_CONCURRENCY: "2", LOGIN_IP_LIMIT: "1000" } });
    db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
  });

  after(async () => {
    for (const agent of agents) agent.destroy();
    await db?.end();
    if (server) {
      await server.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
    }
    await scratch?.drop();
  });

  it("answers from both workers on the one port", async () => {
    assert.match(server.output.join(""), /running at http:\/\/localhost:\d+ \(2 worker processes\)/);
    assert.equal(workerPids(server.pid).length, 2);
    const seen = new Set<number>();
    // A new connection each time: the primary hands connections to the workers in turn.
    const fresh = new Agent({ keepAlive: false });
    for (let i = 0; i < 6; i++) seen.add(await workerOf(fresh, server.url));
    assert.deepEqual([...seen].sort(), [1, 2]);
  });

  it("/metrics adds up both workers, whichever worker is asked (docs/decisions/069)", async () => {
    const [one, two] = [await connectionTo(1), await connectionTo(2)];
    // Requests each worker answers through Express: 3 on one, 5 on the other.
    for (let i = 0; i < 3; i++) await send(one, `${server.url}/admin-login`);
    for (let i = 0; i < 5; i++) await send(two, `${server.url}/admin-login`);
    const count = (text: string) =>
      Number(/^samudra_http_request_duration_seconds_count\{group="sign-in",method="GET",status="2xx"\} (\d+)$/m.exec(text)?.[1] ?? -1);
    for (const agent of [one, two]) {
      const answer = await send(agent, `${server.url}/metrics`);
      assert.equal(answer.status, 200);
      assert.ok(count(answer.body) >= 8, `both workers' sign-in pages counted: ${count(answer.body)}`);
      // Each worker's own process figures, summed: two processes' memory.
      assert.match(answer.body, /^process_resident_memory_bytes \d+/m);
    }
  });

  it("a testimonial edited in one worker drops the cached home page the other serves", async () => {
    const [one, two] = [await connectionTo(1), await connectionTo(2)];
    await send(two, `${server.url}/`);
    const warm = await send(two, `${server.url}/`);
    assert.equal(warm.headers["x-page-cache"], "hit", "worker 2 serves the home page from its cache");

    const row = await firstHomeTestimonial(db);
    assert.ok(row, "a seeded home testimonial");
    assert.ok(warm.body.includes(String(row.name)), "worker 2's cached page shows that testimonial");
    const marker = `Edited in worker 1 ${randomBytes(4).toString("hex")}`;

    // Signed in and saved through worker 1's connection only.
    const form = { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url };
    const login = await send(one, `${server.url}/admin-login`, {
      method: "POST",
      headers: form,
      body: new URLSearchParams({ username: "editor", password: "demo@2025" }).toString(),
    });
    assert.equal(login.status, 302);
    const cookie = ([login.headers["set-cookie"]].flat().find((c) => c?.startsWith("admin_user=")) ?? "").split(";")[0]!;
    assert.ok(cookie, "session cookie");
    const saved = await send(one, `${server.url}/admin/testimonials`, {
      method: "POST",
      headers: { ...form, Cookie: cookie },
      body: testimonialSaveForm(row, marker).toString(),
    });
    assert.equal(saved.status, 302, "the form was accepted");
    assert.equal(await workerOf(one, server.url), 1, "the write was made in worker 1");
    const [stored] = (await db.query<{ review: string }>("select review from testimonials where id = $1", [row.id])).rows;
    assert.equal(stored?.review, marker);

    // Worker 2 hears the NOTIFY on its own LISTEN connection, within moments.
    const deadline = Date.now() + 10_000;
    let next = await send(two, `${server.url}/`);
    while (!next.body.includes(marker) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      next = await send(two, `${server.url}/`);
    }
    assert.ok(next.body.includes(marker), "worker 2 shows the edit made in worker 1");
    assert.notEqual(next.headers.etag, warm.headers.etag);
    assert.equal(await workerOf(two, server.url), 2, "still worker 2 answering");
  });

  it("replaces a worker that dies", async () => {
    const before = workerPids(server.pid);
    const victim = before[0]!;
    process.kill(victim, "SIGKILL");
    const deadline = Date.now() + 30_000;
    let now = workerPids(server.pid);
    while ((now.length < 2 || now.includes(victim)) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      now = workerPids(server.pid);
    }
    assert.equal(now.length, 2, "two workers again");
    assert.ok(!now.includes(victim));
    // The new worker serves: both numbers answer again.
    const seen = new Set<number>();
    const fresh = new Agent({ keepAlive: false });
    while (seen.size < 2 && Date.now() < deadline) {
      try {
        seen.add(await workerOf(fresh, server.url));
      } catch {
        // a connection handed to the worker as it was killed
      }
    }
    assert.deepEqual([...seen].sort(), [1, 2]);
  });

  it("SIGTERM stops every worker, then the primary, with code 0", async () => {
    const workers = workerPids(server.pid);
    assert.equal(await server.stop(), 0);
    for (const pid of workers) assert.throws(() => process.kill(pid, 0), /ESRCH/, `worker ${pid} is gone`);
  });
});
