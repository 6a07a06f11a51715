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

/** The first line of a WhatsApp reply staff start from the inbox. */
export function inquiryReplyText(name: string, interest: string | null, clinicName: string): string {
  const about = interest ? ` about ${interest}` : "";
  return `Hello ${name}, this is ${clinicName} replying to your inquiry${about}.`;
}

/** A filter as the inbox names it in a chip and in "no match" ("status Booked"). */
export const inquiryFilterNames = { q: "Search", status: "Status", source: "Source", language: "Language" } as const;

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
  retentionReadOnly: (days: number) =>
    `Inquiries older than ${days} days are deleted automatically once a day. Only an admin can change this.`,
} as const;
