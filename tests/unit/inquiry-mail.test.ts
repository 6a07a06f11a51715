// The staff mail's words and its safety rules (issue 15): what a clinic's mailbox receives.
import { describe, expect, it } from "vitest";
import { composeDigestMail, composeInquiryMail, headerSafe, inboxLink, type MailInquiry, retryDelaySeconds } from "~/lib/inquiry-mail";
import { clinicSettingsType, notificationSettings, type ClinicSettings } from "~/content-types/clinic-settings";
import { upgradeValue } from "~/content-types/types";
import { digestDue, indiaClock, messageIdFor } from "~/server/jobs/mail-outbox.server";
import { clinicSettingsSeed } from "~/content/clinic";
import { parseEnv } from "~/server/env.server";

const inquiry: MailInquiry = {
  id: 7,
  createdAt: new Date("2026-11-25T09:15:00Z"),
  source: "international",
  name: "Fatima Al-Sayed",
  phone: null,
  email: "fatima@example.com",
  country: "Oman",
  interest: "Hyperbaric oxygen therapy",
  travelDates: "March 2027",
  message: "<img src=x onerror=alert(1)> Is the chamber suitable after a stroke?",
  language: "ar",
  status: "new",
};
const opts = { siteUrl: "https://clinic.example/", clinicName: "Samudra" };

describe("headerSafe", () => {
  it("keeps one line: CR, LF and other control characters become spaces", () => {
    expect(headerSafe("Ravi\r\nBcc: x@example.com\u0000\u2028end")).toBe("Ravi Bcc: x@example.com end");
  });
  it("cuts long text with an ellipsis", () => {
    expect(headerSafe("a".repeat(100), 10)).toBe(`${"a".repeat(9)}…`);
  });
});

describe("composeInquiryMail", () => {
  const mail = composeInquiryMail(inquiry, opts);
  it("names the lead and the form in the subject", () => {
    expect(mail.subject).toBe("New inquiry from Fatima Al-Sayed (International) – Samudra");
  });
  it("lists every field the visitor filled, in India time, and the page's language", () => {
    expect(mail.text).toContain(
      "Country: Oman\nInterested in: Hyperbaric oxygen therapy\nTravel dates: March 2027\nForm: International\nPage language: Arabic\nReceived: 25 Nov 2026, 2:45 pm IST",
    );
    expect(mail.text).not.toContain("Phone:");
  });
  it("escapes the visitor's HTML in the HTML part and keeps it as typed in the text part", () => {
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt; Is the chamber");
    expect(mail.html).not.toMatch(/<img/);
    expect(mail.text).toContain("<img src=x onerror=alert(1)> Is the chamber");
  });
  it("replies to the visitor's address, only when it is a plain one", () => {
    expect(mail.replyTo).toBe("fatima@example.com");
    expect(composeInquiryMail({ ...inquiry, email: "a@b.com\r\nBcc: c@d.com" }, opts).replyTo).toBeUndefined();
    expect(composeInquiryMail({ ...inquiry, email: "x <a@b.com>" }, opts).replyTo).toBeUndefined();
  });
  it("cuts a very long name in the subject", () => {
    const long = composeInquiryMail({ ...inquiry, name: "N".repeat(150) }, opts);
    expect(long.subject).toBe(`New inquiry from ${"N".repeat(59)}… (International) – Samudra`);
  });
  it("links the inbox's search for the phone number, else the name", () => {
    expect(inboxLink("https://clinic.example/", { name: "Asha", phone: "+91 98480 12345" })).toBe(
      "https://clinic.example/admin/inquiries?q=%2B91+98480+12345",
    );
    expect(inboxLink("https://clinic.example", { name: "Fatima Al-Sayed", phone: null })).toBe(
      "https://clinic.example/admin/inquiries?q=Fatima+Al-Sayed",
    );
  });
});

describe("composeDigestMail", () => {
  it("counts the day's leads and those still new, listing at most 50", () => {
    const received = Array.from({ length: 52 }, (_, i) => ({ ...inquiry, id: i, name: `Patient ${i}` }));
    const mail = composeDigestMail({ day: "2026-11-25", received, stillNew: 60, oldestNew: new Date("2026-11-20T04:30:00Z") }, opts);
    expect(mail.subject).toBe("Samudra inquiries, 2026-11-25: 52 new in the last day, 60 awaiting an answer");
    expect(mail.text).toContain("- 25 Nov 2026, 2:45 pm IST · Patient 0 · International · New");
    expect(mail.text).toContain("…and 2 more.");
    expect(mail.text).toContain("60 are still marked new. The oldest has waited since 20 Nov 2026, 10:00 am IST.");
    expect(mail.text).not.toContain("Patient 50");
  });
  it("says so when no lead came", () => {
    const mail = composeDigestMail({ day: "2026-11-25", received: [], stillNew: 0, oldestNew: null }, opts);
    expect(mail.text.split("\n")[0]).toBe("0 inquiries arrived in the last 24 hours.");
    expect(mail.html).not.toContain("<ul>");
  });
});

