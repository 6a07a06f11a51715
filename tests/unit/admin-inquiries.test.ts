import { describe, expect, it } from "vitest";
import { clinicSettingsSeed } from "~/content/clinic";
import { INQUIRY_RETENTION_DAYS, privacyPolicy } from "~/content/legal";
import { clinicView } from "~/lib/clinic-view";
import { CSV_BOM, csvCell, inquiriesCsv, inquiriesCsvFileName, toCsv } from "~/lib/inquiry-csv";
import {
  cleanSearch,
  decodeCursor,
  encodeCursor,
  escapeLike,
  formatIndiaTime,
  inboxSearch,
  indiaTimestamp,
  mailtoHref,
  messagePreview,
  parseInboxFilter,
  parsePersonParam,
  activeFilters,
  parseInboxPage,
  telHref,
  whatsAppNumber,
} from "~/lib/inquiry-inbox";
import {
  DEFAULT_INQUIRY_RETENTION_DAYS,
  parseRetentionDays,
  RETENTION_ERROR,
  retentionCutoff,
  storedRetentionDays,
} from "~/lib/inquiry-retention";

describe("csvCell", () => {
  it("leaves plain text alone and quotes commas, quotes and line breaks", () => {
    expect(csvCell("Asha Rao")).toBe("Asha Rao");
    expect(csvCell("Rao, Asha")).toBe('"Rao, Asha"');
    expect(csvCell('She said "soon"')).toBe('"She said ""soon"""');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
    expect(csvCell(" padded ")).toBe('" padded "');
  });

  it("writes empty cells for null and undefined, and numbers as they are", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(42)).toBe("42");
  });

  it("defuses cells a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(csvCell("+91 98480 12345")).toBe("'+91 98480 12345");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1+1")).toBe("'\t=1+1");
    expect(csvCell("  =1+1")).toBe("'  =1+1");
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("care@samudra.example")).toBe("care@samudra.example");
  });
});

