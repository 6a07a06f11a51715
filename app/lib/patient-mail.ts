// The confirmation a patient receives after sending a form with their e-mail address (issue 44,
// docs/decisions/071), in the language of the page they sent it from. Pure: the outbox composes
// it from the stored lead when it sends it, and the tests read exactly what goes out.
// Anybody can type anybody's address into a form, so the mail carries nothing the sender typed
// freely: not their name, message, country or travel dates; only the reference, the form, a
// service from the forms' own list, a phone number that parses as one, and the address itself.
import type { MessageKey } from "~/i18n/catalogue";
import type { Translate } from "~/i18n/format";
import { LOCALE_INFO, localizePath, type Locale } from "~/i18n/locales";
import { CLINIC_TIME_ZONE } from "./clinic-view";
import { type ComposedMail, escapeHtml, headerSafe } from "./inquiry-mail";
import { dateTimeFormat } from "./intl-format";
import { parsePhone } from "./phone";
import { isNoticeAddress } from "./security-mail";
import { COLOR, either, isolate, ltrPiece, type Piece, plain, sentence } from "./mail-pieces";
import { z } from "zod";

/** An address a confirmation may go to: one plain address, as the wellness form checks it (the
 * international form's contact field takes a phone number or an address as typed). */
export const confirmationAddress = z.email().max(254);

/**
 * The mailbox an address reaches, for counting confirmations per address: letter case, a
 * "+tag" and (at Gmail) dots change nothing in where a mail lands, so "A.Sha+x@Gmail.com" counts
 * as "asha@gmail.com" and the daily bound cannot be stepped around by spelling one address
 * many ways.
 */
export function mailboxOf(address: string): string {
  const at = address.lastIndexOf("@");
  const domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase();
  let local = address.slice(0, at).trim().toLowerCase().replace(/\+.*$/, "");
  if (domain === "gmail.com" || domain === "googlemail.com") local = local.replaceAll(".", "");
  return `${local}@${domain === "googlemail.com" ? "gmail.com" : domain}`;
}

export type ConfirmationSource = "home" | "contact" | "therapy" | "international" | "wellness";

/** What the confirmation reads of the stored lead. */
export interface ConfirmationLead {
  reference: string;
  source: ConfirmationSource;
  createdAt: Date;
  email: string;
  phone: string | null;
  interest: string | null;
}

/** The clinic as the published settings describe it, in the lead's language. */
export interface ConfirmationClinic {
  name: string;
  shortName: string;
  /** The main phone and the WhatsApp number: as shown, and in E.164 for the links. */
  phone: { display: string; e164: string };
  whatsapp: { display: string; e164: string };
  address: string;
  /** Runs of days with their hours, worded in the lead's language. */
  hours: ReadonlyArray<{ days: string; label: string }>;
  emergencyNumber: string;
  /** The clinic's contact address: replies to the confirmation reach the clinic. */
  email: string;
}

export interface ConfirmationOptions {
  t: Translate;
  locale: Locale;
  /** The hours after which the inbox calls a new lead overdue: the answer is promised within them. */
  answerWithinHours: number;
  siteUrl: string;
}

const FORM_KEYS: Readonly<Record<ConfirmationSource, MessageKey>> = {
  home: "patientMail.formHome",
  contact: "patientMail.formContact",
  therapy: "patientMail.formTherapy",
  international: "patientMail.formInternational",
  wellness: "patientMail.formWellness",
};

/** The forms' own choices (the booking forms' services, the international form's therapies,
 * the wellness program), each in the patient's language; any other text is not repeated. */
const INTEREST_KEYS: Readonly<Record<string, MessageKey>> = {
  "Hyperbaric Oxygen Therapy": "forms.serviceHbot",
  HBOT: "forms.serviceHbot",
  Cryotherapy: "forms.serviceCryotherapy",
  "Zero Gravity Gait Trainer": "forms.serviceGait",
  "Gait Training": "forms.serviceGait",
  "Hydrogen Inhalation": "forms.serviceHydrogen",
  Hydrogen: "forms.serviceHydrogen",
  "Post-Pregnancy Rehabilitation": "forms.servicePostPregnancy",
  "Post-Pregnancy": "forms.servicePostPregnancy",
  "General Consultation": "forms.serviceGeneral",
  General: "forms.serviceGeneral",
  "7-Day Wellness Program": "patientMail.interestWellness",
};

export function interestKey(interest: string | null): MessageKey | null {
  return interest !== null && Object.hasOwn(INTEREST_KEYS, interest) ? (INTEREST_KEYS[interest] ?? null) : null;
}

