import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as historyAction, loader as historyLoader } from "~/routes/admin/record-history";
import { action as testimonialAction } from "~/routes/admin/collection";
import { action as youtubeAction } from "~/routes/admin/collection";
import { baselineRecordRevisions, listRecordRevisions } from "~/server/content/record-revisions.server";
import type { Database } from "~/server/db/client.server";
import { testimonials, therapies, videoEmbeds } from "~/server/db/schema.server";
import { postForm, settle, staffContext, statusOf, toastOf } from "../support/admin-content-calls";
import { routeArgs } from "../support/services";
import { createTestDatabase } from "../support/test-db";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function call<T extends (...args: never[]) => unknown>(
  fn: T,
  path: string,
  fields: Record<string, string> | null,
  params: Record<string, string> = {},
  username: "admin" | "editor" = "editor",
) {
  const context = await staffContext(database, username);
  const request = fields ? postForm(path, fields) : new Request(`http://localhost${path}`);
  return settle(() => fn(routeArgs(request, context, path, params) as never) as Promise<unknown>);
}

const history = async (entity: string, id: number) =>
  (await call(historyLoader, `/admin/history/${entity}/${id}`, null, { entity, id: String(id) })) as Awaited<
    ReturnType<typeof historyLoader>
  >;

describe("revisions of testimonials, videos, therapies and gallery details", () => {
  it("every seeded row has its starting state kept (and a second start adds nothing)", async () => {
    const [row] = await database.db.select().from(testimonials).limit(1);
    const revisions = await listRecordRevisions(database.db, "testimonial", row!.id);
    expect(revisions.map((r) => [r.version, r.authorName])).toEqual([[1, "Initial content"]]);
    expect(await baselineRecordRevisions(database.db)).toBe(0);
  });

  it("an edit keeps the new state with who did it; the history shows what changed; a restore brings the old one back", async () => {
    const [row] = await database.db.select().from(testimonials).limit(1);
    const id = row!.id;
    const edit = {
      intent: "save",
      id: String(id),
      name: row!.name,
      age: String(row!.age ?? ""),
      location: row!.location,
      condition: row!.condition,
      rating: "3",
      review: "Edited review: results vary from person to person.",
      image: "",
      therapySlug: row!.therapySlug ?? "",
      youtubeUrl: "",
      placement: row!.placement,
      sortOrder: String(row!.sortOrder),
      isActive: "on",
      ...(row!.featured ? {} : { featured: "on" }),
    };
    expect(statusOf(await call(testimonialAction, "/admin/testimonials", edit))).toBe(302);

    const page = await history("testimonial", id);
    expect(page.revisions.map((r) => [r.version, r.authorName, r.current])).toEqual([
      [2, "editor", true],
      [1, "Initial content", false],
    ]);
    expect(page.revisions[0]!.changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ["Rating", String(row!.rating), "3"],
      ["Review", row!.review, "Edited review: results vary from person to person."],
      // Every column the form edits is in the history (issue 46: "featured" had drifted out).
      ["Featured on the home page", row!.featured ? "Yes" : "No", row!.featured ? "No" : "Yes"],
    ]);

    const restored = await call(
      historyAction,
      `/admin/history/testimonial/${id}`,
      { revisionId: String(page.revisions[1]!.id) },
      { entity: "testimonial", id: String(id) },
    );
    expect(toastOf(restored as Response)?.message).toBe(`Testimonial "${row!.name}" is back as it was in version 1.`);
    const [after] = await database.db.select().from(testimonials).where(eq(testimonials.id, id));
    expect([after!.review, after!.rating]).toEqual([row!.review, row!.rating]);
    const again = await history("testimonial", id);
    expect(again.revisions[0]).toMatchObject({ version: 3, note: `restored version 1 of testimonial "${row!.name}"` });
  });

  it("a deleted video keeps its last state and comes back, same id, when restored", async () => {
    const [video] = await database.db.select().from(videoEmbeds).limit(1);
    const id = video!.id;
    expect(statusOf(await call(youtubeAction, `/admin/youtube?delete=${id}`, { intent: "delete", id: String(id) }))).toBe(302);
    const page = await history("video", id);
    expect(page.exists).toBe(false);
    expect(page.revisions[0]!.note).toMatch(/^deleted: /);
    await call(
      historyAction,
      `/admin/history/video/${id}`,
      { revisionId: String(page.revisions[1]!.id) },
      { entity: "video", id: String(id) },
    );
    const [back] = await database.db.select().from(videoEmbeds).where(eq(videoEmbeds.id, id));
    expect(back).toMatchObject({ title: video!.title, url: video!.url, embedId: video!.embedId });
  });

  it("refuses a restore that would take another therapy's address, saying why, and changes nothing", async () => {
    const [first, second] = await database.db.select().from(therapies).orderBy(therapies.sortOrder).limit(2);
    // As if the first therapy had once used the second one's slug.
    const [kept] = await listRecordRevisions(database.db, "therapy", first!.id);
    await database.db.execute(
      sql`update document_revisions set data = jsonb_set(data, '{slug}', to_jsonb(${second!.slug}::text)) where id = ${kept!.id}`,
    );
    await database.db.update(therapies).set({ title: "Renamed meanwhile" }).where(eq(therapies.id, first!.id));
    const outcome = await call(
      historyAction,
      `/admin/history/therapy/${first!.id}`,
      { revisionId: String(kept!.id) },
      { entity: "therapy", id: String(first!.id) },
    );
    expect(statusOf(outcome)).toBe(409);
    expect((outcome as { data: { formError: string } }).data.formError).toMatch(/another item now uses its address/);
    const [unchanged] = await database.db.select().from(therapies).where(eq(therapies.id, first!.id));
    expect(unchanged!.title).toBe("Renamed meanwhile");
  });

  it("answers an unknown item, entity or revision clearly", async () => {
    expect(statusOf(await call(historyLoader, "/admin/history/testimonial/999999", null, { entity: "testimonial", id: "999999" }))).toBe(
      404,
    );
    expect(statusOf(await call(historyLoader, "/admin/history/users/1", null, { entity: "users", id: "1" }))).toBe(404);
    const [row] = await database.db.select().from(testimonials).limit(1);
    const wrong = await call(
      historyAction,
      `/admin/history/testimonial/${row!.id}`,
      { revisionId: "1" },
      { entity: "testimonial", id: String(row!.id) },
    );
    expect(statusOf(wrong)).toBe(404);
  });
});
