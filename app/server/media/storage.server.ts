import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { access, constants, mkdir, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/** One stored object, as an S3 GetObject would give it: a stream plus its headers. */
export interface StoredMedia {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Where encoded images live. Keys are chosen by the server (random ids, never a visitor's
 * file name). Local disk now; an S3-compatible bucket later, behind the same four calls.
 */
export interface MediaStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredMedia | null>;
  /** Deleting a key that does not exist is not an error (as on S3). */
  delete(key: string): Promise<void>;
  writable(): Promise<boolean>;
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

const isNotFound = (error: unknown) =>
  error instanceof Error && "code" in error && (error.code === "ENOENT" || error.code === "ENOTDIR");

/** Files under one folder (MEDIA_DIR); every key is checked twice before it touches the disk. */
export class LocalDiskStorage implements MediaStorage {
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

  async writable(): Promise<boolean> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK);
      return true;
    } catch {
      return false;
    }
  }
}

export function createMediaStorage(env: { MEDIA_DIR: string }): MediaStorage {
  return new LocalDiskStorage(env.MEDIA_DIR);
}
