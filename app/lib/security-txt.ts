// /.well-known/security.txt (RFC 9116): where to report a security problem, and until when
// this file may be trusted. Pure: the route supplies the clinic's address and today.

/** How long each answer stays valid; RFC 9116 asks for less than a year. */
export const SECURITY_TXT_DAYS = 180;

export function securityTxt({ email, siteUrl, now }: { email: string; siteUrl: string; now: Date }): string {
  // Counted from the start of today (UTC), so every answer of one day is the same file.
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const expires = new Date(today + SECURITY_TXT_DAYS * 24 * 60 * 60 * 1000).toISOString().replace(".000Z", "Z");
  const canonical = new URL("/.well-known/security.txt", siteUrl).toString();
  return [`Contact: mailto:${email}`, `Expires: ${expires}`, "Preferred-Languages: en", `Canonical: ${canonical}`, ""].join("\n");
}
