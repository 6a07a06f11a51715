// Issue 15 item 6: the privacy policy's new text (page views, inquiry sources, staff e-mail; then
// issue 47's appointments, reminders and their retention; then issue 48's international cases:
// health documents, the case page and its cookie, their retention) reaches an installation seeded
// with the old one, in every language, unless the clinic has edited it; and it is written once,
// not at every start, the version it replaces staying readable at its own date.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/server/db/client.server";
import { documentRevisions, documents } from "~/server/db/schema.server";
import { PRIVACY_EFFECTIVE_DATE } from "~/content/legal";
import { seedDocuments } from "~/server/content/document-seeds.server";
import { listLegalVersions, readLegalVersion } from "~/server/content/legal-pages.server";
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
  return row as { version: number; data: { lastUpdated: string; effectiveDate: string; sections: Array<{ body: string }> } };
}

/** The stored policy's sections as one text. */
const text = (data: { sections: Array<{ body: string }> }) => data.sections.map((s) => s.body).join(" ");

/** A distinctive phrase of each language's new words on international cases (issue 48). */
const CASE_RETENTION_PHRASE = {
  en: "are deleted 180 days after the case is closed or declined",
  hi: "केस बंद किए जाने या अस्वीकार किए जाने के 180 दिन बाद मिटा दिए जाते हैं",
  te: "కేసు మూసివేయబడిన లేదా తిరస్కరించబడిన 180 రోజుల తర్వాత తొలగించబడతాయి",
  ar: "بعد 180 يومًا من إغلاق الحالة أو رفضها",
} as const;
const CASE_COOKIE_PHRASE = { en: "a case page cookie", hi: "केस पेज की कुकी", te: "కేసు పేజీ కుకీ", ar: "ملف صفحة الحالة" } as const;
const REPORTS_PHRASE = {
  en: "Please send medical reports only through the treatment plan request or the patient's case page",
  hi: "कृपया मेडिकल रिपोर्टें केवल उपचार योजना के अनुरोध या मरीज़ के केस पेज से भेजें",
  te: "దయచేసి మెడికల్ రిపోర్టులను చికిత్స ప్రణాళిక అభ్యర్థన ద్వారా గానీ",
  ar: "يُرجى إرسال التقارير الطبية عبر طلب خطة العلاج أو صفحة حالة المريض فقط",
} as const;

/** Makes a stored policy read as the old seed did (one revision, by the seeds). */
async function makeOld(locale: string) {
  const current = await published(locale);
  const old = {
    ...current.data,
    lastUpdated: "January 2025",
    sections: current.data.sections.map((s, i) =>
      i === 0
        ? { ...s, body: "<p>We use no analytics.</p>" }
        : i === 1
          ? { ...s, body: "<p>Inquiries are deleted 365 days after we receive them.</p>" }
          : s,
    ),
  };
  await database.db.update(documents).set({ publishedData: old }).where(where(locale));
  await database.db.update(documentRevisions).set({ data: old }).where(revWhere(locale));
}

describe("privacy policy update for existing installations", () => {
  it("a fresh installation already has the new text, and a second start changes nothing", async () => {
    const before = await published("en");
    expect(before.data.lastUpdated).toBe("December 2026");
    expect(before.data.sections[0]!.body).toContain("counts page views");
    expect(before.data.effectiveDate).toBe("2026-12-07");
    expect(PRIVACY_EFFECTIVE_DATE).toBe("2026-12-07");
    expect(text(before.data)).toContain(CASE_RETENTION_PHRASE.en);
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
    // Issue 48: the international cases reach every language of the old installation.
    for (const locale of ["en", "hi", "te", "ar"] as const) {
      const { data } = await published(locale);
      expect(data.sections[0]!.body, locale).toContain(CASE_COOKIE_PHRASE[locale]);
      expect(data.sections[1]!.body, locale).toContain(CASE_RETENTION_PHRASE[locale]);
      expect(data.sections[1]!.body, locale).toContain(REPORTS_PHRASE[locale]);
      expect(text(data), locale).toContain("AES-256-GCM");
    }
    expect(en.data.effectiveDate).toBe("2026-12-07");
    expect(en.data.sections[1]!.body).not.toContain("Please do not send detailed medical records");
    const revisions = await database.db
      .select({ authorName: documentRevisions.authorName, note: documentRevisions.note })
      .from(documentRevisions)
      .where(revWhere("en"))
      .orderBy(documentRevisions.version);
    expect(revisions.map((r) => r.authorName)).toEqual(["Initial content", "Software update"]);
    expect(revisions[1]!.note).toMatch(/page views counted without cookies/);
    expect(revisions[1]!.note).toMatch(/treatment plan requests/);
    expect(await seedDocuments(database.db)).toEqual([]);
    expect((await published("en")).version).toBe(en.version);
  });

  it("the previous policy (issue 47's, effective December 6) is replaced once and stays readable at its date", async () => {
    // As an installation updated by the software to the appointments' text reads: every revision
    // by the seeds or the software, the December 6 date, no international cases.
    for (const locale of ["en", "hi", "te", "ar"]) {
      const current = await published(locale);
      const previous = {
        ...current.data,
        effectiveDate: "2026-12-06",
        sections: current.data.sections.map((s, i) =>
          i === 1 ? { ...s, body: "<p>Appointments are deleted 365 days after the appointment.</p>" } : s,
        ),
      };
      await database.db.update(documents).set({ publishedData: previous }).where(where(locale));
      await database.db.update(documentRevisions).set({ data: previous }).where(revWhere(locale));
    }
    const created = await seedDocuments(database.db);
    expect(created).toEqual(
      expect.arrayContaining([
        "legal/privacy-policy (updated)",
        "legal/privacy-policy@hi (updated)",
        "legal/privacy-policy@te (updated)",
        "legal/privacy-policy@ar (updated)",
      ]),
    );
    for (const locale of ["en", "hi", "te", "ar"] as const) {
      expect((await published(locale)).data.sections[1]!.body, locale).toContain(CASE_RETENTION_PHRASE[locale]);
    }
    expect((await listLegalVersions(database.db, "privacy-policy")).map((v) => v.effectiveDate)).toEqual(["2026-12-07", "2026-12-06"]);
    const old = await readLegalVersion(database.db, "privacy-policy", "2026-12-06");
    expect(old?.sections[1]?.body).toBe("<p>Appointments are deleted 365 days after the appointment.</p>");
    expect(await seedDocuments(database.db)).toEqual([]);
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
