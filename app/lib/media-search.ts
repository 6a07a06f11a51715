// The media library's search (gallery screen and the editors' picker): one text matched
// anywhere in an image's title, alt text or its therapy's name, case-insensitively.

export const MEDIA_SEARCH_MAX = 80;

/** What the search box sent, tidied: spaces collapsed, at most MEDIA_SEARCH_MAX characters; "" for none. */
export function cleanMediaSearch(q: string | null | undefined): string {
  return (q ?? "").replace(/\s+/g, " ").trim().slice(0, MEDIA_SEARCH_MAX);
}

/** The ILIKE pattern for a search (LIKE's wildcards taken literally), or null for no search. */
export function mediaSearchPattern(q: string | null | undefined): string | null {
  const text = cleanMediaSearch(q);
  return text ? `%${text.replace(/[\\%_]/g, "\\$&")}%` : null;
}
