/**
 * Who the two doctors are, in a few words: the header's Doctors menu needs only this, so it
 * lives apart from the full directory entries in ./doctors, which build on it (one source of
 * truth for names, titles and URLs; see docs/decisions/016).
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

/** Both doctors, surgeon first (header dropdown order). */
export const doctorNames: DoctorName[] = [surgeonName, consultantName];
