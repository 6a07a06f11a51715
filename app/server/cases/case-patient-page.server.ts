// The patient's case page (issue 48 item 1): which case an address and a device may open, what
// the page shows of it, and what the patient may do there (ask for a code, enter it, ask for a
// new link, write to the clinic, send files, download their own file). The link alone opens
// nothing on a new device: it asks for a one-time code sent to the mailbox on file, and the
// device that enters it keeps a signed cookie for the case.
import { documentResponse } from "./document-response.server";
import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { LOCALE_INFO, type Locale, localizePath } from "~/i18n/locales";
import type { Translate } from "~/i18n/format";
import { CASE_FILE_MAX_BYTES, CASE_FILES_PER_CASE, CASE_FILES_PER_UPLOAD } from "~/lib/case-desk";
import { maskEmail } from "~/lib/case-details";
import { type CasePageNotice, type CasePageView, fileSize, fileTypeLabel, type PatientStepsView } from "~/lib/case-view";
import { dateTimeFormat } from "~/lib/intl-format";
import { CLINIC_TIME_ZONE } from "~/lib/clinic-view";
import { fieldErrors } from "~/lib/inquiry-schemas";
import { cookieFromHeader, isHttps } from "../auth/session.server";
import type { AppServices, RequestInfo } from "../context.server";
import type { Db } from "../db/client.server";
import { caseFiles, cases } from "../db/schema.server";
import { hashIp } from "../inquiries.server";
import { hitRateLimit } from "../rate-limit.server";
import {
  type CaseKey,
  caseSecret,
  checkCode,
  checkLinkToken,
  DEVICE_COOKIE,
  type DeviceEntry,
  deviceCookieHeader,
  deviceCookieValue,
  deviceHolds,
  issueCode,
  type LinkCheck,
  linkCaseId,
  readDeviceCookie,
} from "./case-access.server";
import { caseReplySchema } from "./case-form.server";
import { caseNoticesQueued, sealNoticeCode } from "./case-notices.server";
import { openSentNotice, sealSentNotice } from "./case-page-notice.server";
import { uploadFailureOf } from "./case-request.server";
import {
  addCaseFiles,
  addCaseMessage,
  countCaseFiles,
  findCaseFile,
  listCaseFiles,
  listCaseMessages,
  loadCase,
  logFileView,
  queueCaseNotice,
  readClockHours,
} from "./case-records.server";
import { CaseUploadError, readCaseUpload } from "./case-upload.server";
import { isStepIntent, patientStepAction, patientStepsView, type StepIntent, type StepRefusal } from "./case-patient-steps.server";
import { passportFormNames } from "~/lib/passport";

export const CASE_PATH = "/international-patients/case";

/**
 * Every answer about a case: never stored by a browser or proxy, never indexed, and its address
 * (the private link) never sent on to another site. "same-origin" rather than "no-referrer": under
 * "no-referrer" a browser sends `Origin: null` with the page's own form posts (Fetch's origin
 * serialisation), which the cross-site guard (same-origin.server.ts) rightly refuses.
 */
export const CASE_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" } as const;

export type CaseLoaderData =
  | { kind: "case"; view: CasePageView; notice: CasePageNotice; steps: PatientStepsView }
  | { kind: "access"; reference: string; email: string; token: string; codeSent: boolean }
  | { kind: "expired"; token: string }
  | { kind: "invalid" }
  | { kind: "none"; references: string[] };

export interface CaseActionData extends StepRefusal {
  accessError?: "codeWrong" | "codeSpent" | "codeFormat" | "codeLimit";
  retryMinutes?: number;
  newLinkSent?: boolean;
  replyError?: string;
  replyValue?: string;
}

async function caseKeyOf(db: Db, where: { id: number } | { reference: string }): Promise<(CaseKey & { locale: string }) | null> {
  const [row] = await db
    .select({ id: cases.id, reference: cases.reference, linkVersion: cases.linkVersion, locale: cases.locale })
    .from(cases)
    .where("id" in where ? eq(cases.id, where.id) : eq(cases.reference, where.reference));
  return row ?? null;
}

/** What the address and the device say of the case asked for. */
type Resolved =
  | { kind: "open"; c: CaseKey }
  | { kind: "link"; c: CaseKey; check: Exclude<LinkCheck, "invalid">; token: string }
  | { kind: "invalid" }
  | { kind: "none"; entries: DeviceEntry[] };

