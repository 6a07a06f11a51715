// Passkeys (issue 16 item 1; docs/decisions/029-passkeys.md): a staff member registers
// WebAuthn credentials in My Account and signs in with one, no password. The ceremonies'
// challenges live in auth_challenges (shared by every instance, single use, 5 minutes); the
// browser keeps only a random token for its row, in a cookie.
import { createHash, createHmac, randomBytes } from "node:crypto";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { and, asc, eq, inArray, lt, ne } from "drizzle-orm";
import { z } from "zod";
import { counterAccepted, passkeyNameSchema, type RelyingParty, relyingPartyFor } from "~/lib/passkeys";
import { auditedWrite } from "../content/write.server";
import { readClinicSettings } from "../content/clinic-settings.server";
import type { AppServices } from "../context.server";
import type { Db } from "../db/client.server";
import { auditLog, authChallenges, passkeys, sessions, users } from "../db/schema.server";
import { isLoopbackHost } from "../env.server";
import { hashIp } from "../inquiries.server";
import { forgiveHit, hitRateLimit, hitRateLimits } from "../rate-limit.server";
import { ipKey, LOGIN_WINDOW_SECONDS } from "./login.server";
import { createSession, isHttps, type SessionUser } from "./session.server";
import { passkeyCount } from "./factors.server";
import { confirmIdentity } from "./reauthentication.server";
import { readSecurityPolicy } from "./staff-security.server";

/**
 * EdDSA, ES256, RS256: what authenticators use today. Listed explicitly, because the library's
 * default adds ML-DSA-44 when the runtime's WebCrypto offers it, which on Node 24 is still
 * experimental (and prints a warning per process).
 */
const ALGORITHMS = [-8, -7, -257];

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** More than anyone needs (a phone, a laptop, a security key or two); keeps the list and the page small. */
export const MAX_PASSKEYS_PER_USER = 20;

export const REGISTER_COOKIE = "admin_passkey_reg";
export const LOGIN_COOKIE = "admin_passkey_login";
/** Each cookie goes only to the endpoints of its own ceremony. */
export const REGISTER_COOKIE_PATH = "/admin/account/passkeys";
export const LOGIN_COOKIE_PATH = "/admin-login/passkey";

