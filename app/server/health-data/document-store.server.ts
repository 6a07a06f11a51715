// The health documents' store (issue 48 item 2; docs/decisions/095): a patient's file is read
// as it arrives, its first bytes sniffed (refused before anything is written), counted against
// the limit, scanned when ClamAV is configured, encrypted segment by segment and written under
// a random key: a folder of its own, or the S3 bucket under health-documents/. Memory stays at
// a few segments per upload whatever the file's size. Never logs a file's name or contents.
import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { access, constants, mkdir, rename, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { pipeline as pipe, Readable } from "node:stream";
import type { Env } from "../env.server";
import type { Logger } from "../logger.server";
import { MediaStorageError } from "../media/storage.server";
import { createClamdScanner, parseClamdUrl, type ScanSession, type VirusScanner } from "./clamav.server";
import { decryptStream, encryptStream, newDataKey, unwrapDataKey, wrapDataKey } from "./document-crypto.server";
import { SNIFF_BYTES, sniffDocument } from "./document-sniff.server";
import { DocumentRefusedError, type HealthDocuments, type StoredDocument } from "./documents.server";
import type { HealthKey } from "./seal.server";

/** Keys the store makes: a two-hex-digit fan-out folder, then 128 random bits. */
const STORAGE_KEY = /^hd\/([0-9a-f]{2})\/\1[0-9a-f]{30}\.bin$/;
export const S3_PREFIX = "health-documents/";

export function isHealthDocumentKey(key: string): boolean {
  return STORAGE_KEY.test(key);
}

function newStorageKey(): string {
  const id = randomBytes(16).toString("hex");
  return `hd/${id.slice(0, 2)}/${id}.bin`;
}

function checkedKey(key: string): string {
  if (!isHealthDocumentKey(key)) throw new Error("not a health document's storage key");
  return key;
}

/** Where the encrypted bytes go: the only part that differs between a folder and a bucket. */
export interface EncryptedObjects {
  readonly kind: "local" | "s3";
  /** Writes all of `body` under `key`; on failure nothing is left under it. */
  put(key: string, body: Readable): Promise<void>;
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
  check(): Promise<void>;
  close(): void;
}

const isNotFound = (error: unknown) => error instanceof Error && "code" in error && (error.code === "ENOENT" || error.code === "ENOTDIR");

/** A folder readable by the server's user only (0700 folders, 0600 files). */
export class LocalEncryptedObjects implements EncryptedObjects {
  readonly kind = "local";
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private fileFor(key: string): string {
    return path.join(this.root, ...checkedKey(key).split("/"));
  }

  async put(key: string, body: Readable): Promise<void> {
    const file = this.fileFor(key);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    // Written under a temporary name, flushed to disk, then renamed: a reader never sees half a file.
    const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await pipeline(body, createWriteStream(temp, { flags: "wx", mode: 0o600, flush: true }));
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable | null> {
    const file = this.fileFor(key);
    const stream = createReadStream(file);
    // Opening is asynchronous: wait for it, so a missing file is null rather than a stream error.
    return new Promise((resolve, reject) => {
      stream.once("open", () => resolve(stream));
      stream.once("error", (error) => (isNotFound(error) ? resolve(null) : reject(error)));
    });
  }

  async delete(key: string): Promise<void> {
    const file = this.fileFor(key);
    await rm(file, { force: true });
    await rmdir(path.dirname(file)).catch(() => undefined); // only when it was the folder's last file
  }

  async check(): Promise<void> {
    try {
      await mkdir(this.root, { recursive: true, mode: 0o700 });
      await access(this.root, constants.W_OK);
    } catch (error) {
      const code = error instanceof Error && "code" in error ? String(error.code) : String(error);
      throw new MediaStorageError(
        `Health documents' folder ${this.root} is not writable (${code}): check HEALTH_DOCUMENTS_DIR (by default DATA_DIR/health-documents)`,
        { cause: error },
      );
    }
  }

  close(): void {}
}

type StoreEnv = Pick<
  Env,
  | "HEALTH_DOCUMENTS_DIR"
  | "HEALTH_DOCUMENTS_STORAGE"
  | "S3_BUCKET"
  | "S3_REGION"
  | "S3_ENDPOINT"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_FORCE_PATH_STYLE"
  | "CLAMAV_URL"
>;

async function createObjects(env: StoreEnv): Promise<EncryptedObjects> {
  if (env.HEALTH_DOCUMENTS_STORAGE !== "s3") return new LocalEncryptedObjects(env.HEALTH_DOCUMENTS_DIR);
  if (!env.S3_BUCKET || !env.S3_REGION) throw new MediaStorageError("HEALTH_DOCUMENTS_STORAGE=s3 needs S3_BUCKET and S3_REGION");
  // Loaded only here, as for media: a site on local disk never loads the AWS SDK.
  const { S3EncryptedObjects } = await import("./document-s3.server.ts");
  return new S3EncryptedObjects({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}

/** The store the configuration asks for. */
export async function createHealthDocuments(
  env: StoreEnv,
  healthKey: HealthKey,
  log: Pick<Logger, "warn" | "info">,
): Promise<EncryptedHealthDocuments> {
  const address = env.CLAMAV_URL ? parseClamdUrl(env.CLAMAV_URL) : null;
  return new EncryptedHealthDocuments(await createObjects(env), healthKey, log, address ? createClamdScanner(address) : null);
}

/** Reads `source` until the sniffer has what it needs; the bytes read are given back for storing. */
async function sniffHead(source: AsyncIterator<Uint8Array>, maxBytes: number) {
  const head: Buffer[] = [];
  let read = 0;
  let ended = false;
  let wanted = SNIFF_BYTES;
  for (;;) {
    while (read < wanted) {
      const next = await source.next();
      if (next.done) {
        ended = true;
        break;
      }
      const chunk = Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
      head.push(chunk);
      read += chunk.length;
      if (read > maxBytes) throw new DocumentRefusedError("size", `more than ${maxBytes} bytes`);
    }
    if (read === 0 && ended) throw new DocumentRefusedError("empty", "an empty file");
    const verdict = sniffDocument(Buffer.concat(head, read), ended);
    if (verdict.kind === "refused") throw new DocumentRefusedError(verdict.reason, verdict.message);
    if (verdict.kind === "accepted") return { verdict, head, read, ended };
    wanted = read + SNIFF_BYTES;
  }
}

export class EncryptedHealthDocuments implements HealthDocuments {
  readonly kind: "local" | "s3";

  constructor(
    readonly objects: EncryptedObjects,
    private readonly healthKey: HealthKey,
    private readonly log: Pick<Logger, "warn" | "info">,
    private readonly scanner: VirusScanner | null,
  ) {
    this.kind = objects.kind;
  }

  async store(source: AsyncIterable<Uint8Array>, options: { maxBytes: number }): Promise<StoredDocument> {
    const input = source[Symbol.asyncIterator]();
    let finished = false;
    let scan: ScanSession | null = null;
    let storageKey: string | null = null;
    let failure: unknown = null;
    try {
      const { verdict, head, read, ended } = await sniffHead(input, options.maxBytes);
      finished = ended;
      scan = this.scanner?.start() ?? null;
      let size = read;
      const session = scan;
      // The plaintext: the bytes the sniffer read, then the rest as it comes, counted and
      // handed to the scanner before it is encrypted.
      const plaintext = async function* () {
        for (const chunk of head) {
          if (session) await session.write(chunk);
          yield chunk;
        }
        while (!finished) {
          const next = await input.next();
          if (next.done) {
            finished = true;
            break;
          }
          size += next.value.byteLength;
          if (size > options.maxBytes) {
            failure = new DocumentRefusedError("size", `more than ${options.maxBytes} bytes`);
            throw failure;
          }
          if (session) await session.write(next.value);
          yield next.value;
        }
      };
      const dataKey = newDataKey();
      storageKey = newStorageKey();
      const body = pipe(Readable.from(plaintext(), { objectMode: false }), encryptStream(dataKey), () => undefined);
      await this.objects.put(storageKey, body);
      const result = scan ? await scan.finish() : "unscanned";
      return {
        storageKey,
        wrappedKey: wrapDataKey(this.healthKey, dataKey, storageKey),
        sizeBytes: size,
        type: verdict.type,
        contentType: verdict.contentType,
        scan: result,
      };
    } catch (error) {
      scan?.abort();
      if (storageKey)
        await this.objects.delete(storageKey).catch((err: unknown) => this.log.warn({ err }, "could not remove a refused health document"));
      // A refusal found while streaming surfaces as the pipeline's error; say the refusal.
      throw failure ?? error;
    } finally {
      // Stop the source where the file was refused, so that its reader can skip the rest.
      if (!finished) await input.return?.();
    }
  }

  async open(file: { storageKey: string; wrappedKey: string }): Promise<Readable | null> {
    const dataKey = unwrapDataKey(this.healthKey, file.wrappedKey, checkedKey(file.storageKey));
    const stored = await this.objects.get(file.storageKey);
    if (!stored) return null;
    return pipe(stored, decryptStream(dataKey), () => undefined);
  }

  async remove(storageKey: string): Promise<void> {
    await this.objects.delete(storageKey);
  }

  async check(): Promise<void> {
    await this.objects.check();
  }

  /**
   * Whether the configured scanner answers (null: none configured). Not part of check(): a
   * scanner that is down fails uploads (closed), not the whole site's start.
   */
  async scannerAnswers(): Promise<boolean | null> {
    if (!this.scanner) return null;
    return this.scanner.ping().then(
      () => true,
      () => false,
    );
  }

  close(): void {
    this.objects.close();
  }
}
