// Words of the staff inquiry inbox (/admin/inquiries).

export const inquirySourceLabels = {
  home: "Home page",
  contact: "Contact page",
  international: "International",
  wellness: "Wellness",
  therapy: "Therapy page",
} as const;

export const inquiryStatusLabels = {
  new: "New",
  contacted: "Contacted",
  booked: "Booked",
  closed: "Closed",
} as const;

type ReplyLanguage = "en" | "hi" | "te" | "ar";

/** Marks a name written in another script as its own run of text inside an Arabic sentence
 * (first-strong isolate … pop isolate), so a Latin clinic name keeps its order on the phone. */
const isolate = (text: string) => `\u2068${text}\u2069`;

// The first lines of a reply staff start from the inbox, in the language of the page the lead
// wrote from (issue 44 item 4). The Hindi, Telugu and Arabic lines are draft translations for
// the clinic's native-speaker review, like the site's other seeded translations (the inbox
// marks them so); they greet and say who writes, and promise nothing medical.
const replyTexts: Record<
  ReplyLanguage,
  { about: (v: ReplyValues) => string; plain: (v: ReplyValues) => string; subject: (clinic: string) => string }
> = {
  en: {
    about: (v) => `Hello ${v.name}, this is ${v.clinic} replying to your inquiry about ${v.interest}.`,
    plain: (v) => `Hello ${v.name}, this is ${v.clinic} replying to your inquiry.`,
    subject: (clinic) => `Your inquiry to ${clinic}`,
  },
  hi: {
    about: (v) => `नमस्ते ${v.name}, हम ${v.clinic} से ${v.interest} के बारे में आपकी पूछताछ का उत्तर दे रहे हैं।`,
    plain: (v) => `नमस्ते ${v.name}, हम ${v.clinic} से आपकी पूछताछ का उत्तर दे रहे हैं।`,
    subject: (clinic) => `${clinic} को भेजी गई आपकी पूछताछ`,
  },
  te: {
    about: (v) => `నమస్తే ${v.name}, ${v.interest} గురించి మీరు పంపిన విచారణకు ${v.clinic} నుండి సమాధానం ఇస్తున్నాము.`,
    plain: (v) => `నమస్తే ${v.name}, మీరు పంపిన విచారణకు ${v.clinic} నుండి సమాధానం ఇస్తున్నాము.`,
    subject: (clinic) => `${clinic}కు మీరు పంపిన విచారణ`,
  },
  ar: {
    about: (v) => `مرحبًا ${isolate(v.name)}، نتواصل معك من ${isolate(v.clinic)} ردًّا على استفسارك بخصوص ${isolate(v.interest ?? "")}.`,
    plain: (v) => `مرحبًا ${isolate(v.name)}، نتواصل معك من ${isolate(v.clinic)} ردًّا على استفسارك.`,
    subject: (clinic) => `استفسارك إلى ${isolate(clinic)}`,
  },
};

interface ReplyValues {
  name: string;
  interest: string | null;
  clinic: string;
}

const replyLanguage = (language: string): ReplyLanguage => (language in replyTexts ? (language as ReplyLanguage) : "en");

/** The first line of a WhatsApp or e-mail reply, in the lead's language. */
export function inquiryReplyText(name: string, interest: string | null, clinicName: string, language = "en"): string {
  const texts = replyTexts[replyLanguage(language)];
  const values = { name, interest, clinic: clinicName };
  return interest ? texts.about(values) : texts.plain(values);
}

/** The subject of an e-mail reply, in the lead's language. */
export function inquiryReplySubject(clinicName: string, language = "en"): string {
  return replyTexts[replyLanguage(language)].subject(clinicName);
}

/** Whether the reply text is a draft translation still awaiting the clinic's review. */
export const replyIsDraft = (language: string) => replyLanguage(language) !== "en";

/** A filter as the inbox names it in a chip and in "no match" ("status Booked"). */
export const inquiryFilterNames = { person: "Person", q: "Search", status: "Status", source: "Source", language: "Language" } as const;

/** "No inquiries match “రవి” with status Booked and source Wellness." */
export function noMatchText(search: string | null, filters: string[]): string {
  const what = search ? ` “${search}”` : " these filters";
  const list = filters.length > 1 ? `${filters.slice(0, -1).join(", ")} and ${filters.at(-1)}` : (filters[0] ?? "");
  return search && filters.length > 0
    ? `No inquiries match${what} with ${list}.`
    : search
      ? `No inquiries match${what}.`
      : `No inquiries match${what} (${list}).`;
}

/** "2 match with any status" / "more than 100 match with any source". */
export function matchWithoutText(key: "status" | "source" | "language", total: number, more: boolean): string {
  const n = more ? `More than ${total.toLocaleString("en-IN")}` : total.toLocaleString("en-IN");
  return `${n} ${!more && total === 1 ? "matches" : "match"} with any ${key}`;
}

export const inquiryInboxText = {
  title: "Inquiries",
  description: "Every request sent through the website's forms, newest first. Times are India time (IST).",
  empty: "No inquiries yet. Requests sent through the website's forms appear here.",
  searchTooShort: "Type at least 3 letters or digits to search. Showing every inquiry that matches the other filters.",
  retentionTitle: "Retention",
  retentionLabel: "Delete inquiries older than (days)",
  retentionHint: (min: number, max: number) => `A whole number from ${min} to ${max}. Checked once a day.`,
  retentionPolicy: (days: number) =>
    `The privacy policy tells visitors that inquiries are deleted after ${days} days; if you change this, have the policy updated too.`,
  // Issue 47 item 8: appointments join the clean-up, their period beside the inquiries'.
  appointmentRetentionLabel: "Delete appointments this many days after they take place",
  appointmentRetentionHint:
    "With each appointment go its reminder consents and the messages about it. A cancelled appointment counts from the time it was booked for. Holds nobody booked go after a day.",
  appointmentRetentionPolicy: (days: number) =>
    `The privacy policy tells patients that appointments are deleted ${days} days after they take place; if you change this, have the policy updated too.`,
  // Issue 48: international cases, with their documents, after they are closed or declined.
  caseRetentionLabel: "Delete international cases this many days after they are closed or declined",
  caseRetentionHint:
    "With each case go its documents (from the disk or the bucket), messages, notes and history. Cases still open are never deleted.",
  caseRetentionPolicy: (days: number) =>
    `The privacy policy tells patients that cases are deleted ${days} days after they are closed; if you change this, have the policy updated too.`,
  retentionReadOnly: (days: number, appointmentDays: number, caseDays: number) =>
    `Inquiries older than ${days} days are deleted automatically once a day, appointments (with their reminder consents and messages) ${appointmentDays} days after they take place, and international cases with their documents ${caseDays} days after they are closed or declined. Only an admin can change this.`,
} as const;
