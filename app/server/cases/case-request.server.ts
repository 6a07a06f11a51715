// The treatment plan request as it is sent (issue 48 item 1): its files stream into the
// encrypted store as they arrive, then its fields are checked. A form with a mistake comes back
// with every answer typed and each message by its field, and the files already received are
// kept (held for a day) and listed with a sealed token, so the corrected form adopts them
// instead of asking for them again. A good form becomes a case, its device is remembered, and
// the patient lands on the case page.
import { regionOfCountry } from "~/lib/country-region";
import { data, redirect } from "react-router";
import { LOCALE_INFO, type Locale, localizePath } from "~/i18n/locales";
import type { Translate } from "~/i18n/format";
import { CASE_FILE_MAX_BYTES, CASE_FILES_PER_UPLOAD } from "~/lib/case-desk";
import { maskEmail } from "~/lib/case-details";
import type { CaseFormAnswer, FileRefusal, PendingFileView, UploadFailure } from "~/lib/case-view";
import { fileSize } from "~/lib/case-view";
import { fieldErrors } from "~/lib/inquiry-schemas";
import type { AppServices, RequestInfo } from "../context.server";
import type { StoredDocument } from "../health-data/documents.server";
import { type HealthKey, open, seal, SealedValueError } from "../health-data/seal.server";
import { hashIp } from "../inquiries.server";
import { forgiveHit, hitRateLimit } from "../rate-limit.server";
import { caseSecret, deviceCookieHeader, deviceCookieValue, readDeviceCookie, DEVICE_COOKIE } from "./case-access.server";
import { caseDetailsOf, caseFormSchema, formObject, typedValues } from "./case-form.server";
import { caseNoticesQueued } from "./case-notices.server";
import { createCase, holdPendingFiles, PENDING_FILE_HOURS } from "./case-records.server";
import { CaseUploadError, readCaseUpload, type UploadedFile } from "./case-upload.server";
import { cookieFromHeader, isHttps } from "../auth/session.server";
import { sealSentNotice } from "./case-page-notice.server";

/** Cases one connection may send in an hour (a family sends a few; a form with a mistake is not counted). */
export const CASE_REQUESTS_PER_HOUR = 5;
const FILE_FIELD = "files";
const PENDING_FIELD = "pending";
const PENDING_BOUND = "pending-upload";

interface PendingFile {
  name: string;
  stored: StoredDocument;
  /** Until when (ms) the token adopts its file: the clean-up removes it after PENDING_FILE_HOURS. */
  until: number;
}

export function pendingToken(key: HealthKey, file: { name: string; stored: StoredDocument }, now: Date): string {
  const until = now.getTime() + PENDING_FILE_HOURS * 3_600_000;
  return seal(key, { ...file, until } satisfies PendingFile, PENDING_BOUND);
}

/** The file a token names, or null when it was altered, made elsewhere or ran out. */
export function readPendingToken(key: HealthKey, token: string, now: Date): { name: string; stored: StoredDocument } | null {
  try {
    const value = open(key, token, PENDING_BOUND) as PendingFile;
    if (typeof value?.until !== "number" || value.until < now.getTime() || typeof value.stored?.storageKey !== "string") return null;
    return { name: String(value.name), stored: value.stored };
  } catch (error) {
    if (error instanceof SealedValueError) return null;
    throw error;
  }
}

export const uploadFailureOf = (error: CaseUploadError): UploadFailure =>
  error.reason === "too-large" ? "too-large" : error.reason === "scanner" || error.reason === "storage" ? "unavailable" : "interrupted";

const storedOf = (files: UploadedFile[]) => files.flatMap((f) => ("stored" in f ? [{ name: f.name, stored: f.stored }] : []));
const refusedOf = (files: UploadedFile[]): FileRefusal[] =>
  files.flatMap((f) => ("refused" in f ? [{ name: f.name, reason: f.refused }] : []));

const emptyAnswer = (over: Partial<CaseFormAnswer>): CaseFormAnswer => ({
  errors: {},
  values: {},
  pending: [],
  refused: [],
  tooMany: false,
  failure: null,
  retryMinutes: null,
  ...over,
});

export interface CaseRequestContext {
  services: AppServices;
  request: Request;
  info: RequestInfo;
  locale: Locale;
  t: Translate;
  now: Date;
}

