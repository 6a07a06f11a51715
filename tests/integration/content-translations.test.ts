// Content in Hindi, Telugu and Arabic (issue 14 items 4-5, docs/decisions/024): the seeded
// translations reach the pages of their language, staff correct a translation beside the
// English in the document editor, mark it reviewed, and an empty field shows the English.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageIntros } from "~/content/translations/hi/pages";
import { contactPageSeed, pageIntroSeed } from "~/content/pages";
import { loader as contactLoader } from "~/routes/contact";
import { loader as therapyLoader } from "~/routes/therapy";
import { action as editorAction, loader as editorLoader } from "~/routes/admin/document-editor";
import { loader as contentIndexLoader } from "~/routes/admin/content-index";
import { getDocumentState, listRevisions } from "~/server/content/documents.server";
import { loadPageIntro } from "~/server/content/page-texts.server";
import type { Database } from "~/server/db/client.server";
import { documentRevisions, documents, therapies } from "~/server/db/schema.server";
import { forgetPublishedDocuments } from "~/server/content/documents.server";
import { fillTranslationSources, listTranslationStatuses, seedContentTranslations } from "~/server/content/translations.server";
import { contentTranslations } from "~/content/translations";
import { clinicSettingsSeed } from "~/content/clinic";
import { clinicView } from "~/lib/clinic-view";
import { and, eq } from "drizzle-orm";
import { postForm, settle, staffContext, statusOf } from "../support/admin-content-calls";
import { makeContext, makeServices, routeArgs } from "../support/services";
import { createTestDatabase } from "../support/test-db";

const ALL = { SITE_LANGUAGES: "en,hi,te,ar" };
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const publicContext = () => makeContext(makeServices(database, ALL));
const contactTexts = async (prefix: string) =>
  (await contactLoader(routeArgs(new Request(`http://localhost${prefix}/contact`), publicContext()) as never)).text;

async function openEditor(path: string, params: Record<string, string>) {
  const context = await staffContext(database, "editor");
  return settle(() => editorLoader(routeArgs(new Request(`http://localhost${path}`), context, path, params) as never));
}

async function saveTranslation(path: string, params: Record<string, string>, fields: Record<string, string>) {
  const context = await staffContext(database, "editor");
  return settle(() => editorAction(routeArgs(postForm(path, fields), context, path, params) as never));
}

type Editor = {
  editor: {
    version: number;
    values: Record<string, unknown>;
    source: Record<string, unknown>;
    translation: { state: string; total: number; translated: number };
  };
};

describe("seeded content translations", () => {
  it("reach the pages of their language, while the English pages keep the English", async () => {
    const services = makeServices(database, ALL);
    const hi = await loadPageIntro(services, new Request("http://localhost/hi/about"), "about");
    expect(hi.title).toBe(pageIntros.about.title);
    expect(hi.title).toMatch(/[\u0900-\u097F]/);
    expect((await loadPageIntro(services, new Request("http://localhost/about"), "about")).title).toBe(pageIntroSeed("about").title);
    expect((await contactTexts("/ar")).hoursTitle).toMatch(/[\u0600-\u06FF]/);
  });

  it("are stored only beside the English they were made from", async () => {
    const { db } = database;
    const hiContact = (t: typeof documents | typeof documentRevisions) => and(eq(t.type, "contact-page"), eq(t.locale, "hi"));
    await db.delete(documentRevisions).where(hiContact(documentRevisions));
    await db.delete(documents).where(hiContact(documents));
    const english = and(eq(documents.type, "contact-page"), eq(documents.locale, "en"));
    await db
      .update(documents)
      .set({ publishedData: { ...contactPageSeed, hoursTitle: "When we are open" } })
      .where(english);
    forgetPublishedDocuments();
    const seed = () => seedContentTranslations(db, contentTranslations, clinicView(clinicSettingsSeed, new Date()));
    expect(await seed()).toEqual([]);
    await db.update(documents).set({ publishedData: contactPageSeed }).where(english);
    forgetPublishedDocuments();
    expect(await seed()).toEqual(["contact-page/main@hi"]);
  });

  it("are drafts for review, listed per language in the admin's table", async () => {
    const context = await staffContext(database, "editor");
    const index = (await contentIndexLoader(routeArgs(new Request("http://localhost/admin/content"), context) as never)) as {
      translations: { rows: Array<{ type: string; key: string; cells: Array<{ locale: string; state: string; href: string }> }> };
    };
    const contact = index.translations.rows.find((r) => r.type === "contact-page")!;
    expect(contact.cells.map((c) => [c.locale, c.state])).toEqual([
      ["hi", "draft"],
      ["te", "draft"],
      ["ar", "draft"],
    ]);
    expect(contact.cells[2]!.href).toBe("/admin/content/contact-page?lang=ar");
    expect(index.translations.rows.some((r) => r.type === "therapy-texts" && r.key === "cryotherapy")).toBe(true);
  });
});

