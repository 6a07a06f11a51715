// The dashboard's tiles count what the public site shows: active rows only, each table its own,
// read in one query (docs/decisions/059).
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/server/db/client.server";
import { galleryImages, inquiries, testimonials, therapies, videoEmbeds } from "~/server/db/schema.server";
import { dashboardCounts } from "~/server/repos/dashboard.server";
import { makeServices } from "../support/services";
import { createTestDatabase } from "../support/test-db";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

type CountedTable = typeof therapies | typeof testimonials | typeof galleryImages | typeof videoEmbeds;

async function activeIn(table: CountedTable): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(table).where(eq(table.isActive, true));
  return row!.n;
}

async function expected() {
  const [fresh] = await database.db.select({ n: count() }).from(inquiries).where(eq(inquiries.status, "new"));
  return {
    activeTherapies: await activeIn(therapies),
    activeTestimonials: await activeIn(testimonials),
    activeImages: await activeIn(galleryImages),
    activeVideos: await activeIn(videoEmbeds),
    newInquiries: fresh!.n,
  };
}

describe("dashboardCounts", () => {
  it("counts each table's active rows, as the site shows them", async () => {
    const counts = await dashboardCounts(makeServices(database));
    expect(counts).toEqual(await expected());
    expect(counts.activeTherapies).toBeGreaterThan(0);
    expect(counts.activeTestimonials).toBeGreaterThan(0);
  });

  it("follows a row hidden, and counts an empty table as 0", async () => {
    const before = await dashboardCounts(makeServices(database));
    const [one] = await database.db.select({ id: testimonials.id }).from(testimonials).where(eq(testimonials.isActive, true)).limit(1);
    await database.db.update(testimonials).set({ isActive: false }).where(eq(testimonials.id, one!.id));
    const [therapy] = await database.db.select({ id: therapies.id }).from(therapies).where(eq(therapies.isActive, true)).limit(1);
    await database.db.update(therapies).set({ isActive: false }).where(eq(therapies.id, therapy!.id));
    await database.db.delete(videoEmbeds);

    const after = await dashboardCounts(makeServices(database));
    expect(after).toEqual(await expected());
    expect(after.activeTestimonials).toBe(before.activeTestimonials - 1);
    expect(after.activeTherapies).toBe(before.activeTherapies - 1);
    expect(after.activeVideos).toBe(0);
    expect(after.activeImages).toBe(before.activeImages);
  });
});
