import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { VIDEO_DELETE_QUESTION as DELETE_QUESTION } from "~/lib/video-fields";
import { action, loader } from "~/routes/admin/collection";
import { loader as homeLoader } from "~/routes/home";
import type { Database } from "~/server/db/client.server";
import { auditLog, therapies, videoEmbeds } from "~/server/db/schema.server";
import { postForm, settle, staffContext, statusOf, toastOf } from "../support/admin-content-calls";
import { factOf, sectionSizes, tourIdOf } from "../support/collection-view";
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

const PATH = "/admin/youtube";

async function load(search = "", username: "admin" | "editor" | null = "admin") {
  const context = await staffContext(database, username);
  return settle(() => loader(routeArgs(new Request(`http://localhost${PATH}${search}`), context, PATH) as Parameters<typeof loader>[0]));
}

async function loaded(search = "") {
  const outcome = await load(search);
  if (outcome instanceof Response || "init" in outcome) throw new Error(`loader failed with ${statusOf(outcome)}`);
  return outcome;
}

async function post(fields: Record<string, string>, { search = "", username = "admin" as "admin" | "editor" | null } = {}) {
  const context = await staffContext(database, username);
  return settle(() => action(routeArgs(postForm(`${PATH}${search}`, fields), context, PATH) as Parameters<typeof action>[0]));
}

async function watchTour() {
  const data = await homeLoader(
    routeArgs(new Request("http://localhost/"), makeContext(makeServices(database))) as Parameters<typeof homeLoader>[0],
  );
  return data.tour?.embedId ?? null;
}

async function videoTitled(title: string) {
  const [row] = await database.db.select().from(videoEmbeds).where(eq(videoEmbeds.title, title));
  return row ?? null;
}

const audits = () => database.db.select().from(auditLog).orderBy(desc(auditLog.id));
const stored = async () => (await database.db.select({ n: count() }).from(videoEmbeds))[0]?.n ?? 0;

function expectRedirect(outcome: unknown, location = PATH) {
  expect(outcome).toBeInstanceOf(Response);
  const response = outcome as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe(location);
  return toastOf(response);
}

const valid = {
  intent: "save",
  id: "new",
  title: "Cryotherapy: A Typical Session",
  url: "https://youtu.be/Samudra0009",
  category: "therapy",
  therapyId: "",
  description: "What a three-minute session looks like.",
  sortOrder: "20",
  isActive: "on",
};

describe("video embeds loader", () => {
  it("refuses anyone the middleware did not sign in", async () => {
    expect(statusOf(await load("", null))).toBe(401);
  });

  it("groups the videos by SPEC's categories and marks the one Watch Tour plays", async () => {
    const data = await loaded();
    expect(sectionSizes(data.view)).toEqual([
      ["therapy", 2],
      ["testimonial", 1],
      ["facility", 1],
    ]);
    const tour = data.view.sections[2]?.items[0];
    expect(tour?.media).toEqual({ kind: "video", embedId: "Samudra0000" });
    expect(tourIdOf(data.view)).toBe(tour?.id);
    expect(data.view.sections[2]?.note?.text).not.toMatch(/None qualifies/);
    expect(factOf(data.view.sections[0]?.items[0], "Therapy")).toBe("Hyperbaric Oxygen Therapy");
  });

  it("opens a new video as id 'new', and existing ones for editing and deleting", async () => {
    expect((await loaded("?edit=new")).editing).toMatchObject({ id: "new", values: { url: "", category: "therapy", isActive: true } });
    expect((await loaded("?new=1&category=facility")).editing?.values.category).toBe("facility");
    const tour = await videoTitled("Facility Tour: Samudra Rehab & Wellness Centre");
    const data = await loaded(`?edit=${tour?.id}&delete=${tour?.id}`);
    expect(data.editing).toMatchObject({
      id: tour?.id,
      values: { url: "https://www.youtube.com/watch?v=Samudra0000", category: "facility", therapyId: "" },
    });
    expect(data.deleting).toEqual({ id: tour?.id, label: `the video ${tour?.title}` });
  });

  it("states SPEC's exact delete question", () => {
    expect(DELETE_QUESTION).toBe("Are you sure you want to delete this video embed?");
  });
});

