import { describe, expect, it } from "vitest";
import { acceptTotpStep, groupedSecret, newTotpSecret, normaliseCode, totpCodeAt, totpUri } from "~/server/auth/totp.server";
import { newRecoveryCode, normaliseRecoveryCode, RECOVERY_CODE_SHAPE } from "~/server/auth/recovery-codes.server";

// RFC 6238 appendix B's SHA-1 secret ("12345678901234567890") in base32, and its 8-digit
// vector at 59 s (94287082): the 6-digit code is its last six digits.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("authenticator codes", () => {
  it("match RFC 6238's test vector", () => {
    expect(totpCodeAt(RFC_SECRET, 59_000)).toBe("287082");
    expect(totpCodeAt(RFC_SECRET, 1_111_111_109_000)).toBe("081804");
  });

  it("accept the current step and one either side, and give the step used", () => {
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(acceptTotpStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now), null, now)).toBe(step);
    expect(acceptTotpStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now - 30_000), null, now)).toBe(step - 1);
    expect(acceptTotpStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now + 30_000), null, now)).toBe(step + 1);
    expect(acceptTotpStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now - 90_000), null, now)).toBeNull();
  });

  it("refuse a step not newer than the last one used (a replayed code)", () => {
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    const code = totpCodeAt(RFC_SECRET, now);
    expect(acceptTotpStep(RFC_SECRET, code, step, now)).toBeNull();
    expect(acceptTotpStep(RFC_SECRET, code, step - 1, now)).toBe(step);
    // An older code, still in the window, after a newer one was used: refused too.
    expect(acceptTotpStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now - 30_000), step, now)).toBeNull();
  });

  it("take codes typed with spaces or a hyphen, and nothing but six digits", () => {
    const now = 1_700_000_000_000;
    const code = totpCodeAt(RFC_SECRET, now);
    expect(acceptTotpStep(RFC_SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, null, now)).not.toBeNull();
    expect(normaliseCode("123-456")).toBe("123456");
    for (const bad of ["", "12345", "1234567", "abcdef", "12345a"]) expect(acceptTotpStep(RFC_SECRET, bad, null, now)).toBeNull();
  });

  it("make 160-bit secrets and an otpauth address apps read", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, "editor", "Samudra"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/Samudra:editor");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("issuer")).toBe("Samudra");
    expect(groupedSecret("ABCDEFGHIJ")).toBe("ABCD EFGH IJ");
  });
});

describe("recovery codes", () => {
  it("are two groups of five from an alphabet without look-alikes", () => {
    const codes = new Set(Array.from({ length: 200 }, newRecoveryCode));
    expect(codes.size).toBe(200);
    for (const code of codes) {
      expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{5}-[2-9A-HJKMNP-TV-Z]{5}$/);
      expect(RECOVERY_CODE_SHAPE.test(normaliseRecoveryCode(code))).toBe(true);
    }
  });

  it("are read whatever the case, spaces or hyphens", () => {
    expect(normaliseRecoveryCode(" 7kq4m-xw2rt ")).toBe("7KQ4MXW2RT");
    expect(normaliseRecoveryCode("7KQ4M XW2RT")).toBe("7KQ4MXW2RT");
  });
});
