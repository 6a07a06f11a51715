import { describe, expect, it } from "vitest";
import { wrapIndex } from "~/lib/carousel";
import { initials, nameWithAge, telDigits } from "~/lib/format";

describe("initials", () => {
  it.each([
    ["Lakshmi R.", "LR"],
    ["Dr. Aditya Varma", "AV"],
    ["Dr. Gurpreet Singh Bedi", "GB"],
    ["Madonna", "M"],
    ["  ", "?"],
  ])("%s → %s", (name, expected) => expect(initials(name)).toBe(expected));
});

describe("nameWithAge", () => {
  it("shows the age only when given", () => {
    expect(nameWithAge("Asha K.", 42)).toBe("Asha K., 42");
    expect(nameWithAge("Asha K.", null)).toBe("Asha K.");
    expect(nameWithAge("Asha K.", Number.NaN)).toBe("Asha K.");
  });
});

describe("wrapIndex", () => {
  it("wraps in both directions", () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(wrapIndex(2, 5)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe("telDigits", () => {
  it("keeps the plus and the digits of a number as typed", () => {
    expect(telDigits("+91 90000 11001")).toBe("+919000011001");
    expect(telDigits("(0891) 255-0000")).toBe("08912550000");
  });
});

describe("formatIsoDate", () => {
  it("writes a date as the page's language does, the English as the prototype did", async () => {
    const { formatIsoDate } = await import("~/lib/format");
    expect(formatIsoDate("2025-01-01")).toBe("January 1, 2025");
    expect(formatIsoDate("2025-02-17", "en", "short")).toBe("Feb 17, 2025");
    expect(formatIsoDate("2025-01-01", "hi")).toBe("1 जनवरी 2025");
    expect(formatIsoDate("2025-01-01", "ar")).toMatch(/^1 يناير 2025$/);
    expect(formatIsoDate("2025-01-01", "te")).toMatch(/జనవరి/);
  });
});
