// Health data at rest (issue 47 item 2, issue 48): a patient's details are sealed with
// AES-256-GCM before they reach the database, so a copy of the database (a dump, a backup, a
// stolen disk) holds nothing readable without the key, which never lives in the database.
// Each value has its own random nonce; the key's id travels with it, so a value sealed under
// another key is named as such instead of failing as "damaged"; and the row it belongs to is
// bound in as associated data, so a sealed value moved onto another row does not open.
//
//   hd1.<key id (16 hex)>.<base64url(nonce 12 | ciphertext | tag 16)>
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { keyBytes, keyId } from "../backup/crypto.server";

export interface HealthKey {
  bytes: Buffer;
  /** Names the key without revealing it. */
  id: string;
}

const VERSION = "hd1";
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export const HEALTH_DATA_KEY_HELP =
  "must be 32 random bytes written as base64 or hex: make one with `openssl rand -base64 32`, give every instance the same one and keep a copy away from this server (without it no patient's details can be read)";

/** The key from HEALTH_DATA_KEY's text, or null when it is not 32 bytes in base64 or hex. */
export function parseHealthKey(text: string): HealthKey | null {
  const bytes = keyBytes(text);
  return bytes ? { bytes, id: keyId(bytes, "health data") } : null;
}

/** Why a sealed value cannot be opened: said to staff and the operator, never with the value. */
export class SealedValueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SealedValueError";
  }
}

/** Seals `value` (as JSON) for the row named by `bound`. */
export function seal(key: HealthKey, value: unknown, bound: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key.bytes, nonce);
  cipher.setAAD(Buffer.from(bound, "utf8"));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return [VERSION, key.id, Buffer.concat([nonce, body, cipher.getAuthTag()]).toString("base64url")].join(".");
}

/** Opens what `seal` made for the same row, or throws SealedValueError. */
export function open(key: HealthKey, sealed: string, bound: string): unknown {
  const [version, id, data, ...rest] = sealed.split(".");
  if (version !== VERSION || !id || !data || rest.length > 0) throw new SealedValueError("not a sealed value of this site");
  if (id !== key.id) throw new SealedValueError(`sealed with another key (${id}); this server's HEALTH_DATA_KEY is ${key.id}`);
  const bytes = Buffer.from(data, "base64url");
  if (bytes.length < NONCE_BYTES + TAG_BYTES) throw new SealedValueError("the sealed value is cut short");
  const decipher = createDecipheriv("aes-256-gcm", key.bytes, bytes.subarray(0, NONCE_BYTES));
  decipher.setAAD(Buffer.from(bound, "utf8"));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  try {
    const text = Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString("utf8");
    return JSON.parse(text) as unknown;
  } catch {
    throw new SealedValueError("the sealed value was altered or belongs to another record");
  }
}
