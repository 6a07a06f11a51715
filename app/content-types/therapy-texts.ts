// A therapy page's words in another language (issue 14 item 4). A therapy itself is a row of
// the therapies table (app/content-types/therapy.ts); its translations are documents of this
// type, keyed by the therapy's slug, so they get drafts, revisions and review states like every
// other translation (docs/decisions/024). Their fields are the therapy's words as it declares them.
import type { TranslationOf } from "./fields";
import { type ColumnShape, fromRow } from "./record-type";
import { recordWords } from "./row-texts";
import { therapyType } from "./therapy";
import { englishWords } from "./translation";
import type { ContentType } from "./types";

export const therapyTextsFields = recordWords(therapyType);

/** A therapy's words: its texts, lists of texts and search texts, in the declaration's shape. */
export type TherapyTexts = TranslationOf<(typeof therapyType)["fields"]>;

/** What a therapy row (or a seed, or a card's columns) says, in this type's shape. */
export const therapyTextsOf = (row: object): TherapyTexts =>
  englishWords(therapyTextsFields, fromRow(therapyType, row as Record<string, unknown>)) as TherapyTexts;

/** A therapy row with its words replaced by `words` (in this type's shape), each in its column's. */
export function withTherapyWords<T extends object>(row: T, words: object): T {
  const from = row as Record<string, unknown>;
  const out: Record<string, unknown> = { ...from };
  for (const name of Object.keys(therapyTextsFields.fields)) {
    if (from[name] === undefined || from[name] === null) continue;
    const shape = (therapyType.stored as Partial<Record<string, ColumnShape<unknown, unknown>>>)[name];
    const value = (words as Record<string, unknown>)[name];
    out[name] = shape ? shape.toColumn(value) : value;
  }
  return out as T;
}

export const therapyTextsType: ContentType = {
  type: "therapy-texts",
  title: "Therapy pages (translations)",
  description: "A therapy page's words in another language. The English, the pictures and the video are edited under Therapies.",
  permission: "content:manage",
  fields: therapyTextsFields,
  translationsOnly: { adminPath: "/admin/therapies", rows: "therapy" },
};
