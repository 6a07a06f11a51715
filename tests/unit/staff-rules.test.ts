import { describe, expect, it } from "vitest";
import { isRole, normaliseUsername, USERNAME_PATTERN, usernameProblem } from "~/lib/staff-rules";

describe("staff usernames", () => {
  it("are trimmed and lower-cased", () => {
    expect(normaliseUsername("  Maya.K ")).toBe("maya.k");
  });
  it("accept 3 to 32 of a-z 0-9 . _ -", () => {
    for (const ok of ["abc", "maya", "m.k_r-2", "a".repeat(32)]) expect(usernameProblem(ok), ok).toBeNull();
  });
  it("refuse empty, short, long and other characters with a sentence", () => {
    expect(usernameProblem("")).toBe("Please enter a username.");
    expect(usernameProblem("ab")).toBe("Use 3 to 32 characters for the username.");
    expect(usernameProblem("a".repeat(33))).toBe("Use 3 to 32 characters for the username.");
    for (const bad of ["maya k", "maya@clinic", "mäya", "maya/1"]) {
      expect(usernameProblem(bad), bad).toBe("Use only letters a–z, digits, dots, hyphens and underscores in the username.");
    }
  });
  it("give the browser the same pattern", () => {
    const browser = new RegExp(`^(?:${USERNAME_PATTERN})$`);
    expect(browser.test("Maya.K")).toBe(true);
    expect(browser.test("ma")).toBe(false);
    expect(browser.test("maya k")).toBe(false);
  });
});

describe("roles", () => {
  it("are admin or editor only", () => {
    expect(isRole("admin")).toBe(true);
    expect(isRole("editor")).toBe(true);
    expect(isRole("owner")).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});