describe("video embeds action", () => {
  it("adds a video with the id read from its URL, audited, with a toast", async () => {
    const [cryo] = await database.db.select().from(therapies).where(eq(therapies.slug, "cryotherapy"));
    const toast = expectRedirect(await post({ ...valid, therapyId: String(cryo?.id) }, { search: "?edit=new" }));
    expect(toast).toEqual({ kind: "success", message: 'Added the video "Cryotherapy: A Typical Session".' });
    const row = await videoTitled(valid.title);
    expect(row).toMatchObject({ embedId: "Samudra0009", category: "therapy", therapyId: cryo?.id, sortOrder: 20, isActive: true });
    expect((await audits())[0]).toMatchObject({
      action: "create",
      entity: "video",
      entityId: String(row?.id),
      summary: 'added video "Cryotherapy: A Typical Session" (Therapy Videos)',
    });
  });

  it("saves an unparseable URL (SPEC §5) with no embed id, says it is not shown, and the public never gets it", async () => {
    const toast = expectRedirect(
      await post({ ...valid, title: "Broken Tour", url: "https://example.com/tour", category: "facility", sortOrder: "0" }),
    );
    expect(toast?.message).toBe('Added the video "Broken Tour". Its URL gives no video ID, so it is not shown on the website.');
    expect(await videoTitled("Broken Tour")).toMatchObject({ url: "https://example.com/tour", embedId: null });
    // Sorted before the seeded tour, but unplayable: Watch Tour keeps the playable one.
    expect(await watchTour()).toBe("Samudra0000");
    const data = await loaded();
    expect(tourIdOf(data.view)).toBe((await videoTitled("Facility Tour: Samudra Rehab & Wellness Centre"))?.id);
  });

  it("answers invalid input with a message per field and the typed values, storing nothing", async () => {
    const before = await stored();
    const outcome = await post(
      { ...valid, title: "", url: "", category: "music", therapyId: "999", sortOrder: "first" },
      { search: "?edit=new" },
    );
    expect(statusOf(outcome)).toBe(400);
    const result = outcome as { data: { id: string; values: Record<string, string>; errors: Record<string, string> } };
    expect(Object.keys(result.data.errors).sort()).toEqual(["category", "sortOrder", "therapyId", "title", "url"]);
    expect(result.data.errors.url).toBe("Please paste the video's YouTube address.");
    expect(result.data.values).toMatchObject({ description: valid.description, sortOrder: "first", category: "music" });
    expect(await stored()).toBe(before);
    expect(await audits()).toEqual([]);
  });

  it("changing the facility tour's URL changes what Watch Tour plays; an invalid URL hides it", async () => {
    const tour = await videoTitled("Facility Tour: Samudra Rehab & Wellness Centre");
    if (!tour) throw new Error("seed missing");
    const fields = {
      ...valid,
      id: String(tour.id),
      title: tour.title,
      url: "https://www.youtube.com/watch?v=NewTour0001",
      category: "facility",
      description: tour.description,
      sortOrder: "1",
    };
    const toast = expectRedirect(await post(fields, { search: `?edit=${tour.id}` }));
    expect(toast).toEqual({ kind: "success", message: `Saved the video "${tour.title}".` });
    expect(await watchTour()).toBe("NewTour0001");
    expect((await audits())[0]).toMatchObject({
      action: "update",
      entity: "video",
      entityId: String(tour.id),
      summary: `updated video "${tour.title}" (Facility Tours)`,
    });

    expectRedirect(await post({ ...fields, url: "https://www.youtube.com/@samudrarehab" }));
    expect(await videoTitled(tour.title)).toMatchObject({ embedId: null });
    expect(await watchTour()).toBeNull();
    expect(tourIdOf((await loaded()).view)).toBeNull();
    expect((await loaded()).view.sections[2]?.note?.text).toMatch(/None qualifies right now/);

    expectRedirect(await post({ ...fields, url: "https://youtu.be/Samudra0000" }));
    expect(await watchTour()).toBe("Samudra0000");
    expectRedirect(await post({ ...fields, url: "https://youtu.be/Samudra0000", isActive: "" }));
    expect(await watchTour()).toBeNull();
  });

  it("deletes after the dialog, audited; a second delete says it is gone and writes no audit row", async () => {
    const row = await videoTitled(valid.title);
    if (!row) throw new Error("created above");
    const toast = expectRedirect(await post({ intent: "delete", id: String(row.id) }, { search: `?delete=${row.id}` }));
    expect(toast).toEqual({ kind: "success", message: `Deleted the video "${valid.title}".` });
    expect(await videoTitled(valid.title)).toBeNull();
    expect((await audits())[0]).toMatchObject({
      action: "delete",
      entity: "video",
      summary: `deleted video "${valid.title}" (Therapy Videos)`,
    });
    await database.db.delete(auditLog);
    expect(toastOf((await post({ intent: "delete", id: String(row.id) })) as Response)).toEqual({
      kind: "error",
      message: "That video was already deleted.",
    });
    expect(await audits()).toEqual([]);
  });

  it("lets an editor manage videos too, and refuses anyone not signed in", async () => {
    expectRedirect(await post({ ...valid, title: "Editor Video" }, { username: "editor" }));
    expect(statusOf(await post(valid, { username: null }))).toBe(401);
    expect(statusOf(await post({ intent: "probe" }))).toBe(400);
  });
});
