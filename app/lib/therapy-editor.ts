// Pure rules of the therapy editor (/admin/therapies), shared by the dialog and the server.
import { slugify } from "./slug";

export const DRAFT_TITLE = "New Therapy";
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;
export const MAX_RELATED = 2;
export const MAX_LIST_ITEMS = 20;
export const DELETE_QUESTION = "Are you sure you want to delete this therapy?";

/**
 * Whether a stored slug still "belongs" to its title, i.e. was generated rather than typed:
 * the slug of the title itself, or that slug with the "-2", "-3" … a clash added.
 */
export function isAutoSlug(title: string, slug: string): boolean {
  const base = slugify(title);
  if (slug === base) return true;
  return base !== "" && new RegExp(`^${base}-\\d+$`).test(slug);
}

/** The slug to show after the title changed: it follows the title until edited by hand. */
export function followSlug(title: string, slug: string, editedByHand: boolean): string {
  return editedByHand ? slug : slugify(title);
}

/** "new-therapy", or "new-therapy-2", "-3" … when taken. */
export function nextFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** "hbot, oxygen therapy ,, vizag" → ["hbot", "oxygen therapy", "vizag"] (duplicates dropped). */
export function parseKeywords(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(",")
    .map((k) => k.trim())
    .filter((k) => {
      const key = k.toLowerCase();
      if (k === "" || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** A copy with the item at `index` swapped with its neighbour; unchanged at the ends. */
export function moveItem<T>(items: readonly T[], index: number, direction: "up" | "down"): T[] {
  const target = direction === "up" ? index - 1 : index + 1;
  const copy = [...items];
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return copy;
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}

/**
 * The related therapies as saved: those still chosen keep their stored order, newly chosen ones
 * follow in the order sent. A form sends ticked boxes in the page's order, so without this an
 * untouched list was saved reordered and its history said "Related therapies" changed.
 */
export function keepStoredOrder(stored: readonly string[], chosen: readonly string[]): string[] {
  return [...stored.filter((slug) => chosen.includes(slug)), ...chosen.filter((slug) => !stored.includes(slug))];
}

/** After a slug rename, other therapies' related lists point at the new slug. */
export function renameInList(slugs: readonly string[], from: string, to: string): string[] {
  return slugs.map((s) => (s === from ? to : s));
}

// SPEC §5 schemes, checked in the editor before a link or image is inserted (the server's
// sanitiser applies the same rules to whatever arrives).
const LINK_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);
const IMAGE_SCHEMES = new Set(["http:", "https:"]);

function schemeOf(url: string): string | null {
  try {
    return new URL(url.trim()).protocol.toLowerCase();
  } catch {
    return null;
  }
}

export function isAllowedLinkUrl(url: string): boolean {
  const scheme = schemeOf(url);
  return scheme !== null && LINK_SCHEMES.has(scheme);
}

export function isAllowedImageUrl(url: string): boolean {
  const scheme = schemeOf(url);
  return scheme !== null && IMAGE_SCHEMES.has(scheme);
}

/** Rich text with no words and no image counts as empty (an editor's bare "<p></p>"). */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;/g, " ")
      .trim() === ""
  );
}
