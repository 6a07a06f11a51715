// The backup file's encryption (docs/decisions/068): AES-256-GCM in chunks of 64 KiB, each
// sealed on its own, so a file of any size is written and read as a stream and nothing of it
// is used before its chunk proved genuine. The layout follows the STREAM construction (as in
// age and Tink): each chunk's nonce is its number plus a flag on the last one, so chunks cannot
// be reordered, dropped or cut off at the end unnoticed. Each file has its own key, derived from
// BACKUP_KEY and a random salt in its header (HKDF-SHA256), so nonces never repeat under a key.
//
//   header: "SAMUDRA-BACKUP" 0x00 0x01 | key id (8) | salt (32)          = 56 bytes
//   chunks: ciphertext (up to 64 KiB) | tag (16), the header as associated data
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";

const MAGIC = Buffer.from("SAMUDRA-BACKUP\x00\x01", "latin1");
const KEY_ID_BYTES = 8;
const SALT_BYTES = 32;
export const HEADER_BYTES = MAGIC.length + KEY_ID_BYTES + SALT_BYTES;
export const CHUNK_BYTES = 64 * 1024;
const TAG_BYTES = 16;
const SEALED_CHUNK = CHUNK_BYTES + TAG_BYTES;

/** A backup key: 32 random bytes, written as base64 (44 characters) or hex (64). */
export interface BackupKey {
  bytes: Buffer;
  /** Names the key without revealing it: the first 8 bytes of an HMAC of a fixed text. */
  id: string;
}

export const BACKUP_KEY_HELP =
  "must be 32 random bytes written as base64 or hex: make one with `openssl rand -base64 32` and keep a copy away from this server (without it no backup can be read)";

/** 32 bytes from a key's text in base64 (44 characters) or hex (64), or null: the format of
 * BACKUP_KEY and HEALTH_DATA_KEY alike. */
export function keyBytes(text: string): Buffer | null {
  const value = text.trim();
  let bytes: Buffer | null = null;
  if (/^[0-9a-fA-F]{64}$/.test(value)) bytes = Buffer.from(value, "hex");
  else if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) bytes = Buffer.from(value.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  return bytes && bytes.length === 32 ? bytes : null;
}

/** A key's name that does not reveal it: the first 8 bytes of an HMAC of a fixed text. */
export function keyId(bytes: Buffer, purpose: string): string {
  return createHmac("sha256", bytes).update(`samudra ${purpose} key id`).digest().subarray(0, KEY_ID_BYTES).toString("hex");
}

/** The key from BACKUP_KEY's text, or null when it is not 32 bytes in base64 or hex. */
export function parseBackupKey(text: string): BackupKey | null {
  const bytes = keyBytes(text);
  return bytes ? { bytes, id: keyId(bytes, "backup") } : null;
}

function fileKey(key: BackupKey, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync("sha256", key.bytes, salt, "samudra backup file key", 32));
}

function nonce(counter: number, last: boolean): Buffer {
  const n = Buffer.alloc(12);
  n.writeUIntBE(counter, 5, 6);
  n[11] = last ? 1 : 0;
  return n;
}

/** A reason a backup file cannot be read, meant for whoever runs the site. */
export class BackupReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupReadError";
  }
}

/** Whether these bytes start like an encrypted Samudra backup. */
export function isEncryptedBackup(head: Buffer): boolean {
  return head.length >= MAGIC.length - 1 && head.subarray(0, MAGIC.length - 1).equals(MAGIC.subarray(0, MAGIC.length - 1));
}

/** Encrypts whatever is written to it. */
export function encryptStream(key: BackupKey): Transform {
  const salt = randomBytes(SALT_BYTES);
  const header = Buffer.concat([MAGIC, Buffer.from(key.id, "hex"), salt]);
  const k = fileKey(key, salt);
  let counter = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const seal = (plain: Buffer, last: boolean): Buffer => {
    const cipher = createCipheriv("aes-256-gcm", k, nonce(counter++, last));
    cipher.setAAD(header);
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  return new Transform({
    construct(callback) {
      this.push(header);
      callback();
    },
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      // A full chunk is sealed only once more bytes follow: the last one must carry the flag.
      while (pendingBytes > CHUNK_BYTES) {
        const all = Buffer.concat(pending);
        this.push(seal(all.subarray(0, CHUNK_BYTES), false));
        pending = [all.subarray(CHUNK_BYTES)];
        pendingBytes = all.length - CHUNK_BYTES;
      }
      callback();
    },
    flush(callback: TransformCallback) {
      this.push(seal(Buffer.concat(pending), true));
      pending = [];
      callback();
    },
  });
}

/**
 * Decrypts an encrypted backup, chunk by chunk; fails with a BackupReadError (a foreign file,
 * another key, a damaged or cut-short file) before any byte of a bad chunk is passed on.
 */
export function decryptStream(key: BackupKey): Transform {
  let header: Buffer | null = null;
  let k: Buffer | null = null;
  let counter = 0;
  let buffered: Buffer = Buffer.alloc(0);
  let ended = false;
  const open = (sealed: Buffer, last: boolean): Buffer => {
    const decipher = createDecipheriv("aes-256-gcm", k!, nonce(counter++, last));
    decipher.setAAD(header!);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const plain = decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES));
    return Buffer.concat([plain, decipher.final()]);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      try {
        if (!header) {
          if (buffered.length < HEADER_BYTES) return callback();
          if (!buffered.subarray(0, MAGIC.length).equals(MAGIC)) {
            throw new BackupReadError(
              isEncryptedBackup(buffered) ? "it is a backup format this version does not know" : "it is not a Samudra backup",
            );
          }
          header = buffered.subarray(0, HEADER_BYTES);
          const id = header.subarray(MAGIC.length, MAGIC.length + KEY_ID_BYTES).toString("hex");
          if (id !== key.id) {
            throw new BackupReadError(`it was encrypted with another BACKUP_KEY (key ${id}; this server's key is ${key.id})`);
          }
          k = fileKey(key, header.subarray(MAGIC.length + KEY_ID_BYTES));
          buffered = buffered.subarray(HEADER_BYTES);
        }
        if (ended && buffered.length > 0) throw new BackupReadError("it is damaged (bytes after its end)");
        // A full sealed chunk is opened only once more follows: only the last may be shorter.
        while (buffered.length > SEALED_CHUNK) {
          this.push(openChecked(buffered.subarray(0, SEALED_CHUNK), false));
          buffered = buffered.subarray(SEALED_CHUNK);
        }
        callback();
      } catch (error) {
        callback(error instanceof Error ? error : new Error(String(error)));
      }
    },
    flush(callback: TransformCallback) {
      try {
        if (!header) throw new BackupReadError(buffered.length === 0 ? "it is empty" : "it is not a Samudra backup");
        if (buffered.length < TAG_BYTES) throw new BackupReadError("it is cut short");
        this.push(openChecked(buffered, true));
        ended = true;
        callback();
      } catch (error) {
        callback(error instanceof Error ? error : new Error(String(error)));
      }
    },
  });

  function openChecked(sealed: Buffer, last: boolean): Buffer {
    const n = counter;
    try {
      return open(sealed, last);
    } catch {
      // The last chunk not flagged last: the file ends early at a chunk boundary.
      if (last) {
        counter = n;
        try {
          open(sealed, false);
          throw new BackupReadError("it is cut short");
        } catch (error) {
          if (error instanceof BackupReadError) throw error;
        }
      }
      throw new BackupReadError(`it is damaged (part ${n + 1} fails its check)`);
    }
  }
}
