import { and, count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TESTIMONIAL_DELETE_QUESTION as DELETE_QUESTION } from "~/lib/testimonial-fields";
import { action, loader } from "~/routes/admin/collection";
import { loader as homeLoader } from "~/routes/home";
import { loader as reviewsLoader } from "~/routes/reviews";
import { loader as therapyLoader } from "~/routes/therapy";
import type { Database } from "~/server/db/client.server";
import { auditLog, testimonials, users } from "~/server/db/schema.server";
import { postForm, settle, staffContext, statusOf, toastOf } from "../support/admin-content-calls";
import { cardsOf, currentFilter, filterCounts, placementOf } from "../support/collection-view";
import { makeContext, makeServices, routeArgs } from "../support/services";
import { createTestDatabase } from "../support/test-db";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(auditLog);
});

const PATH = "/admin/testimonials";

async function load(search = "", username: "admin" | "editor" | null = "admin") {
  const context = await staffContext(database, username);
  return settle(() => loader(routeArgs(new Request(`http://localhost${PATH}${search}`), context, PATH) as Parameters<typeof loader>[0]));
}

async function post(fields: Record<string, string>, { search = "", username = "admin" as "admin" | "editor" | null } = {}) {
  const context = await staffContext(database, username);
  return settle(() => action(routeArgs(postForm(`${PATH}${search}`, fields), context, PATH) as Parameters<typeof action>[0]));
}

const valid = {
  intent: "save",
  id: "new",
  name: "Asha V.",
  age: "61",
  location: "Kakinada, Andhra Pradesh",
  condition: "Slow-healing leg ulcer",
  rating: "4",
  review: "The team explained every session. The ulcer is smaller now; results vary.",
  image: "",
  therapySlug: "",
  youtubeUrl: "",
  placement: "home",
  sortOrder: "50",
  isActive: "on",
  featured: "on",
};

async function loaded(search = "") {
  const outcome = await load(search);
  if (outcome instanceof Response || "init" in outcome) throw new Error(`loader failed with ${statusOf(outcome)}`);
  return outcome;
}

async function homeReviews() {
  const data = await homeLoader(
    routeArgs(new Request("http://localhost/"), makeContext(makeServices(database))) as Parameters<typeof homeLoader>[0],
  );
  return data.reviews.map((r) => r.name);
}

async function therapyStories(slug: string) {
  const args = routeArgs(new Request(`http://localhost/therapy/${slug}`), makeContext(makeServices(database)), "/therapy/:therapySlug", {
    therapySlug: slug,
  });
  const data = await therapyLoader(args as Parameters<typeof therapyLoader>[0]);
  return data.stories.map((s) => s.name);
}

async function rowNamed(name: string) {
  const [row] = await database.db.select().from(testimonials).where(eq(testimonials.name, name));
  return row ?? null;
}

const audits = () => database.db.select().from(auditLog).orderBy(desc(auditLog.id));
const stored = async () => (await database.db.select({ n: count() }).from(testimonials))[0]?.n ?? 0;

function expectRedirect(outcome: unknown, location: string) {
  expect(outcome).toBeInstanceOf(Response);
  const response = outcome as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe(location);
  return toastOf(response);
}

describe("testimonials loader", () => {
  it("refuses anyone the middleware did not sign in", async () => {
    expect(statusOf(await load("", null))).toBe(401);
  });

  it("lists every testimonial with counts per placement, and filters by placement", async () => {
    const all = await loaded();
    expect(filterCounts(all.view)).toEqual({ All: 23, Home: 5, International: 3, Wellness: 5, "Therapy page": 10 });
    expect(cardsOf(all.view)).toHaveLength(23);
    expect(currentFilter(all.view)).toBe("All");
    const home = await loaded("?placement=home");
    expect(currentFilter(home.view)).toBe("Home");
    expect(cardsOf(home.view).map(placementOf)).toEqual(["Home", "Home", "Home", "Home", "Home"]);
    expect(currentFilter((await loaded("?placement=nonsense")).view)).toBe("All");
    const story = cardsOf((await loaded("?placement=therapy")).view)[0];
    expect(placementOf(story)).toBe("Therapy page: Hyperbaric Oxygen Therapy");
  });

  it("opens a new testimonial as id 'new' (also from the dashboard's ?new=1), in the filtered placement", async () => {
    for (const search of ["?edit=new&placement=wellness", "?new=1&placement=wellness"]) {
      const { editing } = await loaded(search);
      expect(editing?.id).toBe("new");
      expect(editing?.values).toMatchObject({ name: "", age: "", rating: "5", placement: "wellness", isActive: true });
    }
  });

  it("opens an existing one for editing and for deleting", async () => {
    const lakshmi = await rowNamed("Lakshmi R.");
    const { editing, deleting } = await loaded(`?edit=${lakshmi?.id}&delete=${lakshmi?.id}`);
    expect(editing).toEqual({
      id: lakshmi?.id,
      values: expect.objectContaining({ name: "Lakshmi R.", age: "58", rating: "5", placement: "home" }),
      loadedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      draft: null,
      previewHref: "/?preview=draft",
    });
    expect(deleting).toEqual({ id: lakshmi?.id, label: "the testimonial from Lakshmi R." });
    expect((await loaded("?edit=999999")).editing).toBeNull();
  });

  it("offers the active gallery images as the media library", async () => {
    const { images } = (await loaded()).choices;
    expect(images.length).toBeGreaterThan(0);
    expect(images[0]).toEqual({ src: "/illustrations/facility-reception.svg", title: "Reception and waiting area" });
  });

  it("states SPEC's exact delete question", () => {
    expect(DELETE_QUESTION).toBe("Are you sure you want to delete this testimonial?");
  });
});

