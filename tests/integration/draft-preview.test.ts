// A staff preview (`?preview=draft`) shows the four tables' rows as their waiting drafts would
// make them, on the pages that list them (issue 46: every content type's draft can be seen
// before it is live); everyone else, and every page without the preview, sees the published rows.
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as therapyLoader } from "~/routes/therapy";
import { loader as homeLoader } from "~/routes/home";
import { SESSION_COOKIE, createSession, type SessionUser } from "~/server/auth/session.server";
import { listTherapyGallery } from "~/server/content/gallery.server";
import { listedRows } from "~/server/content/listed-rows.server";
import { keepDraft } from "~/server/content/record-drafts.server";
import { listHomeTestimonials, listPublicTestimonials } from "~/server/content/testimonials.server";
import { firstPublicVideo } from "~/server/content/videos.server";
import type { Database } from "~/server/db/client.server";
import { galleryImages, testimonials, therapies } from "~/server/db/schema.server";
import type { RecordEntity } from "~/lib/record-history";
import { makeContext, makeServices, routeArgs } from "../support/services";
import { createTestDatabase } from "../support/test-db";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const author: SessionUser = { id: 1, username: "admin", role: "admin", sessionId: "test" };

/** The testimonials given a draft so far (the drafts stay, as a clinic's would). */
const drafted = new Set<number>();

/** A draft of the row with these columns (by their names in the table) changed. */
const draft = (entity: RecordEntity, id: number, columns: Record<string, unknown>) => {
  if (entity === "testimonial") drafted.add(id);
  return database.db.transaction((tx) => keepDraft(tx, author, { entity, id, columns, publishAt: null, note: "preview test" }));
};

const names = (rows: Array<{ name: string }>) => rows.map((r) => r.name);

describe("a staff preview of the four tables' drafts", () => {
  it("moves a review to the page its draft names, in its drafted order; the published list is unchanged", async () => {
    const home = await database.db
      .select()
      .from(testimonials)
      .where(eq(testimonials.placement, "home"))
      .orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
    const wellness = await listPublicTestimonials(database.db, "wellness");
    const moving = home.find((r) => r.isActive)!;
    await draft("testimonial", moving.id, { name: "Moved R.", placement: "wellness", sort_order: -1 });

    expect(names(await listPublicTestimonials(database.db, "wellness"))).toEqual(names(wellness));
    expect(names(await listPublicTestimonials(database.db, "home"))).toContain(moving.name);
    const previewed = await listPublicTestimonials(database.db, "wellness", undefined, { draft: true });
    expect(names(previewed)).toEqual(["Moved R.", ...names(wellness)]);
    expect(names(await listPublicTestimonials(database.db, "home", undefined, { draft: true }))).not.toContain(moving.name);
  });

  it("shows a hidden review its draft makes active, and hides one its draft deactivates", async () => {
    const [hidden] = await database.db.select().from(testimonials).where(eq(testimonials.isActive, true)).limit(1);
    await database.db.update(testimonials).set({ isActive: false, placement: "international" }).where(eq(testimonials.id, hidden!.id));
    await draft("testimonial", hidden!.id, { is_active: true, name: "Back again K." });
    const shown = await listPublicTestimonials(database.db, "international", undefined, { draft: true });
    expect(names(shown)).toContain("Back again K.");
    expect(names(await listPublicTestimonials(database.db, "international"))).not.toContain("Back again K.");

    const visible = (await listPublicTestimonials(database.db, "international")).find((r) => r.name !== "Back again K.")!;
    await draft("testimonial", visible.id, { is_active: false });
    expect(names(await listPublicTestimonials(database.db, "international", undefined, { draft: true }))).not.toContain(visible.name);
    expect(names(await listPublicTestimonials(database.db, "international"))).toContain(visible.name);
  });

  it("features a review on the home carousel by its draft, first by its drafted place", async () => {
    const published = await listHomeTestimonials(database.db);
    const before = await listHomeTestimonials(database.db, { draft: true });
    const [extra] = (await database.db.select().from(testimonials).where(eq(testimonials.featured, false))).filter(
      (r) => !drafted.has(r.id),
    );
    await draft("testimonial", extra!.id, { is_active: true, featured: true, sort_order: -100, name: "Featured now P." });
    expect(names(await listHomeTestimonials(database.db, { draft: true }))).toEqual(["Featured now P.", ...names(before)]);
    expect(names(await listHomeTestimonials(database.db))).toEqual(names(published));
  });

  it("keeps a list's cap: the drafted rows and the published ones merge in order before the cut", async () => {
    const query = {
      entity: "testimonial" as const,
      table: testimonials,
      select: { id: testimonials.id, name: testimonials.name },
      where: eq(testimonials.isActive, true),
      keep: (r: typeof testimonials.$inferSelect) => r.isActive,
    };
    const all = await listedRows(database.db, { ...query, limit: 1000, drafts: true });
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    expect(await listedRows(database.db, { ...query, limit: 3, drafts: true })).toEqual(all.slice(0, 3));
    expect(all[0]?.name).toBe("Featured now P.");
    const published = await listedRows(database.db, { ...query, limit: 3 });
    expect(published).toEqual((await listedRows(database.db, { ...query, limit: 1000 })).slice(0, 3));
    expect(names(published)).not.toContain("Featured now P.");
  });

  it("shows a video's drafted title, and a picture's drafted alt text on its therapy's gallery", async () => {
    const video = await firstPublicVideo(database.db, "facility");
    expect(video).not.toBeNull();
    await draft("video", video!.id, { title: "The new tour" });
    expect((await firstPublicVideo(database.db, "facility", { draft: true }))?.title).toBe("The new tour");
    expect((await firstPublicVideo(database.db, "facility"))?.title).toBe(video!.title);

    const [picture] = await database.db
      .select()
      .from(galleryImages)
      .where(and(eq(galleryImages.isActive, true), isNotNull(galleryImages.therapySlug)))
      .limit(1);
    const slug = picture!.therapySlug!;
    await draft("gallery_image", picture!.id, { alt: "A drafted description" });
    const drafted = await listTherapyGallery(database.db, slug, { draft: true });
    expect(drafted.find((g) => g.id === picture!.id)?.alt).toBe("A drafted description");
    expect((await listTherapyGallery(database.db, slug)).find((g) => g.id === picture!.id)?.alt).toBe(picture!.alt);
  });
});