describe("retries and the digest's time", () => {
  it("waits 10 s, then twice as long each time, at most 30 minutes", () => {
    expect([1, 2, 3, 4, 8, 9, 20].map(retryDelaySeconds)).toEqual([10, 20, 40, 80, 1280, 1800, 1800]);
  });
  it("reads India's clock", () => {
    expect(indiaClock(new Date("2026-11-25T18:40:00Z"))).toEqual({ day: "2026-11-26", time: "00:10" });
  });
  it("is due from its time for three hours (a restart catches up), and never without a time", () => {
    expect(digestDue("08:30", new Date("2026-11-25T02:59:00Z"))).toBeNull();
    expect(digestDue("08:30", new Date("2026-11-25T03:00:00Z"))).toBe("2026-11-25");
    expect(digestDue("08:30", new Date("2026-11-25T06:00:00Z"))).toBe("2026-11-25");
    expect(digestDue("08:30", new Date("2026-11-25T06:01:00Z"))).toBeNull();
    expect(digestDue(null, new Date("2026-11-25T03:00:00Z"))).toBeNull();
  });
  it("keeps one Message-ID per mail across retries", () => {
    expect(messageIdFor({ dedupeKey: "inquiry:42" }, "https://clinic.example")).toBe("<inquiry.42@clinic.example>");
  });
});

describe("notification settings", () => {
  it("read the addresses without blanks or repeats; settings saved before they existed send to the clinic's own address", () => {
    const { notifications: _, ...older } = clinicSettingsSeed;
    // Stored at schema version 1, they are upgraded before anything reads them (decision 083).
    const upgraded = upgradeValue(clinicSettingsType, 1, older) as ClinicSettings;
    expect(upgraded.notifications).toEqual({
      inquiryEmails: [{ email: clinicSettingsSeed.contact.email }],
      digestTime: "",
      overdueHours: 24,
    });
    expect(notificationSettings(upgraded)).toEqual({ to: [clinicSettingsSeed.contact.email], digestTime: null });
    const none = { inquiryEmails: [], digestTime: "", overdueHours: 24 };
    expect(notificationSettings({ notifications: none }).to).toEqual([]);
    const messy = { inquiryEmails: [{ email: " a@x.com " }, { email: "a@x.com" }, { email: "" }], digestTime: "", overdueHours: 24 };
    expect(notificationSettings({ notifications: messy })).toEqual({ to: ["a@x.com"], digestTime: null });
    // Version 3 (issue 47): settings stored before reminders existed remind a day and two hours before.
    expect(upgraded.reminders).toEqual([{ hoursBefore: 24 }, { hoursBefore: 2 }]);
    // A version already current is left as it is.
    expect(upgradeValue(clinicSettingsType, 3, clinicSettingsSeed)).toBe(clinicSettingsSeed);
  });
});

describe("SMTP_URL and MAIL_FROM", () => {
  const from = "Samudra Website <website@clinic.example>";
  it("take smtp:// and smtps:// URLs", () => {
    expect(parseEnv({ SMTP_URL: "smtp://user:pass@mail.example.com:587", MAIL_FROM: from }).SMTP_URL).toBe(
      "smtp://user:pass@mail.example.com:587",
    );
    expect(parseEnv({ SMTP_URL: "smtps://mail.example.com", MAIL_FROM: "website@clinic.example" }).MAIL_FROM).toBe(
      "website@clinic.example",
    );
    expect(parseEnv({ SMTP_URL: "" }).SMTP_URL).toBeUndefined();
  });
  it.each([
    ["http://mail.example.com", /SMTP_URL: must start with smtp:\/\/ or smtps:\/\/, not http:\/\//],
    ["mail.example.com:587", /SMTP_URL: must (be a URL|start with smtp)/],
    ["not a url", /SMTP_URL: must be a URL like smtp:\/\/user:password@mail\.example\.com:587/],
  ])("refuse %s with one line naming the variable", (url, message) => {
    expect(() => parseEnv({ SMTP_URL: url, MAIL_FROM: from })).toThrow(message);
  });
  it("want MAIL_FROM with SMTP_URL, as an address", () => {
    expect(() => parseEnv({ SMTP_URL: "smtp://mail.example.com" })).toThrow(/MAIL_FROM: is required when SMTP_URL is set/);
    expect(() => parseEnv({ SMTP_URL: "smtp://mail.example.com", MAIL_FROM: "website\r\nBcc: x@y.z" })).toThrow(
      /MAIL_FROM: must be an address/,
    );
  });
});