describe("testimonials action", () => {
  it("adds a featured home testimonial: stored with a real id, audited, toast, and on the home page at once", async () => {
    const before = await stored();
    const toast = expectRedirect(await post(valid, { search: "?placement=home&edit=new" }), `${PATH}?placement=home`);
    expect(toast).toEqual({ kind: "success", message: 'Added the testimonial from "Asha V.".' });
    const row = await rowNamed("Asha V.");
    expect(row).toMatchObject({
      age: 61,
      rating: 4,
      placement: "home",
      isActive: true,
      featured: true,
      sortOrder: 50,
      image: null,
      youtubeUrl: null,
      therapySlug: null,
    });
    expect(row?.id).toBeGreaterThan(0);
    expect(await stored()).toBe(before + 1);
    const [audit] = await audits();
    const [admin] = await database.db.select().from(users).where(eq(users.username, "admin"));
    expect(audit).toMatchObject({
      userId: admin?.id,
      action: "create",
      entity: "testimonial",
      entityId: String(row?.id),
      summary: 'added testimonial from "Asha V." (home)',
    });
    expect(await homeReviews()).toContain("Asha V.");
  });

  it("adds an unfeatured one: on the reviews page, not in the home carousel (the clinic's picks only)", async () => {
    expectRedirect(await post({ ...valid, name: "Unpicked U.", featured: "" }), PATH);
    expect(await rowNamed("Unpicked U.")).toMatchObject({ featured: false, isActive: true });
    expect(await homeReviews()).not.toContain("Unpicked U.");
    const reviews = await reviewsLoader(
      routeArgs(new Request("http://localhost/reviews"), makeContext(makeServices(database)), "/reviews") as Parameters<
        typeof reviewsLoader
      >[0],
    );
    expect(reviews.reviews.map((r) => r.name)).toContain("Unpicked U.");
    await database.db.delete(testimonials).where(eq(testimonials.name, "Unpicked U."));
  });

  it("stores an empty age as null (not NaN)", async () => {
    expectRedirect(await post({ ...valid, name: "No Age K.", age: "" }), PATH);
    expect((await rowNamed("No Age K."))?.age).toBeNull();
  });

  it("answers invalid input with a message per field and the typed values, storing nothing", async () => {
    const before = await stored();
    const fields = { ...valid, name: "", age: "4.5", rating: "0", youtubeUrl: "https://vimeo.com/12345" };
    const outcome = await post(fields, { search: "?edit=new" });
    expect(statusOf(outcome)).toBe(400);
    const result = outcome as { data: { id: string; values: Record<string, string>; errors: Record<string, string> } };
    expect(result.data.id).toBe("new");
    expect(Object.keys(result.data.errors).sort()).toEqual(["age", "name", "rating", "youtubeUrl"]);
    expect(result.data.errors.age).toBe("Please enter the age as a whole number from 1 to 120, or leave it empty.");
    expect(result.data.errors.youtubeUrl).toMatch(/^Invalid URL/);
    expect(result.data.values).toMatchObject({
      age: "4.5",
      rating: "0",
      review: valid.review,
      location: valid.location,
      youtubeUrl: "https://vimeo.com/12345",
    });
    expect(await stored()).toBe(before);
    expect(await audits()).toEqual([]);
  });

  it.each(["abc", "0", "200"])("refuses the age %j", async (age) => {
    const outcome = await post({ ...valid, age });
    expect(statusOf(outcome)).toBe(400);
    expect((outcome as { data: { errors: Record<string, string> } }).data.errors).toEqual({
      age: "Please enter the age as a whole number from 1 to 120, or leave it empty.",
    });
  });

  it("refuses a therapy placement without a therapy; with one, the story shows on that therapy page", async () => {
    const refused = await post({ ...valid, name: "Ravi T.", placement: "therapy" });
    expect(statusOf(refused)).toBe(400);
    expect((refused as { data: { errors: Record<string, string> } }).data.errors).toEqual({
      therapySlug: "A testimonial placed on a therapy page needs that therapy: please choose one.",
    });
    expect(await rowNamed("Ravi T.")).toBeNull();

    expectRedirect(await post({ ...valid, name: "Ravi T.", placement: "therapy", therapySlug: "cryotherapy", featured: "" }), PATH);
    expect(await therapyStories("cryotherapy")).toContain("Ravi T.");
    expect(await therapyStories("hydrogen-inhalation")).not.toContain("Ravi T.");
    expect(await homeReviews()).not.toContain("Ravi T.");
  });

  it("refuses an unknown therapy and an image outside the media library", async () => {
    const outcome = await post({ ...valid, therapySlug: "reiki", image: "https://stock.example/smiling-patient.jpg" });
    expect((outcome as { data: { errors: Record<string, string> } }).data.errors).toEqual({
      therapySlug: "Please choose a therapy from the list.",
      image: "Please choose an image from the media library, or no image.",
    });
  });

  it("stores a library image and a valid YouTube link; refuses a link it cannot read", async () => {
    expectRedirect(
      await post({ ...valid, name: "Video P.", image: "/illustrations/facility-garden.svg", youtubeUrl: "https://youtu.be/dQw4w9WgXcQ" }),
      PATH,
    );
    expect(await rowNamed("Video P.")).toMatchObject({
      image: "/illustrations/facility-garden.svg",
      youtubeUrl: "https://youtu.be/dQw4w9WgXcQ",
    });
    const refused = await post({ ...valid, name: "Bad Link P.", youtubeUrl: "https://www.youtube.com/channel/UC123" });
    expect(statusOf(refused)).toBe(400);
    expect(await rowNamed("Bad Link P.")).toBeNull();
  });

  it("edits: saves the change with its audit row; deactivating removes it from the public page", async () => {
    const row = await rowNamed("Suresh K.");
    if (!row) throw new Error("seed missing");
    const fields = {
      ...valid,
      id: String(row.id),
      name: "Suresh K.",
      age: "",
      condition: row.condition,
      review: row.review,
      placement: "home",
      isActive: "",
    };
    const toast = expectRedirect(await post(fields, { search: `?placement=home&edit=${row.id}` }), `${PATH}?placement=home`);
    expect(toast).toEqual({ kind: "success", message: 'Saved the testimonial from "Suresh K.".' });
    expect(await rowNamed("Suresh K.")).toMatchObject({ id: row.id, age: null, isActive: false, rating: 4 });
    expect((await audits())[0]).toMatchObject({
      action: "update",
      entity: "testimonial",
      entityId: String(row.id),
      summary: 'updated testimonial from "Suresh K." (home)',
    });
    expect(await homeReviews()).not.toContain("Suresh K.");

    expectRedirect(await post({ ...fields, isActive: "on" }), PATH);
    expect(await homeReviews()).toContain("Suresh K.");
  });

  it("keeps an existing image that has since left the media library", async () => {
    const row = await rowNamed("Ramana P.");
    if (!row) throw new Error("seed missing");
    await database.db.update(testimonials).set({ image: "/media/old-portrait.webp" }).where(eq(testimonials.id, row.id));
    const fields = {
      ...valid,
      id: String(row.id),
      name: row.name,
      condition: row.condition,
      review: row.review,
      image: "/media/old-portrait.webp",
    };
    expectRedirect(await post(fields), PATH);
    expect((await rowNamed("Ramana P."))?.image).toBe("/media/old-portrait.webp");
  });

  it("deletes after the dialog: gone from the table and the public page, audited", async () => {
    const row = await rowNamed("Asha V.");
    if (!row) throw new Error("created above");
    const toast = expectRedirect(await post({ intent: "delete", id: String(row.id) }, { search: `?delete=${row.id}` }), PATH);
    expect(toast).toEqual({ kind: "success", message: 'Deleted the testimonial from "Asha V.".' });
    expect(await rowNamed("Asha V.")).toBeNull();
    expect((await audits())[0]).toMatchObject({
      action: "delete",
      entity: "testimonial",
      entityId: String(row.id),
      summary: 'deleted testimonial from "Asha V." (home)',
    });
    expect(await homeReviews()).not.toContain("Asha V.");
  });

  it("says so, and writes no audit row, when the testimonial is already gone", async () => {
    expect(toastOf((await post({ intent: "delete", id: "999999" })) as Response)).toEqual({
      kind: "error",
      message: "That testimonial was already deleted.",
    });
    expect(toastOf((await post({ ...valid, id: "999999" })) as Response)).toEqual({
      kind: "error",
      message: "That testimonial was deleted meanwhile: nothing was saved.",
    });
    expect(await audits()).toEqual([]);
  });

  it("lets an editor manage testimonials too (content:manage), audited under the editor", async () => {
    expectRedirect(await post({ ...valid, name: "Editor Made" }, { username: "editor" }), PATH);
    const [editor] = await database.db.select().from(users).where(eq(users.username, "editor"));
    expect((await audits())[0]?.userId).toBe(editor?.id);
  });

  it("refuses writes from anyone not signed in, and unknown intents", async () => {
    expect(statusOf(await post(valid, { username: null }))).toBe(401);
    expect(statusOf(await post({ intent: "probe" }))).toBe(400);
    expect(statusOf(await post({ ...valid, id: "abc" }))).toBe(400);
    expect(
      await database.db
        .select()
        .from(testimonials)
        .where(and(eq(testimonials.name, valid.name), eq(testimonials.age, 61))),
    ).toEqual([]);
  });
});
