// Issue 20 items 2 and 4 (docs/decisions/035): what a public page renders is capped whatever
// the tables hold, the reviews page and the admin lists page by keyset, and a bad page link is
// a 400, never a 500.
import { and, desc, eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOME_REVIEWS_MAX, PAGE_REVIEWS_MAX, REVIEWS_PAGE_SIZE, THERAPY_GALLERY_MAX } from "~/lib/public-caps";
import { encodeCursor } from "~/lib/keyset-cursor";
import { loader as galleryAdminLoader } from "~/routes/admin/gallery";
import { loader as testimonialsAdminLoader } from "~/routes/admin/collection";
import { loader as therapiesAdminLoader } from "~/routes/admin/therapies";
import { loader as reviewsLoader } from "~/routes/reviews";
import type { Database } from "~/server/db/client.server";
import { galleryImages, testimonials, therapies } from "~/server/db/schema.server";
import { listTherapyGallery } from "~/server/content/gallery.server";
import { listHomeTestimonials, listPublicTestimonials, listReviewsPage } from "~/server/content/testimonials.server";
import { cardsOf, filterCounts, placementOf } from "../support/collection-view";
import { settle, staffContext, statusOf } from "../support/admin-content-calls";
import { makeContext, makeServices, routeArgs } from "../support/services";
import { createTestDatabase } from "../support/test-db";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.close());

const PREFIX = "Bulk ";

/** `n` testimonials named "Bulk 000"…, created a second apart (oldest first) unless told otherwise. */
async function addTestimonials(n: number, values: Partial<typeof testimonials.$inferInsert> = {}, sameTime = false) {
  const rows = Array.from({ length: n }, (_, i) => ({
    name: `${PREFIX}${String(i).padStart(3, "0")}`,
    review: "Helpful team; results vary.",
    placement: "home" as const,
    sortOrder: 1_000 + i,
    isActive: true,
    createdAt: sameTime ? new Date("2026-01-01T00:00:00.123Z") : new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
    ...values,
  }));
  await database.db.insert(testimonials).values(rows);
}
const removeBulk = () => database.db.delete(testimonials).where(like(testimonials.name, `${PREFIX}%`));

async function loadReviews(search: string) {
  const request = new Request(`http://localhost/reviews${search}`);
  return settle(() =>
    reviewsLoader(routeArgs(request, makeContext(makeServices(database)), "/reviews") as Parameters<typeof reviewsLoader>[0]),
  );
}

type ReviewsData = Awaited<ReturnType<typeof reviewsLoader>>;
async function reviewsPage(search: string): Promise<ReviewsData> {
  const outcome = await loadReviews(search);
  if (outcome instanceof Response || "init" in outcome) throw new Error(`reviews loader answered ${statusOf(outcome)}`);
  return outcome;
}

describe("the home carousel: the clinic's picks, capped", () => {
  it("shows at most HOME_REVIEWS_MAX featured reviews (any placement), in the clinic's order", async () => {
    await addTestimonials(30, { featured: true, placement: "international" });
    try {
      const home = await listHomeTestimonials(database.db);
      expect(home).toHaveLength(HOME_REVIEWS_MAX);
      // The seed's featured home reviews (sort orders 1-5) come first, then the bulk in order.
      const names = home.map((r) => r.name);
      expect(names.filter((n) => n.startsWith(PREFIX))).toEqual(names.filter((n) => n.startsWith(PREFIX)).sort());
    } finally {
      await removeBulk();
    }
  });

  it("with none featured, falls back to the first active home-page reviews, still capped", async () => {
    const featured = await database.db.select({ id: testimonials.id }).from(testimonials).where(eq(testimonials.featured, true));
    await database.db.update(testimonials).set({ featured: false });
    await addTestimonials(25);
    try {
      const home = await listHomeTestimonials(database.db);
      expect(home).toHaveLength(HOME_REVIEWS_MAX);
      const rows = await database.db
        .select({ name: testimonials.name })
        .from(testimonials)
        .where(and(eq(testimonials.isActive, true), eq(testimonials.placement, "home")))
        .orderBy(testimonials.sortOrder, testimonials.id)
        .limit(HOME_REVIEWS_MAX);
      expect(home.map((r) => r.name)).toEqual(rows.map((r) => r.name));
    } finally {
      await removeBulk();
      if (featured.length > 0)
        await database.db
          .update(testimonials)
          .set({ featured: true })
          .where(
            inArray(
              testimonials.id,
              featured.map((f) => f.id),
            ),
          );
    }
  });

  it("caps each placement's page and a therapy's gallery", async () => {
    await addTestimonials(40, { placement: "international" });
    const [therapy] = await database.db.select({ slug: therapies.slug }).from(therapies).limit(1);
    if (!therapy) throw new Error("seed missing");
    const images = Array.from({ length: 30 }, (_, i) => ({
      url: `/illustrations/bulk-${i}.svg`,
      title: `${PREFIX}image ${i}`,
      category: "Facility" as const,
      therapySlug: therapy.slug,
      sortOrder: 1_000 + i,
    }));
    await database.db.insert(galleryImages).values(images);
    try {
      expect(await listPublicTestimonials(database.db, "international")).toHaveLength(PAGE_REVIEWS_MAX);
      expect(await listTherapyGallery(database.db, therapy.slug)).toHaveLength(THERAPY_GALLERY_MAX);
    } finally {
      await removeBulk();
      await database.db.delete(galleryImages).where(like(galleryImages.title, `${PREFIX}%`));
    }
  });
});

