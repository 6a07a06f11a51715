import { asc } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { therapies } from "../db/schema.server";

export type TherapyChoice = Awaited<ReturnType<typeof listTherapyChoices>>[number];

/** Every therapy, drafts included (staff may link content to a page before it goes live). */
export function listTherapyChoices(db: Db) {
  return db
    .select({ id: therapies.id, slug: therapies.slug, title: therapies.title, isActive: therapies.isActive })
    .from(therapies)
    .orderBy(asc(therapies.sortOrder), asc(therapies.id));
}
