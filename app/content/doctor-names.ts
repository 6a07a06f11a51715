/**
 * Who the two first doctors are, by slug (their documents' keys): their starting profiles
 * (./doctor-seeds), the wellness page's doctor card and the prototype's two profile addresses
 * (/doctor-profile, /doctor-gurpreet-profile) name them so. Kept apart from the profiles so a
 * route needs no profile text to find a slug. Once stored, a doctor is a document the clinic
 * edits (decision 021).
 */
export const surgeonSlug = "aditya-varma";
export const consultantSlug = "gurpreet-singh-bedi";

/** The prototype's profile addresses (kept working; the canonical ones are /doctors/{slug},
 * docs/decisions/005-doctor-urls.md), by their last path segment. */
const LEGACY_PROFILE_PATHS: Readonly<Record<string, string>> = {
  "doctor-profile": surgeonSlug,
  "doctor-gurpreet-profile": consultantSlug,
};

/** The doctor a legacy profile address shows ("/te/doctor-profile" → "aditya-varma"), or undefined. */
export function legacyProfileSlug(pathname: string): string | undefined {
  return LEGACY_PROFILE_PATHS[pathname.replace(/\/+$/, "").split("/").at(-1) ?? ""];
}
