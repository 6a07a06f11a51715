// Issue 47 item 5: what a patient is told of an appointment, by e-mail and in a WhatsApp
// template's parameters; which notices are still true when their moment comes; the webhook's
// signature and STOP words; the reminders' settings.
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { clinicSettingsSeed } from "~/content/clinic";
import { DEFAULT_REMINDER_HOURS, reminderMinutes } from "~/content-types/clinic-settings";
import { catalogueFrom, defaultMessages } from "~/i18n/catalogue";
import { createTranslator } from "~/i18n/format";
import { LOCALE_INFO, type Locale } from "~/i18n/locales";
import { seededTranslations } from "~/i18n/translations";
import { instantOf } from "~/lib/availability";
import { type AppointmentMessage, composeAppointmentMail, templateText, whatsappParameters, whenLines } from "~/lib/appointment-message";
import { CLINIC_TIME_ZONE, clinicView } from "~/lib/clinic-view";
import { staleReason } from "~/server/booking/notice-compose.server";
import type { ClaimedNotice } from "~/server/booking/notice-outbox.server";
import type { AppointmentRow } from "~/server/booking/bookings.server";
import { phoneKeyOf, reminderOffer } from "~/server/booking/notices.server";
import { isPermanentCode } from "~/server/whatsapp/cloud-api.server";
import { isStopWord, signatureMatches } from "~/server/whatsapp/webhook.server";

const translatorIn = (locale: Locale) =>
  createTranslator(locale === "en" ? defaultMessages : catalogueFrom(seededTranslations[locale]), LOCALE_INFO[locale].formatTag);
const view = clinicView(clinicSettingsSeed, new Date("2026-03-20T00:00:00Z"), "en");
const clinic = { name: view.name, shortName: view.shortName, phone: view.primaryPhone, address: view.fullAddress, emergencyNumber: "108" };
const START = instantOf(CLINIC_TIME_ZONE, "2026-03-31", "10:00");
const message: AppointmentMessage = {
  event: "confirmation",
  reference: "SAM-7K3QX2",
  serviceName: "Cryotherapy session",
  startsAt: START,
  name: "Margaret Hughes",
  zone: "Europe/London",
  video: false,
  reminders: true,
};
const options = (locale: Locale) => ({
  t: translatorIn(locale),
  locale,
  manageUrl: "https://samudra.example/book/manage?link=abc.def",
  siteUrl: "https://samudra.example",
});

describe("the time a patient is told", () => {
  it("is the clinic's, and the patient's own across London's clock change (GMT until 29 March, BST after)", () => {
    const t = translatorIn("en");
    expect(whenLines(START, "Europe/London", t, "en")).toEqual({
      clinic: "Tuesday, 31 March 2026, 10:00 India time",
      patient: "Tuesday, 31 March 2026, 05:30 your time (Europe/London)",
    });
    const beforeChange = instantOf(CLINIC_TIME_ZONE, "2026-03-27", "10:00");
    expect(whenLines(beforeChange, "Europe/London", t, "en").patient).toBe("Friday, 27 March 2026, 04:30 your time (Europe/London)");
    // Kolkata's own wall clock under another name is not repeated.
    expect(whenLines(START, "Asia/Calcutta", t, "en").patient).toBeNull();
    expect(whenLines(START, null, t, "en").patient).toBeNull();
  });
});

describe("the WhatsApp template's parameters", () => {
  it("are the name, service, time, reference and link, each one line as WhatsApp requires", () => {
    expect(whatsappParameters(message, options("en"))).toEqual([
      "Margaret Hughes",
      "Cryotherapy session",
      "Tuesday, 31 March 2026, 10:00 India time / Tuesday, 31 March 2026, 05:30 your time (Europe/London)",
      "SAM-7K3QX2",
      "https://samudra.example/book/manage?link=abc.def",
    ]);
    expect(whatsappParameters({ ...message, event: "cancellation" }, options("hi"))[4]).toBe("https://samudra.example/hi/book");
    expect(templateText("a\nb\t c      d")).toBe("a b  c   d");
  });
});