type ChallengeKind = "passkey-register" | "passkey-login";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function challengeCookie(request: Request, name: string, path: string, token: string | null): string {
  return [
    `${name}=${token ?? ""}`,
    `Path=${path}`,
    `Max-Age=${token ? CHALLENGE_TTL_MS / 1000 : 0}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(isHttps(request) ? ["Secure"] : []),
  ].join("; ");
}

/** The relying party for this request (see relyingPartyFor), or null where passkeys are not offered. */
export function relyingParty(services: AppServices, request: Request, clientIp: string): RelyingParty | null {
  return relyingPartyFor(services.env.SITE_URL, request.url, isLoopbackHost(clientIp));
}

/**
 * The WebAuthn user handle of a staff account: stable, 16 bytes, and not the database id
 * itself (authenticators may show or sync it).
 */
export function userHandle(services: AppServices, userId: number): Uint8Array<ArrayBuffer> {
  const bytes = createHmac("sha256", services.ipSalt).update(`passkey-user:${userId}`).digest().subarray(0, 16);
  return new Uint8Array(bytes);
}

async function storeChallenge(db: Db, kind: ChallengeKind, challenge: string, userId: number | null, now: Date): Promise<string> {
  // Expired rows of both ceremonies go whenever a new one starts (no job needed).
  await db
    .delete(authChallenges)
    .where(and(inArray(authChallenges.kind, ["passkey-register", "passkey-login"]), lt(authChallenges.expiresAt, now)));
  const token = randomBytes(32).toString("base64url");
  await db.insert(authChallenges).values({
    id: sha256(token),
    kind,
    userId,
    challenge,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  return token;
}

/**
 * Takes a challenge row out for good (one DELETE … RETURNING, so two requests with the same
 * token can never both get it), or null when it is unknown, of another ceremony, or expired.
 */
async function takeChallenge(db: Db, kind: ChallengeKind, token: string | null, now: Date) {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .delete(authChallenges)
    .where(and(eq(authChallenges.id, sha256(token)), eq(authChallenges.kind, kind)))
    .returning({ userId: authChallenges.userId, challenge: authChallenges.challenge, expiresAt: authChallenges.expiresAt });
  if (!row?.challenge || row.expiresAt.getTime() <= now.getTime()) return null;
  return { userId: row.userId, challenge: row.challenge };
}

// ---------------------------------------------------------------------------------------
// What the browser sends (@simplewebauthn/browser's JSON), checked before the library sees it.

const b64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, "must be base64url");

// The fields every credential response has; each ceremony adds its own `response`.
const credentialResponse = z.object({
  id: b64url(1400).min(1),
  rawId: b64url(1400).min(1),
  type: z.literal("public-key"),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});

const registrationResponseSchema = credentialResponse.extend({
  response: z.object({
    clientDataJSON: b64url(4000),
    attestationObject: b64url(16000),
    authenticatorData: b64url(8000).optional(),
    transports: z.array(z.string().max(20)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url(4000).optional(),
  }),
});

const authenticationResponseSchema = credentialResponse.extend({
  response: z.object({
    clientDataJSON: b64url(4000),
    authenticatorData: b64url(4000),
    signature: b64url(2000),
    userHandle: b64url(200).optional(),
  }),
});

/** A form field holding JSON, parsed by `schema`; null when it is missing, not JSON, or the wrong shape. */
function jsonField<T>(schema: z.ZodType<T>, value: FormDataEntryValue | null): T | null {
  if (typeof value !== "string" || value.length === 0) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  const result = schema.safeParse(parsed);
  return result.success ? result.data : null;
}

export const registerOptionsForm = z.object({ name: passkeyNameSchema });

const KNOWN_TRANSPORTS = new Set(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"]);

export type CeremonyOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; error: string; headers?: HeadersInit; /** The form field the error belongs to. */ field?: "proof" };

const refuse = (status: number, error: string, headers?: HeadersInit) => ({ ok: false as const, status, error, headers });

const NOT_HERE = "Passkeys work only at this site's own address. Please open the site at its usual address and try again.";
const EXPIRED = "That took too long or was already used. Please try again.";

// ---------------------------------------------------------------------------------------
// Registration (signed in, in My Account)

export async function listPasskeys(db: Db, userId: number) {
  return db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
      backedUp: passkeys.backedUp,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

/**
 * Options for navigator.credentials.create(), plus the token of the stored challenge. Only for
 * someone who proves it is them (`proof`: the current password or an app code): the challenge,
 * and so the new passkey, exists only after that (issue 49 item 1).
 */
export async function beginRegistration(
  services: AppServices,
  user: SessionUser,
  request: Request,
  clientIp: string,
  proof: FormDataEntryValue | null,
  now = new Date(),
): Promise<CeremonyOutcome<{ options: Awaited<ReturnType<typeof generateRegistrationOptions>>; token: string }>> {
  const rp = relyingParty(services, request, clientIp);
  if (!rp) return refuse(400, NOT_HERE);
  const { db } = services.database;
  const existing = await db.select({ id: passkeys.id, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, user.id));
  if (existing.length >= MAX_PASSKEYS_PER_USER) {
    return refuse(400, `You have ${MAX_PASSKEYS_PER_USER} passkeys already. Remove one you no longer use first.`);
  }
  const proven = await confirmIdentity(db, user, proof, now);
  if (!proven.ok) return { ...refuse(proven.status, proven.error, proven.headers), field: "proof" };
  const clinic = await readClinicSettings(db);
  const options = await generateRegistrationOptions({
    rpName: clinic.name,
    rpID: rp.rpID,
    userName: user.username,
    userDisplayName: user.username,
    userID: userHandle(services, user.id),
    attestationType: "none",
    // A passkey alone signs in, so it has to be a discoverable credential that verifies its user.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
    timeout: CHALLENGE_TTL_MS,
    supportedAlgorithmIDs: ALGORITHMS,
  });
  const token = await storeChallenge(db, "passkey-register", options.challenge, user.id, now);
  return { ok: true, value: { options, token } };
}

/** Checks the new credential against the user's own challenge and stores it, audited. */
export async function finishRegistration(
  services: AppServices,
  user: SessionUser,
  request: Request,
  clientIp: string,
  input: { token: string | null; name: FormDataEntryValue | null; response: FormDataEntryValue | null },
  now = new Date(),
): Promise<CeremonyOutcome<{ id: string; name: string }>> {
  const { db } = services.database;
  const name = passkeyNameSchema.safeParse(typeof input.name === "string" ? input.name : "");
  const response = jsonField(registrationResponseSchema, input.response);
  // The challenge is used up by any attempt, good or bad.
  const challenge = await takeChallenge(db, "passkey-register", input.token, now);
  if (!name.success) return refuse(400, name.error.issues[0]?.message ?? "Please give the passkey a name.");
  if (!response) return refuse(400, "The browser's answer could not be read. Please try again.");
  if (!challenge || challenge.userId !== user.id) return refuse(400, EXPIRED);
  const rp = relyingParty(services, request, clientIp);
  if (!rp) return refuse(400, NOT_HERE);

  const full: RegistrationResponseJSON = { ...response, clientExtensionResults: {} };
  let info;
  try {
    const verified = await verifyRegistrationResponse({
      response: full,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
      supportedAlgorithmIDs: ALGORITHMS,
    });
    if (!verified.verified) throw new Error("not verified");
    info = verified.registrationInfo;
  } catch (error) {
    services.log.info({ err: error instanceof Error ? error.message : String(error), userId: user.id }, "passkey registration refused");
    return refuse(400, "That passkey could not be added. Please try again.");
  }

  const credential = info.credential;
  const [taken] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.id, credential.id)).limit(1);
  if (taken) return refuse(409, "That passkey is already registered.");
  const transports = (credential.transports ?? []).filter((t) => KNOWN_TRANSPORTS.has(t));
  await auditedWrite(services, user, async (tx) => {
    await tx.insert(passkeys).values({
      id: credential.id,
      userId: user.id,
      name: name.data,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports,
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      createdAt: now,
    });
    return {
      result: null,
      audit: {
        action: "create",
        entity: "passkey",
        entityId: credential.id.slice(0, 64),
        summary: `added the passkey "${name.data}"`,
        notify: { userId: user.id },
      },
    };
  });
  return { ok: true, value: { id: credential.id, name: name.data } };
}

export type RemoveOutcome =
  { ok: true; name: string } | { ok: false; status: number; error: string; headers?: Record<string, string>; field?: "proof" };

/**
 * Removes one of the user's own passkeys, for someone who proves it is them (`proof`). A factor
 * gone means the other sessions end (one could have been opened with it); this one stays.
 * Audited, and the owner is mailed.
 */
export async function removePasskey(
  services: AppServices,
  user: SessionUser,
  passkeyId: string,
  proof: FormDataEntryValue | null,
  now = new Date(),
): Promise<RemoveOutcome> {
  const [mine] = await services.database.db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, user.id)))
    .limit(1);
  if (!mine) return { ok: false, status: 404, error: "That passkey is already gone." };
  const proven = await confirmIdentity(services.database.db, user, proof, now);
  if (!proven.ok) return { ...proven, field: "proof" };
  return auditedWrite(services, user, async (tx) => {
    // While the clinic requires a second factor, the last one cannot be removed.
    if ((await readSecurityPolicy(tx)).requireSecondFactor) {
      const [me] = await tx.select({ totp: users.totpEnabledAt, passkeys: passkeyCount }).from(users).where(eq(users.id, user.id)).limit(1);
      if (me && me.totp === null && me.passkeys <= 1) throw new LastFactor();
    }
    const [gone] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, user.id)))
      .returning({ name: passkeys.name });
    if (!gone) throw new PasskeyNotFound();
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)));
    return {
      result: { ok: true as const, name: gone.name },
      audit: {
        action: "delete",
        entity: "passkey",
        entityId: passkeyId.slice(0, 64),
        summary: `removed the passkey "${gone.name}" (other sessions ended)`,
        notify: { userId: user.id },
      },
    };
  }).catch((error: unknown): RemoveOutcome => {
    if (error instanceof PasskeyNotFound) return { ok: false, status: 404, error: "That passkey is already gone." };
    if (error instanceof LastFactor) {
      return {
        ok: false,
        status: 409,
        error:
          "The clinic requires a second factor for every staff account. Set up an authenticator app or add another passkey before removing this one.",
      };
    }
    throw error;
  });
}

class LastFactor extends Error {}

export async function renamePasskey(
  services: AppServices,
  user: SessionUser,
  passkeyId: string,
  name: string,
): Promise<{ from: string } | null> {
  return auditedWrite(services, user, async (tx) => {
    const [row] = await tx
      .select({ name: passkeys.name })
      .from(passkeys)
      .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, user.id)))
      .limit(1);
    if (!row) throw new PasskeyNotFound();
    await tx.update(passkeys).set({ name }).where(eq(passkeys.id, passkeyId));
    return {
      result: { from: row.name },
      audit: {
        action: "update",
        entity: "passkey",
        entityId: passkeyId.slice(0, 64),
        summary: `renamed the passkey "${row.name}" to "${name}"`,
      },
    };
  }).catch((error: unknown) => {
    if (error instanceof PasskeyNotFound) return null;
    throw error;
  });
}

class PasskeyNotFound extends Error {}

// ---------------------------------------------------------------------------------------
// Sign-in (public, no username: the authenticator offers its discoverable credentials)

const optionsKey = (ipHash: string) => `passkey-options:ip:${ipHash}`;

export async function beginLogin(
  services: AppServices,
  request: Request,
  clientIp: string,
  now = new Date(),
): Promise<CeremonyOutcome<{ options: Awaited<ReturnType<typeof generateAuthenticationOptions>>; token: string }>> {
  const rp = relyingParty(services, request, clientIp);
  if (!rp) return refuse(400, NOT_HERE);
  const { db } = services.database;
  // Each start stores a row: bounded per address so nobody fills the table.
  const ipHash = hashIp(clientIp, services.ipSalt);
  const counted = await hitRateLimit(
    db,
    { key: optionsKey(ipHash), limit: services.env.LOGIN_IP_LIMIT * 2, windowSeconds: LOGIN_WINDOW_SECONDS },
    now,
  );
  if (!counted.allowed) return throttled(counted.retryAfterSeconds);
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: "required", timeout: CHALLENGE_TTL_MS });
  const token = await storeChallenge(db, "passkey-login", options.challenge, null, now);
  return { ok: true, value: { options, token } };
}

function throttled(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return refuse(429, `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
    "Retry-After": String(retryAfterSeconds),
  });
}

