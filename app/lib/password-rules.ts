// Staff password rules, shared by staff management, "My Account" and the command line.
// Length beats complexity rules (NIST SP 800-63B): a long passphrase is allowed, but known
// and guessable passwords are refused.

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** Passwords this site has published (the demo one) or that top breach lists start with. */
export const COMMON_PASSWORDS: readonly string[] = [
  "demo@2025",
  "password1234",
  "password12345",
  "password123456",
  "passw0rd1234",
  "password@123",
  "password!123",
  "123456789012",
  "1234567890123",
  "12345678901234",
  "123456123456",
  "111111111111",
  "000000000000",
  "123123123123",
  "121212121212",
  "987654321098",
  "qwertyuiop12",
  "qwertyuiop123",
  "qwerty123456",
  "qwertyuiopas",
  "1qaz2wsx3edc",
  "1q2w3e4r5t6y",
  "q1w2e3r4t5y6",
  "zaq12wsxcde3",
  "asdfghjkl123",
  "zxcvbnm12345",
  "abcdefghijkl",
  "abcd1234abcd",
  "abc123abc123",
  "iloveyou1234",
  "welcome12345",
  "welcome@1234",
  "letmein12345",
  "changeme1234",
  "administrator",
  "admin1234567",
  "admin@123456",
  "adminadmin12",
  "superman1234",
  "football1234",
  "baseball1234",
  "sunshine1234",
  "princess1234",
  "monkey123456",
  "dragon123456",
  "master123456",
  "trustno11234",
  "starwars1234",
  "india@123456",
  "india1234567",
  "bharat123456",
  "vizag1234567",
  "visakhapatnam",
  "hospital1234",
  "clinic123456",
  "doctor123456",
  "p@ssw0rd1234",
];

const common = new Set(COMMON_PASSWORDS.map((p) => p.toLowerCase()));

/** Words a guesser tries first on this site. */
const SITE_WORDS = ["samudra"];

/**
 * The first thing wrong with a proposed password, as a sentence to show the person
 * choosing it, or null when it is acceptable.
 */
export function passwordProblem(password: string, context: { username?: string } = {}): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    return `Use at least ${PASSWORD_MIN_LENGTH} characters (this one has ${length}). A few unrelated words make a strong password.`;
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  }
  const lower = password.toLowerCase();
  const username = context.username?.trim().toLowerCase();
  if (username && lower.includes(username)) {
    return "The password must not contain the username.";
  }
  for (const word of SITE_WORDS) {
    if (lower.includes(word)) return `The password must not contain the word "${word}".`;
  }
  if (common.has(lower) || lower.includes("demo@2025")) {
    return "That password is too common. Please choose one that is harder to guess.";
  }
  if (new Set(lower).size === 1) {
    return "The password must not be one character repeated.";
  }
  return null;
}

/** The rules in one line, for the hint under every new-password field. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters; not a common password, and not containing the username or "Samudra". A few unrelated words work well.`;
