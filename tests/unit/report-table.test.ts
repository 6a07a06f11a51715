import { describe, expect, it } from "vitest";
import { formatChange, parseDimension, reportCsv, reportCsvFileName, reportTable, valueLabel, type ValueCounts } from "~/lib/report-table";

const c = (key: string, n: number, previous: number, answered = 0, booked = 0): ValueCounts => ({ key, n, previous, answered, booked });

describe("reportTable", () => {
  it("sorts by count, then by the count before, keeps values that fell to nothing, and totals", () => {
    const table = reportTable("campaign", [c("diwali", 3, 1, 2, 1), c("", 5, 5), c("monsoon", 0, 4), c("zero", 0, 0), c("spring", 3, 0)]);
    expect(table.rows.map((r) => [r.label, r.n, r.previous, r.change, r.changePercent])).toEqual([
      ["No campaign tag", 5, 5, 0, 0],
      ["diwali", 3, 1, 2, 200],
      ["spring", 3, 0, 3, null],
      ["monsoon", 0, 4, -4, -100],
    ]);
    expect(table.total).toMatchObject({ label: "Total", n: 11, previous: 10, change: 1, changePercent: 10, answered: 2, booked: 1 });
  });
  it("folds the values past the limit into one row", () => {
    const table = reportTable("referrer", [c("a.example", 9, 0), c("b.example", 5, 1), c("c.example", 2, 2), c("d.example", 1, 0)], 3);
    expect(table.rows.map((r) => [r.label, r.n, r.previous, r.other ?? false])).toEqual([
      ["a.example", 9, 0, false],
      ["b.example", 5, 1, false],
      ["Other values (2)", 3, 2, true],
    ]);
    expect(table.total.n).toBe(17);
  });
});

describe("labels and parsing", () => {
  it("names forms, languages and missing values", () => {
    expect(valueLabel("form", "international")).toBe("International");
    expect(valueLabel("language", "te")).toBe("Telugu");
    expect(valueLabel("referrer", "")).toBe("None (direct, or this site)");
    expect(valueLabel("campaign", "=cmd")).toBe("=cmd");
  });
  it("reads only known dimensions", () => {
    expect(parseDimension("campaign")).toBe("campaign");
    expect(parseDimension("page")).toBeNull();
    expect(parseDimension(null)).toBeNull();
  });
});

describe("formatChange", () => {
  it("signs changes with a real minus and says new where there was nothing", () => {
    expect(formatChange(0, 0)).toBe("0");
    expect(formatChange(5, 50)).toBe("+5 (+50 %)");
    expect(formatChange(-3, -20)).toBe("−3 (−20 %)");
    expect(formatChange(4, null)).toBe("+4 (new)");
    expect(formatChange(1200, 1)).toBe("+1,200 (+1 %)");
  });
});

describe("reportCsv", () => {
  it("is the table: a heading naming both periods, its rows and total; numbers as numbers, typed text defused", () => {
    const table = reportTable("campaign", [c('=HYPERLINK("x")', 2, 0, 1, 0), c("diwali, 2026", 1, 3, 1, 1)]);
    const csv = reportCsv("campaign", { from: "2026-11-01", to: "2026-11-30" }, { from: "2026-10-02", to: "2026-10-31" }, table);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "Campaign (1 Nov 2026 – 30 Nov 2026; before: 2 Oct 2026 – 31 Oct 2026; India time),Leads this period,Leads the period before,Change,Change (%),Answered,Booked",
      `"'=HYPERLINK(""x"")",2,0,2,,1,0`,
      `"diwali, 2026",1,3,-2,-67,1,1`,
      "Total,3,3,0,0,2,1",
      "",
    ]);
  });
  it("names the file for what it holds", () => {
    expect(reportCsvFileName("leads", "utm_source", { from: "2026-11-01", to: "2026-11-30" })).toBe(
      "samudra-leads-by-utm-source-2026-11-01-to-2026-11-30.csv",
    );
  });
});
