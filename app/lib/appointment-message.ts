// What a patient is told of an appointment (issue 47 item 5): the e-mail, and the details a
// WhatsApp template carries, in the language they booked in. Pure: the sender composes them
// from the appointment as it is when they go out, and the tests read exactly what goes out. The
// time is worded as the booking's page words it (zonedWhen), so page, mail, WhatsApp and the
// calendar file say the same instant.
import type { MessageKey } from "~/i18n/catalogue";
import type { Translate } from "~/i18n/format";
import { LOCALE_INFO, type Locale, localizePath } from "~/i18n/locales";
import { longDay, sameWallClock, zonedWhen } from "./booking-view";
import { dayInZone } from "./calendar-input";
import { CLINIC_TIME_ZONE } from "./clinic-view";
import { type ComposedMail, escapeHtml, headerSafe } from "./inquiry-mail";
import { COLOR, either, ltrPiece, type Piece, plain, sentence } from "./mail-pieces";

export type AppointmentEvent = "confirmation" | "reminder" | "change" | "cancellation";

export interface AppointmentMessage {
  event: AppointmentEvent;
  reference: string;
  /** In the patient's language. */
  serviceName: string;
  startsAt: Date;
  /** The patient's name and zone as they gave them. */
  name: string;
  zone: string | null;
  video: boolean;
  /** Whether they asked for reminders (the mail says how to stop them). */
  reminders: boolean;
  /** A series' confirmation: every session's start, the first included. */
  sessions?: Date[];
}

export interface MessageClinic {
  name: string;
  shortName: string;
  phone: { display: string; e164: string };
  address: string;
  emergencyNumber: string;
}

export interface MessageOptions {
  t: Translate;
  locale: Locale;
  /** The booking's private page, absolute. */
  manageUrl: string;
  siteUrl: string;
}

/** The time in the clinic's zone, and in the patient's when it reads differently there. */
export function whenLines(startsAt: Date, zone: string | null, t: Translate, locale: Locale): { clinic: string; patient: string | null } {
  const tag = LOCALE_INFO[locale].formatTag;
  const clinic = t("booking.clinicTime", { time: zonedWhen(startsAt, CLINIC_TIME_ZONE, tag) });
  const differs = zone !== null && !sameWallClock(startsAt, zone, CLINIC_TIME_ZONE);
  return { clinic, patient: differs ? t("booking.yourTime", { time: zonedWhen(startsAt, zone, tag), zone }) : null };
}

/** The approved templates' names (docs/whatsapp-templates.md), one per event. */
export const WHATSAPP_TEMPLATES: Readonly<Record<AppointmentEvent, string>> = {
  confirmation: "samudra_appointment_confirmed",
  reminder: "samudra_appointment_reminder",
  change: "samudra_appointment_moved",
  cancellation: "samudra_appointment_cancelled",
};

/** WhatsApp refuses a parameter with a line break, a tab or more than four spaces in a row. */
export function templateText(text: string, max = 300): string {
  return text
    .replace(/[\t\r\n]+/g, " ")
    .replace(/ {4,}/g, "   ")
    .trim()
    .slice(0, max);
}

/**
 * The template's body parameters: {{1}} the patient's name, {{2}} the service, {{3}} the time (at
 * the clinic, and the patient's own when it differs), {{4}} the reference, {{5}} the private
 * link (the cancellation's: the booking page).
 */
export function whatsappParameters(message: AppointmentMessage, opts: MessageOptions): string[] {
  const when = whenLines(message.startsAt, message.zone, opts.t, opts.locale);
  const link = message.event === "cancellation" ? bookingPageUrl(opts) : opts.manageUrl;
  return [message.name, message.serviceName, [when.clinic, when.patient].filter(Boolean).join(" / "), message.reference, link].map((v) =>
    templateText(v),
  );
}

const bookingPageUrl = (opts: Pick<MessageOptions, "siteUrl" | "locale">) =>
  `${opts.siteUrl.replace(/\/+$/, "")}${localizePath(opts.locale, "/book")}`;

const KEYS: Readonly<Record<AppointmentEvent, { subject: MessageKey; heading: MessageKey; intro: MessageKey }>> = {
  confirmation: {
    subject: "appointmentMail.subjectConfirmation",
    heading: "appointmentMail.headingConfirmation",
    intro: "appointmentMail.introConfirmation",
  },
  reminder: {
    subject: "appointmentMail.subjectReminder",
    heading: "appointmentMail.headingReminder",
    intro: "appointmentMail.introReminder",
  },
  change: { subject: "appointmentMail.subjectChange", heading: "appointmentMail.headingChange", intro: "appointmentMail.introChange" },
  cancellation: {
    subject: "appointmentMail.subjectCancellation",
    heading: "appointmentMail.headingCancellation",
    intro: "appointmentMail.introCancellation",
  },
};

