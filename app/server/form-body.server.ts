// Every form a request sends, read once, bounded and cleaned before any route sees it
// (docs/decisions/020-request-limits.md). Uploads are the one exception: their route streams
// the files with limits of its own and cleans its text fields with `cleanFormData`.
import type { NextFunction, Request, Response } from "express";
import { stripControlCharacters } from "~/lib/control-characters";
import type { Refusal } from "~/lib/request-target";
import type { Logger } from "./logger.server";

/** Public forms, the inquiry endpoint and sign-in: the largest inquiry is well under 20 KB. */
export const PUBLIC_FORM_LIMIT = 32 * 1024;
/** Staff forms: a therapy's two rich texts may hold 200,000 characters each, pasted images included. */
export const STAFF_FORM_LIMIT = 2 * 1024 * 1024;
/** Routes that read their own (streamed, multipart) body. */
export const STREAMED_UPLOAD_PATHS = new Set(["/admin/gallery/upload", "/admin/gallery/upload.data"]);

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"] as const;
const BODYLESS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The cleaned body a route will read instead of the request stream. */
export interface PreparedBody {
  body: string | FormData;
  /** For a string body; a FormData body brings its own multipart type and boundary. */
  contentType: string | null;
}

export function formLimitFor(path: string): number {
  return path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin.") ? STAFF_FORM_LIMIT : PUBLIC_FORM_LIMIT;
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
      reject(error);
    };
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}

function tooLarge(limit: number): Refusal {
  return { status: 413, message: `This form is larger than ${Math.round(limit / 1024)} KB, so it was not read.` };
}

const EMPTY_FORM: PreparedBody = { body: "", contentType: "application/x-www-form-urlencoded;charset=UTF-8" };

/** What the body is, or why it is refused. Nothing sent reads as an empty form (the route then says what is missing). */
async function prepare(req: Request, limit: number): Promise<{ prepared: PreparedBody } | { refusal: Refusal }> {
  const declared = req.headers["content-length"];
  const chunked = req.headers["transfer-encoding"] !== undefined;
  if (declared !== undefined && Number(declared) > limit) return { refusal: tooLarge(limit) };
  if (!chunked && (declared === undefined || Number(declared) === 0)) return { prepared: EMPTY_FORM };

  const type = mediaType(req.headers["content-type"]);
  if (!(FORM_TYPES as readonly string[]).includes(type)) {
    return { refusal: { status: 415, message: "Send forms as form data (application/x-www-form-urlencoded or multipart/form-data)." } };
  }
  let raw: Buffer;
  try {
    raw = await readBounded(req, limit);
  } catch (error) {
    if (error instanceof TooLarge) return { refusal: tooLarge(limit) };
    throw error;
  }
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
  // A body left unread (413) would otherwise be read and thrown away to keep the connection.
  if (refusal.status === 413) res.setHeader("Connection", "close");
  res.status(refusal.status).set({ "Cache-Control": "no-store", ...refusal.headers });
  const wantsJson = req.path.startsWith("/api/") || (req.get("accept") ?? "").includes("application/json");
  if (wantsJson) res.json({ error: refusal.message });
  else res.type("text/plain").send(refusal.message);
}

/**
 * Express middleware before React Router: reads each form body whole but bounded
 * (`formLimitFor`), refuses anything else than form data, and leaves the cleaned body in
 * `res.locals.preparedBody` for the adapter (react-router-handler.server.ts).
 */
export function formBodies(log: Logger) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (BODYLESS.has(req.method) || STREAMED_UPLOAD_PATHS.has(req.path)) return next();
    try {
      const outcome = await prepare(req, formLimitFor(req.path));
      if ("refusal" in outcome) return sendRefusal(req, res, outcome.refusal, log, "form body");
      res.locals.preparedBody = outcome.prepared;
      next();
    } catch (error) {
      next(error);
    }
  };
}
