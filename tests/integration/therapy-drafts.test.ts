// A therapy's draft and its scheduled publication (issue 46 item 2, docs/decisions/084): the
// same write as Publish now (its new address carried to what points at it, its gallery), the
// preview of the draft, and a version that can no longer be written staying a draft.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "~/routes/admin/therapies";
import { loader as previewLoader } from "~/routes/admin/therapies-preview";
import { loader as publicLoader } from "~/routes/therapy";
import { pendingDraft, publishDueRecords } from "~/server/content/record-drafts.server";
import type { Database } from "~/server/db/client.server";
import { auditLog, galleryImages, testimonials, therapies } from "~/server/db/schema.server";
import { settle, staffContext, statusOf, toastOf } from "../support/admin-content-calls";
import { makeContext, makeServices, routeArgs } from "../support/services";
import { createTestDatabase } from "../support/test-db";
import { type TherapyChanges, therapyEntries, therapyValues } from "../support/therapy-form";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const LIST = "/admin/therapies";
const later = () => new Date(Date.now() + 2 * 60 * 60 * 1000);
const inAnHour = () =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Kolkata", dateStyle: "short", timeStyle: "short" })
    .format(new Date(Date.now() + 60 * 60 * 1000))
    .replace(" ", "T");

async function editor(id: number) {
  const context = await staffContext(database, "admin");
  const data = await loader(routeArgs(new Request(`http://localhost${LIST}?edit=${id}`), context, LIST) as Parameters<typeof loader>[0]);
  if (!data.editing) throw new Error("no editor");
  return data;
}

/** The fields a browser sends for the editor's values with `changes` typed over them. */
async function send(
  id: number,
  intent: string,
  changes: TherapyChanges & { galleryIds?: number[] } = {},
  extra: Record<string, string> = {},
) {
  const { editing } = await editor(id);
  const { galleryIds, ...typed } = changes;
  const body = new URLSearchParams({ intent, id: String(id), loadedAt: editing!.loadedAt, ...extra });
  for (const [name, value] of therapyEntries(therapyValues(editing!.values, typed), galleryIds ?? editing!.gallery))
    body.append(name, value);
  const request = new Request(`http://localhost${LIST}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
  });
  const context = await staffContext(database, "admin");
  return settle(() => action(routeArgs(request, context, LIST) as Parameters<typeof action>[0]));
}

async function bySlug(slug: string) {
  const [row] = await database.db.select().from(therapies).where(eq(therapies.slug, slug));
  return row ?? null;
}

function publicStatus(slug: string) {
  const args = routeArgs(new Request(`http://localhost/therapy/${slug}`), makeContext(makeServices(database)), "/therapy/:therapySlug", {
    therapySlug: slug,
  });
  return publicLoader(args as Parameters<typeof publicLoader>[0]).then(
    () => 200,
    (thrown: unknown) => (thrown as { init?: { status?: number } }).init?.status ?? 500,
  );
}

