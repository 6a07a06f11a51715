// PostgreSQL only: when every pooled connection is busy for a while (a long lock: a big
// export, VACUUM FULL, a slow migration by another instance), requests must wait for a
// connection rather than give up after the start-up connect timeout and lose the inquiry.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import pg from "pg";
import { createTarget, postInquiry, PUBLIC_FORMS, startApp } from "./support/app.ts";

const HOLD_MS = 8_000;
const SUBMISSIONS = 16; // more than the pool's 10 connections

describe("PostgreSQL pool under a long lock", { skip: process.env.TEST_DATABASE_URL ? false : "needs TEST_DATABASE_URL" }, () => {
  it(
    `${SUBMISSIONS} inquiries while the table is locked for ${HOLD_MS / 1000} s: all wait, all are stored`,
    { timeout: 180_000 },
    async () => {
      const target = await createTarget("postgres", "poolwait");
      try {
        const app = await startApp({ dataDir: target.dataDir, env: { ...target.env, INQUIRY_RATE_LIMIT: "1000" } });
        const locker = new pg.Client({ connectionString: target.env.DATABASE_URL });
        await locker.connect();
        const answers: string[] = [];
        try {
          await locker.query("begin");
          await locker.query("lock table inquiries in exclusive mode");
          const form = PUBLIC_FORMS[0];
          assert.ok(form);
          const posts = Array.from({ length: SUBMISSIONS }, (_, i) =>
            postInquiry(app.url, form, `Locked ${i}`, true).then((r) => answers.push(r.answer)),
          );
          await new Promise((r) => setTimeout(r, HOLD_MS));
          await locker.query("commit");
          await Promise.all(posts);
        } finally {
          await locker.end();
          assert.equal(await app.stop(), 0);
        }
        const rows = await target.query<{ n: number }>("select count(*)::int as n from inquiries where name like 'Locked %'");
        assert.deepEqual(
          answers.filter((a) => a !== "stored"),
          [],
          "no submission fell back to 'could not save'",
        );
        assert.equal(rows[0]?.n, SUBMISSIONS);
      } finally {
        await target.dispose();
      }
    },
  );
});
