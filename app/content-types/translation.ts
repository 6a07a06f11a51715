// A document's translation (issue 14 item 4, docs/decisions/024): a document of the same type
// and key in another locale that holds only the words a visitor reads — the fields declared
// translatable — in the English document's shape, lists matched item by item. Pictures,
// numbers, choices and addresses are the English document's, so a translation never goes
// stale on them. A field left empty falls back to the English for that block.
import { z } from "zod";
import { f, type Field, type GroupField, type RichTextField, type TextField } from "./fields";

type Words = TextField | RichTextField;

const isWords = (field: Field): field is Words =>
  (field.kind === "richtext" || "translatable" in field) && (field as Words).translatable === true;

/** Whether a field holds, or contains, words to translate. */
export function hasWords(field: Field): boolean {
  if (isWords(field)) return true;
  if (field.kind === "group") return Object.values(field.fields).some(hasWords);
  if (field.kind === "list") return hasWords(field.item);
  return false;
}

/** The field's own rule, except that empty is allowed: an empty translation means "use the
 * English" (an ICU message, a length limit and the like still apply to what is typed). */
function optionalRule(rule: z.ZodType<string>): z.ZodType<string> {
  return z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === "") return value;
      const parsed = rule.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
      return z.NEVER;
    }) as unknown as z.ZodType<string>;
}

/**
 * The declaration a translation is edited and checked with: the translatable fields only,
 * each optional; lists keep the English items (no adding, removing or reordering). Rules
 * across fields are the English document's business and are left out.
 */
export function translationFields(group: GroupField): GroupField {
  const fields: Record<string, Field> = {};
  for (const [name, field] of Object.entries(group.fields)) {
    if (!hasWords(field)) continue;
    fields[name] = translationField(field);
  }
  return f.group(group.label, fields, { help: group.help });
}

function translationField(field: Field): Field {
  if (field.kind === "group") return translationFields(field);
  if (field.kind === "list") {
    // No title field: in a fixed list it would be hidden, and here it is a text to translate.
    return f.list(field.label, field.itemLabel, translationFields(field.item), { min: 0, max: field.max, fixed: true, help: field.help });
  }
  const words = field as Words;
  return { ...words, optional: true, schema: optionalRule(words.schema) };
}

const asObject = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const asText = (v: unknown): string => (typeof v === "string" ? v : "");
/** Rich text counts as empty when it has no visible words (the editor leaves "<p></p>"). */
const isBlank = (field: Words, v: string) => (field.kind === "richtext" ? v.replace(/<[^>]*>/g, "") : v).trim() === "";

/** The translation's words in the English document's shape: lists as long as the English
 * ones, "" where nothing is translated. What the editor shows and what a seed stores. */
export function alignTranslation(group: GroupField, english: unknown, translation: unknown): Record<string, unknown> {
  const en = asObject(english);
  const tr = asObject(translation);
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(group.fields)) {
    if (!hasWords(field)) continue;
    if (field.kind === "group") out[name] = alignTranslation(field, en[name], tr[name]);
    else if (field.kind === "list") {
      const items = asArray(tr[name]);
      out[name] = asArray(en[name]).map((item, i) => alignTranslation(field.item, item, items[i]));
    } else out[name] = asText(tr[name]);
  }
  return out;
}

export interface TranslationProgress {
  /** Texts the English document has (empty optional ones do not count). */
  total: number;
  /** Of those, how many the translation gives. */
  translated: number;
}

function overlayField(field: Field, english: unknown, translation: unknown, progress: TranslationProgress): unknown {
  if (field.kind === "group") return overlayGroup(field, english, translation, progress);
  if (field.kind === "list") {
    if (!Array.isArray(english)) return english;
    const items = asArray(translation);
    return english.map((item, i) => overlayField(field.item, item, items[i], progress));
  }
  if (!isWords(field) || typeof english !== "string" || isBlank(field, english)) return english;
  progress.total += 1;
  const text = asText(translation);
  if (isBlank(field, text)) return english;
  progress.translated += 1;
  return text;
}

