import { describe, expect, it } from "vitest";
import { dateTimeFormat } from "~/lib/intl-format";

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
