// Stored content in its declaration's current shape (issue 46 item 3): when a content type's
// schema version rises, every stored revision of it (and so its published copy) is upgraded in
// place at start, before the server answers, so that no reader meets an old shape and a restore
// of an old revision gives the new shape too. Translations hold words only and are aligned to
// the English when read; they are not upgraded.
import { and, eq, lt } from "drizzle-orm";
import { contentTypes } from "~/content-types/registry";
import { schemaVersionOf, upgradeValue } from "~/content-types/types";
import { DEFAULT_LOCALE as ENGLISH } from "~/i18n/locales";
import type { Db } from "../db/client.server";
import { documentRevisions, documents } from "../db/schema.server";
import { forgetPublishedDocuments } from "./documents.server";

/**
 * Upgrades the stored revisions of every type whose schema version rose; returns how many. Each
 * row is rewritten only while it is still below the current version, so two instances starting
 * at once upgrade each row once, and a later start finds nothing to do.
 */
export async function upgradeStoredDocuments(db: Db): Promise<number> {
  let upgraded = 0;
  for (const type of contentTypes) {
    const current = schemaVersionOf(type);
    if (current === 1) continue;
    const stale = and(
      eq(documentRevisions.type, type.type),
      eq(documentRevisions.locale, ENGLISH),
      lt(documentRevisions.schemaVersion, current),
    );
    upgraded += await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: documentRevisions.id,
          key: documentRevisions.key,
          data: documentRevisions.data,
          version: documentRevisions.schemaVersion,
        })
        .from(documentRevisions)
        .where(stale)
        .for("update");
      for (const row of rows) {
        const data = upgradeValue(type, row.version, row.data);
        await tx.update(documentRevisions).set({ data, schemaVersion: current }).where(eq(documentRevisions.id, row.id));
        // The published copy is the published revision's data: it follows.
        await tx
          .update(documents)
          .set({ publishedData: data })
          .where(
            and(
              eq(documents.type, type.type),
              eq(documents.key, row.key),
              eq(documents.locale, ENGLISH),
              eq(documents.publishedRevisionId, row.id),
            ),
          );
      }
      return rows.length;
    });
  }
  if (upgraded > 0) forgetPublishedDocuments();
  return upgraded;
}
