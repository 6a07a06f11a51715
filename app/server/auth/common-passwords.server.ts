// The 100,000 passwords seen most often in breaches (the NCSC's list; the README beside it
// says where it comes from), refused for staff accounts besides the rules of
// app/lib/password-rules.ts. Only the server reads it, from disk, the first time a password
// is set: a public page never pays for it, and no browser bundle holds it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { PASSWORD_MIN_LENGTH, passwordProblem } from "~/lib/password-rules";

/** Relative to the working directory, like `./drizzle`: the server runs from the project folder. */
export const COMMON_PASSWORDS_FILE = "app/server/auth/common-passwords/PwnedPasswordsTop100k.txt";

// The file as the NCSC published it: three lines of notes, a blank line, "--", a blank line.
const HEADER_LINES = 6;

export const COMMON_PASSWORD_MESSAGE =
  "That password is one of the 100,000 most common passwords in data breaches, so attackers try it early. Please choose one that is harder to guess.";

/**
 * The list's entries, most common first, as written; with `minBytes`, only those at least
 * that long in UTF-8. Each entry is decoded on its own, so the ones kept do not hold on to
 * the whole file's text.
 */
export function readCommonPasswordList(file = COMMON_PASSWORDS_FILE, minBytes = 0): string[] {
  const bytes = readFileSync(path.resolve(file));
  const entries: string[] = [];
  for (let start = 0, line = 0; start < bytes.length; line++) {
    const newline = bytes.indexOf(0x0a, start);
    const end = newline === -1 ? bytes.length : newline;
    const stop = end > start && bytes[end - 1] === 0x0d ? end - 1 : end;
    if (line >= HEADER_LINES && stop - start >= minBytes) entries.push(bytes.toString("utf8", start, stop));
    start = end + 1;
  }
  return entries;
}

let refused: ReadonlySet<string> | undefined;

/**
 * The entries a password can still be once the length rule has passed it, in lower case:
 * ~1,400 of the 100,000 are that long (a character is at least one byte, so shorter lines
 * are skipped undecoded), and the rest never take memory.
 */
function refusedPasswords(): ReadonlySet<string> {
  refused ??= new Set(
    readCommonPasswordList(COMMON_PASSWORDS_FILE, PASSWORD_MIN_LENGTH)
      .filter((p) => [...p].length >= PASSWORD_MIN_LENGTH)
      .map((p) => p.toLowerCase()),
  );
  return refused;
}

/**
 * The first thing wrong with a new staff password, as a sentence for the person choosing
 * it, or null: today's rules first (length, username, site words, the short list), then
 * the 100,000 most common passwords, in any letter case.
 */
export function staffPasswordProblem(password: string, context: { username?: string } = {}): string | null {
  const problem = passwordProblem(password, context);
  if (problem) return problem;
  // The length rule has passed it, so the long entries are all it can match.
  return refusedPasswords().has(password.toLowerCase()) ? COMMON_PASSWORD_MESSAGE : null;
}