async function resolve(db: Db, secret: string, url: URL, entries: DeviceEntry[], now: Date): Promise<Resolved> {
  const token = url.searchParams.get("link");
  if (token !== null) {
    const id = linkCaseId(token);
    const c = id === null ? null : await caseKeyOf(db, { id });
    const check = c ? checkLinkToken(secret, token, c, now) : "invalid";
    if (!c || check === "invalid") return { kind: "invalid" };
    // A device that proved itself opens the case, whatever the link's age.
    if (deviceHolds(entries, c)) return { kind: "open", c };
    return { kind: "link", c, check, token };
  }
  const reference = url.searchParams.get("case");
  if (reference !== null) {
    const c = /^IC-[0-9A-Z]{6}$/.test(reference) ? await caseKeyOf(db, { reference }) : null;
    // The same answer for a case that is not there and one this device does not hold.
    return c && deviceHolds(entries, c) ? { kind: "open", c } : { kind: "invalid" };
  }
  return { kind: "none", entries };
}

const deviceEntries = (request: Request, secret: string, now: Date) =>
  readDeviceCookie(secret, cookieFromHeader(request.headers.get("Cookie"), DEVICE_COOKIE), now);

const pageOf = (locale: Locale, reference: string, extra = "") => `${localizePath(locale, CASE_PATH)}?case=${reference}${extra}`;

