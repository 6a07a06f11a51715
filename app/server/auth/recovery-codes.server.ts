// One-time recovery codes (issue 16): ten, shown once, stored only as keyed hashes, each
// usable once. A code has 50 random bits; the hash is an HMAC with the installation's secret,
// so a copied table alone does not let anyone test guesses offline.
import { createHmac, randomInt } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { recoveryCodes } from "../db/schema.server";

export const RECOVERY_CODE_COUNT = 10;
// Crockford-like: no 0/O, 1/I/L, U: nothing to misread from paper.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
const LENGTH = 10;

type Executor = Pick<Db, "insert" | "delete" | "update" | "select">;

/** "7KQ4M-XW2RT": two groups of five, easy to read out and type. */
export function newRecoveryCode(): string {
  let code = "";
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** What a typed code becomes before hashing: case, spaces and hyphens do not matter. */
export function normaliseRecoveryCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, "");
}

export const RECOVERY_CODE_SHAPE = /^[A-Z0-9]{10}$/;

function hashCode(secret: string, code: string): string {
  return createHmac("sha256", secret)
    .update(`samudra recovery code v1:${normaliseRecoveryCode(code)}`)
    .digest("hex");
}

/** Replaces a user's codes with ten new ones; returns them, the only time they are seen. */
export async function issueRecoveryCodes(tx: Executor, secret: string, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashCode(secret, code) })));
  return codes;
}

/** Uses up one code, atomically: true only for the first use of a code of this user. */
export async function consumeRecoveryCode(db: Executor, secret: string, userId: number, input: string): Promise<boolean> {
  const code = normaliseRecoveryCode(input);
  if (!RECOVERY_CODE_SHAPE.test(code)) return false;
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashCode(secret, code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

export async function remainingRecoveryCodes(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function deleteRecoveryCodes(tx: Executor, userId: number): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