describe("the reviews page: every active review, newest first, by keyset", () => {
  it("walks every active review once, Next then Previous, in a stable order", async () => {
    await addTestimonials(45);
    await addTestimonials(5, { isActive: false, sortOrder: 5_000 });
    // Five share one instant: the id settles their order, so none repeats or is skipped.
    await database.db.insert(testimonials).values(
      Array.from({ length: 5 }, (_, i) => ({
        name: `${PREFIX}tie ${i}`,
        review: "Same moment.",
        createdAt: new Date("2026-01-01T00:00:10.000Z"),
      })),
    );
    try {
      const expected = await database.db
        .select({ id: testimonials.id })
        .from(testimonials)
        .where(eq(testimonials.isActive, true))
        .orderBy(desc(testimonials.createdAt), desc(testimonials.id));
      const pages: ReviewsData[] = [];
      let search = "";
      for (;;) {
        const page = await reviewsPage(search);
        pages.push(page);
        if (!page.next) break;
        search = `?after=${page.next}`;
      }
      expect(pages[0]!.reviews).toHaveLength(REVIEWS_PAGE_SIZE);
      expect(pages[0]!.prev).toBeNull();
      expect(pages[0]!.paged).toBe(false);
      expect(pages.flatMap((p) => p.reviews.map((r) => r.id))).toEqual(expected.map((r) => r.id));
      expect(pages.at(-1)!.reviews.length).toBeLessThanOrEqual(REVIEWS_PAGE_SIZE);

      // Previous from page 2 is page 1 exactly, with no Previous of its own.
      const back = await reviewsPage(`?before=${pages[1]!.prev}`);
      expect(back.reviews.map((r) => r.id)).toEqual(pages[0]!.reviews.map((r) => r.id));
      expect(back.prev).toBeNull();
      expect(back.next).toBe(pages[0]!.next);

      // A size asked for is used and kept for the links.
      const small = await reviewsPage("?size=7");
      expect(small.reviews).toHaveLength(7);
      expect(small.size).toBe(7);
    } finally {
      await removeBulk();
    }
  });

  it("answers 400, not 500, to a cursor or size that is not valid", async () => {
    const valid = encodeCursor({ t: "2026-01-01T00:00:00.000000Z", i: 1 });
    for (const search of [
      "?after=garbage",
      "?before=",
      `?after=${valid}&before=${valid}`,
      `?after=${encodeCursor({ t: "2026-02-30T00:00:00.000000Z", i: 1 })}`,
      `?after=${encodeCursor({ t: "2026-01-01T00:00:00.000000Z", i: 2 ** 31 })}`,
      `?after=${encodeCursor({ t: "2026-01-01T00:00:00.000000Z", i: 1, x: 1 })}`,
      "?size=0",
      "?size=51",
      "?size=1e3",
    ]) {
      expect(statusOf(await loadReviews(search)), search).toBe(400);
    }
    expect(statusOf(await loadReviews(`?after=${valid}`))).toBe(200);
  });

  it("shows the first page for a cursor past every row", async () => {
    const page = await listReviewsPage(database.db, { after: { t: "1990-01-01T00:00:00.000000Z", i: 1 }, before: null, size: 5 });
    expect(page.rows).toHaveLength(5);
    expect(page.prev).toBeNull();
  });
});

