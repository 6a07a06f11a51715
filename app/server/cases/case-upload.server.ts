// A patient's form with files (issue 48 items 1 and 2; docs/decisions/095), read as it arrives:
// each file part streams through busboy into the health documents' store, so ten files of 10 MB
// never sit in memory. A file refused for what it is (type, size, pixels, empty, virus) is
// reported and the others go on; a request that breaks off, or a store that fails, leaves
// nothing stored behind. Never logs or keeps a file's bytes; its display name is for the case.
import { Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import Busboy from "busboy";
import { stripControlCharacters } from "~/lib/control-characters";
import { ScannerUnavailableError } from "../health-data/clamav.server";
import { type DocumentRefusal, DocumentRefusedError, type HealthDocuments, type StoredDocument } from "../health-data/documents.server";

export interface CaseUploadOptions {
  maxFiles: number;
  maxFileBytes: number;
  maxFields: number;
  maxFieldBytes: number;
  /** The file input's name; file parts under any other name are skipped. */
  fileField: string;
}

export type UploadedFile = { name: string; stored: StoredDocument } | { name: string; refused: DocumentRefusal; message: string };

export interface CaseUpload {
  /** The text fields, control characters taken out (as cleanFormData does for other forms). */
  fields: FormData;
  /** In the order they were sent. */
  files: UploadedFile[];
  /** More files than maxFiles were sent: the first maxFiles were read, the rest skipped. */
  tooMany: boolean;
  /** More fields than maxFields, or a field longer than maxFieldBytes (cut there). */
  fieldsTruncated: boolean;
}

export type CaseUploadFailure = "too-large" | "not-multipart" | "interrupted" | "scanner" | "storage";

/** The upload as a whole failed; nothing of it was kept. The message may be shown to the patient. */
export class CaseUploadError extends Error {
  readonly reason: CaseUploadFailure;
  constructor(reason: CaseUploadFailure, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "CaseUploadError";
    this.reason = reason;
  }
}

/** Room for the text fields and multipart's own lines beside the files. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;
const NAME_CHARACTERS = 100;
// Bidirectional overrides and isolates: "report\u202Efdp.exe" would show as "reportexe.pdf".
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F]/g;

/** The name a file is shown under: no folders, no control characters, at most 100 characters. */
export function displayName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  const name = stripControlCharacters(base).replace(BIDI_CONTROLS, "").normalize("NFC").trim() || "file";
  const characters = [...name];
  if (characters.length <= NAME_CHARACTERS) return name;
  const extension = /\.[\p{L}\p{N}]{1,8}$/u.exec(name)?.[0] ?? "";
  return (
    characters
      .slice(0, NAME_CHARACTERS - extension.length)
      .join("")
      .trimEnd() + extension
  );
}

/** Counts the body's bytes and stops it past `limit` (a body sent without Content-Length). */
function byteLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > limit) callback(tooLarge(limit));
      else callback(null, chunk);
    },
  });
}

const tooLarge = (limit: number) =>
  new CaseUploadError("too-large", `the files sent together are more than ${Math.floor(limit / (1024 * 1024))} MB`);

/**
 * Reads a multipart request: text fields into `fields`, each file under `fileField` into
 * `store`. Throws CaseUploadError (after removing whatever it had stored) when the body is too
 * large, not multipart, breaks off, or the store or scanner fails.
 */
export async function readCaseUpload(request: Request, opts: CaseUploadOptions, store: HealthDocuments): Promise<CaseUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) {
    throw new CaseUploadError("not-multipart", "the form was not sent as a file upload");
  }
  const limit = opts.maxFiles * opts.maxFileBytes + FORM_OVERHEAD_BYTES;
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);

  let parser: Busboy.Busboy;
  try {
    parser = Busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: {
        // One byte over the limit reaches the store, which refuses the file for its size.
        fileSize: opts.maxFileBytes + 1,
        // Empty file inputs count as parts too; the real count is kept below.
        files: opts.maxFiles * 2 + 2,
        fields: opts.maxFields,
        fieldSize: opts.maxFieldBytes,
        fieldNameSize: 200,
        headerPairs: 20,
      },
    });
  } catch (error) {
    throw new CaseUploadError("not-multipart", "the form was not sent as a file upload", { cause: error });
  }

  const fields = new FormData();
  const files: Array<Promise<UploadedFile>> = [];
  let accepted = 0;
  let tooMany = false;
  let fieldsTruncated = false;
  const body = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream<Uint8Array>);
  const counted = byteLimit(limit);

  const storeOne = async (stream: Readable, name: string): Promise<UploadedFile> => {
    try {
      // The store stops reading a refused file; what is left of it is skipped, not destroyed
      // (busboy goes on to the next part only once this one has ended).
      const stored = await store.store(stream.iterator({ destroyOnReturn: false }), { maxBytes: opts.maxFileBytes });
      return { name, stored };
    } catch (error) {
      if (error instanceof DocumentRefusedError) return { name, refused: error.reason, message: error.message };
      // The scanner or the storage failed: the whole upload fails, at once.
      counted.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    } finally {
      stream.resume();
    }
  };

  parser.on("file", (field, stream, info) => {
    // A file input left empty sends a part without a file name.
    if (field !== opts.fileField || !info.filename) return void stream.resume();
    if (accepted >= opts.maxFiles) {
      tooMany = true;
      return void stream.resume();
    }
    accepted += 1;
    const pending = storeOne(stream, displayName(info.filename));
    pending.catch(() => undefined); // settled below, with the others
    files.push(pending);
  });
  parser.on("field", (name, value, info) => {
    if (info.valueTruncated || info.nameTruncated) fieldsTruncated = true;
    fields.append(stripControlCharacters(name), stripControlCharacters(value));
  });
  parser.on("filesLimit", () => (tooMany = true));
  parser.on("fieldsLimit", () => (fieldsTruncated = true));

  let failure: unknown = null;
  try {
    await pipeline(body, counted, parser);
  } catch (error) {
    failure = error;
  }
  const settled = await Promise.allSettled(files);
  const hardFailure = settled.find((s) => s.status === "rejected")?.reason as unknown;
  if (failure !== null || hardFailure !== undefined) {
    const stored = settled.flatMap((s) => (s.status === "fulfilled" && "stored" in s.value ? [s.value.stored.storageKey] : []));
    // Nothing half-sent stays: the patient sends the whole form again.
    await Promise.allSettled(stored.map((key) => store.remove(key)));
    throw asUploadError(failure ?? hardFailure);
  }
  return {
    fields,
    files: settled.map((s) => (s as PromiseFulfilledResult<UploadedFile>).value),
    tooMany,
    fieldsTruncated,
  };
}

function asUploadError(error: unknown): CaseUploadError {
  if (error instanceof CaseUploadError) return error;
  if (error instanceof ScannerUnavailableError) return new CaseUploadError("scanner", error.message, { cause: error });
  const message = error instanceof Error ? error.message : String(error);
  // busboy's own words for a body that is not well-formed multipart, or that stopped midway.
  if (/Unexpected end of form|Malformed|boundary|Unexpected end of file|aborted|ECONNRESET|premature close/i.test(message)) {
    return new CaseUploadError("interrupted", "the upload broke off before it was complete; please send it again", { cause: error });
  }
  return new CaseUploadError("storage", "the files could not be stored; please try again", { cause: error });
}
