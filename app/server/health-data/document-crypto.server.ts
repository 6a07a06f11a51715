// Health documents' encryption at rest (issue 48 item 2; docs/decisions/095). Each file has its
// own random data key; the key is sealed with the health-data key and kept in the file's row,
// bound to the file's storage key, so a wrapped key moved onto another file does not open and
// deleting the row makes the stored bytes unreadable even where the storage delete failed.
//
// The content is a segmented AEAD stream (the construction of Hoang, Reyhanitabar, Rogaway and
// Vizár's "online authenticated encryption", as in Tink's streaming AEAD and age), so a file of
// any size is written and read with a segment's worth of memory, and each segment is
// authenticated before one byte of it is given out:
//
//   header   "SHD1" | nonce prefix (7 random bytes)
//   segment  AES-256-GCM(data key, nonce = prefix | counter (4, big-endian) | last (1)),
//            64 KiB of plaintext (the last: 0 to 64 KiB) followed by its 16-byte tag,
//            with the header as associated data.
//
// The counter in the nonce detects reordered, repeated or dropped segments; the last-segment
// flag detects a file cut at a segment boundary. Node's own crypto only: npm has no streaming
// AEAD that is kept up (decision 095).
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import { type HealthKey, open, seal } from "./seal.server";

export const SEGMENT_BYTES = 64 * 1024;
const MAGIC = Buffer.from("SHD1", "latin1");
const PREFIX_BYTES = 7;
const HEADER_BYTES = MAGIC.length + PREFIX_BYTES;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const MAX_SEGMENTS = 2 ** 32;

/** A stored document that cannot be read: altered, cut short, or opened with the wrong key. */
export class DamagedDocumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DamagedDocumentError";
  }
}

/** A fresh data key for one file. */
export function newDataKey(): Buffer {
  return randomBytes(KEY_BYTES);
}

const bound = (storageKey: string) => `health-document:${storageKey}`;

/** The data key sealed with the health-data key, for the row of the file at `storageKey`. */
export function wrapDataKey(healthKey: HealthKey, dataKey: Buffer, storageKey: string): string {
  return seal(healthKey, dataKey.toString("base64"), bound(storageKey));
}

/** The data key back, or SealedValueError (another key, another file, altered). */
export function unwrapDataKey(healthKey: HealthKey, wrappedKey: string, storageKey: string): Buffer {
  const value = open(healthKey, wrappedKey, bound(storageKey));
  const key = typeof value === "string" ? Buffer.from(value, "base64") : null;
  if (!key || key.length !== KEY_BYTES) throw new DamagedDocumentError("the document's key is not a data key");
  return key;
}

/** Stored bytes for a plaintext of `plainBytes`: the header, and a tag per segment (at least one). */
export function encryptedSize(plainBytes: number): number {
  const segments = Math.max(1, Math.ceil(plainBytes / SEGMENT_BYTES));
  return HEADER_BYTES + plainBytes + segments * TAG_BYTES;
}

function nonceFor(prefix: Buffer, counter: number, last: boolean): Buffer {
  const nonce = Buffer.alloc(PREFIX_BYTES + 5);
  prefix.copy(nonce, 0);
  nonce.writeUInt32BE(counter, PREFIX_BYTES);
  nonce[PREFIX_BYTES + 4] = last ? 1 : 0;
  return nonce;
}

/** Chunks held until a whole segment is there; never more than a segment and a chunk. */
class Pending {
  private chunks: Buffer[] = [];
  length = 0;

  add(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  /** The first `n` bytes (all when fewer), removed. */
  take(n: number): Buffer {
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks, this.length);
    const head = all.subarray(0, Math.min(n, all.length));
    const rest = all.subarray(head.length);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.length = rest.length;
    return head;
  }
}

const asBuffer = (chunk: unknown): Buffer =>
  Buffer.isBuffer(chunk)
    ? chunk
    : chunk instanceof Uint8Array
      ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      : Buffer.from(String(chunk));

/** Plaintext in, the stored format out. */
export function encryptStream(dataKey: Buffer): Transform {
  const header = Buffer.concat([MAGIC, randomBytes(PREFIX_BYTES)]);
  const prefix = header.subarray(MAGIC.length);
  const pending = new Pending();
  let counter = 0;
  let headerSent = false;

  // One buffer per segment: one write to the file (or part) each, not a second for the tag.
  const sealSegment = (stream: Transform, plain: Buffer, last: boolean): void => {
    if (counter >= MAX_SEGMENTS) throw new Error("a health document cannot be this large");
    const cipher = createCipheriv("aes-256-gcm", dataKey, nonceFor(prefix, counter, last));
    cipher.setAAD(header);
    counter += 1;
    const body = cipher.update(plain);
    cipher.final(); // GCM gives nothing more here
    const parts = [body, cipher.getAuthTag()];
    if (!headerSent) parts.unshift(header);
    headerSent = true;
    stream.push(Buffer.concat(parts));
  };

  return new Transform({
    transform(chunk: unknown, _encoding, callback: TransformCallback) {
      try {
        pending.add(asBuffer(chunk));
        // A full segment goes out only once a byte after it has come: until then it may be the last.
        while (pending.length > SEGMENT_BYTES) sealSegment(this, pending.take(SEGMENT_BYTES), false);
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      try {
        sealSegment(this, pending.take(SEGMENT_BYTES), true);
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}

/** The stored format in, plaintext out: each segment only once its tag has been checked. */
export function decryptStream(dataKey: Buffer): Transform {
  const pending = new Pending();
  const whole = SEGMENT_BYTES + TAG_BYTES;
  let header: Buffer | null = null;
  let counter = 0;

  const openSegment = (sealed: Buffer, last: boolean): Buffer => {
    if (!header) throw new DamagedDocumentError("the document is cut short (no header)");
    if (sealed.length < TAG_BYTES) throw new DamagedDocumentError("the document is cut short");
    if (counter >= MAX_SEGMENTS) throw new DamagedDocumentError("the document has too many segments");
    const decipher = createDecipheriv("aes-256-gcm", dataKey, nonceFor(header.subarray(MAGIC.length), counter, last));
    decipher.setAAD(header);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    counter += 1;
    try {
      const plain = decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES));
      decipher.final(); // checks the tag; GCM gives no more bytes
      return plain;
    } catch {
      throw new DamagedDocumentError("the document was altered, cut short, or belongs to another key");
    }
  };

  return new Transform({
    transform(chunk: unknown, _encoding, callback: TransformCallback) {
      try {
        pending.add(asBuffer(chunk));
        if (!header) {
          if (pending.length < HEADER_BYTES) return callback();
          header = pending.take(HEADER_BYTES);
          if (!header.subarray(0, MAGIC.length).equals(MAGIC)) throw new DamagedDocumentError("not a health document of this site");
        }
        // As in encryption: a whole segment is opened as "not last" only once more bytes follow it.
        while (pending.length > whole) this.push(openSegment(pending.take(whole), false));
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      try {
        if (!header) throw new DamagedDocumentError("the document is cut short (no header)");
        callback(null, openSegment(pending.take(whole), true));
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}
