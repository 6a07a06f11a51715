import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

// One of the OWASP Password Storage Cheat Sheet's equivalent scrypt settings (N=2^17 r=8 p=1,
// 2^16/8/2, 2^15/8/3, ...): this one needs 64 MiB per hash (128 * N * r bytes) instead of
// 128 MiB for about the same time (0.5 s here), so a sign-in lifts the server's memory by 64 MB,
// not 128 (docs/decisions/044). Hashes made with the earlier 2^17/8/1 still verify and are replaced at
// their next sign-in (needsRehash: p is below).
export const SCRYPT_PARAMS = { N: 2 ** 16, r: 8, p: 2, keyLength: 64, saltLength: 16 } as const;

/**
 * The test suites' cost (docs/decisions/039): a browser or integration test exercises sign-in
 * flows, not the key derivation, and one hash at the real cost takes 1-3.5 s on a busy
 * 2-core machine. Only with INSECURE_FAST_PASSWORD_HASHING=true, which a real installation
 * refuses (env.server.ts); a hash made with it is replaced at its next sign-in without it.
 */
export const TEST_ONLY_SCRYPT_PARAMS = { ...SCRYPT_PARAMS, N: 2 ** 10 } as const;

// Enough for the hashes stored before (2^17, r 8: 128 MiB) as well as today's.
const MAXMEM = 256 * 1024 * 1024;

/** Read at each call, so scripts and tests that never build the server's env see it too. */
export const fastHashingForTests = () => ["1", "true", "yes", "on"].includes(process.env.INSECURE_FAST_PASSWORD_HASHING ?? "");

const currentParams = () => (fastHashingForTests() ? TEST_ONLY_SCRYPT_PARAMS : SCRYPT_PARAMS);

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Format: scrypt$N$r$p$salt(base64)$hash(base64), so parameters can change later. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltLength } = currentParams();
  const salt = randomBytes(saltLength);
  const key = await scryptAsync(password, salt, keyLength, { N, r, p, maxmem: MAXMEM });
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, r, p, saltB64, hashB64] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashB64, "base64");
  const key = await scryptAsync(password, Buffer.from(saltB64, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  return timingSafeEqual(key, expected);
}

/**
 * Whether a stored hash is weaker than what hashPassword makes now (an older cost, or a test
 * database's), so a correct sign-in should store a fresh hash of the password it just checked.
 */
export function needsRehash(stored: string): boolean {
  const [kind, n, r, p] = stored.split("$");
  const want = currentParams();
  return kind !== "scrypt" || Number(n) < want.N || Number(r) < want.r || Number(p) < want.p;
}
