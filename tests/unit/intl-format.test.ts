import { describe, expect, it } from "vitest";
import { dateTimeFormat, formatTimeRange } from "~/lib/intl-format";

describe("dateTimeFormat", () => {
  it("builds a formatter once per language and options, and formats as Intl does", () => {
    const options: Intl.DateTimeFormatOptions = { weekday: "long", timeZone: "UTC" };
    const first = dateTimeFormat("hi-IN", options);
    expect(dateTimeFormat("hi-IN", { weekday: "long", timeZone: "UTC" })).toBe(first);
    expect(dateTimeFormat("te-IN", options)).not.toBe(first);
    expect(dateTimeFormat("hi-IN", { weekday: "short", timeZone: "UTC" })).not.toBe(first);
    const monday = new Date(Date.UTC(2024, 0, 1));
    expect(first.format(monday)).toBe(new Intl.DateTimeFormat("hi-IN", options).format(monday));
  });
  it("treats an option left undefined as not given", () => {
    expect(dateTimeFormat("ar", { hour: "numeric", minute: undefined, timeZone: "UTC" })).toBe(
      dateTimeFormat("ar", { hour: "numeric", timeZone: "UTC" }),
    );
  });
});

describe("formatTimeRange", () => {
  // Intl's narrow no-break space before "am" comes out as a no-break space (U+00A0).
  const range = (open: string, close: string, tag: string) => formatTimeRange(open, close, tag).replace(/\u00a0/g, " ");
  it("writes opening hours with each language's own range pattern", () => {
    expect(range("09:00", "19:00", "en-IN")).toBe("9 am – 7 pm");
    expect(range("09:00", "19:00", "te-IN")).toBe("9 AM – 7 PM");
    // Arabic with Western digits: the morning marker follows its hour, the opening time comes first.
    expect(range("09:00", "19:00", "ar-u-nu-latn")).toBe("9 ص – 7 م");
  });
  it("shows minutes on both ends when either has them", () => {
    expect(range("09:30", "19:00", "en-IN")).toBe("9:30 am – 7:00 pm");
    expect(range("10:00", "16:45", "ar-u-nu-latn")).toBe("10:00 ص – 4:45 م");
  });
  it("keeps both times in the language's order even when they fall in the same half of the day", () => {
    expect(range("09:00", "11:00", "en-IN")).toBe("9–11 am");
  });
  it("uses only the spaces the core Inter file has (no thin or narrow no-break space)", () => {
    for (const tag of ["en-IN", "hi-IN", "te-IN", "ar-u-nu-latn"])
      expect(formatTimeRange("09:00", "19:00", tag)).not.toMatch(/[\u2009\u202f]/);
    expect(formatTimeRange("09:00", "19:00", "ar-u-nu-latn")).toBe("9\u00a0ص – 7\u00a0م");
  });
  it("never throws on a closing time not after the opening one", () => {
    expect(range("19:00", "09:00", "en-IN")).toBe("7 pm – 9 am");
  });
});