export async function caseView(services: AppServices, caseId: number, locale: Locale): Promise<CasePageView | null> {
  const { db } = services.database;
  const key = services.healthKey;
  const c = await loadCase(db, key, { id: caseId });
  if (!c) return null;
  const [files, messages, hours] = await Promise.all([
    listCaseFiles(db, key, c.id),
    listCaseMessages(db, key, c, { withNotes: false }),
    readClockHours(db),
  ]);
  const tag = LOCALE_INFO[locale].formatTag;
  const when = dateTimeFormat(tag, {
    timeZone: CLINIC_TIME_ZONE,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  const day = dateTimeFormat(tag, { timeZone: CLINIC_TIME_ZONE, day: "numeric", month: "short", year: "numeric" });
  return {
    reference: c.reference,
    state: c.state,
    answerHours: hours.firstAnswer,
    missing: c.missing,
    files: files.map((f) => ({
      id: f.id,
      name: f.name,
      type: fileTypeLabel(f.contentType),
      size: fileSize(f.sizeBytes, tag),
      date: day.format(f.createdAt),
      byClinic: f.uploadedBy !== null,
    })),
    room: Math.max(0, CASE_FILES_PER_CASE - files.length),
    messages: messages.map((m) => ({ id: m.id, fromPatient: m.kind === "from_patient", body: m.body, date: when.format(m.createdAt) })),
  };
}

export async function casePageLoader(services: AppServices, request: Request, locale: Locale, now: Date) {
  const { db } = services.database;
  const secret = await caseSecret(db);
  const url = new URL(request.url);
  const entries = deviceEntries(request, secret, now);
  const found = await resolve(db, secret, url, entries, now);
  const headers = CASE_HEADERS;
  if (found.kind === "invalid") return data<CaseLoaderData>({ kind: "invalid" }, { status: 404, headers });
  if (found.kind === "link") {
    if (found.check === "expired") return data<CaseLoaderData>({ kind: "expired", token: found.token }, { status: 410, headers });
    const c = await loadCase(db, services.healthKey, { id: found.c.id });
    if (!c) return data<CaseLoaderData>({ kind: "invalid" }, { status: 404, headers });
    return data<CaseLoaderData>(
      {
        kind: "access",
        reference: c.reference,
        email: maskEmail(c.details.email),
        token: found.token,
        codeSent: url.searchParams.get("code") === "sent",
      },
      { headers },
    );
  }
  if (found.kind === "none") {
    const held = await Promise.all(found.entries.map((e) => caseKeyOf(db, { id: e.caseId })));
    const open = held.filter((c): c is NonNullable<typeof c> => c !== null && deviceHolds(found.entries, c));
    if (open.length !== 1) return data<CaseLoaderData>({ kind: "none", references: open.map((c) => c.reference) }, { headers });
    return caseAnswer(services, open[0]!, url, locale, now);
  }
  return caseAnswer(services, found.c, url, locale, now);
}

async function caseAnswer(services: AppServices, c: CaseKey, url: URL, locale: Locale, now: Date) {
  const view = await caseView(services, c.id, locale);
  if (!view) return data<CaseLoaderData>({ kind: "invalid" }, { status: 404, headers: CASE_HEADERS });
  const notice = openSentNotice(services.healthKey, c.reference, url.searchParams.get("note"), now);
  const steps = await patientStepsView(services, { id: c.id, reference: c.reference, state: view.state }, now);
  return data<CaseLoaderData>({ kind: "case", view, notice, steps }, { headers: CASE_HEADERS });
}

export interface CasePageContext {
  services: AppServices;
  request: Request;
  info: RequestInfo;
  locale: Locale;
  t: Translate;
  now: Date;
}

const refusedAnswer = (answer: CaseActionData, status: number) => data<CaseActionData>(answer, { status, headers: CASE_HEADERS });

/** The case page's forms: a code asked for or entered, a new link, a message to the clinic. */
export async function casePageAction(ctx: CasePageContext, form: FormData) {
  const { services, request, locale, now } = ctx;
  const { db } = services.database;
  const secret = await caseSecret(db);
  const url = new URL(request.url);
  const entries = deviceEntries(request, secret, now);
  const found = await resolve(db, secret, url, entries, now);
  const ipHash = hashIp(ctx.info.clientIp, services.ipSalt);
  const intent = form.get("intent");
  // Each kind of attempt has its own bucket per connection; a refusal says how long to wait.
  const limited = async (name: string, limit: number, minutes: number, answer: CaseActionData = {}) => {
    const hit = await hitRateLimit(db, { key: `case-${name}:${ipHash}`, limit, windowSeconds: minutes * 60 }, now);
    return hit.allowed ? null : refusedAnswer({ ...answer, retryMinutes: Math.ceil(hit.retryAfterSeconds / 60) }, 429);
  };

  if (intent === "new-link") {
    const refused = await limited("new-link", 5, 60);
    if (refused) return refused;
    // Said the same whatever the link: nobody learns from it whether a case exists.
    if (found.kind === "link" || found.kind === "open") {
      const slot = Math.floor(now.getTime() / (15 * 60_000));
      if (await queueCaseNotice(db, found.c.id, "link", { dedupe: `link:${found.c.id}:${found.c.linkVersion}:renew:${slot}`, now })) {
        caseNoticesQueued();
      }
    }
    return refusedAnswer({ newLinkSent: true }, 200);
  }

  if (intent === "send-code" || intent === "enter-code") {
    if (found.kind === "open") throw redirect(pageOf(locale, found.c.reference), 303);
    if (found.kind !== "link" || found.check !== "valid") return refusedAnswer({}, 404);
    const c = found.c;
    if (intent === "send-code") {
      const refused = await limited("code-send", 10, 60);
      if (refused) return refused;
      const issued = await db.transaction(async (tx) => {
        const made = await issueCode(tx, secret, c.id, now);
        if (made.ok) {
          await queueCaseNotice(tx, c.id, "code", {
            dedupe: `code:${c.id}:${now.getTime()}:${made.code.slice(0, 2)}`,
            sealedCode: sealNoticeCode(services.healthKey, c.id, made.code),
            now,
          });
        }
        return made.ok;
      });
      if (!issued) return refusedAnswer({ accessError: "codeLimit" }, 429);
      caseNoticesQueued();
      throw redirect(`${localizePath(locale, CASE_PATH)}?link=${found.token}&code=sent#code`, 303);
    }
    const refused = await limited("code-try", 10, 15);
    if (refused) return refused;
    const typed = String(form.get("code") ?? "").replace(/[\s-]/g, "");
    if (!/^\d{6}$/.test(typed)) return refusedAnswer({ accessError: "codeFormat" }, 400);
    const outcome = await checkCode(db, secret, c.id, typed, now);
    if (outcome === "wrong") return refusedAnswer({ accessError: "codeWrong" }, 400);
    if (outcome === "spent") return refusedAnswer({ accessError: "codeSpent" }, 400);
    services.log.info({ caseId: c.id }, "a device confirmed with a case's code");
    const cookie = deviceCookieHeader(deviceCookieValue(secret, entries, c, now), isHttps(request));
    throw redirect(pageOf(locale, c.reference), { status: 303, headers: { "Set-Cookie": cookie } });
  }

  if (intent === "reply") {
    if (found.kind !== "open") return refusedAnswer({}, 404);
    const parsed = caseReplySchema.safeParse({ body: form.get("body") ?? "" });
    const typed = String(form.get("body") ?? "").slice(0, 8000);
    if (!parsed.success) return refusedAnswer({ replyError: fieldErrors(parsed.error, ctx.t).body ?? "", replyValue: typed }, 400);
    const refused = await limited("reply", 30, 60, { replyValue: typed });
    if (refused) return refused;
    await addCaseMessage(db, services.healthKey, found.c, { kind: "from_patient", body: parsed.data.body, userId: null, now });
    services.log.info({ caseId: found.c.id }, "patient wrote on a case");
    const note = sealSentNotice(services.healthKey, found.c.reference, { replySent: true }, now);
    throw redirect(pageOf(locale, found.c.reference, `&note=${note}#messages`), 303);
  }

  // The plan, the passports and the arrival (items 4-6).
  if (isStepIntent(intent)) {
    if (found.kind !== "open") return refusedAnswer({}, 404);
    const refused = await limited(intent === "ask" ? "reply" : "steps", 30, 60, typedSteps(intent, form));
    if (refused) return refused;
    const outcome = await patientStepAction(services, found.c, intent, form, now);
    if (!outcome.ok) return refusedAnswer({ stepIntent: intent, ...outcome.refusal }, outcome.status);
    const note = sealSentNotice(services.healthKey, found.c.reference, { [outcome.notice]: true }, now);
    throw redirect(pageOf(locale, found.c.reference, `&note=${note}#${outcome.anchor}`), 303);
  }
  return refusedAnswer({}, 400);
}

/** What was typed in a step's form, given back when the connection must wait: nothing is lost. */
function typedSteps(intent: StepIntent, form: FormData): CaseActionData {
  const text = (name: string) => String(form.get(name) ?? "").slice(0, 1000);
  if (intent === "ask") return { stepIntent: intent, askValue: String(form.get("question") ?? "").slice(0, 8000) };
  if (intent === "passports")
    return { stepIntent: intent, passportValues: Object.fromEntries(passportFormNames().map((n) => [n, text(n)])) };
  if (intent === "arrival")
    return { stepIntent: intent, arrivalValues: { date: text("date"), time: text("time"), flight: text("flight"), note: text("note") } };
  return { stepIntent: intent };
}

/** Files sent from the case page (a multipart POST to case/files?case=…), then back to the page. */
export async function addFilesAction(ctx: CasePageContext) {
  const { services, request, locale, now } = ctx;
  const { db } = services.database;
  const secret = await caseSecret(db);
  const url = new URL(request.url);
  const found = await resolve(db, secret, url, deviceEntries(request, secret, now), now);
  if (found.kind !== "open") return new Response("Not found", { status: 404, headers: { ...CASE_HEADERS, "Content-Type": "text/plain" } });
  const c = found.c;
  const back = (notice: CasePageNotice) =>
    redirect(pageOf(locale, c.reference, `&note=${sealSentNotice(services.healthKey, c.reference, notice, now)}#files`), 303);
  const none = { added: 0, refused: [], tooMany: false, failure: null, none: false, full: false };
  const room = CASE_FILES_PER_CASE - (await countCaseFiles(db, c.id));
  if (room <= 0) return back({ files: { ...none, full: true } });
  const refused = await hitRateLimit(
    db,
    { key: `case-files:${hashIp(ctx.info.clientIp, services.ipSalt)}`, limit: 20, windowSeconds: 3600 },
    now,
  );
  if (!refused.allowed) return back({ files: { ...none, failure: "unavailable" } });
  try {
    const upload = await readCaseUpload(
      request,
      {
        maxFiles: Math.min(CASE_FILES_PER_UPLOAD, room),
        maxFileBytes: CASE_FILE_MAX_BYTES,
        maxFields: 10,
        maxFieldBytes: 1024,
        fileField: "files",
      },
      services.healthDocuments,
    );
    const stored = upload.files.flatMap((f) => ("stored" in f ? [{ name: f.name, stored: f.stored }] : []));
    await addCaseFiles(db, services.healthKey, c.id, stored, { by: null, now });
    services.log.info({ caseId: c.id, files: stored.length }, "patient added files to a case");
    return back({
      files: {
        ...none,
        added: stored.length,
        refused: upload.files.flatMap((f) => ("refused" in f ? [{ name: f.name, reason: f.refused }] : [])),
        tooMany: upload.tooMany,
        none: upload.files.length === 0,
      },
    });
  } catch (error) {
    if (!(error instanceof CaseUploadError)) throw error;
    services.log.warn({ caseId: c.id, reason: error.reason }, "files sent to a case failed");
    return back({ files: { ...none, failure: uploadFailureOf(error) } });
  }
}

const notFound = () =>
  new Response("Not found", { status: 404, headers: { ...CASE_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });

/** The patient's own file: only to a device holding its case, each opening logged. */
export async function downloadCaseFile(services: AppServices, request: Request, fileIdText: string | undefined, now: Date) {
  const { db } = services.database;
  const fileId = /^\d{1,9}$/.test(fileIdText ?? "") ? Number(fileIdText) : null;
  if (fileId === null) return notFound();
  const [owner] = await db
    .select({ id: cases.id, linkVersion: cases.linkVersion })
    .from(caseFiles)
    .innerJoin(cases, eq(cases.id, caseFiles.caseId))
    .where(eq(caseFiles.id, fileId));
  const secret = await caseSecret(db);
  if (!owner || !deviceHolds(deviceEntries(request, secret, now), owner)) return notFound();
  const file = await findCaseFile(db, services.healthKey, owner.id, fileId);
  if (!file) return notFound();
  const stream = await services.healthDocuments.open(file);
  if (!stream) {
    services.log.error({ caseId: owner.id, fileId }, "a case file's bytes are missing from storage");
    return notFound();
  }
  await logFileView(db, { caseId: owner.id, fileId, userId: null, now });
  services.log.info({ caseId: owner.id, fileId }, "patient downloaded a case file");
  return documentResponse(stream, file, CASE_HEADERS);
}