describe("admin lists page by keyset", () => {
  async function adminLoad<T extends (args: never) => Promise<unknown>>(loader: T, path: string, search: string) {
    const context = await staffContext(database, "admin");
    const request = new Request(`http://localhost${path}${search}`);
    return settle(() => loader(routeArgs(request, context, path) as Parameters<T>[0]) as Promise<Awaited<ReturnType<T>>>);
  }

  it("testimonials: 50 a page in placement and sort order, every row once, filters kept; bad links are 400", async () => {
    await addTestimonials(70);
    await addTestimonials(30, { placement: "wellness" });
    try {
      const all = await database.db
        .select({ id: testimonials.id })
        .from(testimonials)
        .orderBy(testimonials.placement, testimonials.sortOrder, testimonials.id);
      const seen: number[] = [];
      let search = "";
      for (let guard = 0; guard < 10; guard += 1) {
        const page = await adminLoad(testimonialsAdminLoader, "/admin/testimonials", search);
        if (page instanceof Response || "init" in page) throw new Error("loader refused");
        expect(cardsOf(page.view).length).toBeLessThanOrEqual(50);
        seen.push(...cardsOf(page.view).map((i) => i.id));
        expect(filterCounts(page.view).All).toBe(all.length);
        if (!page.view.paging?.next) break;
        search = `?after=${page.view.paging.next}`;
      }
      expect(seen).toEqual(all.map((r) => r.id));

      const wellness = await adminLoad(testimonialsAdminLoader, "/admin/testimonials", "?placement=wellness&size=20");
      if (wellness instanceof Response || "init" in wellness) throw new Error("loader refused");
      expect(cardsOf(wellness.view)).toHaveLength(20);
      expect(cardsOf(wellness.view).every((i) => placementOf(i) === "Wellness")).toBe(true);
      const second = await adminLoad(
        testimonialsAdminLoader,
        "/admin/testimonials",
        `?placement=wellness&size=20&after=${wellness.view.paging?.next}`,
      );
      if (second instanceof Response || "init" in second) throw new Error("loader refused");
      expect(cardsOf(second.view).every((i) => placementOf(i) === "Wellness")).toBe(true);
      expect(second.view.paging?.prev).not.toBeNull();

      for (const search of ["?after=x", "?size=101", `?after=${encodeCursor({ p: "nowhere", o: 1, i: 1 })}`]) {
        expect(statusOf(await adminLoad(testimonialsAdminLoader, "/admin/testimonials", search)), search).toBe(400);
      }
      // Editing a row that is not on the page shown still opens it.
      const far = all.at(-1)!;
      const editing = await adminLoad(testimonialsAdminLoader, "/admin/testimonials", `?edit=${far.id}`);
      if (editing instanceof Response || "init" in editing) throw new Error("loader refused");
      expect(editing.editing?.id).toBe(far.id);
    } finally {
      await removeBulk();
    }
  });

  it("gallery: newest first, every image once; bad links are 400", async () => {
    const images = Array.from({ length: 60 }, (_, i) => ({
      url: `/illustrations/bulk-${i}.svg`,
      title: `${PREFIX}image ${i}`,
      category: "Facility" as const,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i % 7)),
    }));
    await database.db.insert(galleryImages).values(images);
    try {
      const all = await database.db
        .select({ id: galleryImages.id })
        .from(galleryImages)
        .orderBy(desc(galleryImages.createdAt), desc(galleryImages.id));
      const seen: number[] = [];
      let search = "";
      for (let guard = 0; guard < 10; guard += 1) {
        const page = await adminLoad(galleryAdminLoader, "/admin/gallery", search);
        if (page instanceof Response || "init" in page) throw new Error("loader refused");
        seen.push(...page.tiles.map((t) => t.id));
        if (!page.next) break;
        search = `?after=${page.next}`;
      }
      expect(seen).toEqual(all.map((r) => r.id));
      expect(statusOf(await adminLoad(galleryAdminLoader, "/admin/gallery", "?before=%%%"))).toBe(400);
      expect(statusOf(await adminLoad(galleryAdminLoader, "/admin/gallery", "?size=-1"))).toBe(400);
    } finally {
      await database.db.delete(galleryImages).where(like(galleryImages.title, `${PREFIX}%`));
    }
  });

  it("therapies: the clinic's order a page at a time; the list's ends alone cannot move", async () => {
    await database.db
      .insert(therapies)
      .values(Array.from({ length: 8 }, (_, i) => ({ slug: `bulk-${i}`, title: `${PREFIX}therapy ${i}`, sortOrder: 100 + i })));
    try {
      const all = await database.db.select({ id: therapies.id }).from(therapies).orderBy(therapies.sortOrder, therapies.id);
      const first = await adminLoad(therapiesAdminLoader, "/admin/therapies", "?size=5");
      if (first instanceof Response || "init" in first) throw new Error("loader refused");
      expect(first.therapies.map((t) => t.id)).toEqual(all.slice(0, 5).map((r) => r.id));
      expect(first.prev).toBeNull();
      const second = await adminLoad(therapiesAdminLoader, "/admin/therapies", `?size=5&after=${first.next}`);
      if (second instanceof Response || "init" in second) throw new Error("loader refused");
      expect(second.therapies.map((t) => t.id)).toEqual(all.slice(5, 10).map((r) => r.id));
      expect(second.pageSearch).toBe(`?after=${first.next}&size=5`);
      expect(statusOf(await adminLoad(therapiesAdminLoader, "/admin/therapies", `?after=${encodeCursor({ o: 1.5, i: 1 })}`))).toBe(400);
    } finally {
      await database.db.delete(therapies).where(like(therapies.slug, "bulk-%"));
    }
  });
});

// The planner may use the new indexes: a sanity check that they exist after migration 0013.
it("migration 0013 made the keyset indexes", async () => {
  const result = await database.db.execute<{ indexname: string }>(
    sql`select indexname from pg_indexes where indexname in ('testimonials_active_created_idx', 'testimonials_placement_order_idx', 'testimonials_featured_idx', 'gallery_created_idx', 'gallery_category_created_idx', 'gallery_therapy_order_idx', 'therapies_order_idx')`,
  );
  expect((result as { rows: unknown[] }).rows).toHaveLength(7);
});