describe("the appointment e-mail", () => {
  it("in English: the details, the private link, the calendar note, how to stop reminders and the emergency number", () => {
    const mail = composeAppointmentMail(message, clinic, options("en"));
    expect(mail.subject).toBe("Samudra: your appointment is booked (SAM-7K3QX2)");
    for (const words of [
      "Dear Margaret Hughes,",
      "Tuesday, 31 March 2026, 10:00 India time",
      "05:30 your time (Europe/London)",
      "https://samudra.example/book/manage?link=abc.def",
      "Stop reminders",
      "call 108",
    ]) {
      expect(mail.text).toContain(words);
    }
    expect(mail.html).toContain('<html lang="en-IN" dir="ltr">');
  });

  it("escapes what the patient typed, and reads right to left in Arabic with the reference kept left to right", () => {
    const mail = composeAppointmentMail({ ...message, name: "<b>Asha</b>", event: "reminder" }, clinic, options("ar"));
    expect(mail.html).not.toContain("<b>Asha</b>");
    expect(mail.html).toContain("&lt;b&gt;Asha&lt;/b&gt;");
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('<span dir="ltr" style="white-space:nowrap">SAM-7K3QX2</span>');
  });

  it("a series' confirmation lists every session on the clinic's clock", () => {
    const next = new Date(START.getTime() + 86_400_000);
    const mail = composeAppointmentMail({ ...message, sessions: [START, next] }, clinic, options("en"));
    expect(mail.text).toContain("All 2 sessions: Tuesday, 31 March 2026, 10:00 India time\n  Wednesday, 1 April 2026, 10:00 India time");
    expect(composeAppointmentMail({ ...message, sessions: [START] }, clinic, options("en")).text).not.toContain("sessions");
  });

  it("a cancellation offers the booking page, not the private link, and no calendar note", () => {
    const mail = composeAppointmentMail({ ...message, event: "cancellation" }, clinic, options("en"));
    expect(mail.subject).toMatch(/cancelled/);
    expect(mail.text).toContain("https://samudra.example/book");
    expect(mail.text).not.toContain("link=abc.def");
    expect(mail.text).not.toContain(".ics");
  });
});

describe("whether a notice is still true when it is due", () => {
  const row = { status: "booked", startsAt: START } as AppointmentRow;
  const notice = (over: Partial<ClaimedNotice> = {}): ClaimedNotice => ({
    id: 1,
    appointmentId: 1,
    event: "reminder",
    channel: "whatsapp",
    dedupeKey: "k",
    forStartsAt: START,
    minutesBefore: 120,
    dueAt: new Date(START.getTime() - 7_200_000),
    attempts: 1,
    createdAt: new Date(0),
    ...over,
  });
  const due = new Date(START.getTime() - 7_200_000);
  const both = new Set(["whatsapp", "email"]);
  it("sends a reminder for the time it speaks of, with consent, before the start", () => {
    expect(staleReason(notice(), row, both, due)).toBeNull();
    expect(staleReason(notice(), { ...row, startsAt: new Date(START.getTime() + 3_600_000) }, both, due)).toMatch(/moved/);
    expect(staleReason(notice(), { ...row, status: "cancelled" }, both, due)).toMatch(/cancelled/);
    expect(staleReason(notice(), row, new Set(["email"]), due)).toMatch(/consent/);
    expect(staleReason(notice({ channel: "email" }), row, new Set(), due)).toMatch(/consent/);
    expect(staleReason(notice(), row, both, START)).toMatch(/started/);
    expect(staleReason(notice(), row, both, new Date(due.getTime() + 3_600_000))).toMatch(/passed/);
    // A retry after an outage may be late: it is still of use before the start.
    expect(staleReason(notice({ attempts: 3 }), row, both, new Date(due.getTime() + 3_600_000))).toBeNull();
    expect(staleReason(notice(), null, both, due)).toMatch(/deleted/);
  });
  it("tells a cancellation only of a cancelled appointment, and a confirmation by e-mail without reminders' consent", () => {
    expect(staleReason(notice({ event: "cancellation", channel: "email" }), { ...row, status: "cancelled" }, new Set(), due)).toBeNull();
    expect(staleReason(notice({ event: "cancellation", channel: "email" }), row, new Set(), due)).toMatch(/no longer cancelled/);
    expect(staleReason(notice({ event: "confirmation", channel: "email" }), row, new Set(), due)).toBeNull();
  });
});

