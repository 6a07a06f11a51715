// Who may open a case's page (issue 48 item 1): no account, but the e-mailed private link and a
// device that proved it reads the mailbox on file. The link is the case's id, the day it was
// issued and an HMAC of both with the reference and the link version (raising the version ends
// every link and device sent before); it works for 30 days. A device that opens it for the first
// time asks for a one-time code sent to that mailbox; the right code leaves a signed cookie on
// the device naming the case (several, for a family). Codes are kept only as HMACs.
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, gte, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { caseCodes } from "../db/schema.server";
import { getOrCreateSecret } from "../settings.server";

const DAY_MS = 86_400_000;
export const LINK_DAYS = 30;
export const DEVICE_DAYS = 30;
export const CODE_MINUTES = 10;
/** Codes one case may be sent in CODE_WINDOW_MINUTES: a mailbox is not flooded, nor guessed against. */
export const CODES_PER_WINDOW = 3;
export const CODE_WINDOW_MINUTES = 15;
/** Wrong tries that spend a code. */
export const CODE_TRIES = 5;
/** Cases one device remembers (a family's); the oldest is forgotten first. */
export const DEVICE_CASES = 8;
export const DEVICE_COOKIE = "case_access";

const MAC_CHARS = 22; // 128 bits in base64url
const LINK = /^([0-9a-z]{1,8})\.([0-9a-z]{1,6})\.([A-Za-z0-9_-]{22})$/;
const ENTRY = /^([0-9a-z]{1,8})\.([0-9a-z]{1,4})\.([0-9a-z]{1,6})\.([A-Za-z0-9_-]{22})$/;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const secrets = new WeakMap<Db, Promise<string>>();

/** The key links, device cookies and codes are signed with, read once per database handle. */
export function caseSecret(db: Db): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = getOrCreateSecret(db, "case_link_key");
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

const mac = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("base64url").slice(0, MAC_CHARS);

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const dayOf = (now: Date) => Math.floor(now.getTime() / DAY_MS);

/** What a link, a cookie entry or a code is checked against: the case as stored now. */
export interface CaseKey {
  id: number;
  reference: string;
  linkVersion: number;
}

const linkMac = (secret: string, c: CaseKey, day: number) => mac(secret, `case-link:${c.id}:${c.reference}:${c.linkVersion}:${day}`);

/** The private link's token for `c`, issued on `now`'s day. */
export function caseLinkToken(secret: string, c: CaseKey, now: Date): string {
  const day = dayOf(now);
  return `${c.id.toString(36)}.${day.toString(36)}.${linkMac(secret, c, day)}`;
}

/** The case id a token names, before it is checked against the row (null: not a token). */
export function linkCaseId(token: string | null): number | null {
  const m = token ? LINK.exec(token) : null;
  if (!m) return null;
  const id = parseInt(m[1]!, 36);
  return Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
}

export type LinkCheck = "valid" | "expired" | "invalid";

/**
 * A token against the case it names: invalid when it was not made for this case and its
 * current link version (tampered, another case's, or ended), expired after LINK_DAYS. Only a
 * genuine link can be called expired, so "expired" tells nobody anything they did not have.
 */
export function checkLinkToken(secret: string, token: string, c: CaseKey, now: Date): LinkCheck {
  const m = LINK.exec(token);
  if (!m || parseInt(m[1]!, 36) !== c.id) return "invalid";
  const day = parseInt(m[2]!, 36);
  if (!sameText(m[3]!, linkMac(secret, c, day))) return "invalid";
  const age = dayOf(now) - day;
  if (age < 0) return "invalid";
  return age >= LINK_DAYS ? "expired" : "valid";
}

// ---- the device cookie -----------------------------------------------------------------

export interface DeviceEntry {
  caseId: number;
  linkVersion: number;
  /** Day number (days since 1970) after which the entry no longer counts. */
  untilDay: number;
}

const entryMac = (secret: string, e: DeviceEntry) => mac(secret, `case-device:${e.caseId}:${e.linkVersion}:${e.untilDay}`);

const entryText = (secret: string, e: DeviceEntry) =>
  `${e.caseId.toString(36)}.${e.linkVersion.toString(36)}.${e.untilDay.toString(36)}.${entryMac(secret, e)}`;

/** The genuine, unexpired entries of a cookie's value; anything altered is dropped. */
export function readDeviceCookie(secret: string, value: string | null, now: Date): DeviceEntry[] {
  if (!value || value.length > 1024) return [];
  const today = dayOf(now);
  const out: DeviceEntry[] = [];
  for (const part of value.split("~").slice(0, DEVICE_CASES)) {
    const m = ENTRY.exec(part);
    if (!m) continue;
    const entry = { caseId: parseInt(m[1]!, 36), linkVersion: parseInt(m[2]!, 36), untilDay: parseInt(m[3]!, 36) };
    if (!sameText(m[4]!, entryMac(secret, entry)) || entry.untilDay < today) continue;
    if (!out.some((e) => e.caseId === entry.caseId)) out.push(entry);
  }
  return out;
}

