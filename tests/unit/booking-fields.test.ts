import { describe, expect, it } from "vitest";
import { CLINIC_WEEK } from "~/content-types/booking-resource";
import { minutesLabel, noticeLabel, weekSummary } from "~/lib/booking-fields";

describe("booking words", () => {
  it("says a week in a line, days alike run together", () => {
    expect(weekSummary(CLINIC_WEEK)).toBe("Mon–Sat 09:00–18:00 · Sun closed");
    const split = CLINIC_WEEK.map((d) => (d.day === "Wednesday" ? { ...d, close: "13:00" } : d));
    expect(weekSummary(split)).toBe("Mon–Tue 09:00–18:00 · Wed 09:00–13:00 · Thu–Sat 09:00–18:00 · Sun closed");
    expect(weekSummary([])).toBe("");
  });

  it("says lengths and notices as people do", () => {
    expect(minutesLabel(15)).toBe("15 min");
    expect(minutesLabel(60)).toBe("1 h");
    expect(minutesLabel(90)).toBe("1 h 30 min");
    expect(minutesLabel(0)).toBe("0 min");
    expect(noticeLabel(1)).toBe("1 hour");
    expect(noticeLabel(12)).toBe("12 hours");
    expect(noticeLabel(24)).toBe("1 day");
    expect(noticeLabel(48)).toBe("2 days");
    expect(noticeLabel(0)).toBe("0 hours");
  });
});
