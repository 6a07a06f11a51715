import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from "~/lib/password-rules";

describe("passwordProblem", () => {
  it("accepts a long passphrase", () => {
    expect(passwordProblem("tide pool lantern 42")).toBeNull();
    expect(passwordProblem("x".repeat(PASSWORD_MIN_LENGTH - 1) + "y")).toBeNull();
    expect(passwordProblem("ab".repeat(PASSWORD_MAX_LENGTH / 2))).toBeNull();
  });

  it("refuses fewer than 12 characters and says how many there are", () => {
    expect(passwordProblem("short pass!")).toBe(
      "Use at least 12 characters (this one has 11). A few unrelated words make a strong password.",
    );
    expect(passwordProblem("")).toMatch(/this one has 0/);
    // Characters, not UTF-16 units: six emoji are six characters.
    expect(passwordProblem("🌊".repeat(6))).toMatch(/this one has 6/);
  });

  it("refuses more than 128 characters", () => {
    expect(passwordProblem("ab".repeat(64) + "c")).toBe("Use at most 128 characters.");
  });

  it("refuses the published demo password, alone or padded", () => {
    expect(COMMON_PASSWORDS).toContain("demo@2025");
    expect(passwordProblem("demo@2025")).toMatch(/at least 12/);
    expect(passwordProblem("demo@2025demo@2025")).toBe("That password is too common. Please choose one that is harder to guess.");
  });

  it("refuses every listed common password, in any letter case", () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(50);
    for (const p of COMMON_PASSWORDS.filter((c) => c.length >= PASSWORD_MIN_LENGTH)) {
      expect(passwordProblem(p), p).not.toBeNull();
      expect(passwordProblem(p.toUpperCase()), p).not.toBeNull();
    }
    expect(passwordProblem("Password1234")).toMatch(/too common/);
    expect(passwordProblem("123456789012")).toMatch(/too common/);
    expect(passwordProblem("QWERTYUIOP12")).toMatch(/too common/);
  });

  it("refuses a password containing the username, whatever the case", () => {
    expect(passwordProblem("maya-is-on-duty", { username: "Maya" })).toBe("The password must not contain the username.");
    expect(passwordProblem("maya-is-on-duty", { username: "ravi" })).toBeNull();
  });

  it('refuses a password containing "samudra"', () => {
    expect(passwordProblem("I love SAMUDRA beach")).toBe('The password must not contain the word "samudra".');
  });

  it("refuses one character repeated", () => {
    expect(passwordProblem("zzzzzzzzzzzzzz")).toBe("The password must not be one character repeated.");
  });

  it("reports the first problem only", () => {
    expect(passwordProblem("samudra", { username: "samudra" })).toMatch(/at least 12/);
  });
});