describe("a therapy's draft", () => {
  it("leaves the site as it is, opens in the editor and in the preview, and publishes on time with its address followed", async () => {
    const cryo = (await bySlug("cryotherapy"))!;
    const outcome = await send(cryo.id, "draft", { title: "Whole-Body Cryotherapy", slug: "whole-body-cryotherapy", galleryIds: [] });
    expect(toastOf(outcome as Response)?.message).toBe(
      "Saved a draft of the therapy “Whole-Body Cryotherapy”. It is not on the site until it is published.",
    );
    expect(await publicStatus("cryotherapy")).toBe(200);
    expect(await publicStatus("whole-body-cryotherapy")).toBe(404);

    const opened = await editor(cryo.id);
    expect(opened.editing?.values).toMatchObject({ title: "Whole-Body Cryotherapy", slug: "whole-body-cryotherapy" });
    expect(opened.editing?.gallery).toEqual([]);
    expect(opened.editing?.draft).toMatchObject({ by: "admin", scheduledFor: null });
    expect(opened.therapies.find((t) => t.id === cryo.id)?.pending).toBe("Draft, not published");
    const context = await staffContext(database, "admin");
    const preview = await previewLoader(
      routeArgs(new Request(`http://localhost${LIST}/${cryo.id}/preview`), context, "/admin/therapies/:id/preview", {
        id: String(cryo.id),
      }) as Parameters<typeof previewLoader>[0],
    );
    expect(preview.title).toBe("Whole-Body Cryotherapy");
    expect(preview.draft).toMatchObject({ by: "admin" });

    const scheduled = await send(cryo.id, "schedule", {}, { _publishAt: inAnHour() });
    expect(toastOf(scheduled as Response)?.message).toMatch(/^Scheduled the therapy “Whole-Body Cryotherapy” for /);
    const storiesBefore = await database.db
      .select({ id: testimonials.id })
      .from(testimonials)
      .where(eq(testimonials.therapySlug, "cryotherapy"));
    expect(storiesBefore.length).toBeGreaterThan(0);

    const done = await publishDueRecords(database.db, later());
    expect(done.published).toEqual([{ entity: "therapy", id: cryo.id, version: expect.any(Number) }]);
    expect(await publicStatus("whole-body-cryotherapy")).toBe(200);
    expect(await publicStatus("cryotherapy")).toBe(404);
    const stories = await database.db
      .select({ id: testimonials.id })
      .from(testimonials)
      .where(eq(testimonials.therapySlug, "whole-body-cryotherapy"));
    expect(stories.map((s) => s.id).sort()).toEqual(storiesBefore.map((s) => s.id).sort());
    const gallery = await database.db
      .select({ id: galleryImages.id })
      .from(galleryImages)
      .where(and(eq(galleryImages.therapySlug, "whole-body-cryotherapy"), eq(galleryImages.isActive, true)));
    expect(gallery).toEqual([]);
    expect(await pendingDraft(database.db, "therapy", cryo.id)).toBeNull();
  });

  it("refuses a taken address when saved, and keeps a version whose address was taken meanwhile as a draft, publishing the others", async () => {
    const [a, b] = await database.db.select().from(therapies).where(eq(therapies.isActive, true)).orderBy(therapies.id).limit(2);
    const taken = await send(a!.id, "draft", { slug: b!.slug });
    expect(statusOf(taken)).toBe(400);

    await send(a!.id, "schedule", { slug: "renamed-later" }, { _publishAt: inAnHour() });
    await send(b!.id, "schedule", { shortDescription: "A new short description, published later." }, { _publishAt: inAnHour() });
    // Another therapy takes the address before the time comes.
    await send(b!.id, "save", { slug: "renamed-later" });
    const [other] = await database.db.select().from(therapies).where(eq(therapies.isActive, true)).orderBy(desc(therapies.id)).limit(1);
    await send(other!.id, "schedule", { shortDescription: "Published on time." }, { _publishAt: inAnHour() });

    const done = await publishDueRecords(database.db, later());
    expect(done.failed).toEqual([
      { entity: "therapy", id: a!.id, version: expect.any(Number), reason: "another item now uses its address (slug)" },
    ]);
    expect(done.published.map((p) => p.id)).toEqual([other!.id]);
    expect((await pendingDraft(database.db, "therapy", a!.id))?.status).toBe("draft");
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(a!.id)), eq(auditLog.action, "schedule"), eq(auditLog.entity, "therapy")))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.summary).toMatch(
      /^could not publish scheduled version \d+ of therapy ".+": another item now uses its address \(slug\); it stays a draft$/,
    );
    expect((await publishDueRecords(database.db, later())).failed).toEqual([]);
  });
});

describe("a therapy's scheduled version and a change made meanwhile", () => {
  async function move(id: number, direction: "up" | "down") {
    const body = new URLSearchParams({ intent: "move", id: String(id), direction });
    const request = new Request(`http://localhost${LIST}`, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
    });
    const context = await staffContext(database, "admin");
    return settle(() => action(routeArgs(request, context, LIST) as Parameters<typeof action>[0]));
  }

  it("keeps its time when the therapy only moves in the list, and publishes its own change without undoing the move", async () => {
    const [, second] = await database.db.select().from(therapies).orderBy(therapies.sortOrder, therapies.id).limit(2);
    const id = second!.id;
    await send(id, "schedule", { shortDescription: "A new short description." }, { _publishAt: inAnHour() });
    expect(await pendingDraft(database.db, "therapy", id)).toMatchObject({ status: "scheduled" });
    await move(id, "up");
    const moved = (await database.db.select().from(therapies).where(eq(therapies.id, id)))[0]!;
    expect(moved.sortOrder).toBeLessThan(second!.sortOrder);
    expect(await pendingDraft(database.db, "therapy", id)).toMatchObject({ status: "scheduled" });

    expect((await publishDueRecords(database.db, later())).published).toEqual([{ entity: "therapy", id, version: expect.any(Number) }]);
    const after = (await database.db.select().from(therapies).where(eq(therapies.id, id)))[0]!;
    expect(after).toMatchObject({ shortDescription: "A new short description.", sortOrder: moved.sortOrder });
  });

  it("is called off when the change made meanwhile is to what it changes", async () => {
    const [first] = await database.db.select().from(therapies).orderBy(therapies.sortOrder, therapies.id).limit(1);
    const id = first!.id;
    await send(id, "schedule", { shortDescription: "Scheduled words." }, { _publishAt: inAnHour() });
    // Published now from the editor, which shows the scheduled version: its words are published now.
    await send(id, "save", { shortDescription: "Published words." });
    expect(await pendingDraft(database.db, "therapy", id)).toBeNull();
    expect((await publishDueRecords(database.db, later())).published).toEqual([]);
    expect((await bySlug(first!.slug))?.shortDescription).toBe("Published words.");
  });
});