describe("toCsv", () => {
  it("starts with a byte-order mark for Excel and ends every line with CRLF", () => {
    const csv = toCsv(
      ["Name", "Message"],
      [
        ["Asha", "Hi,\nthere"],
        ["रवि", null],
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}Name,Message\r\nAsha,"Hi,\nthere"\r\nरवि,\r\n`);
  });
});

describe("inquiriesCsv", () => {
  it("writes one row per inquiry with India times and labels", () => {
    const csv = inquiriesCsv([
      {
        id: 7,
        createdAt: new Date("2025-03-12T10:15:00Z"),
        source: "international",
        name: 'John "JD" Doe',
        phone: "+44 7700 900123",
        email: "jd@example.com",
        country: "UK",
        interest: "HBOT",
        travelDates: "May",
        message: "=cmd|' /C calc'!A0",
        status: "contacted",
        statusChangedBy: "admin",
        statusChangedAt: new Date("2025-03-13T18:45:00Z"),
        language: "ar",
        pagePath: "/ar/international-patients",
        landingPath: "/ar",
        referrerHost: "google.com",
        utmSource: '=HYPERLINK("x")',
        utmMedium: "cpc",
        utmCampaign: "gulf, winter",
        device: "phone",
        assignedName: "meera",
        followUpOn: "2025-03-20",
      },
    ]);
    const [header, row] = csv.slice(1).split("\r\n");
    expect(header).toBe(
      "ID,Received (IST),Source,Name,Phone,E-mail,Country,Interest,Travel dates,Message,Status,Status changed by,Status changed (IST),Language,Form page,Landing page,Referrer,UTM source,UTM medium,UTM campaign,Device,Assigned to,Follow up on",
    );
    expect(row).toBe(
      `7,2025-03-12 15:45,International,"John ""JD"" Doe",'+44 7700 900123,jd@example.com,UK,HBOT,May,'=cmd|' /C calc'!A0,Contacted,admin,2025-03-14 00:15,Arabic,/ar/international-patients,/ar,google.com,"'=HYPERLINK(""x"")",cpc,"gulf, winter",phone,meera,2025-03-20`,
    );
  });

  it("names the file after the day in India", () => {
    expect(inquiriesCsvFileName(new Date("2025-03-12T20:00:00Z"))).toBe("samudra-inquiries-2025-03-13.csv");
    expect(inquiriesCsvFileName(new Date("2025-03-12T10:00:00Z"))).toBe("samudra-inquiries-2025-03-12.csv");
  });
});

describe("search terms", () => {
  it("trims, collapses spaces and caps the length", () => {
    expect(cleanSearch("  Asha   Rao ")).toBe("Asha Rao");
    expect(cleanSearch(null)).toBe("");
    expect(cleanSearch("x".repeat(500))).toHaveLength(100);
  });

  it("escapes LIKE wildcards so they match literally", () => {
    expect(escapeLike("100%_off\\")).toBe("100\\%\\_off\\\\");
  });
});

describe("inbox filter in the address", () => {
  it("reads known values and ignores the rest", () => {
    expect(parseInboxFilter(new URLSearchParams("source=home&status=new&q=%20asha%20&page=3&language=te"))).toEqual({
      source: "home",
      status: "new",
      q: "asha",
      language: "te",
      sort: "newest",
      person: null,
    });
    expect(parseInboxFilter(new URLSearchParams("source=evil&status=NEW&page=-1&language=fr"))).toEqual({
      source: null,
      status: null,
      q: "",
      language: null,
      sort: "newest",
      person: null,
    });
    expect(parseInboxFilter(new URLSearchParams("sort=waiting")).sort).toBe("waiting");
    expect(parseInboxFilter(new URLSearchParams("sort=oldest")).sort).toBe("newest");
  });

  it("writes only what is set", () => {
    const filter = { source: "wellness" as const, status: null, q: "a&b", language: null };
    expect(inboxSearch(filter)).toBe("?source=wellness&q=a%26b");
    expect(inboxSearch(filter, { language: "hi" })).toBe("?source=wellness&language=hi&q=a%26b");
    expect(inboxSearch({ source: null, status: null, q: "", language: null })).toBe("");
    expect(inboxSearch({ source: null, status: null, q: "", language: null, sort: "waiting" })).toBe("?sort=waiting");
    expect(inboxSearch(filter, { person: 42 })).toBe("?source=wellness&q=a%26b&person=42");
  });

  it("reads one person's history as an inquiry's id, and nothing else", () => {
    expect(parseInboxFilter(new URLSearchParams("person=42")).person).toBe(42);
    expect(parsePersonParam("2147483647")).toBe(2147483647);
    for (const raw of [null, "", "0", "-1", "042", "4.2", "1e3", "abc", "2147483648", "99999999999", "+919848012345"]) {
      expect(parsePersonParam(raw), String(raw)).toBeNull();
    }
  });

  it("lists a person filter as one that is on, with the inbox without it", () => {
    const filter = { source: null, status: "new" as const, q: "", language: null, person: 7 };
    expect(activeFilters(filter)).toEqual([
      { key: "person", removeHref: "/admin/inquiries?status=new" },
      { key: "status", removeHref: "/admin/inquiries?person=7" },
    ]);
  });
});

describe("inbox cursor", () => {
  const cursor = { s: 1 as const, t: "2026-11-27T10:15:00.123456Z", i: 4242 };

  it("round-trips through an opaque, address-safe text", () => {
    const raw = encodeCursor(cursor);
    expect(raw).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(raw).not.toContain("2026");
    expect(decodeCursor(raw)).toEqual(cursor);
  });

  it("refuses anything it did not write", () => {
    const b64 = (v: unknown) => btoa(JSON.stringify(v)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    for (const raw of [
      "",
      "not base64!",
      "x".repeat(500),
      btoa("not json"),
      b64({ ...cursor, s: 2 }),
      b64({ ...cursor, i: 0 }),
      b64({ ...cursor, i: 1.5 }),
      b64({ ...cursor, i: 2_147_483_648 }),
      b64({ ...cursor, t: "2026-02-30T10:15:00.123456Z" }),
      b64({ ...cursor, t: "2026-11-27T10:15:00Z" }),
      b64({ ...cursor, t: "now(); drop table inquiries" }),
      b64({ ...cursor, extra: 1 }),
      b64([1, 2, 3]),
    ]) {
      expect(decodeCursor(raw), raw).toBeNull();
    }
  });

  it("reads after, before and size from the address, refusing what is invalid", () => {
    const raw = encodeCursor(cursor);
    expect(parseInboxPage(new URLSearchParams(""))).toEqual({ ok: true, page: { after: null, before: null, size: 25 } });
    expect(parseInboxPage(new URLSearchParams(`after=${raw}&size=50`))).toEqual({
      ok: true,
      page: { after: cursor, before: null, size: 50 },
    });
    expect(parseInboxPage(new URLSearchParams(`before=${raw}`))).toEqual({ ok: true, page: { after: null, before: cursor, size: 25 } });
    // An old numbered-page bookmark opens the first page.
    expect(parseInboxPage(new URLSearchParams("page=7")).ok).toBe(true);
    for (const search of [
      `after=${raw}&before=${raw}`,
      "after=garbage",
      "before=",
      "size=0",
      "size=101",
      "size=1e3",
      "size=-5",
      "size=abc",
      "size=10.5",
    ]) {
      expect(parseInboxPage(new URLSearchParams(search)).ok, search).toBe(false);
    }
  });
});

describe("contact links", () => {
  it("builds tel: links from the digits, keeping a leading +", () => {
    expect(telHref("+91 98480-12345")).toBe("tel:+919848012345");
    expect(telHref("98480 12345")).toBe("tel:9848012345");
    expect(telHref("call me")).toBeNull();
    expect(telHref(null)).toBeNull();
  });

  it("gives WhatsApp the number with its country code, taking a bare 10-digit number as Indian", () => {
    expect(whatsAppNumber("+44 7700 900123")).toBe("447700900123");
    expect(whatsAppNumber("98480 12345")).toBe("919848012345");
    expect(whatsAppNumber("098480 12345")).toBe("919848012345");
    expect(whatsAppNumber("0044 7700 900123")).toBe("447700900123");
    expect(whatsAppNumber("jd@example.com")).toBeNull();
    expect(whatsAppNumber("12345")).toBeNull();
  });

  it("only links e-mail addresses that look like one", () => {
    expect(mailtoHref(" jd@example.com ")).toBe("mailto:jd@example.com");
    expect(mailtoHref("not an address")).toBeNull();
  });
});

describe("times in India", () => {
  it("shows the received time in IST whatever the server's zone", () => {
    expect(formatIndiaTime(new Date("2025-03-12T10:15:00Z"))).toMatch(/^12 Mar 2025, 3:45\s?pm IST$/i);
    expect(indiaTimestamp(new Date("2025-12-31T20:00:00Z"))).toBe("2026-01-01 01:30");
  });
});

describe("messagePreview", () => {
  it("keeps a short message whole", () => {
    expect(messagePreview("Knee pain\nsince May")).toEqual({ preview: "Knee pain\nsince May", truncated: false });
  });
  it("cuts a long one at a word", () => {
    const long = `${"word ".repeat(60)}end`;
    const { preview, truncated } = messagePreview(long);
    expect(truncated).toBe(true);
    expect(preview.endsWith("word…")).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(161);
  });
});

describe("retention period", () => {
  it("accepts whole numbers of days from 30 to 3650", () => {
    expect(parseRetentionDays("30")).toEqual({ ok: true, days: 30 });
    expect(parseRetentionDays(" 365 ")).toEqual({ ok: true, days: 365 });
    expect(parseRetentionDays("3650")).toEqual({ ok: true, days: 3650 });
  });

  it("refuses anything else with one message", () => {
    for (const bad of ["29", "3651", "0", "-5", "36.5", "1e3", "", "abc", "99999999"]) {
      expect(parseRetentionDays(bad), bad).toEqual({ ok: false, error: RETENTION_ERROR });
    }
    expect(parseRetentionDays(365)).toEqual({ ok: false, error: RETENTION_ERROR });
  });

  it("falls back to the default for a missing or out-of-range stored value", () => {
    expect(storedRetentionDays(undefined)).toBe(365);
    expect(storedRetentionDays("90")).toBe(365);
    expect(storedRetentionDays(10)).toBe(365);
    expect(storedRetentionDays(90)).toBe(90);
  });

  it("computes the cut-off in whole days", () => {
    expect(retentionCutoff(new Date("2025-03-12T00:00:00Z"), 30).toISOString()).toBe("2025-02-10T00:00:00.000Z");
  });

  it("is the number the privacy policy states", () => {
    expect(INQUIRY_RETENTION_DAYS).toBe(DEFAULT_INQUIRY_RETENTION_DAYS);
    const text = privacyPolicy(clinicView(clinicSettingsSeed, new Date()))
      .sections.flatMap((s) => s.paragraphs)
      .join(" ");
    expect(text).toContain(`Inquiries are deleted ${DEFAULT_INQUIRY_RETENTION_DAYS} days after we receive them`);
  });
});
