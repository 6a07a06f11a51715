// Health documents' encryption (docs/decisions/095): the segmented stream round-trips any size,
// and a changed, cut, reordered or re-keyed file is refused before its plaintext is given out.
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import {
  DamagedDocumentError,
  decryptStream,
  encryptedSize,
  encryptStream,
  newDataKey,
  SEGMENT_BYTES,
  unwrapDataKey,
  wrapDataKey,
} from "~/server/health-data/document-crypto.server";
import { parseHealthKey, SealedValueError } from "~/server/health-data/seal.server";
import { TEST_HEALTH_KEY } from "../support/services";

const HEADER = 11;
const TAG = 16;

/** `bytes` in pieces of uneven sizes, as a network gives them. */
function pieces(bytes: Buffer, size = 7_001): Readable {
  const parts: Buffer[] = [];
  for (let at = 0, n = 1; at < bytes.length; at += size * n, n = (n % 5) + 1) parts.push(bytes.subarray(at, at + size * n));
  return Readable.from(parts);
}

async function collect(stream: Readable): Promise<Buffer> {
  const out: Buffer[] = [];
  for await (const chunk of stream) out.push(chunk as Buffer);
  return Buffer.concat(out);
}

async function encrypt(key: Buffer, plain: Buffer): Promise<Buffer> {
  return collect(pieces(plain).pipe(encryptStream(key)));
}

async function decrypt(key: Buffer, sealed: Buffer, given: Buffer[] = []): Promise<Buffer> {
  const out: Buffer[] = [];
  const decrypting = decryptStream(key);
  decrypting.on("data", (chunk: Buffer) => {
    out.push(chunk);
    given.push(chunk);
  });
  await pipeline(pieces(sealed, 3_333), decrypting);
  return Buffer.concat(out);
}

describe("segmented encryption", () => {
  it.each([0, 1, SEGMENT_BYTES - 1, SEGMENT_BYTES, SEGMENT_BYTES + 1, 2 * SEGMENT_BYTES, 3 * SEGMENT_BYTES + 12_345])(
    "round-trips %i bytes, in the size it says",
    async (size) => {
      const key = newDataKey();
      const plain = randomBytes(size);
      const sealed = await encrypt(key, plain);
      expect(sealed.length).toBe(encryptedSize(size));
      expect(sealed.subarray(0, 4).toString("latin1")).toBe("SHD1");
      expect((await decrypt(key, sealed)).equals(plain)).toBe(true);
    },
  );

  it("never writes the plaintext, and encrypts the same bytes differently each time", async () => {
    const key = newDataKey();
    const plain = Buffer.from("Patient: Asha Rao. MRI of the lumbar spine. ".repeat(2000));
    const a = await encrypt(key, plain);
    const b = await encrypt(key, plain);
    expect(a.includes(Buffer.from("Asha Rao"))).toBe(false);
    expect(a.equals(b)).toBe(false);
  });

  it("refuses a changed byte, and gives out nothing of the segment it is in", async () => {
    const key = newDataKey();
    const plain = randomBytes(3 * SEGMENT_BYTES);
    const sealed = await encrypt(key, plain);
    // A byte in the second segment.
    sealed[HEADER + SEGMENT_BYTES + TAG + 100]! ^= 0x01;
    const given: Buffer[] = [];
    await expect(decrypt(key, sealed, given)).rejects.toBeInstanceOf(DamagedDocumentError);
    expect(Buffer.concat(given).equals(plain.subarray(0, SEGMENT_BYTES))).toBe(true);
  });

  it("refuses a changed tag and a changed header", async () => {
    const key = newDataKey();
    const sealed = await encrypt(key, randomBytes(1000));
    const tag = Buffer.from(sealed);
    tag[tag.length - 1]! ^= 0x80;
    await expect(decrypt(key, tag)).rejects.toBeInstanceOf(DamagedDocumentError);
    const prefix = Buffer.from(sealed);
    prefix[5]! ^= 0x01;
    await expect(decrypt(key, prefix)).rejects.toBeInstanceOf(DamagedDocumentError);
    const magic = Buffer.from(sealed);
    magic[0] = 0x41;
    await expect(decrypt(key, magic)).rejects.toThrow(/not a health document/);
  });

  it("refuses a file cut short: inside the last segment, at a segment's end, or before its header ends", async () => {
    const key = newDataKey();
    const sealed = await encrypt(key, randomBytes(2 * SEGMENT_BYTES + 500));
    await expect(decrypt(key, sealed.subarray(0, sealed.length - 10))).rejects.toBeInstanceOf(DamagedDocumentError);
    // Without its last segment: the one before it was not sealed as the last.
    await expect(decrypt(key, sealed.subarray(0, HEADER + 2 * (SEGMENT_BYTES + TAG)))).rejects.toBeInstanceOf(DamagedDocumentError);
    await expect(decrypt(key, sealed.subarray(0, HEADER + SEGMENT_BYTES + TAG))).rejects.toBeInstanceOf(DamagedDocumentError);
    await expect(decrypt(key, sealed.subarray(0, 6))).rejects.toBeInstanceOf(DamagedDocumentError);
    await expect(decrypt(key, Buffer.alloc(0))).rejects.toBeInstanceOf(DamagedDocumentError);
  });

  it("refuses swapped and repeated segments", async () => {
    const key = newDataKey();
    const sealed = await encrypt(key, randomBytes(3 * SEGMENT_BYTES + 10));
    const whole = SEGMENT_BYTES + TAG;
    const segment = (i: number) => sealed.subarray(HEADER + i * whole, HEADER + (i + 1) * whole);
    const header = sealed.subarray(0, HEADER);
    const last = sealed.subarray(HEADER + 3 * whole);
    await expect(decrypt(key, Buffer.concat([header, segment(1), segment(0), segment(2), last]))).rejects.toBeInstanceOf(
      DamagedDocumentError,
    );
    await expect(decrypt(key, Buffer.concat([header, segment(0), segment(0), segment(2), last]))).rejects.toBeInstanceOf(
      DamagedDocumentError,
    );
  });

  it("refuses another file's data key", async () => {
    const sealed = await encrypt(newDataKey(), randomBytes(500));
    await expect(decrypt(newDataKey(), sealed)).rejects.toBeInstanceOf(DamagedDocumentError);
  });
});

describe("wrapped data keys", () => {
  const storageKey = "hd/ab/ab0123456789abcdef0123456789ab.bin";

  it("opens for the file it was wrapped for", () => {
    const key = newDataKey();
    const wrapped = wrapDataKey(TEST_HEALTH_KEY, key, storageKey);
    expect(wrapped.includes(key.toString("base64"))).toBe(false);
    expect(unwrapDataKey(TEST_HEALTH_KEY, wrapped, storageKey).equals(key)).toBe(true);
  });

  it("does not open for another file, under another health-data key, or altered", () => {
    const wrapped = wrapDataKey(TEST_HEALTH_KEY, newDataKey(), storageKey);
    expect(() => unwrapDataKey(TEST_HEALTH_KEY, wrapped, "hd/cd/cd0123456789abcdef0123456789ab.bin")).toThrow(SealedValueError);
    const other = parseHealthKey(randomBytes(32).toString("base64"))!;
    expect(() => unwrapDataKey(other, wrapped, storageKey)).toThrow(/another key/);
    const altered = `${wrapped.slice(0, -3)}${wrapped.endsWith("A") ? "B" : "A"}${wrapped.slice(-2)}`;
    expect(() => unwrapDataKey(TEST_HEALTH_KEY, altered, storageKey)).toThrow(SealedValueError);
  });
});
