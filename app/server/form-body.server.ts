// Every form a request sends, read once, bounded and cleaned before any route sees it
// (docs/decisions/020-request-limits.md, 061-staff-bodies-after-the-session.md). Uploads are the
// one exception: their route streams the files with limits of its own and cleans its text
// fields with `cleanFormData`.
import type { NextFunction, Request, Response } from "express";
import { stripControlCharacters } from "~/lib/control-characters";
import type { Refusal } from "~/lib/request-target";
import type { Logger } from "./logger.server";

/** How much of a form is read, and how many fields it may have, before any parsing. */
export interface FormBounds {
  bytes: number;
  fields: number;
}

/**
 * Public forms, the inquiry endpoint, sign-in, and any staff path without a valid session: the
 * largest inquiry is well under 20 KB and about 20 fields.
 */
export const PUBLIC_FORM: FormBounds = { bytes: 32 * 1024, fields: 100 };
/**
 * Signed-in staff: a therapy's two rich texts may hold 200,000 characters each, pasted images
 * included; the largest editor (the wellness page in English) sends 244 fields.
 */
export const STAFF_FORM: FormBounds = { bytes: 2 * 1024 * 1024, fields: 5_000 };
/** Routes that read their own (streamed, multipart) body. */
export const STREAMED_UPLOAD_PATHS = new Set(["/admin/gallery/upload", "/admin/gallery/upload.data"]);
/** The case desk's uploads (issue 48), in every language: a patient's reports stream into the
 * encrypted store as they arrive (server/cases/case-upload.server.ts bounds them), never whole
 * into memory. */
const CASE_UPLOAD_PATH = /^(?:\/[a-z]{2})?\/international-patients\/(?:treatment-plan|case\/files)(?:\.data)?$/;

export function streamedUpload(path: string): boolean {
  return STREAMED_UPLOAD_PATHS.has(path) || CASE_UPLOAD_PATH.test(path);
}
/** Providers' webhooks (issue 47: WhatsApp's delivery statuses and replies) post JSON, signed
 * over its exact bytes: read as it came, bounded, never as a form. A day's statuses come in
 * batches far below this. */
export const WEBHOOK_PATHS = new Set(["/webhooks/whatsapp"]);
export const WEBHOOK_BYTES = 256 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;
const BODYLESS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The cleaned body a route will read instead of the request stream. */
export interface PreparedBody {
  body: string | FormData;
  /** For a string body; a FormData body brings its own multipart type and boundary. */
  contentType: string | null;
}

export function behindStaffSignIn(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin.");
}

/** An upper bound of a urlencoded form's fields: one more than its `&` separators. */
export function urlEncodedFieldCount(raw: Buffer): number {
  if (raw.length === 0) return 0;
  let count = 1;
  for (let at = raw.indexOf(0x26); at !== -1; at = raw.indexOf(0x26, at + 1)) count += 1;
  return count;
}

/** An upper bound of a multipart form's parts: its boundary lines, less the closing one. */
export function multipartPartCount(raw: Buffer, contentType: string): number {
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
  const value = boundary?.[1] ?? boundary?.[2];
  if (!value) return 0;
  const delimiter = Buffer.from(`--${value}`, "latin1");
  let count = 0;
  for (let at = raw.indexOf(delimiter); at !== -1; at = raw.indexOf(delimiter, at + delimiter.length)) count += 1;
  return Math.max(0, count - 1);
}

/** The form with control characters taken out of every name and text value (files stay as they are). */
export function cleanFormData(form: FormData): FormData {
  const cleaned = new FormData();
  for (const [name, value] of form) {
    if (typeof value === "string") cleaned.append(stripControlCharacters(name), stripControlCharacters(value));
    else cleaned.append(stripControlCharacters(name), value, value.name);
  }
  return cleaned;
}

function cleanUrlEncoded(text: string): string {
  const cleaned = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(text)) cleaned.append(stripControlCharacters(name), stripControlCharacters(value));
  return cleaned.toString();
}

function mediaType(header: string | undefined): string {
  return (header ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

class TooLarge extends Error {}

/** The client closed the connection before its whole body arrived. */
class ClientGone extends Error {}

/**
 * An error that only says the client went away (it hung up mid-body, or closed the connection
 * while its answer was made): nothing to answer and nothing wrong on our side.
 */
export function isClientGone(error: unknown, req: Request): boolean {
  if (error instanceof ClientGone) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return (code === "ECONNRESET" || code === "ECONNABORTED" || code === "EPIPE") && (req.destroyed || req.socket.destroyed);
}

/** Reads at most `limit` bytes; past that it stops reading and throws TooLarge. */
function readBounded(req: Request, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        reject(new TooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(isClientGone(error, req) ? new ClientGone() : error);
    };
    const onClose = () => {
      cleanup();
      reject(new ClientGone());
    };
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
    };
    // Gone while its session was looked up: no event will come.
    if (req.destroyed) return reject(new ClientGone());
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onClose);
  });
}

function tooLarge(limit: number): Refusal {
  return { status: 413, message: `This form is larger than ${Math.round(limit / 1024)} KB, so it was not read.` };
}

function tooManyFields(limit: number): Refusal {
  return { status: 413, message: `This form has more than ${limit.toLocaleString("en")} fields, so it was not read.` };
}

