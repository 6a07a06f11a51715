import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bookingToken, tokenId, tokenMatches } from "~/server/booking/links.server";
import { HEALTH_KEY_FILE, healthKeyMissing, loadHealthKey } from "~/server/health-data/key.server";
import { open, parseHealthKey, seal, SealedValueError } from "~/server/health-data/seal.server";

const KEY = parseHealthKey("MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=")!;
const quiet = { info() {}, warn() {} };

describe("sealing health data", () => {
  it("opens what it sealed for the same row, and each seal differs", () => {
    const a = seal(KEY, { name: "Lakshmi" }, "appointment:SAM-1");
    expect(open(KEY, a, "appointment:SAM-1")).toEqual({ name: "Lakshmi" });
    expect(seal(KEY, { name: "Lakshmi" }, "appointment:SAM-1")).not.toBe(a);
    expect(a).not.toContain("Lakshmi");
  });

  it("refuses an altered value, another row's, another key's and junk, each by name", () => {
    const sealed = seal(KEY, { name: "Lakshmi" }, "appointment:SAM-1");
    const [v, id, data] = sealed.split(".");
    const flipped = `${v}.${id}.${data!.slice(0, 10)}${data![10] === "A" ? "B" : "A"}${data!.slice(11)}`;
    expect(() => open(KEY, flipped, "appointment:SAM-1")).toThrow(/altered/);
    expect(() => open(KEY, sealed, "appointment:SAM-2")).toThrow(/another record/);
    const other = parseHealthKey("ZmVkY2JhOTg3NjU0MzIxMGZlZGNiYTk4NzY1NDMyMTA=")!;
    expect(() => open(other, sealed, "appointment:SAM-1")).toThrow(/another key/);
    expect(() => open(KEY, "plain text", "appointment:SAM-1")).toThrow(SealedValueError);
    expect(() => open(KEY, `hd1.${KEY.id}.AAAA`, "appointment:SAM-1")).toThrow(/cut short/);
  });

  it("takes HEALTH_DATA_KEY first; without it makes one key in the data folder, readable by its owner only, and keeps it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "samudra-key-"));
    expect(loadHealthKey({ HEALTH_DATA_KEY: "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=", DATA_DIR: dir }, quiet).id).toBe(KEY.id);
    const made = loadHealthKey({ DATA_DIR: dir }, quiet);
    const file = path.join(dir, HEALTH_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadHealthKey({ DATA_DIR: dir }, quiet).id).toBe(made.id);
    expect(made.id).not.toBe(KEY.id);
    writeFileSync(file, "not a key\n");
    expect(() => loadHealthKey({ DATA_DIR: dir }, quiet)).toThrow(/does not hold a key/);
    expect(readFileSync(file, "utf8")).toBe("not a key\n");
  });

  it("will not make its own key for a server on PostgreSQL in production: every instance needs the same", () => {
    const pg = { DATA_DIR: "/nonexistent", DATABASE_URL: "postgres://u@127.0.0.1/db", NODE_ENV: "production", DEMO_MODE: false };
    expect(healthKeyMissing(pg)).toMatch(/^HEALTH_DATA_KEY is required with DATABASE_URL/);
    expect(() => loadHealthKey(pg, quiet)).toThrow(/HEALTH_DATA_KEY is required/);
    expect(healthKeyMissing({ ...pg, DEMO_MODE: true })).toBeNull();
    expect(healthKeyMissing({ ...pg, NODE_ENV: "test" })).toBeNull();
    expect(healthKeyMissing({ ...pg, HEALTH_DATA_KEY: "x" })).toBeNull();
  });
});

describe("a booking's links", () => {
  it("names the appointment, and matches only its purpose, id and reference", () => {
    const token = bookingToken("secret", "manage", 1234, "SAM-ABCDEF");
    expect(tokenId(token)).toBe(1234);
    expect(tokenMatches("secret", "manage", token, { id: 1234, reference: "SAM-ABCDEF" })).toBe(true);
    expect(tokenMatches("secret", "hold", token, { id: 1234, reference: "SAM-ABCDEF" })).toBe(false);
    expect(tokenMatches("secret", "manage", token, { id: 1234, reference: "SAM-ABCDEG" })).toBe(false);
    expect(tokenMatches("other", "manage", token, { id: 1234, reference: "SAM-ABCDEF" })).toBe(false);
    expect(tokenId("zzzzzzzzz.AAAAAAAAAAAAAAAAAAAAAA")).toBeNull();
    expect(tokenId("1.short")).toBeNull();
  });
});
