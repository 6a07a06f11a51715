import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { access, constants, mkdir, readdir, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { Env } from "../env.server";

/** One stored object, as an S3 GetObject would give it: a stream plus its headers. */
export interface StoredMedia {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Where encoded images live. Keys are chosen by the server (random ids, never a visitor's
 * file name). A folder on this machine or an S3-compatible bucket, behind the same calls.
 */
export interface MediaStorage {
  readonly kind: "local" | "s3";
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no such object; throws when the storage itself fails. */
  get(key: string): Promise<StoredMedia | null>;
  /** Deleting a key that does not exist is not an error (as on S3). */
  delete(key: string): Promise<void>;
  /** Every stored object (backups include them: docs/decisions/068), in no set order. */
  list(): AsyncIterable<{ key: string; size: number }>;
  /** Throws a MediaStorageError saying what is wrong when uploads could not be stored. */
  check(): Promise<void>;
  writable(): Promise<boolean>;
  /** Releases connections (S3); nothing to do for a folder. */
  close(): void;
}

/** Storage that cannot do its job, with a message meant for whoever runs the site. */
export class MediaStorageError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "MediaStorageError";
  }
}

const CONTENT_TYPES: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
};

// Lowercase words joined by single - or _, in /-separated segments, ending in a known image
// extension: no "..", no leading "/", no backslash, no percent-escapes, nothing to traverse with.
const SAFE_KEY = /^[a-z0-9]+(?:[-_][a-z0-9]+)*(?:\/[a-z0-9]+(?:[-_][a-z0-9]+)*)*\.(avif|webp|jpe?g|png)$/;

export function isSafeMediaKey(key: string): boolean {
  return key.length <= 200 && SAFE_KEY.test(key);
}

export function contentTypeForKey(key: string): string | null {
  if (!isSafeMediaKey(key)) return null;
  return CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? null;
}

/** A fresh random id for one upload; its variants are stored as `<id>/<width>.<format>`. */
export function newMediaId(): string {
  return randomBytes(12).toString("hex");
}

export class InvalidMediaKeyError extends Error {
  constructor(key: string) {
    super(`Refused media key ${JSON.stringify(key.slice(0, 80))}`);
    this.name = "InvalidMediaKeyError";
  }
}

const isNotFound = (error: unknown) => error instanceof Error && "code" in error && (error.code === "ENOENT" || error.code === "ENOTDIR");

/** Files under one folder (MEDIA_DIR); every key is checked twice before it touches the disk. */
export class LocalDiskStorage implements MediaStorage {
  readonly kind = "local";
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file for a key, or an error when the key could escape the folder. */
  private fileFor(key: string): string {
    if (!isSafeMediaKey(key)) throw new InvalidMediaKeyError(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new InvalidMediaKeyError(key);
    return file;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const file = this.fileFor(key);
    // The type is implied by the key's extension on disk; a mismatch is a programming error.
    if (contentTypeForKey(key) !== contentType) throw new Error(`Content type ${contentType} does not match key ${key}`);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename: a reader never sees half a file.
    const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await writeFile(temp, bytes);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredMedia | null> {
    const contentType = contentTypeForKey(key);
    if (!contentType) return null;
    const file = this.fileFor(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { body: createReadStream(file), contentType, size: info.size };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.fileFor(key);
    await rm(file, { force: true });
    // Tidy the upload's folder once its last variant is gone (fails harmlessly otherwise).
    const dir = path.dirname(file);
    if (dir !== this.root) await rmdir(dir).catch(() => undefined);
  }

  async *list(): AsyncIterable<{ key: string; size: number }> {
    let entries;
    try {
      entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isNotFound(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
      // An upload being written (*.tmp) or anything not made by the site is not a media object.
      if (!isSafeMediaKey(key)) continue;
      const info = await stat(path.join(entry.parentPath, entry.name)).catch(() => null);
      if (info) yield { key, size: info.size };
    }
  }

  async check(): Promise<void> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK);
    } catch (error) {
      const code = error instanceof Error && "code" in error ? String(error.code) : String(error);
      throw new MediaStorageError(`Media folder ${this.root} is not writable (${code}): check MEDIA_DIR (by default DATA_DIR/media)`, {
        cause: error,
      });
    }
  }

  async writable(): Promise<boolean> {
    try {
      await this.check();
      return true;
    } catch {
      return false;
    }
  }

  close(): void {}
}

type MediaEnv = Pick<
  Env,
  | "MEDIA_STORAGE"
  | "MEDIA_DIR"
  | "S3_BUCKET"
  | "S3_REGION"
  | "S3_ENDPOINT"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_FORCE_PATH_STYLE"
>;

/** The storage the configuration asks for (parseEnv has checked that S3 settings are complete). */
export async function createMediaStorage(env: MediaEnv): Promise<MediaStorage> {
  if (env.MEDIA_STORAGE !== "s3") return new LocalDiskStorage(env.MEDIA_DIR);
  if (!env.S3_BUCKET || !env.S3_REGION) throw new MediaStorageError("MEDIA_STORAGE=s3 needs S3_BUCKET and S3_REGION");
  // Imported only here: a site on local disk never loads the AWS SDK (measured in
  // docs/decisions/015-s3-media-storage.md).
  const { S3MediaStorage } = await import("./s3-storage.server.ts");
  return new S3MediaStorage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
