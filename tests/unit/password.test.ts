import { describe, expect, it, vi } from "vitest";
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from "~/server/auth/password.server";

// Real scrypt (128 MB per hash) exceeds Vitest's 5 s default on a busy two-core machine.
vi.setConfig({ testTimeout: 60_000 });

describe("password hashing", () => {
  it("stores the scrypt parameters and a random salt", async () => {
    const a = await hashPassword("correct horse battery");
    const b = await hashPassword("correct horse battery");
    expect(a).toMatch(new RegExp(`^scrypt\\$${SCRYPT_PARAMS.N}\\$8\\$1\\$`));
    expect(a).not.toBe(b);
  });
  it("verifies the right password and rejects others and junk", async () => {
    const stored = await hashPassword("demo@2025");
    expect(await verifyPassword("demo@2025", stored)).toBe(true);
    expect(await verifyPassword("demo@2026", stored)).toBe(false);
    expect(await verifyPassword("demo@2025", "plain-text")).toBe(false);
  });
});
