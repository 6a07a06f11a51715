// Sign-in attempts as /metrics counts them (samudra_sign_in_attempts_total).
import { describe, expect, it } from "vitest";
import { SignInCounts, signInResult } from "~/server/observability/sign-in-counts.server";

describe("sign-in counts", () => {
  it("read a password or second-factor outcome: a right password is accepted even when a second factor follows", () => {
    expect(signInResult({ kind: "ok" })).toBe("accepted");
    expect(signInResult({ kind: "second-factor" })).toBe("accepted");
    expect(signInResult({ kind: "bad-credentials" })).toBe("refused");
    expect(signInResult({ kind: "wrong" })).toBe("refused");
    expect(signInResult({ kind: "restart" })).toBe("refused");
    expect(signInResult({ kind: "throttled" })).toBe("throttled");
  });

  it("read a passkey ceremony's outcome by its status", () => {
    expect(signInResult({ ok: true })).toBe("accepted");
    expect(signInResult({ ok: false, status: 401 })).toBe("refused");
    expect(signInResult({ ok: false, status: 429 })).toBe("throttled");
  });

  it("add up by step and result", () => {
    const counts = new SignInCounts();
    counts.count("password", "refused");
    counts.count("password", "refused");
    counts.count("passkey", "accepted");
    expect([...counts.entries()]).toEqual([
      [{ step: "password", result: "refused" }, 2],
      [{ step: "passkey", result: "accepted" }, 1],
    ]);
  });
});
