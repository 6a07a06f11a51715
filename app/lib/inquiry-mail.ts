// The staff mail about inquiries (issue 15): one per new lead, and the optional daily digest.
// Pure, so the tests read exactly what the outbox sends. The visitor wrote every value here:
// anything that goes into a header loses its line breaks (no header injection), and the HTML
// part escapes everything (a message's HTML is shown as text).
import { inquirySourceLabels, inquiryStatusLabels } from "~/content/admin-inquiries";
import { type InquiryExportRow, languageName } from "./inquiry-csv";
import { formatIndiaTime } from "./inquiry-inbox";

/** What a mail tells of a lead: the inbox's columns without its history and attribution. */
export type MailInquiry = Pick<
  InquiryExportRow,
  "id" | "createdAt" | "source" | "name" | "phone" | "email" | "country" | "interest" | "travelDates" | "message" | "language" | "status"
>;

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
  /** The visitor's address, so that "Reply" answers them; only a plain, valid one. */
  replyTo?: string;
}

/** The longest a visitor's words may make a subject before it is cut. */
export const SUBJECT_NAME_MAX = 60;

/** One line, no control characters (CR and LF above all), at most `max` characters. */
export function headerSafe(text: string, max = 200): string {
  const line = text
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

const PLAIN_EMAIL = /^[^\s@<>",;:()[\]\\]+@[^\s@<>",;:()[\]\\]+\.[^\s@<>",;:()[\]\\]+$/;

/** Where the inbox shows this lead: its search finds the phone number, else the name. */
export function inboxLink(siteUrl: string, inquiry: Pick<MailInquiry, "name" | "phone">): string {
  const q = inquiry.phone?.trim() || inquiry.name.trim();
  return `${siteUrl.replace(/\/+$/, "")}/admin/inquiries?${new URLSearchParams({ q: q.slice(0, 100) }).toString()}`;
}

/** Label and value of every field the visitor filled, in the inbox's order. */
export function inquiryFields(inquiry: MailInquiry): Array<[string, string]> {
  const rows: Array<[string, string | null]> = [
    ["Name", inquiry.name],
    ["Phone", inquiry.phone],
    ["Email", inquiry.email],
    ["Country", inquiry.country],
    ["Interested in", inquiry.interest],
    ["Travel dates", inquiry.travelDates],
    ["Form", inquirySourceLabels[inquiry.source]],
    ["Page language", languageName(inquiry.language)],
    ["Received", formatIndiaTime(inquiry.createdAt)],
  ];
  return rows.filter((r): r is [string, string] => typeof r[1] === "string" && r[1].trim() !== "");
}

export function composeInquiryMail(inquiry: MailInquiry, opts: { siteUrl: string; clinicName: string }): ComposedMail {
  const name = headerSafe(inquiry.name, SUBJECT_NAME_MAX);
  const subject = headerSafe(`New inquiry from ${name} (${inquirySourceLabels[inquiry.source]}) – ${opts.clinicName}`);
  const fields = inquiryFields(inquiry);
  const link = inboxLink(opts.siteUrl, inquiry);
  const message = inquiry.message?.trim() ?? "";
  const text = [
    `A new inquiry arrived on the ${opts.clinicName} website.`,
    "",
    ...fields.map(([label, value]) => `${label}: ${headerSafe(value, 500)}`),
    ...(message ? ["", "Message:", message] : []),
    "",
    `Open it in the inbox: ${link}`,
    "",
    "It is stored in the inbox whatever happens to this mail. Please answer within a working day.",
  ].join("\n");
  const html = [
    `<p>A new inquiry arrived on the ${escapeHtml(opts.clinicName)} website.</p>`,
    `<table cellpadding="4" style="border-collapse:collapse">`,
    ...fields.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    `</table>`,
    ...(message ? [`<p><strong>Message:</strong></p>`, `<p style="white-space:pre-wrap">${escapeHtml(message)}</p>`] : []),
    `<p><a href="${escapeHtml(link)}">Open it in the inbox</a></p>`,
    `<p>It is stored in the inbox whatever happens to this mail. Please answer within a working day.</p>`,
  ].join("\n");
  const email = inquiry.email?.trim() ?? "";
  return { subject, text, html, ...(PLAIN_EMAIL.test(email) ? { replyTo: email } : {}) };
}

export interface DigestFigures {
  /** "2026-11-25": the day the digest is for, in India. */
  day: string;
  /** Leads received in the 24 hours before the digest, newest first. */
  received: MailInquiry[];
  /** All leads still marked new, and the oldest one's time. */
  stillNew: number;
  oldestNew: Date | null;
}

/** The most leads a digest lists one by one; the rest are counted. */
export const DIGEST_LIST_MAX = 50;

export function composeDigestMail(figures: DigestFigures, opts: { siteUrl: string; clinicName: string }): ComposedMail {
  const n = figures.received.length;
  const subject = headerSafe(
    `${opts.clinicName} inquiries, ${figures.day}: ${n} new in the last day, ${figures.stillNew} awaiting an answer`,
  );
  const inbox = `${opts.siteUrl.replace(/\/+$/, "")}/admin/inquiries?status=new`;
  const listed = figures.received.slice(0, DIGEST_LIST_MAX);
  const line = (i: MailInquiry) =>
    `${formatIndiaTime(i.createdAt)} · ${headerSafe(i.name, SUBJECT_NAME_MAX)} · ${inquirySourceLabels[i.source]} · ${inquiryStatusLabels[i.status]}`;
  const more = n - listed.length;
  const oldest = figures.oldestNew ? `The oldest has waited since ${formatIndiaTime(figures.oldestNew)}.` : "";
  const text = [
    `${n === 1 ? "1 inquiry" : `${n} inquiries`} arrived in the last 24 hours.`,
    ...listed.map((i) => `- ${line(i)}`),
    ...(more > 0 ? [`…and ${more} more.`] : []),
    "",
    `${figures.stillNew} ${figures.stillNew === 1 ? "is" : "are"} still marked new. ${oldest}`.trim(),
    `Inbox: ${inbox}`,
  ].join("\n");
  const html = [
    `<p>${n === 1 ? "1 inquiry" : `${n} inquiries`} arrived in the last 24 hours.</p>`,
    ...(listed.length ? [`<ul>`, ...listed.map((i) => `<li>${escapeHtml(line(i))}</li>`), `</ul>`] : []),
    ...(more > 0 ? [`<p>…and ${more} more.</p>`] : []),
    `<p>${figures.stillNew} ${figures.stillNew === 1 ? "is" : "are"} still marked new. ${escapeHtml(oldest)}</p>`,
    `<p><a href="${escapeHtml(inbox)}">Open the inbox</a></p>`,
  ].join("\n");
  return { subject, text, html };
}

/** Seconds to wait before the next try after `attempts` failed ones: 10 s, 20 s, 40 s… up to 30
 * min, so a short outage still lets a lead's mail out within a minute or so. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(10 * 2 ** Math.max(0, attempts - 1), 30 * 60);
}
