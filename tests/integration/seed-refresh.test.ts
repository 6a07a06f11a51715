// Issue 15 item 6: the privacy policy's new text (page views, inquiry sources, staff e-mail; then
// issue 47's appointments, reminders and their retention) reaches an installation seeded with the
// old one, in every language, unless the clinic has edited it; and it is written once, not at
// every start.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/server/db/client.server";
import { documentRevisions, documents } from "~/server/db/schema.server";
import { seedDocuments } from "~/server/content/document-seeds.server";
import { createTestDatabase } from "../support/test-db";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const where = (locale: string) => and(eq(documents.type, "legal"), eq(documents.key, "privacy-policy"), eq(documents.locale, locale));
const revWhere = (locale: string) =>
  and(eq(documentRevisions.type, "legal"), eq(documentRevisions.key, "privacy-policy"), eq(documentRevisions.locale, locale));

async function published(locale: string) {
  const [row] = await database.db
    .select({ version: documents.version, data: documents.publishedData })
    .from(documents)
    .where(where(locale));
  return row as { version: number; data: { lastUpdated: string; sections: Array<{ body: string }> } };
}

/** Makes a stored policy read as the old seed did (one revision, by the seeds). */
async function makeOld(locale: string) {
  const current = await published(locale);
  const old = {
    ...current.data,
    lastUpdated: "January 2025",
    sections: current.data.sections.map((s, i) => (i === 0 ? { ...s, body: "<p>We use no analytics.</p>" } : s)),
  };
  await database.db.update(documents).set({ publishedData: old }).where(where(locale));
  await database.db.update(documentRevisions).set({ data: old }).where(revWhere(locale));
}

describe("privacy policy update for existing installations", () => {
  it("a fresh installation already has the new text, and a second start changes nothing", async () => {
    const before = await published("en");
    expect(before.data.lastUpdated).toBe("December 2026");
    expect(before.data.sections[0]!.body).toContain("counts page views");
    await seedDocuments(database.db);
    expect((await published("en")).version).toBe(before.version);
  });

  it("an unedited old policy is updated once, English and translations, as a revision by the software", async () => {
    for (const locale of ["en", "hi", "te", "ar"]) await makeOld(locale);
    const created = await seedDocuments(database.db);
    expect(created).toEqual(
      expect.arrayContaining([
        "legal/privacy-policy (updated)",
        "legal/privacy-policy@hi (updated)",
        "legal/privacy-policy@te (updated)",
        "legal/privacy-policy@ar (updated)",
      ]),
    );
    const en = await published("en");
    expect(en.data.sections[0]!.body).toContain("counts page views");
    expect(en.data.sections[1]!.body).toContain("Appointments are deleted 365 days after the appointment");
    expect((await published("hi")).data.sections[0]!.body).toContain("पेज व्यू");
    expect((await published("te")).data.lastUpdated).toBe("డిసెంబర్ 2026");
    expect((await published("ar")).data.sections[1]!.body).toContain("STOP");
    const revisions = await database.db
      .select({ authorName: documentRevisions.authorName, note: documentRevisions.note })
      .from(documentRevisions)
      .where(revWhere("en"))
      .orderBy(documentRevisions.version);
    expect(revisions.map((r) => r.authorName)).toEqual(["Initial content", "Software update"]);
    expect(revisions[1]!.note).toMatch(/page views counted without cookies/);
    expect(await seedDocuments(database.db)).toEqual([]);
    expect((await published("en")).version).toBe(en.version);
  });

  it("a policy the clinic edited is left as the clinic wrote it", async () => {
    await makeOld("en");
    const before = await published("en");
    await database.db.insert(documentRevisions).values({
      type: "legal",
      key: "privacy-policy",
      locale: "en",
      version: before.version + 1,
      data: before.data,
      status: "draft",
      authorName: "admin",
      note: "",
    });
    await database.db
      .update(documents)
      .set({ version: before.version + 1 })
      .where(where("en"));
    await seedDocuments(database.db);
    expect((await published("en")).data.sections[0]!.body).toBe("<p>We use no analytics.</p>");
  });
});
