import { createHash } from "node:crypto";
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale } from "~/i18n/locales";
import type { MessageKey } from "~/i18n/catalogue";
import type { InquiryAttribution } from "~/lib/attribution";
import type { z } from "zod";
import { clinicSettingsSeed } from "~/content/clinic";
import type { Translate } from "~/i18n/format";
import { clinicView } from "~/lib/clinic-view";
import { replyWithinHours } from "~/lib/inquiry-follow-up";
import type { InquiryChannel, InquirySummaryRow } from "~/lib/inquiry-fields";
import { FIELD_LIMITS, fieldErrors, type FieldErrors } from "~/lib/inquiry-schemas";
import { newInquiryReference } from "~/lib/inquiry-reference";
import { whatsAppUrl } from "~/lib/whatsapp";
import { contentNow } from "./clock.server";
import { readClinicSettings } from "./content/clinic-settings.server";
import type { AppServices, RequestInfo } from "./context.server";
import type { Db } from "./db/client.server";
import { inquiries, type InquirySource } from "./db/schema.server";
import { hitRateLimit } from "./rate-limit.server";
import { mailQueued } from "./jobs/mail-outbox.server";
import { queueInquiryMail } from "./mail/outbox.server";
import { queueConfirmationMail } from "./mail/confirmation.server";

/** Bots fill every field; people never see this one (visually hidden, not tabbable). */
export const HONEYPOT_FIELD = "website";

export type InquiryValues = Record<string, string>;

/** A stored lead: its reference, how the clinic will answer (within `answerHours` by e-mail,
 * the hours after which the inbox calls a new lead overdue) and a copy of what was sent. */
export interface SentInquiry {
  kind: "sent";
  whatsappUrl: string;
  id: number | null;
  reference: string;
  channel: InquiryChannel;
  summary: InquirySummaryRow[];
  answerHours: number;
}

export type InquiryOutcome =
  | SentInquiry
  /** The database failed: WhatsApp still carries the message, so the lead is not lost. */
  | { kind: "unsaved"; whatsappUrl: string; values: InquiryValues }
  | { kind: "invalid"; errors: FieldErrors; values: InquiryValues }
  | { kind: "rate-limited"; retryAfterSeconds: number; values: InquiryValues };

/** What each form stores: the columns of `inquiries` it fills, and its WhatsApp text. */
export interface InquiryForm<S extends z.ZodObject> {
  source: InquirySource;
  schema: S;
  toRecord(data: z.output<S>): {
    name: string;
    phone?: string | null;
    email?: string | null;
    country?: string | null;
    interest?: string | null;
    travelDates?: string | null;
    message?: string | null;
  };
  /** The chat's text; `clinicName` is the clinic's short name from the settings, `t` words its lines. */
  whatsappText(data: z.output<S>, clinicName: string, t: Translate): string;
  /** Each field's label, in the form's order: the confirmation's summary and the note next to
   * the button that names the fields to correct use them. */
  labels: Readonly<Record<string, MessageKey>>;
  /** What the visitor gave, field by field, as the confirmation shows it (empty ones left out). */
  summary(data: z.output<S>, t: Translate): Partial<Record<string, string | null>>;
  /** How the clinic answers this lead: e-mail only when no phone was given. */
  channel(data: z.output<S>): InquiryChannel;
}

// No field may hold more than the message; nothing longer is ever shown back.
const ECHO_MAX = Math.max(...Object.values(FIELD_LIMITS));

/** The form's own fields (anything else sent is ignored). */
function formValues(formData: FormData, fields: readonly string[]): InquiryValues {
  const values: InquiryValues = {};
  for (const key of fields) {
    const value = formData.get(key);
    if (typeof value === "string") values[key] = value;
  }
  return values;
}

/** What the form shows again after a refusal: none longer than a field may be. */
function echoed(values: InquiryValues): InquiryValues {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.slice(0, ECHO_MAX)]));
}

export function hashIp(ip: string, salt: string): string {
  return createHash("sha256").update(`${salt}:${ip}`).digest("base64url").slice(0, 32);
}

/**
 * The clinic's WhatsApp number (E.164) from the published settings. Should they be unreadable
 * (the database is down), the seed's number still carries the message: the lead is not lost.
 */
async function whatsAppContact(services: AppServices): Promise<{ e164: string; name: string; answerHours: number }> {
  let settings = clinicSettingsSeed;
  try {
    settings = await readClinicSettings(services.database.db);
  } catch (error) {
    services.log.warn({ err: error }, "clinic settings unreadable; WhatsApp link uses the seed number");
  }
  const clinic = clinicView(settings, contentNow(services.env));
  return {
    e164: clinic.whatsapp.e164,
    name: clinic.shortName,
    answerHours: replyWithinHours(settings),
  };
}

