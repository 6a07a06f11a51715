// The dashboard's tiles count what the public site shows: active rows only, each table its own,
// read in one query (docs/decisions/059).
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/server/db/client.server";
import { galleryImages, inquiries, testimonials, therapies, users, videoEmbeds } from "~/server/db/schema.server";
import { dashboardCounts, waitingWork } from "~/server/repos/dashboard.server";
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

describe("waitingWork", () => {
  it("finds the oldest new lead, those past the answer time, and the follow-ups due (the viewer's apart)", async () => {
    await database.db.delete(inquiries);
    const [me] = await database.db.select({ id: users.id }).from(users).limit(1);
    const now = new Date("2026-12-05T10:00:00Z");
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
    const lead = (extra: Partial<typeof inquiries.$inferInsert>) => ({
      source: "contact" as const,
      name: "P",
      phone: "+919848012345",
      ...extra,
    });
    const empty = await waitingWork(database.db, me!.id, "2026-12-05", hoursAgo(24));
    expect(empty).toEqual({ oldestNew: null, overdue: 0, followUpsDue: 0, mine: 0 });

    await database.db.insert(inquiries).values([
      lead({ createdAt: hoursAgo(30) }),
      lead({ createdAt: hoursAgo(2) }),
      // Due today, yesterday (mine), and tomorrow; a new lead's follow-up is the "new" list's, not due.
      lead({ status: "contacted", createdAt: hoursAgo(100), followUpOn: "2026-12-05" }),
      lead({ status: "contacted", createdAt: hoursAgo(100), followUpOn: "2026-12-04", assignedTo: me!.id }),
      lead({ status: "booked", createdAt: hoursAgo(100), followUpOn: "2026-12-06", assignedTo: me!.id }),
      lead({ createdAt: hoursAgo(1), followUpOn: "2026-12-01" }),
    ]);
    const work = await waitingWork(database.db, me!.id, "2026-12-05", hoursAgo(24));
    expect(work).toEqual({ oldestNew: hoursAgo(30), overdue: 1, followUpsDue: 2, mine: 1 });
  });
});
