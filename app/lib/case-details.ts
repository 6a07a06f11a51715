// What a patient tells the case desk about themselves (issue 48 item 1): sealed as one value on
// the case (server/cases/case-records.server.ts), read by the patient's page and the staff desk.

export interface CaseAttendant {
  name: string;
  /** "Son", "Wife": how they are related to the patient. */
  relation: string;
}

export interface CaseDetails {
  /** The patient (not necessarily who fills the form). */
  patientName: string;
  /** Whole years. */
  age: number;
  /** Who filled the form, when it was not the patient ("Daughter: Amira"). */
  writtenBy: string;
  condition: string;
  /** How the patient is now: walking, pain, daily life. */
  currentState: string;
  treatmentsSoFar: string;
  medicines: string;
  allergies: string;
  /** The travel window, as months: "2027-02" to "2027-03" (either may be empty). */
  travelFrom: string;
  travelTo: string;
  attendants: CaseAttendant[];
  email: string;
  /** E.164, or empty when the patient gave no WhatsApp number. */
  whatsapp: string;
}

/** "a•••@example.com": enough for the patient to recognise their mailbox, nothing more. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${address[0]}•••${address.slice(at)}`;
}
