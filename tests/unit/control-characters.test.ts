import { describe, expect, it } from "vitest";
import { hasControlCharacters, stripControlCharacters } from "~/lib/control-characters";

describe("stripControlCharacters", () => {
  it.each([
    ["Ravi\u0000Kumar", "RaviKumar"],
    ["a\u0001\u0007\u0008b\u000B\u000C\u001Fc", "abc"],
    ["del\u007F and c1\u0085\u009F", "del and c1"],
    ["keeps\ttabs\nand\r\nnewlines", "keeps\ttabs\nand\r\nnewlines"],
    ["हिन्दी తెలుగు العربية ₹ é", "हिन्दी తెలుగు العربية ₹ é"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(stripControlCharacters(input)).toBe(expected);
  });

  it("gives the same answer however often it is asked (no regex state carried over)", () => {
    for (let i = 0; i < 3; i += 1) {
      expect(hasControlCharacters("x\u0000")).toBe(true);
      expect(hasControlCharacters("plain")).toBe(false);
      expect(stripControlCharacters("a\u0000b")).toBe("ab");
    }
  });
});
