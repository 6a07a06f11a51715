// Issue 46 item 2: a video's title and description and a gallery picture's title and alt text
// (and a bookable service's name and description, issue 47) in Hindi, Telugu and Arabic,
// declared by their types (app/content-types/row-texts.ts): seeded
// as drafts for review beside the seeded rows, edited beside the English in the document
// editor, shown on the pages of their language, and marked out of date when the English changes.
import { asc, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { galleryImages as gallerySeeds } from "~/content/gallery";
import { gallery as hiGallery, videos as hiVideos } from "~/content/translations/hi/media";
import { videos as arVideos } from "~/content/translations/ar/media";
import { bookingServices as arServices } from "~/content/translations/ar/booking";
import { bookingServices as hiServices } from "~/content/translations/hi/booking";
import { bookingServiceSeeds } from "~/content/booking";
import { bookingServiceTextsType } from "~/content-types/row-texts";
import { videos as videoSeeds } from "~/content/videos";
import { loader as homeLoader } from "~/routes/home";
import { loader as reviewsLoader } from "~/routes/reviews";
import { loader as therapyLoader } from "~/routes/therapy";
import { action as editorAction, loader as editorLoader } from "~/routes/admin/document-editor";
import { loader as contentIndexLoader } from "~/routes/admin/content-index";
import { listTranslationStatuses, localizeRows, seedContentTranslations } from "~/server/content/translations.server";
import { contentTranslations } from "~/content/translations";
import { clinicSettingsSeed } from "~/content/clinic";
import { clinicView } from "~/lib/clinic-view";
import type { Database } from "~/server/db/client.server";
import { bookingServices, contentSeeds, galleryImages, testimonials, videoEmbeds } from "~/server/db/schema.server";
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
const tour = videoSeeds.find((v) => v.category === "facility")!;
const idOf = async (url: string) =>
  (await database.db.select({ id: videoEmbeds.id }).from(videoEmbeds).where(eq(videoEmbeds.url, url)))[0]!.id;

async function editor(path: string, params: Record<string, string>, fields?: Record<string, string>): Promise<unknown> {
  const context = await staffContext(database, "editor");
  if (fields) return settle(() => editorAction(routeArgs(postForm(path, fields), context, path, params) as never));
  return settle(() => editorLoader(routeArgs(new Request(`http://localhost${path}`), context, path, params) as never));
}

const homeTour = async (prefix: string) =>
  (await homeLoader(routeArgs(new Request(`http://localhost${prefix}/`), publicContext()) as never)).tour;

describe("seeded translations of rows", () => {
  it("are placed once: each seed is recorded in each language, so a later start does not read the rows again", async () => {
    const marks = await database.db
      .select({ key: contentSeeds.key, locale: contentSeeds.locale })
      .from(contentSeeds)
      .where(eq(contentSeeds.type, "video-texts"));
    expect(marks.map((m) => `${m.key}@${m.locale}`).sort()).toEqual(
      videoSeeds.flatMap((v) => ["ar", "hi", "te"].map((l) => `${v.url}@${l}`)).sort(),
    );
    expect(await seedContentTranslations(database.db, contentTranslations, clinicView(clinicSettingsSeed, new Date()))).toEqual([]);
  });

  it("show the facility tour's title in its language, and the English on the English page", async () => {
    expect((await homeTour("/hi"))?.title).toBe(hiVideos[tour.url]!.title);
    expect((await homeTour("/ar"))?.title).toBe(arVideos[tour.url]!.title);
    expect((await homeTour(""))?.title).toBe(tour.title);
  });

  it("give a therapy page's pictures their title and alt text in its language", async () => {
    const page = await therapyLoader(
      routeArgs(new Request("http://localhost/hi/therapy/cryotherapy"), publicContext(), "/therapy/:therapySlug", {
        therapySlug: "cryotherapy",
      }) as never,
    );
    const cabin = gallerySeeds.find((g) => g.therapySlug === "cryotherapy")!;
    const shown = page.gallery.find((g: { title: string }) => g.title === hiGallery[cabin.url]!.title);
    expect(shown).toMatchObject({ alt: hiGallery[cabin.url]!.alt });
  });

  it("are listed on the translations overview with the therapies", async () => {
    const context = await staffContext(database, "editor");
    const index = (await contentIndexLoader(routeArgs(new Request("http://localhost/admin/content"), context) as never)) as {
      translations: { rows: Array<{ type: string; key: string; title: string; cells: Array<{ state: string }> }> };
    };
    const id = await idOf(tour.url);
    const row = index.translations.rows.find((r) => r.type === "video-texts" && r.key === String(id));
    expect(row?.title).toBe(`Video: ${tour.title}`);
    expect(row?.cells.map((c) => c.state)).toEqual(["draft", "draft", "draft"]);
    const pictures = index.translations.rows.filter((r) => r.type === "gallery-texts");
    const active = await database.db.select({ id: galleryImages.id }).from(galleryImages).where(eq(galleryImages.isActive, true));
    expect(pictures).toHaveLength(active.length);
    // No review has a translation yet: none is listed (each is translated from its card).
    expect(index.translations.rows.filter((r) => r.type === "testimonial-texts")).toEqual([]);
  });
});

describe("the translation editor of a row", () => {
  it("shows the English beside each field, saves a correction, and the page shows it", async () => {
    const id = String(await idOf(tour.url));
    const path = `/admin/content/video-texts/${id}?lang=te`;
    const params = { type: "video-texts", key: id };
    const opened = (await editor(path, params)) as {
      editor: { version: number; source: Record<string, string>; values: Record<string, string> };
    };
    expect(opened.editor.source).toEqual({ title: tour.title, description: tour.description });
    expect(Object.keys(opened.editor.values).sort()).toEqual(["description", "title"]);
    const saved = await editor(path, params, {
      title: "సముద్ర కేంద్రం పర్యటన",
      description: "",
      intent: "publish",
      _version: String(opened.editor.version),
    });
    expect(statusOf(saved)).toBe(302);
    const shown = await homeTour("/te");
    expect(shown?.title).toBe("సముద్ర కేంద్రం పర్యటన");
    // A text left empty shows the English.
    expect(shown?.description).toBe(tour.description);
  });

  it("marks a translation out of date when its English changes", async () => {
    const id = await idOf(tour.url);
    await database.db.update(videoEmbeds).set({ title: "Facility Tour (2027)" }).where(eq(videoEmbeds.id, id));
    const status = (await listTranslationStatuses(database.db, "video-texts")).get(`video-texts/${id}/hi`);
    expect(status?.state).toBe("outdated");
    expect(Object.keys(status?.changed ?? {})).toEqual(["title"]);
  });

  it("answers 404 for a row that does not exist and sends the English to the row's own page", async () => {
    expect(statusOf(await editor("/admin/content/video-texts/99999?lang=hi", { type: "video-texts", key: "99999" }))).toBe(404);
    expect(statusOf(await editor("/admin/content/gallery-texts/abc?lang=hi", { type: "gallery-texts", key: "abc" }))).toBe(404);
    const redirected = (await editor("/admin/content/gallery-texts/1", { type: "gallery-texts", key: "1" })) as Response;
    expect(redirected.headers.get("Location")).toBe("/admin/content/gallery-texts/1?lang=hi");
  });
});

describe("a testimonial in another language", () => {
  it("is the clinic's translation of the patient's words, said so on the page; the name stays as given", async () => {
    const [story] = await database.db
      .select({ id: testimonials.id, name: testimonials.name, review: testimonials.review })
      .from(testimonials)
      .where(eq(testimonials.isActive, true))
      .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
      .limit(1);
    const key = String(story!.id);
    const path = `/admin/content/testimonial-texts/${key}?lang=hi`;
    const params = { type: "testimonial-texts", key };
    const opened = (await editor(path, params)) as { editor: { version: number; source: Record<string, string> } };
    // Words only: a name, a rating or a placement is not translated.
    expect(Object.keys(opened.editor.source).sort()).toEqual(["condition", "location", "review"]);
    expect(opened.editor.source.review).toBe(story!.review);
    const review = "मेरे घुटने का दर्द अब कम है और मैं सीढ़ियाँ चढ़ सकता हूँ। परिणाम हर व्यक्ति के लिए अलग होते हैं।";
    const saved = await editor(path, params, {
      review,
      condition: "",
      location: "",
      intent: "publish",
      _version: String(opened.editor.version),
    });
    expect(statusOf(saved)).toBe(302);

    const reviewsIn = async (prefix: string) =>
      (await reviewsLoader(routeArgs(new Request(`http://localhost${prefix}/reviews`), publicContext()) as never)).reviews.find(
        (r: { id: number }) => r.id === story!.id,
      );
    expect(await reviewsIn("/hi")).toMatchObject({ name: story!.name, review, translated: true });
    const overview = (await contentIndexLoader(
      routeArgs(new Request("http://localhost/admin/content"), await staffContext(database, "editor")) as never,
    )) as {
      translations: { rows: Array<{ type: string; key: string; title: string }> };
    };
    expect(overview.translations.rows.filter((r) => r.type === "testimonial-texts")).toEqual([
      expect.objectContaining({ key, title: `Testimonial: ${story!.name}` }),
    ]);
    expect(await reviewsIn("")).toMatchObject({ review: story!.review, translated: false });
    // A language with no translation of it shows the patient's words as written.
    expect(await reviewsIn("/te")).toMatchObject({ review: story!.review, translated: false });
  });
});

describe("a bookable service in another language", () => {
  const services = () => database.db.select().from(bookingServices).orderBy(asc(bookingServices.sortOrder), asc(bookingServices.id));
  const byName = <T extends { name: string }>(rows: T[], name: string) => rows.find((r) => r.name === name)!;

  it("translates the name and description only: where it takes place, its length and its rules stay the row's", () => {
    expect(Object.keys(bookingServiceTextsType.fields.fields).sort()).toEqual(["description", "name"]);
  });

  it("is seeded beside each seeded service, once per language", async () => {
    const marks = await database.db
      .select({ key: contentSeeds.key, locale: contentSeeds.locale })
      .from(contentSeeds)
      .where(eq(contentSeeds.type, "booking-service-texts"));
    expect(marks.map((m) => `${m.key}@${m.locale}`).sort()).toEqual(
      bookingServiceSeeds.flatMap((s) => ["ar", "hi", "te"].map((l) => `${s.name}@${l}`)).sort(),
    );
  });

  it("comes back from localizeRows in Hindi and Arabic, and as the row's English in English", async () => {
    const rows = await services();
    const hyperbaric = byName(rows, "Hyperbaric oxygen session");
    const hi = await localizeRows(database.db, bookingServiceTextsType, rows, { locale: "hi" });
    expect(hi.find((r) => r.id === hyperbaric.id)).toEqual({
      ...hyperbaric,
      name: hiServices["Hyperbaric oxygen session"]!.name,
      description: hiServices["Hyperbaric oxygen session"]!.description,
    });
    // A service with no description in English has none in Hindi either.
    const gait = byName(rows, "Gait training session");
    expect(hi.find((r) => r.id === gait.id)).toMatchObject({ name: hiServices["Gait training session"]!.name, description: "" });
    const video = "Video consultation with Dr. Gurpreet Singh Bedi";
    const ar = await localizeRows(database.db, bookingServiceTextsType, rows, { locale: "ar" });
    expect(ar.find((r) => r.id === byName(rows, video).id)).toMatchObject({ name: arServices[video]!.name, mode: "video" });
    expect(await localizeRows(database.db, bookingServiceTextsType, rows, { locale: "en" })).toEqual(rows);
  });

  it("is listed on an admin's translations overview as a draft in each language", async () => {
    const context = await staffContext(database, "admin");
    const index = (await contentIndexLoader(routeArgs(new Request("http://localhost/admin/content"), context) as never)) as {
      translations: { rows: Array<{ type: string; key: string; title: string; cells: Array<{ state: string }> }> };
    };
    const listed = index.translations.rows.filter((r) => r.type === "booking-service-texts");
    const active = (await services()).filter((s) => s.isActive);
    expect(listed.map((r) => r.title)).toEqual(active.map((s) => `Booking service: ${s.name}`));
    for (const row of listed) expect(row.cells.map((c) => c.state)).toEqual(["draft", "draft", "draft"]);
  });
});
