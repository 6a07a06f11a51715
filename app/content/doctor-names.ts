/**
 * Who the two first doctors are, in a few words: their starting profiles (./doctor-seeds)
 * and the prototype's two profile addresses (/doctor-profile, /doctor-gurpreet-profile) name
 * them by slug. Once stored, a doctor is a document the clinic edits (decision 021).
 */
export interface DoctorName {
  slug: string;
  name: string;
  shortName: string;
  title: string;
}

export const surgeonName = {
  slug: "aditya-varma",
  name: "Dr. Aditya Varma",
  shortName: "Dr. Varma",
  title: "Cardiothoracic & Vascular Surgeon",
} satisfies DoctorName;

export const consultantName = {
  slug: "gurpreet-singh-bedi",
  name: "Dr. Gurpreet Singh Bedi",
  shortName: "Dr. Bedi",
  title: "Consultant in Hyperbaric Medicine",
} satisfies DoctorName;

/** The prototype's profile addresses (kept working; the canonical ones are /doctors/{slug},
 * docs/decisions/005-doctor-urls.md), by their last path segment. */
const LEGACY_PROFILE_PATHS: Readonly<Record<string, string>> = {
  "doctor-profile": surgeonName.slug,
  "doctor-gurpreet-profile": consultantName.slug,
};

/** The doctor a legacy profile address shows ("/te/doctor-profile" → "aditya-varma"), or undefined. */
export function legacyProfileSlug(pathname: string): string | undefined {
  return LEGACY_PROFILE_PATHS[pathname.replace(/\/+$/, "").split("/").at(-1) ?? ""];
}