/** "5 December 2026 at 4:30 pm" in the lead's language, on the clinic's clock. */
export function receivedAt(date: Date, locale: Locale): string {
  return dateTimeFormat(LOCALE_INFO[locale].formatTag, {
    timeZone: CLINIC_TIME_ZONE,
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(date);
}

export function composeConfirmationMail(
  lead: ConfirmationLead,
  clinic: ConfirmationClinic,
  opts: ConfirmationOptions,
): ComposedMail & { to: string[] } {
  const { t, locale } = opts;
  const { dir } = LOCALE_INFO[locale];
  const rtl = dir === "rtl";
  const align = rtl ? "right" : "left";
  const clinicName = clinic.shortName || clinic.name;
  const name = { text: clinicName, html: escapeHtml(clinicName) };
  const reference = ltrPiece(lead.reference, rtl);

  const phone = lead.phone ? parsePhone(lead.phone) : null;
  const interest = interestKey(lead.interest);
  const summary: Array<[Piece, Piece]> = [
    [plain(t, "patientMail.fieldForm"), plain(t, FORM_KEYS[lead.source])],
    ...(interest ? [[plain(t, "patientMail.fieldInterest"), plain(t, interest)] as [Piece, Piece]] : []),
    ...(phone ? [[plain(t, "patientMail.fieldPhone"), ltrPiece(phone.international, rtl)] as [Piece, Piece]] : []),
    [plain(t, "patientMail.fieldEmail"), ltrPiece(lead.email, rtl)],
    [plain(t, "patientMail.fieldReceived"), plain(t, "patientMail.receivedTime", { time: receivedAt(lead.createdAt, locale) })],
  ];

  const clinicPhone = ltrPiece(clinic.phone.display, rtl, `tel:${clinic.phone.e164}`);
  const whatsapp = ltrPiece(clinic.whatsapp.display, rtl, `https://wa.me/${clinic.whatsapp.e164.replace(/^\+/, "")}`);
  const emergencyNumber = ltrPiece(clinic.emergencyNumber, rtl, `tel:${clinic.emergencyNumber}`);
  const contactUrl = `${opts.siteUrl.replace(/\/+$/, "")}${localizePath(locale, "/contact")}`;

  const heading = plain(t, "patientMail.heading");
  const intro = sentence(t, "patientMail.intro", { clinicName: name });
  const answer = sentence(t, "patientMail.nextAnswer", { hours: opts.answerWithinHours });
  const meanwhile = sentence(t, "patientMail.nextMeanwhile", { phone: clinicPhone, whatsapp });
  const emergency = sentence(t, "patientMail.emergency", { clinicName: name, emergencyNumber });
  const hours = clinic.hours.map((run) => ({
    text: `${run.days}: ${run.label}`,
    html: `${escapeHtml(run.days)}: <bdi>${escapeHtml(run.label)}</bdi>`,
  }));
  const signature = sentence(t, "patientMail.signature", { clinicName: { text: clinic.name, html: escapeHtml(clinic.name) } });

  const subject = headerSafe(t("patientMail.subject", { clinicName, reference: lead.reference }));

  const text = [
    heading.text,
    "",
    intro.text,
    "",
    `${t("patientMail.referenceLabel")}: ${reference.text}`,
    t("patientMail.referenceHint"),
    "",
    `${t("patientMail.summaryHeading")}:`,
    ...summary.map(([label, value]) => `- ${label.text}: ${value.text}`),
    t("patientMail.messageNotRepeated"),
    "",
    `${t("patientMail.nextHeading")}:`,
    answer.text,
    meanwhile.text,
    "",
    `${t("patientMail.hoursLabel")}:`,
    ...hours.map((h) => `- ${h.text}`),
    `${t("patientMail.addressLabel")}: ${either(clinic.address, rtl)}`,
    "",
    emergency.text,
    "",
    t("patientMail.closing"),
    signature.text,
    isolate(contactUrl, rtl),
    "",
    "--",
    t("patientMail.notYou"),
    t("patientMail.automatic"),
  ].join("\n");

  const p = (html: string, style = "") => `<p style="margin:0 0 12px;${style}">${html}</p>`;
  const h2 = (words: string) => `<h2 style="font-size:18px;line-height:1.3;margin:24px 0 8px">${escapeHtml(words)}</h2>`;
  const small = `font-size:14px;color:${COLOR.muted}`;
  const html = [
    "<!doctype html>",
    `<html lang="${LOCALE_INFO[locale].tag}" dir="${dir}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#ffffff">`,
    // dir and alignment again on the content: many mail clients drop <html> and <body>.
    `<div dir="${dir}" lang="${LOCALE_INFO[locale].tag}" style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:${COLOR.text};text-align:${align}">`,
    p(escapeHtml(clinic.name), `${small};font-weight:bold`),
    `<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px">${heading.html}</h1>`,
    p(intro.html),
    `<div style="background:${COLOR.box};border:1px solid ${COLOR.line};border-radius:8px;padding:12px 16px;margin:16px 0">`,
    p(plain(t, "patientMail.referenceLabel").html, `${small};margin-bottom:4px`),
    p(reference.html, "font-size:24px;font-weight:bold;letter-spacing:1px;margin-bottom:4px"),
    p(plain(t, "patientMail.referenceHint").html, `${small};margin:0`),
    `</div>`,
    h2(t("patientMail.summaryHeading")),
    ...summary.map(([label, value]) => p(`<span style="${small}">${label.html}</span><br>${value.html}`)),
    p(plain(t, "patientMail.messageNotRepeated").html, small),
    h2(t("patientMail.nextHeading")),
    p(answer.html),
    p(meanwhile.html),
    p(`<span style="${small}">${plain(t, "patientMail.hoursLabel").html}</span><br>${hours.map((h) => h.html).join("<br>")}`),
    p(`<span style="${small}">${plain(t, "patientMail.addressLabel").html}</span><br><bdi>${escapeHtml(clinic.address)}</bdi>`),
    p(`<strong>${emergency.html}</strong>`, `border-${rtl ? "right" : "left"}:4px solid #b3261e;padding-${rtl ? "right" : "left"}:12px`),
    p(
      `${plain(t, "patientMail.closing").html}<br>${signature.html}<br><a href="${escapeHtml(contactUrl)}" dir="ltr" style="color:#0b5563">${escapeHtml(contactUrl.replace(/^https?:\/\//, ""))}</a>`,
      "margin-top:24px",
    ),
    `<hr style="border:0;border-top:1px solid ${COLOR.line};margin:24px 0 12px">`,
    p(plain(t, "patientMail.notYou").html, small),
    p(plain(t, "patientMail.automatic").html, small),
    `</div>`,
    `</body>`,
    `</html>`,
  ].join("\n");

  return { subject, text, html, to: [lead.email], ...(isNoticeAddress(clinic.email) ? { replyTo: clinic.email } : {}) };
}
