// The backup file's encryption (docs/decisions/068): chunked AES-256-GCM that refuses a wrong
// key, a foreign file, a changed byte, a file cut short (also at a chunk boundary) and bytes
// added at the end, each with its own message, before any byte of a bad chunk is used.
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { CHUNK_BYTES, decryptStream, encryptStream, HEADER_BYTES, isEncryptedBackup, parseBackupKey } from "~/server/backup/crypto.server";

const key = parseBackupKey(randomBytes(32).toString("base64"))!;
const other = parseBackupKey(randomBytes(32).toString("hex"))!;

const encrypt = (plain: Buffer, parts = 7) => {
  // Written in uneven pieces, as a tar stream writes.
  const pieces: Buffer[] = [];
  for (let i = 0; i < plain.length; i += Math.ceil(plain.length / parts) || 1)
    pieces.push(plain.subarray(i, i + Math.ceil(plain.length / parts)));
  return buffer(Readable.from(pieces).pipe(encryptStream(key)));
};
const decrypt = (sealed: Buffer, k = key) => buffer(Readable.from([sealed.subarray(0, 100), sealed.subarray(100)]).pipe(decryptStream(k)));

describe("backup encryption", () => {
  it("parses a key written as base64 or hex, and nothing else", () => {
    const bytes = randomBytes(32);
    expect(parseBackupKey(bytes.toString("base64"))?.bytes).toEqual(bytes);
    expect(parseBackupKey(bytes.toString("base64url"))?.bytes).toEqual(bytes);
    expect(parseBackupKey(bytes.toString("hex"))?.id).toBe(parseBackupKey(bytes.toString("base64"))?.id);
    for (const bad of ["", "secret", randomBytes(16).toString("base64"), randomBytes(31).toString("hex"), "correct horse battery staple"]) {
      expect(parseBackupKey(bad), bad).toBeNull();
    }
  });

  it("round-trips empty, small, chunk-sized and multi-chunk files, and hides the text", async () => {
    for (const size of [0, 1, CHUNK_BYTES - 1, CHUNK_BYTES, CHUNK_BYTES + 1, 3 * CHUNK_BYTES, 3 * CHUNK_BYTES + 17]) {
      const plain = Buffer.alloc(size, "patient name ");
      const sealed = await encrypt(plain);
      expect(isEncryptedBackup(sealed)).toBe(true);
      expect(sealed.length).toBe(HEADER_BYTES + size + 16 * Math.max(1, Math.ceil(size / CHUNK_BYTES)));
      if (size > 20) expect(sealed.includes(Buffer.from("patient name"))).toBe(false);
      expect((await decrypt(sealed)).equals(plain), `size ${size}`).toBe(true);
    }
  });

  it("gives each file its own key: the same text twice encrypts differently", async () => {
    const plain = Buffer.from("the same backup");
    expect((await encrypt(plain)).equals(await encrypt(plain))).toBe(false);
  });

  it("names a wrong key, a foreign file and an empty one", async () => {
    const sealed = await encrypt(Buffer.from("hello"));
    await expect(decrypt(sealed, other)).rejects.toThrow(
      `it was encrypted with another BACKUP_KEY (key ${key.id}; this server's key is ${other.id})`,
    );
    await expect(decrypt(Buffer.from("\x1f\x8b\x08 a gzip file".padEnd(100)))).rejects.toThrow("it is not a Samudra backup");
    await expect(decrypt(Buffer.alloc(0))).rejects.toThrow("it is empty");
  });

  it("refuses a changed byte, a cut at a chunk boundary or inside one, and bytes added at the end", async () => {
    const plain = randomBytes(2 * CHUNK_BYTES + 500);
    const sealed = await encrypt(plain);
    const changed = Buffer.from(sealed);
    changed[HEADER_BYTES + CHUNK_BYTES + 40]! ^= 1;
    await expect(decrypt(changed)).rejects.toThrow("it is damaged (part 2 fails its check)");
    const header = Buffer.from(sealed);
    header[HEADER_BYTES - 1]! ^= 1; // the salt: every chunk's key changes
    await expect(decrypt(header)).rejects.toThrow("it is damaged (part 1 fails its check)");
    await expect(decrypt(sealed.subarray(0, HEADER_BYTES + 2 * (CHUNK_BYTES + 16)))).rejects.toThrow("it is cut short");
    await expect(decrypt(sealed.subarray(0, sealed.length - 100))).rejects.toThrow(/it is (cut short|damaged)/);
    await expect(decrypt(Buffer.concat([sealed, Buffer.from("more")]))).rejects.toThrow(/it is damaged/);
  });
});
