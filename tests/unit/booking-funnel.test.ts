// Issue 47 item 7: the Reports page's funnel (leads → booked → attended by form, campaign and
// language, beside the bookings made without a lead) and no-shows by service, as tables and CSV.
import { describe, expect, it } from "vitest";
import {
  countWithRate,
  type FunnelLeadCount,
  type FunnelOutcomeRow,
  funnelCsv,
  funnelCsvFileName,
  funnelLabel,
  funnelTable,
  formatRate,
  noShowCsv,
  noShowCsvFileName,
  noShowTable,
  parseFunnelSplit,
  percent,
  rangeInstants,
} from "~/lib/booking-funnel";

const outcome = (o: Partial<FunnelOutcomeRow> & Pick<FunnelOutcomeRow, "split" | "origin" | "key" | "booked">): FunnelOutcomeRow => ({
  attended: 0,
  noShow: 0,
  cancelled: 0,
  ...o,
});

const LEADS: FunnelLeadCount[] = [
  { split: "form", key: "home", n: 40 },
  { split: "form", key: "international", n: 10 },
  { split: "form", key: "contact", n: 3 },
  { split: "campaign", key: "", n: 45 },
  { split: "campaign", key: "=HYPERLINK(1)", n: 8 },
  { split: "language", key: "en", n: 50 },
  { split: "language", key: "hi", n: 3 },
];

const OUTCOMES: FunnelOutcomeRow[] = [
  outcome({ split: "form", origin: "lead", key: "home", booked: 10, attended: 6, noShow: 1, cancelled: 2 }),
  outcome({ split: "form", origin: "lead", key: "international", booked: 4, attended: 1 }),
  outcome({ split: "form", origin: "site", key: "", booked: 7, attended: 3, noShow: 2 }),
  outcome({ split: "form", origin: "front_desk", key: "", booked: 2, attended: 2 }),
  outcome({ split: "campaign", origin: "lead", key: "", booked: 12, attended: 6, noShow: 1, cancelled: 2 }),
  outcome({ split: "campaign", origin: "lead", key: "=HYPERLINK(1)", booked: 2, attended: 1 }),
  outcome({ split: "campaign", origin: "site", key: "diwali", booked: 5, attended: 2, noShow: 2 }),
  outcome({ split: "campaign", origin: "site", key: "", booked: 2, attended: 1 }),
  outcome({ split: "campaign", origin: "front_desk", key: "", booked: 2, attended: 2 }),
  outcome({ split: "language", origin: "lead", key: "en", booked: 14, attended: 7, noShow: 1, cancelled: 2 }),
  outcome({ split: "language", origin: "site", key: "hi", booked: 7, attended: 3, noShow: 2 }),
  outcome({ split: "language", origin: "front_desk", key: "", booked: 2, attended: 2 }),
];

describe("rates", () => {
  it("are percent with one decimal, none without a denominator", () => {
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(0, 0)).toBeNull();
    expect(percent(5, 5)).toBe(100);
  });
  it("read as whole percent from 10, one decimal under it, and a dash for none", () => {
    expect(formatRate(33.3)).toBe("33 %");
    expect(formatRate(4.6)).toBe("4.6 %");
    expect(formatRate(0)).toBe("0 %");
    expect(formatRate(null)).toBe("—");
    expect(countWithRate(1234, 24.4)).toBe("1,234 (24 %)");
    expect(countWithRate(7, null)).toBe("7");
  });
});

