import type { Permission } from "~/lib/permissions";
import type { GroupField, TranslationOf } from "./fields";

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
  /** The English lives elsewhere (a therapy is a row of its own table, edited on its own admin
   * page): this type holds only its translations, keyed like the rows. */
  translationsOnly?: { adminPath: string; publicPath: (key: string) => string };
}

/** What a translation of one of the type's documents holds: the words of its fields only. */
export type TranslationOfType<C extends ContentType> = TranslationOf<C["fields"]>;
