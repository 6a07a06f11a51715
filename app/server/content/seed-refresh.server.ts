// Starting text that a newer version of the software rewrote (the privacy policy once page
// views were counted) reaches an installation where nobody edited it; an edited document is
// never touched (docs/decisions/028). Runs at start, after the seeds.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { documentRevisions, documents } from "../db/schema.server";
import { type DocumentRef, docWhere, forgetPublishedDocuments, revWhere, SEED_AUTHOR, storedVersion } from "./documents.server";

export const SOFTWARE_UPDATE_AUTHOR = "Software update";

/** Documents whose starting text the software may update while unedited. */
export const REFRESHED_SEEDS: ReadonlyArray<{ type: string; key: string; note: string }> = [
  {
    type: "legal",
    key: "privacy-policy",
    note: "Updated with the software: page views counted without cookies, where inquiries come from, inquiry e-mails to staff, then appointments booked on the site: their messages, reminders with consent and how long they are kept, then international patients' treatment plan requests: their health documents, the case page and its cookie, who may open the documents and how long cases are kept",
  },
];

/**
 * Publishes `data` as a new revision of a document every revision of which the seeds or
 * earlier updates wrote, unless it already reads so or waits for a scheduled revision.
 * True when it did.
 */
export async function refreshUneditedSeed(
  db: Db,
  ref: DocumentRef,
  data: unknown,
  note: string,
  reviewed = false,
  /** A translation's: the English words it was made from. */
  source: unknown = null,
): Promise<boolean> {
  return db
    .transaction(async (tx) => {
      const [doc] = await tx
        .select({
          version: documents.version,
          scheduled: documents.scheduledRevisionId,
          same: sql<boolean>`${documents.publishedData} = ${JSON.stringify(data)}::jsonb`,
        })
        .from(documents)
        .where(docWhere(ref))
        .for("update");
      if (!doc || doc.scheduled !== null || doc.same) return false;
      const [edited] = await tx
        .select({ id: documentRevisions.id })
        .from(documentRevisions)
        .where(sql`${revWhere(ref)} and ${documentRevisions.authorName} not in (${SEED_AUTHOR}, ${SOFTWARE_UPDATE_AUTHOR})`)
        .limit(1);
      if (edited) return false;
      const version = doc.version + 1;
      const [rev] = await tx
        .insert(documentRevisions)
        .values({
          type: ref.type,
          key: ref.key,
          locale: ref.locale ?? "en",
          version,
          data,
          status: "published",
          publishedAt: sql`now()`,
          authorName: SOFTWARE_UPDATE_AUTHOR,
          note,
          reviewed,
          source,
          schemaVersion: storedVersion(ref),
        })
        .returning({ id: documentRevisions.id });
      await tx
        .update(documents)
        .set({ version, publishedRevisionId: rev!.id, publishedData: data, publishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(docWhere(ref));
      return true;
    })
    .then((done) => {
      if (done) forgetPublishedDocuments();
      return done;
    });
}
