import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader } from "~/routes/home";
import type { Database } from "~/server/db/client.server";
import { therapies, videoEmbeds } from "~/server/db/schema.server";
import { createTestDatabase } from "../support/test-db";
import { makeContext, makeServices, routeArgs } from "../support/services";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const load = () => {
  const context = makeContext(makeServices(database));
  return loader(routeArgs(new Request("http://localhost/"), context) as Parameters<typeof loader>[0]);
};

describe("home loader", () => {
  it("returns the seeded therapies in order, the home reviews and the tour video", async () => {
    const data = await load();
    expect(data.therapies.map((t) => t.slug)).toEqual([
      "hyperbaric-oxygen-therapy",
      "cryotherapy",
      "zero-gravity-gait-trainer",
      "hydrogen-inhalation",
      "post-pregnancy-rehabilitation",
    ]);
    expect(data.therapies[1]).toMatchObject({ duration: "2-3 minutes", sessions: "5-15", frequency: "2-3 per week" });
    expect(data.reviews).toHaveLength(5);
    expect(data.tour).toMatchObject({ embedId: "Samudra0000" });
    // The average of the 23 active seeded testimonials (16 rated 5, 7 rated 4), not a typed figure.
    expect(data.stats.map((s) => s.value)).toEqual(["10+", "1000+", "5", "4.7/5"]);
  });

  it("hides an inactive therapy and counts only active ones", async () => {
    await database.db.update(therapies).set({ isActive: false }).where(eq(therapies.slug, "cryotherapy"));
    try {
      const data = await load();
      expect(data.therapies.map((t) => t.slug)).not.toContain("cryotherapy");
      expect(data.stats[2]?.value).toBe("4");
    } finally {
      await database.db.update(therapies).set({ isActive: true }).where(eq(therapies.slug, "cryotherapy"));
    }
  });

  it("offers no tour when the facility video cannot be played", async () => {
    await database.db.update(videoEmbeds).set({ embedId: null }).where(eq(videoEmbeds.category, "facility"));
    const data = await load();
    expect(data.tour).toBeNull();
  });
});