describe("the webhook's checks", () => {
  it("accepts the body's own HMAC-SHA256 under the app secret, nothing else", () => {
    const body = '{"object":"whatsapp_business_account","entry":[]}';
    const good = `sha256=${createHmac("sha256", "app-secret-0123456789").update(body).digest("hex")}`;
    expect(signatureMatches(body, good, "app-secret-0123456789")).toBe(true);
    expect(signatureMatches(`${body} `, good, "app-secret-0123456789")).toBe(false);
    expect(signatureMatches(body, good, "another-secret-0123")).toBe(false);
    expect(signatureMatches(body, good.replace("sha256=", "sha1="), "app-secret-0123456789")).toBe(false);
    expect(signatureMatches(body, null, "app-secret-0123456789")).toBe(false);
  });
  it("reads STOP in any case and its kin in the site's languages, and nothing else", () => {
    for (const word of ["STOP", " stop ", "Stop.", "unsubscribe", "रोकें", "ఆపు", "توقف"]) expect(isStopWord(word)).toBe(true);
    for (const word of ["Stop by at 10?", "ok", "", "please don't stop"]) expect(isStopWord(word)).toBe(false);
  });
  it("keys a number the same however WhatsApp or the form wrote it", () => {
    expect(phoneKeyOf("s", "+44 7911 123456")).toBe(phoneKeyOf("s", "447911123456"));
    expect(phoneKeyOf("s", "447911123456")).not.toBe(phoneKeyOf("t", "447911123456"));
  });
  it("gives up only on the API's answers that will not change", () => {
    expect(isPermanentCode(131026)).toBe(true);
    expect(isPermanentCode(132001)).toBe(true);
    expect(isPermanentCode(130429)).toBe(false);
    expect(isPermanentCode(null)).toBe(false);
  });
});

describe("the reminders' settings", () => {
  it("default to a day and two hours before, each once, largest first", () => {
    expect(reminderMinutes({ reminders: DEFAULT_REMINDER_HOURS.map((hoursBefore) => ({ hoursBefore })) })).toEqual([1440, 120]);
    expect(reminderMinutes({ reminders: [{ hoursBefore: 2 }, { hoursBefore: 48 }, { hoursBefore: 2 }] })).toEqual([2880, 120]);
  });
  it("are offered only on the channels this installation sends on", () => {
    const none = {
      SMTP_URL: undefined,
      MAIL_FROM: undefined,
      WHATSAPP_PHONE_NUMBER_ID: undefined,
      WHATSAPP_ACCESS_TOKEN: undefined,
      WHATSAPP_APP_SECRET: undefined,
    };
    expect(reminderOffer(none, [1440]).channels).toEqual([]);
    expect(reminderOffer({ ...none, SMTP_URL: "smtp://x", MAIL_FROM: "a@b.c" }, [1440, 120])).toEqual({
      channels: ["email"],
      hours: [24, 2],
    });
    const all = {
      ...none,
      SMTP_URL: "smtp://x",
      MAIL_FROM: "a@b.c",
      WHATSAPP_PHONE_NUMBER_ID: "1",
      WHATSAPP_ACCESS_TOKEN: "t",
      WHATSAPP_APP_SECRET: "s",
    };
    expect(reminderOffer(all, [1440]).channels).toEqual(["whatsapp", "email"]);
    expect(reminderOffer(all, []).channels).toEqual([]);
  });
});