/** A staff form too large for someone not signed in: most likely a session that ended while typing. */
const NOT_SIGNED_IN: Refusal = {
  status: 401,
  message:
    "You are not signed in (your session may have ended), so this form was not read. Go back to keep what you typed, sign in again in a new tab, then send the form again.",
};

const EMPTY_FORM: PreparedBody = { body: "", contentType: "application/x-www-form-urlencoded;charset=UTF-8" };

/** What the body is, or why it is refused. Nothing sent reads as an empty form (the route then says what is missing). */
async function prepare(
  req: Request,
  bounds: FormBounds,
  tooLargeRefusal: Refusal,
): Promise<{ prepared: PreparedBody } | { refusal: Refusal }> {
  const limit = bounds.bytes;
  const declared = req.headers["content-length"];
  const chunked = req.headers["transfer-encoding"] !== undefined;
  if (declared !== undefined && Number(declared) > limit) return { refusal: tooLargeRefusal };
  if (!chunked && (declared === undefined || Number(declared) === 0)) return { prepared: EMPTY_FORM };

  const type = mediaType(req.headers["content-type"]);
  if (!(FORM_TYPES as readonly string[]).includes(type)) {
    return { refusal: { status: 415, message: "Send forms as form data (application/x-www-form-urlencoded or multipart/form-data)." } };
  }
  let raw: Buffer;
  try {
    raw = await readBounded(req, limit);
  } catch (error) {
    if (error instanceof TooLarge) return { refusal: tooLargeRefusal };
    throw error;
  }
  // Counted on the raw bytes: parsing work grows with the fields, so a form with too many is
  // refused before any of it.
  const fields =
    type === "application/x-www-form-urlencoded" ? urlEncodedFieldCount(raw) : multipartPartCount(raw, req.headers["content-type"] ?? "");
  if (fields > bounds.fields) return { refusal: tooManyFields(bounds.fields) };
  if (type === "application/x-www-form-urlencoded") {
    return { prepared: { body: cleanUrlEncoded(raw.toString("utf8")), contentType: "application/x-www-form-urlencoded;charset=UTF-8" } };
  }
  try {
    const form = await new globalThis.Response(new Uint8Array(raw), {
      headers: { "Content-Type": req.headers["content-type"] ?? "" },
    }).formData();
    return { prepared: { body: cleanFormData(form), contentType: null } };
  } catch {
    return { refusal: { status: 400, message: "This form could not be read. Please try again." } };
  }
}

/** Answers a refused request in a few bytes: JSON for the forms' endpoint, text otherwise. */
export function sendRefusal(req: Request, res: Response, refusal: Refusal, log: Logger, reason: string) {
  log.warn({ method: req.method, path: req.path.slice(0, 200), status: refusal.status, reason }, "request refused");
  // A body left unread (413, 401) would otherwise be read and thrown away to keep the connection.
  if (refusal.status === 413 || refusal.status === 401) res.setHeader("Connection", "close");
  res.status(refusal.status).set({ "Cache-Control": "no-store", ...refusal.headers });
  const wantsJson = req.path.startsWith("/api/") || (req.get("accept") ?? "").includes("application/json");
  if (wantsJson) res.json({ error: refusal.message });
  else res.type("text/plain").send(refusal.message);
}

/**
 * Express middleware before React Router: reads each form body whole but bounded, refuses
 * anything else than form data, and leaves the cleaned body in `res.locals.preparedBody` for the
 * adapter (react-router-handler.server.ts). A staff path gets the staff bounds only once
 * `hasStaffSession` has found a valid session in the request's cookie: before that, nobody's
 * body is read past the public limit.
 */
export function formBodies(log: Logger, hasStaffSession: (req: Request) => Promise<boolean>) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (BODYLESS.has(req.method) || streamedUpload(req.path)) return next();
    try {
      if (WEBHOOK_PATHS.has(req.path)) {
        const declared = Number(req.headers["content-length"] ?? 0);
        if (declared > WEBHOOK_BYTES) return sendRefusal(req, res, tooLarge(WEBHOOK_BYTES), log, "webhook body");
        const raw = await readBounded(req, WEBHOOK_BYTES).catch((error: unknown) => {
          if (error instanceof TooLarge) return null;
          throw error;
        });
        if (raw === null) return sendRefusal(req, res, tooLarge(WEBHOOK_BYTES), log, "webhook body");
        res.locals.preparedBody = { body: raw.toString("utf8"), contentType: "application/json" } satisfies PreparedBody;
        return next();
      }
      const staff = behindStaffSignIn(req.path) && (await hasStaffSession(req));
      const bounds = staff ? STAFF_FORM : PUBLIC_FORM;
      const refusedSize = behindStaffSignIn(req.path) && !staff ? NOT_SIGNED_IN : tooLarge(bounds.bytes);
      const outcome = await prepare(req, bounds, refusedSize);
      if ("refusal" in outcome) return sendRefusal(req, res, outcome.refusal, log, "form body");
      res.locals.preparedBody = outcome.prepared;
      next();
    } catch (error) {
      if (!isClientGone(error, req)) return next(error);
      logClientGone(log, req);
    }
  };
}

/** Once per request, at debug level and without a stack: anyone can hang up, it is not our error. */
export function logClientGone(log: Logger, req: Request) {
  log.debug({ method: req.method, path: req.path.slice(0, 200) }, "client went away before the request was answered");
}
