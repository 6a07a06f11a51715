// The reference a patient is given for an inquiry (issue 44): six random characters of
// Crockford's base32 behind the clinic's prefix, "SAM-7K3QX2". Random rather than counted, so it
// tells nobody how many leads the clinic has; the alphabet has no I, L, O or U, so it can be read
// over the phone, and a mistyped O or I still finds it (normalizeReference).

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REFERENCE_PREFIX = "SAM-";
const LENGTH = 6;

/** A fresh reference; `random` fills a byte array (crypto.getRandomValues in the server). */
export function newInquiryReference(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(LENGTH));
  return REFERENCE_PREFIX + Array.from(bytes, (b) => ALPHABET[b % 32]).join("");
}

/** A reference as someone typed it ("sam 7k3qx2", "7K3QX2", "SAM-7K3OX2"), as it is stored, or
 * null when the text cannot be one. */
export function normalizeReference(text: string): string | null {
  const bare = text.trim().toUpperCase().replace(/^SAM/, "").replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (bare.length !== LENGTH || [...bare].some((c) => !ALPHABET.includes(c))) return null;
  return REFERENCE_PREFIX + bare;
}