/** The request form's POST: a redirect to the new case's page, or the form again with its answer. */
export async function submitCaseRequest(ctx: CaseRequestContext) {
  const { services, request, locale, t, now } = ctx;
  const { db } = services.database;
  const key = services.healthKey;
  const ipHash = hashIp(ctx.info.clientIp, services.ipSalt);
  // Counted before a byte is stored: a connection over the limit sends nothing into storage.
  const limit = await hitRateLimit(db, { key: `case-request:${ipHash}`, limit: CASE_REQUESTS_PER_HOUR, windowSeconds: 3600 }, now);
  if (!limit.allowed) {
    services.log.warn({ ipHash }, "case request rate limit reached");
    return data(emptyAnswer({ retryMinutes: Math.ceil(limit.retryAfterSeconds / 60) }), { status: 429 });
  }
  const forgive = () => forgiveHit(db, limit.hit);

  let upload: Awaited<ReturnType<typeof readCaseUpload>>;
  try {
    upload = await readCaseUpload(
      request,
      { maxFiles: CASE_FILES_PER_UPLOAD, maxFileBytes: CASE_FILE_MAX_BYTES, maxFields: 60, maxFieldBytes: 8 * 1024, fileField: FILE_FIELD },
      services.healthDocuments,
    );
  } catch (error) {
    if (!(error instanceof CaseUploadError)) throw error;
    await forgive();
    services.log.warn({ reason: error.reason }, "a treatment plan request's upload failed");
    return data(emptyAnswer({ failure: uploadFailureOf(error) }), { status: error.reason === "too-large" ? 413 : 400 });
  }
  const { fields } = upload;
  const fresh = storedOf(upload.files);
  const refused = refusedOf(upload.files);

  // A robot filled the hidden field: nothing is kept, and it is told nothing.
  const trap = fields.get("website");
  if (typeof trap === "string" && trap.trim() !== "") {
    await Promise.allSettled(fresh.map((f) => services.healthDocuments.remove(f.stored.storageKey)));
    services.log.info("case request honeypot filled; not stored");
    throw redirect(localizePath(locale, "/international-patients/case"), 303);
  }

  const pending = fields
    .getAll(PENDING_FIELD)
    .filter((v): v is string => typeof v === "string")
    .slice(0, CASE_FILES_PER_UPLOAD * 2)
    .flatMap((token) => readPendingToken(key, token, now) ?? []);
  const parsed = caseFormSchema.safeParse(formObject(fields));
  if (!parsed.success) {
    await forgive();
    await holdPendingFiles(
      db,
      fresh.map((f) => f.stored.storageKey),
      now,
    );
    const tag = LOCALE_INFO[locale].formatTag;
    const kept: PendingFileView[] = [...pending, ...fresh].map((f) => ({
      token: pendingToken(key, f, now),
      name: f.name,
      size: fileSize(f.stored.sizeBytes, tag),
    }));
    const answer = emptyAnswer({
      errors: fieldErrors(parsed.error, t),
      values: typedValues(fields),
      pending: kept,
      refused,
      tooMany: upload.tooMany,
    });
    return data(answer, { status: 400 });
  }

  const form = parsed.data;
  const created = await createCase(db, key, {
    details: caseDetailsOf(form),
    locale,
    // The region code when the country is known (the figures count "Oman" and "عُمان" as one).
    country: regionOfCountry(form.country) ?? form.country,
    files: [...pending, ...fresh],
    pendingKeys: pending.map((f) => f.stored.storageKey),
    now,
  });
  caseNoticesQueued();
  services.log.info({ caseId: created.id, files: pending.length + fresh.length, refused: refused.length }, "case request stored");

  const secret = await caseSecret(db);
  const entries = readDeviceCookie(secret, cookieFromHeader(request.headers.get("Cookie"), DEVICE_COOKIE), now);
  const cookie = deviceCookieHeader(deviceCookieValue(secret, entries, { id: created.id, linkVersion: 1 }, now), isHttps(request));
  const notice = sealSentNotice(key, created.reference, { sent: { email: maskEmail(form.email), refused, tooMany: upload.tooMany } }, now);
  const to = `${localizePath(locale, "/international-patients/case")}?case=${created.reference}&note=${notice}`;
  throw redirect(to, { status: 303, headers: { "Set-Cookie": cookie } });
}