export function composeAppointmentMail(message: AppointmentMessage, clinic: MessageClinic, opts: MessageOptions): ComposedMail {
  const { t, locale } = opts;
  const { dir, tag, formatTag } = LOCALE_INFO[locale];
  const rtl = dir === "rtl";
  const align = rtl ? "right" : "left";
  const clinicName = clinic.shortName || clinic.name;
  const keys = KEYS[message.event];
  const cancelled = message.event === "cancellation";
  const named = (text: string): Piece => ({ text, html: escapeHtml(text) });
  const clinicPhone = ltrPiece(clinic.phone.display, rtl, `tel:${clinic.phone.e164}`);
  const when = whenLines(message.startsAt, message.zone, t, locale);
  const link = cancelled ? bookingPageUrl(opts) : opts.manageUrl;

  const subject = headerSafe(
    t(keys.subject, { clinicName, reference: message.reference, day: longDay(dayInZone(message.startsAt, CLINIC_TIME_ZONE), formatTag) }),
  );
  const heading = plain(t, keys.heading);
  const greeting = plain(t, "appointmentMail.greeting", { name: message.name });
  const intro = sentence(t, keys.intro, { clinicName: named(clinicName), phone: clinicPhone });
  const details: Array<[Piece, Piece]> = [
    [plain(t, "booking.referenceLabel"), ltrPiece(message.reference, rtl)],
    [plain(t, "booking.serviceLabel"), named(message.serviceName)],
    [plain(t, "booking.whenLabel"), named([when.clinic, when.patient].filter(Boolean).join("\n"))],
    [plain(t, "booking.whereLabel"), message.video ? plain(t, "booking.whereVideo") : named(either(clinic.address, rtl))],
  ];
  if (message.sessions && message.sessions.length > 1) {
    const lines = message.sessions.map((at) => whenLines(at, message.zone, t, locale).clinic);
    details.push([plain(t, "appointmentMail.seriesLabel", { count: message.sessions.length }), named(lines.join("\n"))]);
  }
  const linkPiece = ltrPiece(link, rtl, link);
  const manage = cancelled
    ? sentence(t, "appointmentMail.bookAgain", { link: linkPiece })
    : sentence(t, "appointmentMail.manageLine", { link: linkPiece });
  const emergency = sentence(t, "appointmentMail.emergency", {
    clinicName: named(clinicName),
    emergencyNumber: ltrPiece(clinic.emergencyNumber, rtl, `tel:${clinic.emergencyNumber}`),
  });
  const signature = sentence(t, "appointmentMail.signature", { clinicName: named(clinic.name), phone: clinicPhone });
  const notes = [
    ...(cancelled ? [] : [plain(t, "appointmentMail.keepPrivate"), plain(t, "appointmentMail.calendarAttached")]),
    ...(message.reminders && !cancelled ? [plain(t, "appointmentMail.stopReminders")] : []),
  ];

  const text = [
    heading.text,
    "",
    greeting.text,
    intro.text,
    "",
    ...details.map(([label, value]) => `${label.text}: ${value.text.replace(/\n/g, "\n  ")}`),
    "",
    manage.text,
    ...notes.map((n) => n.text),
    "",
    emergency.text,
    "",
    t("appointmentMail.closing"),
    signature.text,
    "",
    "--",
    t("appointmentMail.automatic"),
  ].join("\n");

  const p = (html: string, style = "") => `<p style="margin:0 0 12px;${style}">${html}</p>`;
  const small = `font-size:14px;color:${COLOR.muted}`;
  const html = [
    "<!doctype html>",
    `<html lang="${tag}" dir="${dir}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#ffffff">`,
    // dir and alignment again on the content: many mail clients drop <html> and <body>.
    `<div dir="${dir}" lang="${tag}" style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:${COLOR.text};text-align:${align}">`,
    p(escapeHtml(clinic.name), `${small};font-weight:bold`),
    `<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px">${heading.html}</h1>`,
    p(greeting.html),
    p(intro.html),
    `<div style="background:${COLOR.box};border:1px solid ${COLOR.line};border-radius:8px;padding:12px 16px;margin:16px 0">`,
    ...details.map(([label, value]) => p(`<span style="${small}">${label.html}</span><br>${value.html.replace(/\n/g, "<br>")}`)),
    `</div>`,
    p(manage.html),
    ...notes.map((n) => p(n.html, small)),
    p(`<strong>${emergency.html}</strong>`, `border-${rtl ? "right" : "left"}:4px solid #b3261e;padding-${rtl ? "right" : "left"}:12px`),
    p(`${plain(t, "appointmentMail.closing").html}<br>${signature.html}`),
    `<hr style="border:0;border-top:1px solid ${COLOR.line};margin:24px 0 12px">`,
    p(plain(t, "appointmentMail.automatic").html, small),
    `</div></body></html>`,
  ].join("");
  return { subject, text, html };
}
