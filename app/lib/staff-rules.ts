// Staff account rules shared by staff management, the command line and the forms' hints.
import type { Role } from "./permissions";

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;
/** For the input's `pattern` attribute (letters are lower-cased before the server checks). */
export const USERNAME_PATTERN = "[A-Za-z0-9._\\-]{3,32}";

export const ROLES: readonly Role[] = ["admin", "editor", "doctor"];

/** Usernames are case-insensitive everywhere (login compares lower-cased), so store them lower-case. */
export function normaliseUsername(raw: string): string {
  return raw.trim().toLowerCase();
}

/** What is wrong with a (normalised) username, as a sentence, or null. */
export function usernameProblem(username: string): string | null {
  if (username.length === 0) return "Please enter a username.";
  if (username.length < USERNAME_MIN_LENGTH || username.length > USERNAME_MAX_LENGTH) {
    return `Use ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters for the username.`;
  }
  if (!/^[a-z0-9._-]+$/.test(username)) {
    return "Use only letters a–z, digits, dots, hyphens and underscores in the username.";
  }
  return null;
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}