describe("the public pages' ?preview=draft", () => {
  const args = (url: string, headers: HeadersInit = {}) =>
    routeArgs(new Request(url, { headers }), makeContext(makeServices(database)), new URL(url).pathname) as never;
  type TherapyArgs = Parameters<typeof therapyLoader>[0];
  const therapyArgs = (url: string, slug: string, headers: HeadersInit = {}): TherapyArgs => ({
    ...(routeArgs(new Request(url, { headers }), makeContext(makeServices(database)), new URL(url).pathname) as TherapyArgs),
    params: { therapySlug: slug },
  });

  it("shows a therapy's own draft and its stories' drafts to staff only", async () => {
    const [therapy] = await database.db.select().from(therapies).where(eq(therapies.isActive, true)).limit(1);
    await draft("therapy", therapy!.id, { title: "A drafted therapy title" });
    const url = `http://localhost/therapy/${therapy!.slug}?preview=draft`;
    type Page = Awaited<ReturnType<typeof therapyLoader>>;
    const anonymous = (await therapyLoader(therapyArgs(url, therapy!.slug))) as Page;
    expect(anonymous.therapy.title).toBe(therapy!.title);

    const { token } = await createSession(database.db, 1, {});
    const staff = { Cookie: `${SESSION_COOKIE}=${token}` };
    const previewed = (await therapyLoader(therapyArgs(url, therapy!.slug, staff))) as Page;
    expect(previewed.therapy.title).toBe("A drafted therapy title");
    const plain = `http://localhost/therapy/${therapy!.slug}`;
    expect(((await therapyLoader(therapyArgs(plain, therapy!.slug, staff))) as Page).therapy.title).toBe(therapy!.title);
  });

  it("shows the home page's drafted video to staff in a preview", async () => {
    const { token } = await createSession(database.db, 1, {});
    const staff = { Cookie: `${SESSION_COOKIE}=${token}` };
    const published = await homeLoader(args("http://localhost/?preview=draft"));
    const previewed = await homeLoader(args("http://localhost/?preview=draft", staff));
    expect(JSON.stringify(previewed)).toContain("The new tour");
    expect(JSON.stringify(published)).not.toContain("The new tour");
  });
});
