// The private links of a booking (issue 47 items 2 and 4): no account, just an address nobody
// can guess or forge. A token is the appointment's id and an HMAC of its purpose, id and
// reference under a key kept in the database; a hold's token cannot manage the booking it
// becomes, and neither works for another appointment.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "../db/client.server";
import { getOrCreateSecret } from "../settings.server";

export type LinkPurpose = "hold" | "manage";

const MAC_CHARS = 22; // 128 bits in base64url
const TOKEN = /^([0-9a-z]{1,8})\.([A-Za-z0-9_-]{22})$/;

const secrets = new WeakMap<Db, Promise<string>>();

/** The key the links are signed with, read once per database handle. */
export function linkSecret(db: Db): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = getOrCreateSecret(db, "booking_link_key");
    // A failed read is not remembered: the next request tries again.
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

const mac = (secret: string, purpose: LinkPurpose, id: number, reference: string) =>
  createHmac("sha256", secret).update(`${purpose}:${id}:${reference}`).digest("base64url").slice(0, MAC_CHARS);

export function bookingToken(secret: string, purpose: LinkPurpose, id: number, reference: string): string {
  return `${id.toString(36)}.${mac(secret, purpose, id, reference)}`;
}

/** The appointment id a token names, before it is checked against the row (or null: not a token). */
export function tokenId(token: string): number | null {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const id = parseInt(m[1]!, 36);
  return Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
}

/** Whether the token was made for this purpose, appointment and reference. */
export function tokenMatches(secret: string, purpose: LinkPurpose, token: string, row: { id: number; reference: string }): boolean {
  const expected = Buffer.from(bookingToken(secret, purpose, row.id, row.reference));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
