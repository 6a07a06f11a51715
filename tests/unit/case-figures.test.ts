// Issue 48 item 7: the case desk's figures (app/lib/case-figures.ts).
import { describe, expect, it } from "vitest";
import { caseFigures, type CaseFigureInput, median, weekOf } from "~/lib/case-figures";

const H = 3_600_000;
const base = new Date("2026-12-07T04:00:00Z"); // Monday 09:30 in India
const at = (hours: number) => new Date(base.getTime() + hours * H);
const input = (over: Partial<CaseFigureInput>): CaseFigureInput => ({
  submittedAt: base,
  firstAnsweredAt: null,
  planSentAt: null,
  acceptedAt: null,
  changes: [],
  country: "OM",
  locale: "ar",
  ...over,
});

describe("case figures", () => {
  it("a week starts on Monday, India time", () => {
    expect(weekOf(new Date("2026-12-07T04:00:00Z"))).toBe("2026-12-07");
    expect(weekOf(new Date("2026-12-13T18:00:00Z"))).toBe("2026-12-07"); // Sunday 23:30 in India
    expect(weekOf(new Date("2026-12-13T18:30:00Z"))).toBe("2026-12-14"); // Monday 00:00 in India
  });

  it("the median of an even count is the mean of the middle two", () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("counts cases per week by country and language, the answers against the promise, and acceptance", () => {
    const figures = caseFigures(
      [
        input({ firstAnsweredAt: at(2) }),
        input({ country: "NG", locale: "en", firstAnsweredAt: at(30) }),
        input({
          country: "OM",
          firstAnsweredAt: at(1),
          // 10 h of review, 100 h waiting on the patient, 20 h more: 30 h of the clinic's time.
          changes: [
            { to: "under_review", at: at(1) },
            { to: "records_incomplete", at: at(11) },
            { to: "under_review", at: at(111) },
          ],
          planSentAt: at(131),
          acceptedAt: at(140),
        }),
        input({
          submittedAt: at(24 * 7),
          country: null,
          locale: "hi",
          changes: [{ to: "under_review", at: at(24 * 7) }],
          planSentAt: at(24 * 7 + 60),
        }),
      ],
      { firstAnswer: 24, plan: 48 },
    );
    expect(figures.total).toBe(4);
    expect(figures.weeks).toEqual([
      {
        week: "2026-12-07",
        total: 3,
        byCountry: [
          ["OM", 2],
          ["NG", 1],
        ],
        byLanguage: [
          ["ar", 2],
          ["en", 1],
        ],
      },
      { week: "2026-12-14", total: 1, byCountry: [["—", 1]], byLanguage: [["hi", 1]] },
    ]);
    expect(figures.firstAnswer).toEqual({ done: 3, medianHours: 2, withinPromise: 2 });
    expect(figures.plan).toEqual({ done: 2, medianHours: 45, withinPromise: 1 });
    expect(figures.acceptance).toEqual({ planSent: 2, accepted: 1 });
  });
});