describe("translations saved before their English was kept (migration 0028)", () => {
  it("are taken as made from today's English at the next start, and marked when it changes after", async () => {
    const ref = { type: "page-not-found", key: "main", locale: "te" };
    const heads = () =>
      database.db
        .select({ id: documentRevisions.id, source: documentRevisions.source })
        .from(documentRevisions)
        .where(and(eq(documentRevisions.type, ref.type), eq(documentRevisions.locale, ref.locale)));
    const [seeded] = await heads();
    expect(seeded?.source).toMatchObject({ heading: expect.any(String) });
    await database.db.update(documentRevisions).set({ source: null }).where(eq(documentRevisions.id, seeded!.id));
    expect(await fillTranslationSources(database.db)).toBe(1);
    expect(await fillTranslationSources(database.db)).toBe(0);
    const [filled] = await heads();
    expect(filled?.source).toEqual(seeded?.source);
    const statuses = await listTranslationStatuses(database.db, ref.type);
    expect(statuses.get("page-not-found/main/te")).toMatchObject({ state: "draft", changed: {} });
  });
});

describe("the translation editor", () => {
  const PATH = "/admin/content/contact-page?lang=ar";

  it("shows each field's English beside the translation", async () => {
    const { editor } = (await openEditor(PATH, { type: "contact-page" })) as Editor;
    expect(editor.source.hoursTitle).toBe(contactPageSeed.hoursTitle);
    expect(editor.values.hoursTitle).toMatch(/[\u0600-\u06FF]/);
    expect(editor.translation).toMatchObject({ state: "draft", total: 6, translated: 6, changed: {}, reviewed: false });
  });

  it("publishes a corrected translation marked reviewed; an emptied field shows the English for that block", async () => {
    const { editor } = (await openEditor(PATH, { type: "contact-page" })) as Editor;
    const fields = {
      ...(editor.values as Record<string, string>),
      hoursTitle: "ساعات العمل",
      whatsappTitle: "",
      intent: "publish",
      _version: String(editor.version),
      _reviewed: "on",
    };
    const saved = await saveTranslation(PATH, { type: "contact-page" }, fields);
    expect(statusOf(saved)).toBe(302);
    // Sent without JavaScript: back at the bar that was clicked.
    expect((saved as Response).headers.get("Location")).toBe(`${PATH}#doc-save-bar`);
    const texts = await contactTexts("/ar");
    expect(texts.hoursTitle).toBe("ساعات العمل");
    expect(texts.whatsappTitle).toBe(contactPageSeed.whatsappTitle);
    expect((await contactTexts("")).hoursTitle).toBe(contactPageSeed.hoursTitle);
    const [head] = await listRevisions(database.db, { type: "contact-page", key: "main", locale: "ar" });
    expect(head?.reviewed).toBe(true);
    const after = (await openEditor(PATH, { type: "contact-page" })) as Editor;
    // Reviewed, but one text shows the English: "reviewed in part", not "reviewed" (issue 46 item 4).
    expect(after.editor.translation).toMatchObject({ state: "partial", total: 6, translated: 5, reviewed: true });
  });

  it("marks the texts whose English changed since they were translated, until the translation is saved again", async () => {
    const english = await openEditor("/admin/content/contact-page", { type: "contact-page" });
    const en = (english as Editor).editor;
    const changedHours = "When we are open";
    const published = await saveTranslation(
      "/admin/content/contact-page",
      { type: "contact-page" },
      { ...(en.values as Record<string, string>), hoursTitle: changedHours, intent: "publish", _version: String(en.version) },
    );
    expect(statusOf(published)).toBe(302);
    const { editor } = (await openEditor(PATH, { type: "contact-page" })) as Editor & {
      editor: { translation: { changed: Record<string, string>; changedLabels: string[] } };
    };
    // The translation gives hoursTitle, so it is out of date there, with the English it was made from.
    expect(editor.translation).toMatchObject({ state: "outdated", changed: { hoursTitle: contactPageSeed.hoursTitle } });
    expect(editor.translation.changedLabels).toEqual(["Opening hours card: heading"]);
    expect(editor.source.hoursTitle).toBe(changedHours);
    const context = await staffContext(database, "editor");
    const overview = (await contentIndexLoader(routeArgs(new Request("http://localhost/admin/content"), context) as never)) as {
      translations: { rows: Array<{ type: string; cells: Array<{ locale: string; state: string; changed: number }> }> };
    };
    const row = overview.translations.rows.find((r) => r.type === "contact-page")!;
    expect(row.cells.find((c) => c.locale === "ar")).toMatchObject({ state: "outdated", changed: 1 });
    // Saved again (here unchanged: the translator confirms it still fits), it is made from today's English.
    const confirmed = await saveTranslation(
      PATH,
      { type: "contact-page" },
      {
        ...(editor.values as Record<string, string>),
        intent: "publish",
        _version: String(editor.version),
        _reviewed: "on",
      },
    );
    expect(statusOf(confirmed)).toBe(302);
    const after = (await openEditor(PATH, { type: "contact-page" })) as Editor;
    expect(after.editor.translation).toMatchObject({ state: "partial", changed: {} });
  });

  it("refuses a translation longer than its field, keeping what was typed and saving nothing", async () => {
    const before = await getDocumentState(database.db, { type: "contact-page", key: "main", locale: "ar" });
    const long = "س".repeat(61);
    const refused = (await saveTranslation(
      PATH,
      { type: "contact-page" },
      { hoursTitle: long, intent: "publish", _version: String(before!.version) },
    )) as {
      data: { errors: Record<string, string>; values: Record<string, string> };
    };
    expect(statusOf(refused)).toBe(400);
    expect(refused.data.errors.hoursTitle).toBe("Opening hours card: heading: shorten it to 60 characters or fewer.");
    expect(refused.data.values.hoursTitle).toBe(long);
    expect((await getDocumentState(database.db, { type: "contact-page", key: "main", locale: "ar" }))?.version).toBe(before!.version);
  });

  it("refuses an interface translation with broken ICU syntax, saying where", async () => {
    const path = "/admin/content/interface-chrome?lang=hi";
    const { editor } = (await openEditor(path, { type: "interface-chrome" })) as Editor;
    const refused = (await saveTranslation(
      path,
      { type: "interface-chrome" },
      {
        ...(editor.values as Record<string, string>),
        copyright: "© {year {clinicName}",
        intent: "draft",
        _version: String(editor.version),
      },
    )) as {
      data: { errors: Record<string, string> };
    };
    expect(statusOf(refused)).toBe(400);
    expect(refused.data.errors.copyright).toMatch(/^Footer: copyright line: a \{ or \} does not match \(at character \d+\)/);
  });

  it("creates a missing translation at its first save: a new therapy's Telugu page", async () => {
    await database.db
      .insert(therapies)
      .values({ slug: "sound-therapy", title: "Sound Therapy", shortDescription: "Calm sounds.", isActive: true, sortOrder: 9 });
    const path = "/admin/content/therapy-texts/sound-therapy?lang=te";
    const params = { type: "therapy-texts", key: "sound-therapy" };
    const { editor } = (await openEditor(path, params)) as Editor;
    expect(editor.version).toBe(0);
    expect(editor.translation.state).toBe("missing");
    expect(editor.source.title).toBe("Sound Therapy");
    const saved = await saveTranslation(path, params, { title: "ధ్వని చికిత్స", shortDescription: "", intent: "publish", _version: "0" });
    expect(statusOf(saved)).toBe(302);
    const page = await therapyLoader(
      routeArgs(new Request("http://localhost/te/therapy/sound-therapy"), publicContext(), "/therapy/:therapySlug", {
        therapySlug: "sound-therapy",
      }) as never,
    );
    expect(page.therapy.title).toBe("ధ్వని చికిత్స");
    expect(page.therapy.shortDescription).toBe("Calm sounds.");
  });

  it("answers 404 for an unknown language and sends a therapy's English to the Therapies page", async () => {
    expect(statusOf(await openEditor("/admin/content/contact-page?lang=fr", { type: "contact-page" }))).toBe(404);
    const redirected = await openEditor("/admin/content/therapy-texts/cryotherapy", { type: "therapy-texts", key: "cryotherapy" });
    expect((redirected as Response).headers.get("Location")).toBe("/admin/content/therapy-texts/cryotherapy?lang=hi");
  });
});
