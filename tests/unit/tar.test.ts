import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { firstEntryName, readTar, safeRelativePath, tarChunks, tarHeader } from "~/server/db/tar.server";

const files = [
  { name: "samudra-backup.json", body: Buffer.from('{"version":2}\n') },
  { name: "media/abc/480.avif", body: Buffer.alloc(1300, 1) },
  { name: "media/empty.txt", body: Buffer.alloc(0) },
  // Over 100 bytes: kept through ustar's prefix field.
  { name: `media/${"d".repeat(60)}/${"f".repeat(80)}.webp`, body: Buffer.from("long name") },
];
const archive = () => Buffer.concat([...tarChunks(files)]);

describe("tar", () => {
  it("writes 512-byte blocks and reads back every name and body", () => {
    const bytes = archive();
    expect(bytes.length % 512).toBe(0);
    expect(readTar(bytes).map((e) => [e.name, e.type, e.body.toString("hex")])).toEqual(
      files.map((f) => [f.name, "0", f.body.toString("hex")]),
    );
    expect(firstEntryName(bytes)).toBe("samudra-backup.json");
  });

  it("is an archive the system's tar reads the same way", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "samudra-tar-"));
    try {
      const listed = spawnSync("tar", ["-tf", "-"], { input: archive(), encoding: "utf8" });
      expect(listed.status).toBe(0);
      expect(listed.stdout.trim().split("\n")).toEqual(files.map((f) => f.name));
      expect(spawnSync("tar", ["-xf", "-", "-C", dir], { input: archive() }).status).toBe(0);
      for (const f of files) expect(readFileSync(path.join(dir, f.name))).toEqual(f.body);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a damaged header, a body cut short and a name it cannot store", () => {
    const damaged = archive();
    damaged[10] = damaged[10]! ^ 0xff;
    expect(() => readTar(damaged)).toThrow(/damaged header at byte 0/);
    expect(firstEntryName(damaged)).toBeNull();
    expect(() => readTar(archive().subarray(0, 520))).toThrow(/runs past the end/);
    expect(() => tarHeader("x".repeat(101), 1)).toThrow(/too long/);
    expect(firstEntryName(Buffer.from("not a tar"))).toBeNull();
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
