// What the patient's pages of the case desk show (issue 48 item 1), as plain data: the loaders
// make it on the server (opening sealed values, formatting in the page's language) and the
// components only draw it. Pure: no React, nothing from the server.
import type { MessageKey } from "~/i18n/catalogue";
import type { CaseState } from "./case-desk";
import type { AcceptRefusal, PlanVersionView } from "./case-estimate";
import type { PassportError } from "./passport";

/** Why a file was not kept, as the store says it (server/health-data/documents.server.ts). */
export type FileRefusalReason = "type" | "size" | "empty" | "pixels" | "virus";

export interface FileRefusal {
  name: string;
  reason: FileRefusalReason;
}

export const REFUSAL_KEYS: Readonly<Record<FileRefusalReason, MessageKey>> = {
  type: "caseDesk.fileRefusedType",
  size: "caseDesk.fileRefusedSize",
  empty: "caseDesk.fileRefusedEmpty",
  pixels: "caseDesk.fileRefusedPixels",
  virus: "caseDesk.fileRefusedVirus",
};

/** A whole sending that failed (nothing of it kept): its words. */
export type UploadFailure = "too-large" | "interrupted" | "unavailable";
export const UPLOAD_FAILURE_KEYS: Readonly<Record<UploadFailure, MessageKey>> = {
  "too-large": "caseDesk.uploadTooLarge",
  interrupted: "caseDesk.uploadInterrupted",
  unavailable: "caseDesk.uploadUnavailable",
};

/** The steps a case goes through, as the page lists them. */
export const CASE_STEPS = ["received", "records", "review", "plan", "accepted", "letter", "travel", "arrived"] as const;
export type CaseStep = (typeof CASE_STEPS)[number];
export const STEP_KEYS: Readonly<Record<CaseStep, MessageKey>> = {
  received: "caseDesk.stepReceived",
  records: "caseDesk.stepRecords",
  review: "caseDesk.stepReview",
  plan: "caseDesk.stepPlan",
  accepted: "caseDesk.stepAccepted",
  letter: "caseDesk.stepLetter",
  travel: "caseDesk.stepTravel",
  arrived: "caseDesk.stepArrived",
};

/** The step a state is at (the ones before it are done); null for a closed or declined case. */
const CURRENT_STEP: Readonly<Record<CaseState, number | null>> = {
  new: 1,
  records_incomplete: 1,
  under_review: 2,
  plan_sent: 3,
  accepted: 4,
  letter_issued: 5,
  travel_booked: 6,
  arrived: 7,
  closed: null,
  declined: null,
};

export type StepStatus = "done" | "now" | "ahead";

export function caseSteps(state: CaseState): Array<{ step: CaseStep; status: StepStatus }> {
  const current = CURRENT_STEP[state];
  if (current === null) return [];
  return CASE_STEPS.map((step, i) => ({ step, status: i < current ? "done" : i === current ? "now" : "ahead" }));
}

export const STATE_KEYS: Readonly<Record<CaseState, MessageKey>> = {
  new: "caseDesk.stateNew",
  records_incomplete: "caseDesk.stateRecordsIncomplete",
  under_review: "caseDesk.stateUnderReview",
  plan_sent: "caseDesk.statePlanSent",
  accepted: "caseDesk.stateAccepted",
  letter_issued: "caseDesk.stateLetterIssued",
  travel_booked: "caseDesk.stateTravelBooked",
  arrived: "caseDesk.stateArrived",
  closed: "caseDesk.stateClosed",
  declined: "caseDesk.stateDeclined",
};

export interface CaseFileView {
  id: number;
  name: string;
  /** "PDF", "JPEG". */
  type: string;
  /** "1.2 MB", in the page's language. */
  size: string;
  date: string;
  byClinic: boolean;
}

export interface CaseMessageView {
  id: number;
  fromPatient: boolean;
  body: string;
  date: string;
}

/** What the page says once, after something was done (from the address it was sent back to). */
export interface CasePageNotice {
  /** Just sent with the request form: where the link went, and the files refused. */
  sent?: { email: string; refused: FileRefusal[]; tooMany: boolean };
  /** Files sent from the page: how many were added, the ones refused, or why none were. */
  files?: { added: number; refused: FileRefusal[]; tooMany: boolean; failure: UploadFailure | null; none: boolean; full: boolean };
  replySent?: boolean;
  /** The plan accepted, a question about it sent, passports or the arrival saved. */
  accepted?: boolean;
  asked?: boolean;
  passportsSaved?: boolean;
  arrivalSaved?: boolean;
}

/** The plan as its patient reads it (items 4-6): the latest version sent and what may be done with it. */
export interface PatientPlanPart {
  latest: PlanVersionView;
  /** Versions sent before the latest, newest first: replaced. */
  earlier: { version: number; sentAt: string }[];
  /** The accept form is offered: the case waits on this version, and its estimate holds. */
  canAccept: boolean;
  /** The case waits on this version, but its estimate's validity has ended. */
  expired: boolean;
  /** A question may be asked (the case waits on the plan). */
  canAsk: boolean;
}

