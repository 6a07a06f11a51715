// Scheduled backups inside the running production server (issue 43 item 4; docs/decisions/068),
// on the embedded database: the day's backup starts once its time has passed; kill -9 in the
// middle of it leaves no file that looks finished, and the restarted server takes the same run
// up again and finishes it while inquiries arrive; `npm run db:restore-drill` then restores it
// into a scratch folder, its counts match, and the result is recorded (handed over while the
// server runs, recorded by it).
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { postInquiry, PUBLIC_FORMS, type RunningApp, startApp } from "./support/app.ts";

const root = mkdtempSync(path.join(tmpdir(), "samudra-backup-online-"));
const dataDir = path.join(root, "data");
const backupDir = path.join(root, "backups");
after(() => rmSync(root, { recursive: true, force: true }));

const env = {
  BACKUP_KEY: randomBytes(32).toString("base64"),
  BACKUP_DIR: backupDir,
  // Midnight in India: always passed, so the day's backup is due as soon as the server runs.
  BACKUP_TIME: "00:00",
  LOG_LEVEL: "info",
  // Every inquiry comes from 127.0.0.1 here.
  INQUIRY_RATE_LIMIT: "10000",
};

/** Resolves once `predicate` holds, checking every 50 ms, or fails after `ms`. */
async function until(what: string, predicate: () => boolean, ms = 120_000): Promise<void> {
  const end = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const logged = (app: RunningApp, message: string) => app.output.join("").includes(`"msg":"${message}"`);

function npmRun(script: string): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "-s", script], {
      env: { ...process.env, ...env, DATA_DIR: dataDir, DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (err += c.toString()));
    const killer = setTimeout(() => child.kill("SIGKILL"), 180_000);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(killer);
      resolve({ code, out, err });
    });
  });
}

async function query<T>(sql: string): Promise<T[]> {
  const client = await PGlite.create({ dataDir: `${dataDir}/pglite`, extensions: { pg_trgm } });
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.close();
  }
}

describe("scheduled backups in the running server (embedded database)", () => {
  it(
    "survive kill -9 mid-backup: the restarted server finishes the same run while inquiries arrive, and the drill passes",
    { timeout: 600_000 },
    async () => {
      // 48 MB of photos that do not compress: packing them keeps the backup running for a while.
      for (let i = 0; i < 24; i++) {
        const dir = path.join(dataDir, "media", randomBytes(12).toString("hex"));
        mkdirSync(dir, { recursive: true });
        writeFileSync(path.join(dir, "1600.webp"), randomBytes(2 * 1024 * 1024));
      }
      let server = await startApp({ dataDir, env });
      await until("the backup to be packing", () => existsSync(backupDir) && readdirSync(backupDir).some((n) => n.endsWith(".partial")));
      await server.kill9();
      assert.deepEqual(
        readdirSync(backupDir).filter((n) => /^samudra-.*\.backup$/.test(n)),
        [],
        "a killed backup leaves no file with a finished backup's name",
      );

      server = await startApp({ dataDir, env });
      const form = PUBLIC_FORMS[0];
      assert.ok(form);
      let posted = 0;
      try {
        while (!logged(server, "backup done")) {
          assert.equal((await postInquiry(server.url, form, `During the backup ${posted}`, posted % 2 === 0)).answer, "stored");
          posted++;
          assert.ok(posted < 5000, "the backup finishes");
        }
        assert.ok(posted > 0);
        const files = readdirSync(backupDir);
        assert.equal(files.filter((n) => /^samudra-.*\.backup$/.test(n)).length, 1);
        assert.deepEqual(
          files.filter((n) => n.startsWith(".staging-") || n.endsWith(".partial")),
          [],
          "the killed run's staging folder and half-written file are gone",
        );

        // The drill beside the running server: it restores into a scratch folder and hands its result over.
        const drill = await npmRun("db:restore-drill");
        assert.equal(drill.code, 0, drill.err);
        assert.match(
          drill.out,
          /^Restored samudra-\d{8}-\d{6}\.backup .*every table's rows and the media match the backup\. Left for the running site to record/,
        );
        assert.match(drill.out, /24 media objects/);
      } finally {
        assert.equal(await server.stop(), 0);
      }
      // Not before the server's next round: started again, it records the drill at once.
      server = await startApp({ dataDir, env });
      await until(
        "the drill to be recorded",
        () => !existsSync(path.join(backupDir, "drills")) || readdirSync(path.join(backupDir, "drills")).length === 0,
      );
      assert.equal(await server.stop(), 0);

      const runs = await query<{ kind: string; dedupe_key: string; status: string; attempts: number }>(
        "select kind, dedupe_key, status, attempts from backup_runs order by id",
      );
      assert.equal(runs.length, 2);
      assert.match(runs[0]!.dedupe_key, /^scheduled:\d{4}-\d{2}-\d{2}$/);
      assert.deepEqual({ ...runs[0], dedupe_key: "" }, { kind: "backup", dedupe_key: "", status: "succeeded", attempts: 2 });
      assert.deepEqual({ kind: runs[1]!.kind, status: runs[1]!.status }, { kind: "drill", status: "succeeded" });
      const [stored] = await query<{ n: number }>("select count(*)::int as n from inquiries where name like 'During the backup %'");
      assert.equal(stored?.n, posted, "every inquiry posted during the backup is kept");
    },
  );
});