export const PASSKEY_REFUSED = "That passkey was not accepted.";
const COPIED = "its signature counter did not increase, so the passkey may have been copied";

/**
 * Verifies an assertion and opens a session. Refused: an unknown, expired or reused
 * challenge; another origin or RP ID; an unknown credential; a user not verified by the
 * authenticator; a counter that did not grow (a copied authenticator); a disabled account.
 * Each attempt counts in the address's sign-in throttle (the same bucket as passwords); a
 * success takes its count back.
 */
export async function finishLogin(
  services: AppServices,
  request: Request,
  meta: { clientIp: string; userAgent: string | null; token: string | null; response: FormDataEntryValue | null },
  now = new Date(),
): Promise<CeremonyOutcome<{ sessionToken: string; userId: number; passkeyName: string }>> {
  const { db } = services.database;
  const ipHash = hashIp(meta.clientIp, services.ipSalt);
  const counted = await hitRateLimits(
    db,
    [{ key: ipKey(ipHash), limit: services.env.LOGIN_IP_LIMIT, windowSeconds: LOGIN_WINDOW_SECONDS }],
    now,
  );
  if (!counted.allowed) {
    services.log.warn({ ipHash }, "passkey sign-in throttled");
    return throttled(counted.retryAfterSeconds);
  }
  const challenge = await takeChallenge(db, "passkey-login", meta.token, now);
  const response = jsonField(authenticationResponseSchema, meta.response);
  if (!response) return refuse(400, PASSKEY_REFUSED);
  if (!challenge) return refuse(400, EXPIRED);
  const rp = relyingParty(services, request, meta.clientIp);
  if (!rp) return refuse(400, NOT_HERE);

  const [found] = await db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
      userId: users.id,
      disabledAt: users.disabledAt,
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.id, response.id))
    .limit(1);
  if (!found) {
    services.log.info({ ipHash }, "passkey sign-in with an unknown credential");
    return refuse(401, PASSKEY_REFUSED);
  }
  const refusedFor = async (reason: string, status = 401) => {
    services.log.info({ ipHash, userId: found.userId, reason }, "passkey sign-in refused");
    await db.insert(auditLog).values({
      userId: found.userId,
      action: "login-refused",
      entity: "passkey",
      entityId: found.id.slice(0, 64),
      summary: `A sign-in with the passkey "${found.name}" was refused: ${reason}`,
    });
    return refuse(status, PASSKEY_REFUSED);
  };
  const expectedHandle = Buffer.from(userHandle(services, found.userId)).toString("base64url");
  if (response.response.userHandle && response.response.userHandle !== expectedHandle) return refuse(401, PASSKEY_REFUSED);

  const full: AuthenticationResponseJSON = { ...response, clientExtensionResults: {} };
  let newCounter: number;
  try {
    const verified = await verifyAuthenticationResponse({
      response: full,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      // The counter rule is applied below, once the signature is known to be genuine, so that
      // a refusal "may have been copied" is only ever said of a real use of the passkey.
      credential: {
        id: found.id,
        publicKey: new Uint8Array(Buffer.from(found.publicKey, "base64url")),
        counter: 0,
        transports: found.transports,
      },
      requireUserVerification: true,
    });
    if (!verified.verified) throw new Error("the signature did not match");
    newCounter = verified.authenticationInfo.newCounter;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    services.log.info({ ipHash, userId: found.userId, reason: message }, "passkey sign-in refused");
    // Not proven to come from the passkey: refused without a word in the account's log.
    return refuse(401, PASSKEY_REFUSED);
  }
  if (found.disabledAt) return refusedFor("the account is disabled");
  if (!counterAccepted(found.counter, newCounter)) return refusedFor(COPIED);
  // The counter moves only forward, even if two sign-ins race with the same value.
  const [updated] = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: now })
    .where(and(eq(passkeys.id, found.id), newCounter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, newCounter)))
    .returning({ id: passkeys.id });
  if (!updated) return refusedFor(COPIED);

  await Promise.all(counted.hits.map((hit) => forgiveHit(db, hit)));
  const session = await createSession(db, found.userId, { ipHash, userAgent: meta.userAgent, method: "passkey" });
  await db
    .insert(auditLog)
    .values({ userId: found.userId, action: "login", entity: "session", summary: `Signed in with a passkey (${found.name})` });
  return { ok: true, value: { sessionToken: session.token, userId: found.userId, passkeyName: found.name } };
}
