// The backup file's tar container (the `tar` package): it reads what the hand-written writer
// wrote before it, the system's tar reads what it writes, and it refuses what could land
// outside the media folder.
import { spawnSync } from "node:child_process";
import { linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { ReadEntry } from "tar";
import { afterAll, describe, expect, it } from "vitest";
import {
  extractTo,
  isGzipFile,
  MEDIA_PREFIX,
  mediaName,
  safeRelativePath,
  scanArchive,
  writeArchive,
} from "~/server/db/backup-archive.server";
import { type RawEntry, tarBytes } from "../support/tar-bytes";

const dir = mkdtempSync(path.join(tmpdir(), "samudra-archive-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Written by the hand-written ustar writer this module replaced (tests/fixtures/backup). */
const OLD_WRITER = "tests/fixtures/backup/old-writer.tar.gz";
const LONG_NAME = `${"d".repeat(60)}/${"f".repeat(80)}.webp`;

/** Every entry as [name, type, body], media checked and extracted into `into` when given. */
async function read(file: string, into?: string) {
  const seen: [string, string, string][] = [];
  await scanArchive(file, {
    entry: async (entry: ReadEntry, keep) => {
      if (into && entry.path.startsWith(MEDIA_PREFIX)) {
        await extractTo(entry, path.join(into, mediaName(entry)));
        seen.push([entry.path, entry.type, readFileSync(path.join(into, mediaName(entry))).toString("hex")]);
      } else {
        seen.push([entry.path, entry.type, (await keep(1 << 20, "entry")).toString("hex")]);
      }
    },
  });
  return seen;
}

function gzFile(name: string, entries: RawEntry[] | Buffer): string {
  const file = path.join(dir, name);
  writeFileSync(file, gzipSync(Buffer.isBuffer(entries) ? entries : tarBytes(entries)));
  return file;
}

describe("backup archive", () => {
  it("reads a backup the old hand-written writer made, long ustar-prefix name and empty file included", async () => {
    const out = path.join(dir, "old");
    const entries = await read(OLD_WRITER, out);
    expect(entries.map(([name, type]) => [name, type])).toEqual([
      ["samudra-backup.json", "File"],
      ["database.tar.gz", "File"],
      ["media/photo1/480.avif", "File"],
      ["media/photo2/empty.webp", "File"],
      [`media/${LONG_NAME}`, "File"],
    ]);
    expect(JSON.parse(Buffer.from(entries[0]![2], "hex").toString("utf8"))).toMatchObject({
      format: "samudra-backup",
      version: 2,
      mediaFiles: 3,
    });
    expect(Buffer.from(entries[1]![2], "hex").toString()).toBe("stands in for PGlite dump bytes\n");
    expect(readFileSync(path.join(out, "photo1/480.avif"))).toEqual(Buffer.alloc(1300, 7));
    expect(readFileSync(path.join(out, "photo2/empty.webp"))).toEqual(Buffer.alloc(0));
    expect(readFileSync(path.join(out, LONG_NAME), "utf8")).toBe("a name kept in the ustar prefix field\n");
  });

  it("writes files from memory and from the media folder (a hard-linked twin as a file, not a link) that it and the system's tar read back", async () => {
    const media = path.join(dir, "media-src");
    mkdirSync(path.join(media, "abc"), { recursive: true });
    mkdirSync(path.join(media, path.dirname(LONG_NAME)), { recursive: true });
    writeFileSync(path.join(media, "abc/480.avif"), Buffer.alloc(70_000, 3));
    writeFileSync(path.join(media, LONG_NAME), "long");
    linkSync(path.join(media, "abc/480.avif"), path.join(media, "abc/twin.avif"));
    const file = path.join(dir, "new.tar.gz");
    const files = [
      { name: "samudra-backup.json", body: Buffer.from('{"version":2}\n') },
      { name: "database.tar.gz", body: Buffer.from("dump") },
    ];
    await writeArchive(file, { files, mediaDir: media, media: ["abc/480.avif", "abc/twin.avif", LONG_NAME] });
    expect(isGzipFile(file)).toBe(true);
    expect(readdirSync(dir).filter((f) => f.startsWith("new.tar.gz."))).toEqual([]);

    const out = path.join(dir, "new-out");
    const entries = await read(file, out);
    expect(entries.map(([name, type]) => [name, type])).toEqual([
      ["samudra-backup.json", "File"],
      ["database.tar.gz", "File"],
      ["media/abc/480.avif", "File"],
      ["media/abc/twin.avif", "File"],
      [`media/${LONG_NAME}`, "File"],
    ]);
    expect(readFileSync(path.join(out, "abc/twin.avif"))).toEqual(Buffer.alloc(70_000, 3));

    const listed = spawnSync("tar", ["-tzf", file], { encoding: "utf8" });
    expect(listed.status).toBe(0);
    expect(listed.stdout.trim().split("\n")).toEqual(entries.map(([name]) => name));
    const sys = path.join(dir, "sys-out");
    mkdirSync(sys);
    expect(spawnSync("tar", ["-xzf", file, "-C", sys]).status).toBe(0);
    expect(readFileSync(path.join(sys, "media", LONG_NAME), "utf8")).toBe("long");
    expect(readFileSync(path.join(sys, "database.tar.gz"), "utf8")).toBe("dump");
  });

  it("refuses media entries that are links, folders, absolute or climbing out", async () => {
    const cases: RawEntry[] = [
      { name: "media/../../escaped.txt", body: Buffer.from("x") },
      { name: "media//etc/passwd", body: Buffer.from("x") },
      { name: "media/link", type: "SymbolicLink", linkpath: "/etc/passwd" },
      { name: "media/hard", type: "Link", linkpath: "samudra-backup.json" },
      { name: "media/folder/", type: "Directory" },
    ];
    for (const entry of cases) {
      const file = gzFile("bad.tar.gz", [{ name: "samudra-backup.json", body: Buffer.from("{}") }, entry]);
      await expect(read(file, path.join(dir, "never")), entry.name).rejects.toThrow(/cannot be restored safely/);
    }
    expect(readdirSync(dir)).not.toContain("never");
    // A pax header may rename the entry that follows: the name checked is the final one.
    // A pax record counts its own length: "28 path=media/../../pax.txt\n" is 28 bytes.
    const pax = Buffer.from("28 path=media/../../pax.txt\n");
    const file = gzFile("pax.tar.gz", [
      { name: "PaxHeader", type: "ExtendedHeader", body: pax },
      { name: "media/innocent.txt", body: Buffer.from("x") },
    ]);
    await expect(read(file, path.join(dir, "never"))).rejects.toThrow(/cannot be restored safely \(media\/\.\.\/\.\.\/pax\.txt\)/);
  });

  it("refuses a damaged header and an archive cut short", async () => {
    const whole = tarBytes([
      { name: "samudra-backup.json", body: Buffer.from("{}") },
      { name: "media/a.avif", body: Buffer.alloc(2000, 1) },
    ]);
    const damaged = Buffer.from(whole);
    damaged[1024 + 10] = damaged[1024 + 10]! ^ 0xff;
    await expect(read(gzFile("damaged.tar.gz", damaged))).rejects.toThrow(/^it is damaged/);
    await expect(read(gzFile("short.tar.gz", whole.subarray(0, 512 * 3)))).rejects.toThrow(/^it is damaged \(.*Truncated/);
    writeFileSync(path.join(dir, "plain.txt"), "not a backup");
    expect(isGzipFile(path.join(dir, "plain.txt"))).toBe(false);
  });

  it("refuses a body larger than asked for before reading it", async () => {
    const file = gzFile("big.tar.gz", [{ name: "database.tar.gz", body: Buffer.alloc(5000) }]);
    await expect(scanArchive(file, { entry: (_entry, keep) => keep(4096, "database").then(() => undefined) })).rejects.toThrow(
      /its database is larger than this version can restore/,
    );
  });

  it("stops after the first entry when told (an older backup: the database dump alone)", async () => {
    const names: string[] = [];
    const file = gzFile("legacy.tar.gz", [{ name: "PG_VERSION", body: Buffer.from("17") }, { name: "base/1" }]);
    await scanArchive(file, { first: (name) => (names.push(name), false), entry: () => void names.push("never") });
    expect(names).toEqual(["PG_VERSION"]);
  });
});

describe("safeRelativePath", () => {
  it("keeps a plain relative path", () => {
    expect(safeRelativePath("abc/480.avif")).toBe("abc/480.avif");
    expect(safeRelativePath("thumb.webp")).toBe("thumb.webp");
  });

  it("refuses anything that could land outside the folder", () => {
    for (const bad of ["", "/etc/passwd", "../x", "a/../../x", "a//b", "./a", "a/", "a\\..\\b", "a\0b"]) {
      expect(safeRelativePath(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});
