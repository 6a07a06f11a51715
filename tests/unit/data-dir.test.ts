import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirError, prepareDataDir } from "~/server/db/data-dir.server";

let root = "";
afterEach(() => {
  if (existsSync(root)) chmodSync(root, 0o700);
  rmSync(root, { recursive: true, force: true });
});

describe("prepareDataDir", () => {
  it("makes the folder and its parents", () => {
    root = mkdtempSync(path.join(tmpdir(), "samudra-data-dir-"));
    prepareDataDir(path.join(root, "a/b/data"));
    expect(existsSync(path.join(root, "a/b/data"))).toBe(true);
  });

  it("names DATA_DIR and the way out when a file is in the way", () => {
    root = mkdtempSync(path.join(tmpdir(), "samudra-data-dir-"));
    writeFileSync(path.join(root, "file"), "");
    const dir = path.join(root, "file/data");
    expect(() => prepareDataDir(dir)).toThrow(DataDirError);
    expect(() => prepareDataDir(dir)).toThrow(
      `DATA_DIR ${dir} cannot be created or written by this user (a file is in the way, ENOTDIR): set DATA_DIR to a folder the server's user owns (with the systemd unit, under /var/lib/samudra, the one place it may write; docs/deploy.md)`,
    );
  });

  // Root may write anywhere: only a test run by another user can see the refusal itself.
  it.skipIf(process.getuid?.() === 0)("refuses a folder this user cannot write", () => {
    root = mkdtempSync(path.join(tmpdir(), "samudra-data-dir-"));
    mkdirSync(path.join(root, "data"));
    chmodSync(root, 0o500);
    expect(() => prepareDataDir(path.join(root, "data/sub"))).toThrow(/\(permission denied, EACCES\)/);
  });
});
