import { describe, expect, it } from "vitest";
import { COMMON_PASSWORD_MESSAGE, readCommonPasswordList, staffPasswordProblem } from "~/server/auth/common-passwords.server";

describe("the 100,000 most common passwords", () => {
  const list = readCommonPasswordList();

  it("really holds 100,000 entries, most common first", () => {
    expect(list.length).toBeGreaterThanOrEqual(100_000);
    expect(list.slice(0, 3)).toEqual(["123456", "123456789", "qwerty"]);
    expect(list.at(-1)).toBe("crossroad");
  });

  it("refuses entries from deep in the list with a clear message, in any letter case", () => {
    // Ranks 97,382, 98,833, 99,778, 99,925 and 99,929 of 100,000.
    for (const password of ["khuljasimsim", "iloveyou4ever", "hastalavista", "asdfqwer1234", "blackpanther"]) {
      expect(list.indexOf(password), password).toBeGreaterThan(97_000);
      expect(staffPasswordProblem(password), password).toBe(COMMON_PASSWORD_MESSAGE);
    }
    expect(staffPasswordProblem("BlackPanther")).toBe(COMMON_PASSWORD_MESSAGE);
    expect(staffPasswordProblem("HASTALAVISTA", { username: "meera" })).toBe(COMMON_PASSWORD_MESSAGE);
    expect(COMMON_PASSWORD_MESSAGE).toMatch(/100,000 most common passwords/);
  });

  it("refuses every one of them: the short ones for their length, the rest as common", () => {
    for (const password of list) expect(staffPasswordProblem(password), password).not.toBeNull();
  });

  it("still applies today's rules first, and lets a strong passphrase through", () => {
    expect(staffPasswordProblem("password")).toMatch(/at least 12/);
    expect(staffPasswordProblem("blackpanther-meera", { username: "meera" })).toBe("The password must not contain the username.");
    expect(staffPasswordProblem("qwertyuiop12")).toBe("That password is too common. Please choose one that is harder to guess.");
    expect(staffPasswordProblem("tide pool lantern 42")).toBeNull();
    expect(staffPasswordProblem("Monsoon-ferry-at-Rushikonda-7")).toBeNull();
  });
});
