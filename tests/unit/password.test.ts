import { scryptSync } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { hashPassword, needsRehash, SCRYPT_PARAMS, TEST_ONLY_SCRYPT_PARAMS, verifyPassword } from "~/server/auth/password.server";

// Real scrypt (64 MiB and two passes per hash) exceeds Vitest's 5 s default on a busy two-core machine.
vi.setConfig({ testTimeout: 60_000 });

describe("password hashing", () => {
  // The real cost, whatever the shell running the tests has set.
  beforeEach(() => vi.stubEnv("INSECURE_FAST_PASSWORD_HASHING", "false"));
  afterEach(() => vi.unstubAllEnvs());

  it("stores the scrypt parameters and a random salt", async () => {
    const a = await hashPassword("correct horse battery");
    const b = await hashPassword("correct horse battery");
    expect(a).toMatch(new RegExp(`^scrypt\\$${SCRYPT_PARAMS.N}\\$8\\$${SCRYPT_PARAMS.p}\\$`));
    expect(a).not.toBe(b);
  });
  it("verifies the right password and rejects others and junk", async () => {
    const stored = await hashPassword("demo@2025");
    expect(await verifyPassword("demo@2025", stored)).toBe(true);
    expect(await verifyPassword("demo@2026", stored)).toBe(false);
    expect(await verifyPassword("demo@2025", "plain-text")).toBe(false);
  });
});

describe("the test suites' cheap hashing and the upgrade of old hashes", () => {
  it("hashes at the test-only cost only with INSECURE_FAST_PASSWORD_HASHING on, and still verifies", async () => {
    vi.stubEnv("INSECURE_FAST_PASSWORD_HASHING", "true");
    try {
      const cheap = await hashPassword("harbour kite morning 7");
      expect(cheap).toMatch(new RegExp(`^scrypt\\$${TEST_ONLY_SCRYPT_PARAMS.N}\\$8\\$${TEST_ONLY_SCRYPT_PARAMS.p}\\$`));
      expect(await verifyPassword("harbour kite morning 7", cheap)).toBe(true);
      expect(await verifyPassword("harbour kite morning 8", cheap)).toBe(false);
      expect(needsRehash(cheap)).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  });
  it("says a hash below the current cost needs replacing, and one at it does not", async () => {
    vi.stubEnv("INSECURE_FAST_PASSWORD_HASHING", "false");
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    const full = await hashPassword("harbour kite morning 7");
    expect(needsRehash(full)).toBe(false);
    expect(needsRehash(`scrypt$${TEST_ONLY_SCRYPT_PARAMS.N}$8$1$c2FsdA==$aGFzaA==`)).toBe(true);
    expect(needsRehash(`scrypt$${SCRYPT_PARAMS.N}$4$1$c2FsdA==$aGFzaA==`)).toBe(true);
    expect(needsRehash("bcrypt$whatever")).toBe(true);
    // The 128 MiB setting used before decision 044: as strong, but replaced to spare memory.
    expect(needsRehash(`scrypt$${2 ** 17}$8$1$c2FsdA==$aGFzaA==`)).toBe(true);
  });
  it("still verifies a hash made with the earlier 128 MiB setting", async () => {
    const salt = Buffer.from("0123456789abcdef");
    const key = scryptSync("demo@2025", salt, 64, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
    const stored = ["scrypt", 2 ** 17, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
    expect(await verifyPassword("demo@2025", stored)).toBe(true);
    expect(await verifyPassword("demo@2026", stored)).toBe(false);
  });
});
