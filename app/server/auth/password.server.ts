import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

// OWASP ASVS 11.4.2 parameters; maxmem must cover 128 * N * r bytes.
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;

/**
 * The test suites' cost (docs/decisions/039): a browser or integration test exercises sign-in
 * flows, not the key derivation, and one hash at the real cost takes 1-3.5 s on a busy
 * 2-core machine. Only with INSECURE_FAST_PASSWORD_HASHING=true, which a real installation
 * refuses (env.server.ts); a hash made with it is replaced at its next sign-in without it.
 */
export const TEST_ONLY_SCRYPT_PARAMS = { ...SCRYPT_PARAMS, N: 2 ** 10 } as const;

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