/** Whether the device's entries open `c` now (its link version raised since: no). */
export function deviceHolds(entries: readonly DeviceEntry[], c: Pick<CaseKey, "id" | "linkVersion">): boolean {
  return entries.some((e) => e.caseId === c.id && e.linkVersion === c.linkVersion);
}

/** The cookie's value with `c` added (or renewed) first; the oldest entries past DEVICE_CASES go. */
export function deviceCookieValue(secret: string, entries: readonly DeviceEntry[], c: Pick<CaseKey, "id" | "linkVersion">, now: Date) {
  const fresh: DeviceEntry = { caseId: c.id, linkVersion: c.linkVersion, untilDay: dayOf(now) + DEVICE_DAYS };
  const kept = [fresh, ...entries.filter((e) => e.caseId !== c.id)].slice(0, DEVICE_CASES);
  return kept.map((e) => entryText(secret, e)).join("~");
}

/** HttpOnly, SameSite=Lax, Secure on HTTPS; the whole site, as the page exists in every language. */
export function deviceCookieHeader(value: string, secure: boolean): string {
  return [
    `${DEVICE_COOKIE}=${value}`,
    "Path=/",
    `Max-Age=${DEVICE_DAYS * 86_400}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

// ---- one-time codes ----------------------------------------------------------------------

/** Six random digits. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** A code as stored: an HMAC bound to its case, so a row copied to another case matches nothing. */
export function codeHash(secret: string, caseId: number, code: string): string {
  return createHmac("sha256", secret).update(`case-code:${caseId}:${code}`).digest("base64url");
}

export type CodeIssue = { ok: true; code: string } | { ok: false; reason: "limit" };

/** A new code for the case, unless CODES_PER_WINDOW were made in the last CODE_WINDOW_MINUTES. */
export async function issueCode(tx: Db | Tx, secret: string, caseId: number, now: Date): Promise<CodeIssue> {
  // The case's row lock orders two requests at once: the third code in the window is the last.
  await tx.execute(sql`select id from cases where id = ${caseId} for update`);
  const since = new Date(now.getTime() - CODE_WINDOW_MINUTES * 60_000);
  const [recent] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(caseCodes)
    .where(and(eq(caseCodes.caseId, caseId), gte(caseCodes.createdAt, since)));
  if ((recent?.n ?? 0) >= CODES_PER_WINDOW) return { ok: false, reason: "limit" };
  const code = newCode();
  // Only the newest code counts: an earlier one still in a mailbox is spent now.
  await tx
    .update(caseCodes)
    .set({ usedAt: now })
    .where(and(eq(caseCodes.caseId, caseId), isNull(caseCodes.usedAt)));
  await tx.insert(caseCodes).values({
    caseId,
    codeHash: codeHash(secret, caseId, code),
    expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
    createdAt: now,
  });
  return { ok: true, code };
}

export type CodeCheck = "right" | "wrong" | "spent";

/**
 * Checks a typed code against the case's newest live code: right (and used up), wrong (one
 * more try counted; the CODE_TRIES-th wrong try spends it), or spent (none live: expired, used,
 * tried too often, or never asked for).
 */
export async function checkCode(db: Db, secret: string, caseId: number, typed: string, now: Date): Promise<CodeCheck> {
  return db.transaction(async (tx) => {
    const [live] = await tx
      .select({ id: caseCodes.id, hash: caseCodes.codeHash, attempts: caseCodes.attempts })
      .from(caseCodes)
      .where(and(eq(caseCodes.caseId, caseId), isNull(caseCodes.usedAt), gt(caseCodes.expiresAt, now), lt(caseCodes.attempts, CODE_TRIES)))
      .orderBy(desc(caseCodes.createdAt), desc(caseCodes.id))
      .limit(1)
      .for("update");
    if (!live) return "spent";
    if (sameText(live.hash, codeHash(secret, caseId, typed))) {
      await tx.update(caseCodes).set({ usedAt: now }).where(eq(caseCodes.id, live.id));
      return "right";
    }
    const attempts = live.attempts + 1;
    await tx
      .update(caseCodes)
      .set({ attempts, ...(attempts >= CODE_TRIES ? { usedAt: now } : {}) })
      .where(eq(caseCodes.id, live.id));
    return attempts >= CODE_TRIES ? "spent" : "wrong";
  });
}