/** The confirmation's copy of what was sent: label and value, in the form's order. */
function summaryRows<S extends z.ZodObject>(form: InquiryForm<S>, data: z.output<S>, t: Translate): InquirySummaryRow[] {
  const values = form.summary(data, t);
  return Object.entries(form.labels).flatMap(([field, label]) => {
    const value = values[field];
    return value ? [{ label: t(label), value }] : [];
  });
}

/** The refusal's note next to the button: the fields to correct, by their labels. */
function withFieldList<S extends z.ZodObject>(form: InquiryForm<S>, errors: FieldErrors, t: Translate, language: Locale): FieldErrors {
  const labels = Object.entries(form.labels)
    .filter(([field]) => errors[field])
    .map(([, label]) => t(label));
  if (labels.length === 0) return errors;
  const fields = new Intl.ListFormat(LOCALE_INFO[language].tag, { type: "unit", style: "short" }).format(labels);
  return { ...errors, form: t("forms.errorCheckFields", { fields }) };
}

/** Inserts the lead under a fresh reference; a reference already taken (one chance in about a
 * billion per stored lead) is drawn again, without aborting the transaction. */
async function insertWithReference(
  tx: Db,
  values: Omit<typeof inquiries.$inferInsert, "reference">,
): Promise<{ id: number; reference: string }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [stored] = await tx
      .insert(inquiries)
      .values({ ...values, reference: newInquiryReference() })
      .onConflictDoNothing({ target: inquiries.reference })
      .returning({ id: inquiries.id, reference: inquiries.reference });
    if (stored?.reference) return { id: stored.id, reference: stored.reference };
  }
  throw new Error("no free inquiry reference after 5 draws");
}

/**
 * The one pipeline every public form uses: validate, drop spam, rate-limit per visitor,
 * store the lead, and only then hand back the WhatsApp link — a lead is never lost to
 * a closed chat window. `t` words the checks' messages and the WhatsApp text, in `language`,
 * which the lead keeps with its `attribution`.
 */
export async function submitInquiry<S extends z.ZodObject>(
  form: InquiryForm<S>,
  formData: FormData,
  services: AppServices,
  request: RequestInfo,
  t: Translate,
  language: Locale = DEFAULT_LOCALE,
  attribution: Partial<InquiryAttribution> = {},
): Promise<InquiryOutcome> {
  const values = formValues(formData, Object.keys(form.schema.shape));
  const parsed = form.schema.safeParse(values);
  if (!parsed.success) {
    return { kind: "invalid", errors: withFieldList(form, fieldErrors(parsed.error, t), t, language), values: echoed(values) };
  }
  const contact = await whatsAppContact(services);
  const link = whatsAppUrl(contact.e164, form.whatsappText(parsed.data, contact.name, t));
  const confirmation = {
    channel: form.channel(parsed.data),
    summary: summaryRows(form, parsed.data, t),
    answerHours: contact.answerHours,
  };

  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    services.log.info({ source: form.source }, "inquiry honeypot filled; not stored");
    // Answer like a success so the bot learns nothing.
    return { kind: "sent", whatsappUrl: link, id: null, reference: newInquiryReference(), ...confirmation };
  }

  const { db } = services.database;
  const ipHash = hashIp(request.clientIp, services.ipSalt);
  try {
    const limit = await hitRateLimit(db, {
      key: `inquiry:${ipHash}`,
      limit: services.env.INQUIRY_RATE_LIMIT,
      windowSeconds: services.env.INQUIRY_RATE_WINDOW_MINUTES * 60,
    });
    if (!limit.allowed) {
      services.log.warn({ source: form.source, ipHash }, "inquiry rate limit reached");
      return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds, values: echoed(values) };
    }
    const notify = Boolean(services.env.SMTP_URL);
    // The staff mail is queued in the same transaction: it exists exactly when the lead does,
    // and the visitor's answer never waits for the mail server (docs/decisions/025).
    const row = await db.transaction(async (tx) => {
      const stored = await insertWithReference(tx, {
        source: form.source,
        ipHash,
        language,
        ...attribution,
        ...form.toRecord(parsed.data),
      });
      if (notify) await queueInquiryMail(tx, stored.id);
      // The patient's own copy, when they gave an address (docs/decisions/071).
      if (notify) await queueConfirmationMail(tx, services, stored.id);
      return stored;
    });
    if (notify) mailQueued();
    services.log.info({ source: form.source, inquiryId: row.id }, "inquiry stored");
    return { kind: "sent", whatsappUrl: link, id: row.id, reference: row.reference, ...confirmation };
  } catch (error) {
    // The contact alone, so staff can call the patient back: never the message, the therapy or
    // the travel dates, which are health data and stay out of logs (decision 070). The visitor
    // still has the whole lead in the WhatsApp link.
    const { name, phone, email, country } = form.toRecord(parsed.data);
    services.log.error({ err: error, source: form.source, contact: { name, phone, email, country } }, "inquiry NOT stored");
    return { kind: "unsaved", whatsappUrl: link, values: echoed(values) };
  }
}