function overlayGroup(group: GroupField, english: unknown, translation: unknown, progress: TranslationProgress): unknown {
  if (!english || typeof english !== "object" || Array.isArray(english)) return english;
  const tr = asObject(translation);
  const out: Record<string, unknown> = { ...(english as Record<string, unknown>) };
  for (const [name, field] of Object.entries(group.fields)) {
    if (name in out && hasWords(field)) out[name] = overlayField(field, out[name], tr[name], progress);
  }
  return out;
}

/** The document a visitor of that language reads: each translated text over the English one. */
export function overlayTranslation<T>(group: GroupField, english: T, translation: unknown): { value: T; progress: TranslationProgress } {
  const progress = { total: 0, translated: 0 };
  return { value: overlayGroup(group, english, translation, progress) as T, progress };
}

/** The English words of a document: what a translation of it is made from, and stored with it. */
export const englishWords = (group: GroupField, english: unknown): Record<string, unknown> => alignTranslation(group, english, english);

/**
 * The texts a translation gives whose English changed since the translation was made from
 * `source` (englishWords of the English then), by form name ("hero.title", "items.2.text"),
 * each with the English it was made from. A text the translation leaves empty shows the new
 * English anyway, so it is not out of date; with no source (a translation saved before sources
 * were kept) nothing is known to have changed.
 */
export function changedSinceTranslated(group: GroupField, source: unknown, english: unknown, translation: unknown): Record<string, string> {
  const changed: Record<string, string> = {};
  if (source === null || source === undefined) return changed;
  const visit = (g: GroupField, was: unknown, now: unknown, tr: unknown, prefix: string) => {
    const [w, n, t] = [asObject(was), asObject(now), asObject(tr)];
    for (const [name, field] of Object.entries(g.fields)) {
      if (!hasWords(field)) continue;
      const path = `${prefix}${name}`;
      if (field.kind === "group") visit(field, w[name], n[name], t[name], `${path}.`);
      else if (field.kind === "list") {
        const [ws, ts] = [asArray(w[name]), asArray(t[name])];
        asArray(n[name]).forEach((item, i) => visit(field.item, ws[i], item, ts[i], `${path}.${i}.`));
      } else if (isWords(field) && !isBlank(field, asText(t[name])) && asText(w[name]) !== asText(n[name])) {
        changed[path] = asText(w[name]);
      }
    }
  };
  visit(group, source, english, translation, "");
  return changed;
}

/**
 * missing: none; outdated: the English of texts it gives changed since; draft: not reviewed;
 * partial: reviewed, but some texts still show the English; reviewed: every text translated
 * and approved by a native speaker.
 */
export type TranslationState = "missing" | "draft" | "outdated" | "partial" | "reviewed";

/** What the admin shows for one language of one document. */
export function translationState(
  exists: boolean,
  reviewed: boolean,
  counts: TranslationProgress & { changed: number } = { total: 0, translated: 0, changed: 0 },
): TranslationState {
  if (!exists) return "missing";
  if (counts.changed > 0) return "outdated";
  if (!reviewed) return "draft";
  return counts.translated < counts.total ? "partial" : "reviewed";
}

/** Where a stored translation stands beside `english`: how many texts it gives, the texts whose
 * English changed since it was made from `source`, and so its state. */
export function translationStatus(
  group: GroupField,
  english: unknown,
  head: { data: unknown; reviewed: boolean; source: unknown } | null,
): TranslationProgress & { state: TranslationState; changed: Record<string, string> } {
  const data = head?.data ?? {};
  const { progress } = overlayTranslation(group, english, data);
  const changed = changedSinceTranslated(group, head?.source ?? null, english, data);
  const state = translationState(head !== null, head?.reviewed ?? false, { ...progress, changed: Object.keys(changed).length });
  return { ...progress, changed, state };
}
