import { describe, expect, it } from "vitest";
import { countCap, searchTerm } from "~/lib/inbox-search";

describe("what an inbox search looks for", () => {
  it("takes LIKE's wildcards literally", () => {
    expect(searchTerm("100%").pattern).toBe("%100\\%%");
    expect(searchTerm("abc_d").pattern).toBe("%abc\\_d%");
    expect(searchTerm("'; drop table inquiries; --").pattern).toBe("%'; drop table inquiries; --%");
  });

  it("looks for a whole number by its national digits, however it is written", () => {
    // The caller-ID form, the stored E.164 form, the trunk 0, the international prefix.
    for (const q of ["+91 98765 43210", "+919876543210", "098765 43210", "0091 98765-43210", "98765 43210"])
      expect(searchTerm(q).digits, q).toBe("9876543210");
    expect(searchTerm("+44 7911 123456").digits).toBe("7911123456");
    expect(searchTerm("+91-98480-12345").digits).toBe("9848012345");
  });

  it("looks for part of a number as typed, without spaces, dashes or a trunk 0", () => {
    expect(searchTerm("98 76")).toEqual({ pattern: null, digits: "9876", reference: null, tooShort: false });
    expect(searchTerm("43210").digits).toBe("43210");
    expect(searchTerm("(040) 123").digits).toBe("40123");
  });

  it("does not look for digits in a name, a short number or nothing", () => {
    expect(searchTerm("Asha 98480").digits).toBeNull();
    expect(searchTerm("12").digits).toBeNull();
    expect(searchTerm("   ")).toEqual({ pattern: null, digits: null, reference: null, tooShort: false });
  });

  it("does not search 1 or 2 characters (the indexes need 3 in a row)", () => {
    for (const q of ["a", "as", "12", "%", "_", "e_p", "a b c", "+9", "రా", "रा", "عل", "ि"])
      expect(searchTerm(q), q).toEqual({ pattern: null, digits: null, reference: null, tooShort: true });
    expect(searchTerm("ash").tooShort).toBe(false);
    expect(searchTerm("Ω Ωξψ").pattern).toBe("%Ω Ωξψ%");
  });

  it("counts a vowel sign as a character: names in Telugu, Devanagari and Arabic script", () => {
    // రవి is ర, వ and the vowel sign ి; राम is र, the sign ा and म; علي three letters.
    for (const q of ["రవి", "राम", "علي", "రవి కుమార్", "फ़ातिमा"]) {
      const term = searchTerm(q);
      expect(term.tooShort, q).toBe(false);
      expect(term.pattern, q).toBe(`%${q}%`);
      expect(term.digits, q).toBeNull();
    }
  });

  it("reads a reference typed in any of the ways people type one", () => {
    for (const q of ["SAM-7K3QX0", "sam 7k3qx0", "7K3QX0", "SAM-7K3QXO"]) expect(searchTerm(q).reference, q).toBe("SAM-7K3QX0");
    expect(searchTerm("Asha Rao").reference).toBeNull();
  });

  it("counts a search's matches to 100 and the rest to 1,000", () => {
    expect(countCap({ q: "asha" })).toBe(100);
    expect(countCap({ q: "7K3QX2" })).toBe(100);
    expect(countCap({ q: "as" })).toBe(1000);
    expect(countCap({ q: "" })).toBe(1000);
  });
});
