// 200 browsers submitting inquiry forms at once for 30 s: no 5xx, and every inquiry the
// server acknowledged (its confirmation page with a reference, or 200 "sent" for the JavaScript form) is in the
// database — exactly those, none lost, none invented.
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { describe, it } from "node:test";
import { createTarget, DB_KINDS, percentile, postInquiry, printTable, PUBLIC_FORMS, startApp } from "./support/app.ts";

const CONCURRENCY = Number(process.env.RESILIENCE_CONCURRENCY ?? 200);
const SECONDS = Number(process.env.RESILIENCE_LOAD_SECONDS ?? 30);
/** A hard cap per worker as well as the clock, so the loop is bounded whatever happens. */
const MAX_PER_WORKER = 5_000;

interface Tally {
  latencies: number[];
  /** [start offset s, latency ms] of each request, for the per-second view in the JSON. */
  timeline: [number, number][];
  byStatus: Map<number, number>;
  stored: string[];
  unsaved: number;
  other: { status: number; name: string }[];
  networkErrors: string[];
}

async function worker(base: string, index: number, deadline: number, tally: Tally, label: string) {
  for (let n = 0; n < MAX_PER_WORKER && performance.now() < deadline; n++) {
    const form = PUBLIC_FORMS[(index + n) % PUBLIC_FORMS.length];
    if (!form) throw new Error("no form");
    // Half the visitors have JavaScript (a fetch answered 200 JSON), half post the plain form (200, the confirmation page).
    const viaJs = (index + n) % 2 === 1;
    const name = `Load ${label} w${index} n${n}`;
    const begin = performance.now();
    try {
      const { status, answer } = await postInquiry(base, form, name, viaJs);
      tally.latencies.push(performance.now() - begin);
      tally.timeline.push([(begin - (deadline - SECONDS * 1000)) / 1000, performance.now() - begin]);
      tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
      if (answer === "stored") tally.stored.push(name);
      else if (answer === "unsaved") tally.unsaved++;
      else tally.other.push({ status, name });
    } catch (error) {
      tally.networkErrors.push(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    }
  }
}

for (const kind of DB_KINDS) {
  describe(`inquiry load on ${kind}`, () => {
    it(`${CONCURRENCY} concurrent submitters for ${SECONDS} s: no 5xx, no inquiry lost`, { timeout: (SECONDS + 240) * 1000 }, async () => {
      const target = await createTarget(kind, "load");
      try {
        // Every request comes from 127.0.0.1: the per-visitor limit would otherwise answer 429.
        const app = await startApp({ dataDir: target.dataDir, env: { ...target.env, INQUIRY_RATE_LIMIT: "1000000000" } });
        const tally: Tally = { latencies: [], timeline: [], byStatus: new Map(), stored: [], unsaved: 0, other: [], networkErrors: [] };
        let elapsed = 0;
        let stopCode: number | null = null;
        try {
          const begin = performance.now();
          const deadline = begin + SECONDS * 1000;
          await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => worker(app.url, i, deadline, tally, kind)));
          elapsed = (performance.now() - begin) / 1000;
        } finally {
          stopCode = await app.stop();
        }
        const serverErrors = app.output
          .join("")
          .split("\n")
          .filter((l) => l.includes('"level":50'));

        // Read the database only now: a PGlite folder belongs to one process at a time.
        const rows = await target.query<{ name: string }>("select name from inquiries where name like 'Load %'");
        const inDb = new Set(rows.map((r) => r.name));
        const lost = tally.stored.filter((n) => !inDb.has(n));
        const acknowledged = new Set(tally.stored);
        const unacknowledged = rows.filter((r) => !acknowledged.has(r.name)).length;

        const sorted = [...tally.latencies].sort((a, b) => a - b);
        const total = tally.latencies.length;
        const fivexx = [...tally.byStatus].filter(([s]) => s >= 500).reduce((sum, [, c]) => sum + c, 0);
        const result = {
          db: kind,
          concurrency: CONCURRENCY,
          seconds: Number(elapsed.toFixed(1)),
          requests: total,
          "req/s": Math.round(total / elapsed),
          "p50 ms": Math.round(percentile(sorted, 50)),
          "p99 ms": Math.round(percentile(sorted, 99)),
          "max ms": Math.round(sorted.at(-1) ?? 0),
          "200 (page or JSON)": tally.byStatus.get(200) ?? 0,
          "5xx": fivexx,
          other: tally.other.length,
          "net errors": tally.networkErrors.length,
          unsaved: tally.unsaved,
          "in db": rows.length,
          lost: lost.length,
        };
        printTable(`Inquiry load (${kind})`, [result]);
        mkdirSync("test-results", { recursive: true });
        // Per second of the run (by start time): requests started, their p50 and p99.
        const perSecond = Array.from({ length: Math.ceil(SECONDS) }, (_, sec) => {
          const l = tally.timeline
            .filter(([t]) => t >= sec && t < sec + 1)
            .map(([, ms]) => ms)
            .sort((a, b) => a - b);
          return { second: sec, started: l.length, p50: Math.round(percentile(l, 50)), p99: Math.round(percentile(l, 99)) };
        });
        writeFileSync(`test-results/resilience-load-${kind}.json`, `${JSON.stringify({ ...result, perSecond }, null, 2)}\n`);

        assert.equal(stopCode, 0, "the server stops cleanly after the load");
        assert.equal(fivexx, 0, "no 5xx answers");
        assert.deepEqual(tally.networkErrors.slice(0, 5), [], "no request failed outright");
        assert.deepEqual(tally.other.slice(0, 5), [], "every submission was acknowledged (no 4xx, no odd answer)");
        assert.equal(tally.unsaved, 0, "the server never fell back to 'could not save'");
        assert.deepEqual(serverErrors.slice(0, 3), [], "the server logged no errors");
        assert.ok(total >= CONCURRENCY, `at least one request per submitter (${total})`);
        assert.deepEqual(lost.slice(0, 5), [], "every acknowledged inquiry is in the database");
        assert.equal(unacknowledged, 0, "no inquiry stored without an answer");
        assert.equal(rows.length, tally.stored.length, "count in the database = count of answers that stored");
      } finally {
        await target.dispose();
      }
    });
  });
}
