import { describe, expect, it } from "vitest";
import { CSV_BOM, type InquiryExportRow, inquiriesCsv, inquiriesCsvHead, inquiriesCsvLines } from "~/lib/inquiry-csv";

const row = (id: number, over: Partial<InquiryExportRow> = {}): InquiryExportRow => ({
  id,
  createdAt: new Date(Date.UTC(2025, 2, 12, 10, id)),
  source: "home",
  name: `Visitor ${id}`,
  phone: "+91 98480 12345",
  email: null,
  country: "India",
  interest: "Cryotherapy",
  travelDates: null,
  message: 'Knee pain,\nsince "May"',
  status: "new",
  statusChangedBy: null,
  statusChangedAt: null,
  language: "te",
  pagePath: null,
  landingPath: null,
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  device: null,
  assignedName: null,
  followUpOn: null,
  ...over,
});

describe("the streamed CSV's pieces", () => {
  it("head plus the lines of each chunk, in order, is the whole-file CSV", () => {
    const rows = [row(1), row(2, { name: '=HYPERLINK("http://evil.example")' }), row(3, { name: "రవి" }), row(4)];
    expect(`${inquiriesCsvHead()}${inquiriesCsvLines(rows.slice(0, 3))}${inquiriesCsvLines(rows.slice(3))}`).toBe(inquiriesCsv(rows));
    expect(inquiriesCsvLines(rows)).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it("an empty export is the byte-order mark and the header line", () => {
    expect(inquiriesCsvHead()).toMatch(new RegExp(`^${CSV_BOM}ID,Received \\(IST\\),Source,.*,Follow up on\\r\\n$`));
    expect(inquiriesCsvLines([])).toBe("");
    expect(inquiriesCsv([])).toBe(inquiriesCsvHead());
  });
});
