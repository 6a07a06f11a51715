import type { Permission } from "~/lib/permissions";
import type { GroupField, TranslationOf } from "./fields";
import type { RecordEntity } from "./record-type";

/**
 * One editable document type: its fields (validation, form, diff), who may edit it and
 * which public pages show it. Singles (clinic settings, a page's texts) have the key "main".
 */
export interface ContentType<G extends GroupField = GroupField> {
  type: string;
  title: string;
  description: string;
  permission: Permission;
  fields: G;
  /** A fixed set of documents (the legal pages); a single (clinic settings) has none. */
  documents?: ReadonlyArray<{ key: string; title: string; publicPath: string }>;
  /** A collection whose documents staff add and remove (doctors): keyed by slug, listed from
   * the database on its own admin page. */
  collection?: { itemLabel: string; publicPath: (key: string) => string; adminPath: string };
  /** Where a single's preview opens (its documents say their own). */
  publicPath?: string;
  /** A heading the admin's content list gathers related types under ("Interface texts"). */
  group?: string;
  /** The English lives elsewhere (a therapy, a video or a picture is a row of its own table,
   * edited on its own admin page): this type holds only its translations, keyed like the rows
   * (server/content/row-texts.server.ts reads them). */
  translationsOnly?: { adminPath: string; rows: RecordEntity };
  /**
   * The version of the fields' shape (1 when absent). Raised when a change to the fields would
   * leave stored values short (a new required group, a renamed field); `upgrades[n - 1]` turns a
   * value of version n into one of version n + 1. Stored revisions are upgraded in place at start
   * (server/content/schema-upgrades.server.ts), so readers only ever see the current shape.
   */
  schemaVersion?: number;
  upgrades?: ReadonlyArray<(value: Record<string, unknown>) => Record<string, unknown>>;
}

/** A type's current schema version. */
export const schemaVersionOf = (type: Pick<ContentType, "schemaVersion">): number => type.schemaVersion ?? 1;

/** A stored value of `from`'s schema version in the type's current shape (unchanged when current). */
export function upgradeValue(type: Pick<ContentType, "schemaVersion" | "upgrades">, from: number, value: unknown): unknown {
  let out = value;
  for (let version = from; version < schemaVersionOf(type); version++) {
    const step = type.upgrades?.[version - 1];
    if (!step) throw new Error(`no upgrade from schema version ${version}`);
    out = step(out && typeof out === "object" && !Array.isArray(out) ? (out as Record<string, unknown>) : {});
  }
  return out;
}

/** What a translation of one of the type's documents holds: the words of its fields only. */
export type TranslationOfType<C extends ContentType> = TranslationOf<C["fields"]>;