/** The passport form's start (shown while the case is at "accepted"). */
export interface PatientPassportPart {
  values: Record<string, string>;
  /** YYYY-MM-DD: the earliest expiry the travel window allows. */
  minExpiry: string;
  saved: boolean;
}

export interface PatientLetterPart {
  /** The letter that stands. */
  standing: { serial: string; issuedOn: string; verifyUrl: string } | null;
  /** Letters withdrawn, newest first. */
  revoked: { serial: string; issuedOn: string; revokedOn: string }[];
}

export interface PatientArrivalPart {
  /** As told (India date and time). */
  told: { date: string; time: string; flight: string; note: string } | null;
  /** The form is offered (the letter is issued, or the travel booked). */
  canChange: boolean;
}

/** The case page's later steps; each part null until its step is reached. */
export interface PatientStepsView {
  plan: PatientPlanPart | null;
  passports: PatientPassportPart | null;
  letter: PatientLetterPart | null;
  arrival: PatientArrivalPart | null;
}

export const ACCEPT_REFUSAL_KEYS: Readonly<Record<AcceptRefusal | "confirm", MessageKey>> = {
  confirm: "caseDesk.planAcceptConfirmError",
  "not-found": "caseDesk.planAcceptNotFound",
  superseded: "caseDesk.planAcceptSuperseded",
  expired: "caseDesk.planAcceptExpired",
  "wrong-state": "caseDesk.planAcceptWrongState",
};

export type AskRefusal = "empty" | "too-long" | "wrong-state";
export const ASK_REFUSAL_KEYS: Readonly<Record<AskRefusal, MessageKey>> = {
  empty: "caseDesk.askEmpty",
  "too-long": "caseDesk.askTooLong",
  "wrong-state": "caseDesk.askWrongState",
};

export const PASSPORT_ERROR_KEYS: Readonly<Record<PassportError, MessageKey>> = {
  nameRequired: "caseDesk.passportErrNameRequired",
  nameLatin: "caseDesk.passportErrNameLatin",
  nameLong: "caseDesk.passportErrNameLong",
  relationRequired: "caseDesk.passportErrRelationRequired",
  relationLong: "caseDesk.passportErrRelationLong",
  numberRequired: "caseDesk.passportErrNumberRequired",
  numberSpaces: "caseDesk.passportErrNumberSpaces",
  numberShape: "caseDesk.passportErrNumberShape",
  countryRequired: "caseDesk.passportErrCountryRequired",
  dateRequired: "caseDesk.passportErrDateRequired",
  birthFuture: "caseDesk.passportErrBirthFuture",
  birthTooOld: "caseDesk.passportErrBirthTooOld",
  expiryPassed: "caseDesk.passportErrExpiryPassed",
  expiryTooSoon: "caseDesk.passportErrExpiryTooSoon",
};

export const ARRIVAL_FIELDS = ["date", "time", "flight", "note"] as const;
export type ArrivalField = (typeof ARRIVAL_FIELDS)[number];
export type ArrivalError = "date" | "past" | "time" | "flight" | "note";
export const ARRIVAL_ERROR_KEYS: Readonly<Record<ArrivalError, MessageKey>> = {
  date: "caseDesk.arrivalErrDate",
  past: "caseDesk.arrivalErrPast",
  time: "caseDesk.arrivalErrTime",
  flight: "caseDesk.arrivalErrFlight",
  note: "caseDesk.arrivalErrNote",
};
/** The longest pickup note (as the arrival's schema says). */
export const ARRIVAL_NOTE_MAX = 500;

export interface CasePageView {
  reference: string;
  state: CaseState;
  answerHours: number;
  missing: string | null;
  files: CaseFileView[];
  /** Files the case may still take. */
  room: number;
  messages: CaseMessageView[];
}

/** A file stored for a form that came back with a mistake, shown as "already received". */
export interface PendingFileView {
  token: string;
  name: string;
  size: string;
}

/** What the request form shows after a refusal: every answer typed, each message by its field. */
export interface CaseFormAnswer {
  errors: Partial<Record<string, string>>;
  values: Partial<Record<string, string>>;
  pending: PendingFileView[];
  refused: FileRefusal[];
  tooMany: boolean;
  failure: UploadFailure | null;
  retryMinutes: number | null;
}

/** "1.2 MB", "350 kB" in the page's language. */
export function fileSize(bytes: number, tag: string): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return new Intl.NumberFormat(tag, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 }).format(mb);
  return new Intl.NumberFormat(tag, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024));
}

/** "PDF" for "application/pdf", "JPEG" for "image/jpeg". */
export function fileTypeLabel(contentType: string): string {
  const sub = contentType.split("/")[1] ?? contentType;
  return sub.replace(/^x-/, "").toUpperCase();
}