describe("funnelTable", () => {
  it("follows each form's leads to booked and attended, with the bookings made without a lead apart", () => {
    const t = funnelTable("form", LEADS, OUTCOMES);
    expect(
      t.leadRows.map((r) => [r.label, r.leads, r.booked, r.bookedRate, r.attended, r.attendedRate, r.noShow, r.cancelled, r.open]),
    ).toEqual([
      ["Home page", 40, 10, 25, 6, 60, 1, 2, 1],
      ["International", 10, 4, 40, 1, 25, 0, 0, 3],
      // Leads and nothing booked: still a row, with a rate of 0 and no attended rate.
      ["Contact page", 3, 0, 0, 0, null, 0, 0, 0],
    ]);
    expect(t.leadTotal).toMatchObject({ label: "All leads", leads: 53, booked: 14, bookedRate: 26.4, attended: 7, attendedRate: 50 });
    expect(t.directRows.map((r) => [r.label, r.leads, r.booked, r.bookedRate, r.attended, r.attendedRate, r.open])).toEqual([
      ["Booking page", null, 7, null, 3, 42.9, 2],
      ["Front desk", null, 2, null, 2, 100, 0],
    ]);
    expect(t.directTotal).toMatchObject({ leads: null, booked: 9, attended: 5 });
    // The total mixes leads' bookings with bookings made without one: no "booked of leads" there.
    expect(t.total).toMatchObject({ label: "Total", leads: 53, booked: 23, bookedRate: null, attended: 12, attendedRate: 52.2 });
  });

  it("names campaigns and languages as the leads table does, and the booking page's own tags", () => {
    const campaign = funnelTable("campaign", LEADS, OUTCOMES);
    expect(campaign.leadRows.map((r) => r.label)).toEqual(["No campaign tag", "=HYPERLINK(1)"]);
    expect(campaign.directRows.map((r) => r.label)).toEqual(["Booking page · diwali", "Booking page · No campaign tag", "Front desk"]);
    const language = funnelTable("language", LEADS, OUTCOMES);
    expect(language.leadRows.map((r) => [r.label, r.leads, r.booked])).toEqual([
      ["English", 50, 14],
      ["Hindi", 3, 0],
    ]);
    expect(language.directRows.map((r) => r.label)).toEqual(["Booking page · Hindi", "Front desk · Unknown"]);
    // Every split adds up to the same totals.
    for (const t of [campaign, language]) expect(t.total).toEqual(funnelTable("form", LEADS, OUTCOMES).total);
  });

  it("folds the values past the limit into one row", () => {
    const leads = Array.from({ length: 5 }, (_, i) => ({ split: "campaign" as const, key: `c${i}`, n: 10 - i }));
    const t = funnelTable("campaign", leads, [outcome({ split: "campaign", origin: "lead", key: "c4", booked: 2, attended: 1 })], 3);
    expect(t.leadRows.map((r) => [r.label, r.leads, r.booked, r.other ?? false])).toEqual([
      ["c0", 10, 0, false],
      ["c1", 9, 0, false],
      ["Other values (3)", 21, 2, true],
    ]);
    expect(t.leadTotal.leads).toBe(40);
  });

  it("shows nothing for a period with neither leads nor bookings", () => {
    const t = funnelTable("form", [], []);
    expect(t.leadRows).toEqual([]);
    expect(t.directRows).toEqual([]);
    expect(t.total).toMatchObject({ leads: 0, booked: 0, attendedRate: null });
  });

  it("labels", () => {
    expect(funnelLabel("form", "lead", "wellness")).toBe("Wellness");
    expect(funnelLabel("form", "front_desk", "")).toBe("Front desk");
    expect(funnelLabel("campaign", "front_desk", "radio")).toBe("Front desk · radio");
    expect(parseFunnelSplit("language")).toBe("language");
    expect(parseFunnelSplit("therapy")).toBeNull();
  });
});

describe("noShowTable", () => {
  it("gives each service's no-show rate out of attended and no-shows, busiest first", () => {
    const t = noShowTable([
      { service: "Cryotherapy session", attended: 18, noShow: 2, cancelled: 3, unmarked: 1 },
      { service: "Hyperbaric oxygen", attended: 27, noShow: 3, cancelled: 0, unmarked: 0 },
      { service: "Video consultation", attended: 0, noShow: 0, cancelled: 2, unmarked: 0 },
      { service: "Nothing", attended: 0, noShow: 0, cancelled: 0, unmarked: 0 },
    ]);
    expect(t.rows.map((r) => [r.service, r.rate])).toEqual([
      ["Hyperbaric oxygen", 10],
      ["Cryotherapy session", 10],
      ["Video consultation", null],
    ]);
    expect(t.total).toMatchObject({ service: "Total", attended: 45, noShow: 5, cancelled: 5, unmarked: 1, rate: 10 });
  });
});

describe("CSV", () => {
  it("gives the funnel's rows, subtotals and total, a visitor's tag quoted against formulas", () => {
    const range = { from: "2026-11-01", to: "2026-11-30" };
    const csv = funnelCsv(funnelTable("campaign", LEADS, OUTCOMES), range);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "Campaign (1 Nov 2026 – 30 Nov 2026; India time),Group,Leads,Booked,Booked of leads (%),Attended,Attended of booked (%),No-show,Cancelled,Still open",
      "No campaign tag,From leads,45,12,26.7,6,50,1,2,3",
      "'=HYPERLINK(1),From leads,8,2,25,1,50,0,0,1",
      "All leads,From leads,53,14,26.4,7,50,1,2,4",
      "Booking page · diwali,Booked without a lead,,5,,2,40,2,0,1",
      "Booking page · No campaign tag,Booked without a lead,,2,,1,50,0,0,1",
      "Front desk,Booked without a lead,,2,,2,100,0,0,0",
      "All bookings without a lead,Booked without a lead,,9,,5,55.6,2,0,2",
      "Total,Total,53,23,,12,52.2,3,2,6",
      "",
    ]);
    expect(funnelCsvFileName("campaign", range)).toBe("samudra-bookings-by-campaign-2026-11-01-to-2026-11-30.csv");
  });

  it("gives the no-shows per service", () => {
    const range = { from: "2026-11-01", to: "2026-11-30" };
    const csv = noShowCsv(noShowTable([{ service: "Cryotherapy, cabin", attended: 9, noShow: 1, cancelled: 0, unmarked: 2 }]), range);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "Service (appointments from 1 Nov 2026 – 30 Nov 2026 up to now; India time),No-show rate (%),No-show,Attended,Cancelled,Not marked",
      '"Cryotherapy, cabin",10,1,9,0,2',
      "Total,10,1,9,0,2",
      "",
    ]);
    expect(noShowCsvFileName(range)).toBe("samudra-no-shows-by-service-2026-11-01-to-2026-11-30.csv");
  });
});

describe("rangeInstants", () => {
  it("covers India days from the first midnight to the one after the last", () => {
    const { start, end } = rangeInstants({ from: "2026-11-01", to: "2026-11-30" });
    expect(start.toISOString()).toBe("2026-10-31T18:30:00.000Z");
    expect(end.toISOString()).toBe("2026-11-30T18:30:00.000Z");
  });
});
