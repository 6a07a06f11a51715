// `npm run db:backup` / `npm run db:restore` as an operator runs them, next to a real server:
// refused while it runs, a round trip after it stops, and the restored folder serves the site.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { postInquiry, PUBLIC_FORMS, startApp } from "./support/app.ts";

/** Every migration the repository holds (drizzle's journal lists them). */
const MIGRATIONS = (JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: unknown[] }).entries.length;

const root = mkdtempSync(path.join(tmpdir(), "samudra-backup-cli-"));
const source = path.join(root, "source");
const restored = path.join(root, "restored");
/** A media key as the gallery makes them (24 hex digits, then the width). */
const MEDIA_ID = "0123456789abcdef01234567";
const IMAGE = Buffer.from("RIFF....WEBPVP8 a stand-in for an uploaded image");
after(() => rmSync(root, { recursive: true, force: true }));

function npmRun(script: string, args: string[], dataDir: string): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "-s", script, "--", ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (err += c.toString()));
    const killer = setTimeout(() => child.kill("SIGKILL"), 120_000);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(killer);
      resolve({ code, out, err });
    });
  });
}

async function inquiryNames(dataDir: string): Promise<string[]> {
  const client = await PGlite.create({ dataDir: `${dataDir}/pglite`, extensions: { pg_trgm } });
  try {
    return (await client.query<{ name: string }>("select name from inquiries order by id")).rows.map((r) => r.name);
  } finally {
    await client.close();
  }
}

describe("npm run db:backup / db:restore", () => {
  it("refuse while the server runs; back up, restore into a new folder, and serve it", { timeout: 300_000 }, async () => {
    const file = path.join(root, "nightly.tar.gz");
    let server = await startApp({ dataDir: source });
    try {
      const form = PUBLIC_FORMS[1];
      assert.ok(form);
      assert.equal((await postInquiry(server.url, form, "Before the backup", false)).answer, "stored");
      const busy = await npmRun("db:backup", [file], source);
      assert.equal(busy.code, 1);
      assert.match(busy.err, new RegExp(`in use by another process \\(pid ${server.pid}\\).*must be stopped for a backup`));
      assert.equal(existsSync(file), false);
    } finally {
      assert.equal(await server.stop(), 0);
    }
    assert.equal(existsSync(path.join(source, "samudra.lock")), false, "a clean stop removes the lock");

    // An uploaded image on local disk goes into the backup too.
    mkdirSync(path.join(source, "media", MEDIA_ID), { recursive: true });
    writeFileSync(path.join(source, "media", MEDIA_ID, "480.webp"), IMAGE);
    const backup = await npmRun("db:backup", [file], source);
    assert.equal(backup.code, 0, backup.err);
    assert.match(
      backup.out,
      new RegExp(`Backed up .* \\(${MIGRATIONS} migrations, 1 inquiries\\) and 1 media file from .* to .*nightly\\.tar\\.gz`),
    );

    const defaultName = await npmRun("db:backup", [path.join(root, "folder") + "/"], source);
    assert.equal(defaultName.code, 0, defaultName.err);
    assert.match(readdirSync(path.join(root, "folder")).join(), /^samudra-\d{8}-\d{6}\.tar\.gz$/);

    const restore = await npmRun("db:restore", [file], restored);
    assert.equal(restore.code, 0, restore.err);
    const again = await npmRun("db:restore", [file], restored);
    assert.equal(again.code, 1);
    assert.match(again.err, /already holds a database: nothing was changed\. Pass --force/);
    const usage = await npmRun("db:restore", [], restored);
    assert.equal(usage.code, 2);
    assert.match(usage.err, /Usage: npm run db:restore -- FILE\.tar\.gz \[--force\]/);

    // The restored folder is a working site: it starts, serves, and takes a new inquiry.
    server = await startApp({ dataDir: restored });
    try {
      const running = await npmRun("db:restore", [file, "--force"], restored);
      assert.equal(running.code, 1, "restore refuses while a server runs, even with --force");
      assert.match(running.err, /in use by another process/);
      const form = PUBLIC_FORMS[0];
      assert.ok(form);
      assert.equal((await postInquiry(server.url, form, "After the restore", true)).answer, "stored");
      const image = await fetch(`${server.url}/media/${MEDIA_ID}/480.webp`);
      assert.equal(image.status, 200, "the restored site serves the restored image");
      assert.deepEqual(Buffer.from(await image.arrayBuffer()), IMAGE);
    } finally {
      assert.equal(await server.stop(), 0);
    }
    assert.deepEqual(await inquiryNames(restored), ["Before the backup", "After the restore"]);
    assert.deepEqual(await inquiryNames(source), ["Before the backup"], "the source is untouched");
  });
});
