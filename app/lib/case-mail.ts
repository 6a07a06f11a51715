// The three e-mails a patient receives about their case (issue 48 items 1 and 3): its private
// link, a one-time code for a new device, and "something new is on your case page" (a message,
// the plan and estimate, the visa letter) with a fresh link. Pure:
// the case notices' sender composes them when it sends, in the case's language, and the tests
// read exactly what goes out. Nothing the patient or the clinic wrote travels in them (e-mail
// is not a safe channel for health details; the case page is), and no subject names more than
// the clinic and the reference.
import type { MessageKey } from "~/i18n/catalogue";
import type { Translate } from "~/i18n/format";
import { LOCALE_INFO, type Locale } from "~/i18n/locales";
import { type ComposedMail, escapeHtml, headerSafe } from "./inquiry-mail";
import { COLOR, ltrPiece, type Piece, plain, sentence } from "./mail-pieces";

export type CaseMailKind = "link" | "code" | "message" | "plan" | "letter";

export interface CaseMail {
  kind: CaseMailKind;
  reference: string;
  /** The case page's private link, absolute (link and message mails). */
  link: string | null;
  /** The one-time code (code mail only). */
  code: string | null;
  /** The hours within which the clinic promises a first answer. */
  answerHours: number;
}

export interface CaseMailClinic {
  name: string;
  shortName: string;
  phone: { display: string; e164: string };
  emergencyNumber: string;
}

const WORDS: Record<CaseMailKind, { subject: MessageKey; heading: MessageKey }> = {
  link: { subject: "caseDesk.mailSubjectLink", heading: "caseDesk.mailHeadingLink" },
  code: { subject: "caseDesk.mailSubjectCode", heading: "caseDesk.mailHeadingCode" },
  message: { subject: "caseDesk.mailSubjectMessage", heading: "caseDesk.mailHeadingMessage" },
  plan: { subject: "caseDesk.mailSubjectPlan", heading: "caseDesk.mailHeadingPlan" },
  letter: { subject: "caseDesk.mailSubjectLetter", heading: "caseDesk.mailHeadingLetter" },
};

/** What is new on the case page, said without its content, and the link that shows it. */
const NEWS: Partial<Record<CaseMailKind, { intro: MessageKey; line: MessageKey }>> = {
  message: { intro: "caseDesk.mailMessageIntro", line: "caseDesk.mailMessageLine" },
  plan: { intro: "caseDesk.mailPlanIntro", line: "caseDesk.mailLinkLine" },
  letter: { intro: "caseDesk.mailLetterIntro", line: "caseDesk.mailLinkLine" },
};

export function composeCaseMail(mail: CaseMail, clinic: CaseMailClinic, opts: { t: Translate; locale: Locale }): ComposedMail {
  const { t, locale } = opts;
  const { dir, tag } = LOCALE_INFO[locale];
  const rtl = dir === "rtl";
  const align = rtl ? "right" : "left";
  const clinicName = clinic.shortName || clinic.name;
  const named = (text: string): Piece => ({ text, html: escapeHtml(text) });
  const reference = ltrPiece(mail.reference, rtl);
  const linkPiece = mail.link ? ltrPiece(mail.link, rtl, mail.link) : null;

  const subject = headerSafe(t(WORDS[mail.kind].subject, { clinicName, reference: mail.reference }));
  const heading = plain(t, WORDS[mail.kind].heading);

  // The body's paragraphs, in order; `strong` marks the one the mail is for.
  const body: Array<{ piece: Piece; strong?: boolean; small?: boolean }> = [];
  if (mail.kind === "link" && linkPiece) {
    body.push({ piece: sentence(t, "caseDesk.mailLinkIntro", { reference, clinicName: named(clinicName) }) });
    body.push({ piece: sentence(t, "caseDesk.mailLinkLine", { link: linkPiece }), strong: true });
    body.push({ piece: sentence(t, "caseDesk.mailLinkNext", { hours: mail.answerHours }) });
    body.push({ piece: plain(t, "caseDesk.mailLinkPrivate"), small: true });
  } else if (mail.kind === "code" && mail.code) {
    body.push({ piece: sentence(t, "caseDesk.mailCodeIntro", { reference }) });
    const code = mail.code;
    body.push({
      piece: {
        text: rtl ? `\u2066${code}\u2069` : code,
        html: `<span dir="ltr" style="font-size:28px;letter-spacing:6px">${escapeHtml(code)}</span>`,
      },
      strong: true,
    });
    body.push({ piece: plain(t, "caseDesk.mailCodeValid") });
    body.push({ piece: plain(t, "caseDesk.mailCodeIgnore"), small: true });
  } else if (NEWS[mail.kind] && linkPiece) {
    const news = NEWS[mail.kind]!;
    body.push({ piece: sentence(t, news.intro, { reference, clinicName: named(clinicName) }) });
    body.push({ piece: sentence(t, news.line, { link: linkPiece }), strong: true });
    body.push({ piece: plain(t, "caseDesk.mailLinkPrivate"), small: true });
  } else {
    throw new Error(`a ${mail.kind} mail needs its ${mail.kind === "code" ? "code" : "link"}`);
  }

  const clinicPhone = ltrPiece(clinic.phone.display, rtl, `tel:${clinic.phone.e164}`);
  const emergency = sentence(t, "appointmentMail.emergency", {
    clinicName: named(clinicName),
    emergencyNumber: ltrPiece(clinic.emergencyNumber, rtl, `tel:${clinic.emergencyNumber}`),
  });
  const signature = sentence(t, "appointmentMail.signature", { clinicName: named(clinic.name), phone: clinicPhone });
  const automatic = sentence(t, "caseDesk.mailAutomatic", { clinicName: named(clinicName) });

  const text = [
    heading.text,
    "",
    ...body.flatMap((b) => [b.piece.text, ""]),
    emergency.text,
    "",
    t("appointmentMail.closing"),
    signature.text,
    "",
    "--",
    automatic.text,
  ].join("\n");

  const p = (html: string, style = "") => `<p style="margin:0 0 12px;${style}">${html}</p>`;
  const small = `font-size:14px;color:${COLOR.muted}`;
  const box = `background:${COLOR.box};border:1px solid ${COLOR.line};border-radius:8px;padding:12px 16px;margin:16px 0`;
  const html = [
    "<!doctype html>",
    `<html lang="${tag}" dir="${dir}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#ffffff">`,
    // dir and alignment again on the content: many mail clients drop <html> and <body>.
    `<div dir="${dir}" lang="${tag}" style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:${COLOR.text};text-align:${align}">`,
    p(escapeHtml(clinic.name), `${small};font-weight:bold`),
    `<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px">${heading.html}</h1>`,
    ...body.map((b) =>
      b.strong ? `<div style="${box}">${p(`<strong>${b.piece.html}</strong>`, "margin:0")}</div>` : p(b.piece.html, b.small ? small : ""),
    ),
    p(`<strong>${emergency.html}</strong>`, `border-${rtl ? "right" : "left"}:4px solid #b3261e;padding-${rtl ? "right" : "left"}:12px`),
    p(`${plain(t, "appointmentMail.closing").html}<br>${signature.html}`),
    `<hr style="border:0;border-top:1px solid ${COLOR.line};margin:24px 0 12px">`,
    p(automatic.html, small),
    `</div></body></html>`,
  ].join("");
  return { subject, text, html };
}
