// Drafts and scheduled publication of a table's rows (issue 46 item 2, docs/decisions/084),
// through the testimonial editor's loader and action, and the job that publishes on time.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateToClinicLocal } from "~/lib/clinic-view";
import { action, loader } from "~/routes/admin/collection";
import { action as videoAction, loader as videoLoader } from "~/routes/admin/collection";
import { action as galleryAction, loader as galleryLoader } from "~/routes/admin/gallery";
import { PLACEMENTS } from "~/lib/testimonial-fields";
import { listPublicTestimonials } from "~/server/content/testimonials.server";
import { listRecordRevisions } from "~/server/content/record-revisions.server";
import { pendingDraft, publishDueRecords } from "~/server/content/record-drafts.server";
import type { Database } from "~/server/db/client.server";
import { auditLog, documentRevisions, galleryImages, testimonials, videoEmbeds } from "~/server/db/schema.server";
import { cardsOf } from "../support/collection-view";
import { postForm, settle, staffContext, statusOf, submitted, toastOf } from "../support/admin-content-calls";
import { makeServices, routeArgs } from "../support/services";
import { runScheduledPublishing } from "~/server/jobs/scheduled-publish.server";
import { createTestDatabase } from "../support/test-db";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const PATH = "/admin/testimonials";

async function loaded(search: string) {
  const context = await staffContext(database, "admin");
  const outcome = await settle(() =>
    loader(routeArgs(new Request(`http://localhost${PATH}${search}`), context, PATH) as Parameters<typeof loader>[0]),
  );
  if (outcome instanceof Response || "init" in outcome) throw new Error(`loader failed with ${statusOf(outcome)}`);
  return outcome;
}

async function post(fields: Record<string, string>) {
  const context = await staffContext(database, "admin");
  return settle(() => action(routeArgs(postForm(PATH, fields), context, PATH) as Parameters<typeof action>[0]));
}

async function row(id: number) {
  const [found] = await database.db.select().from(testimonials).where(eq(testimonials.id, id));
  return found ?? null;
}

/** The names the public pages show: every placement's active testimonials. */
async function publicNames() {
  const lists = await Promise.all(PLACEMENTS.map((p) => listPublicTestimonials(database.db, p)));
  return lists.flat().map((r) => r.name);
}

/** The form as the editor sends it for a row, with `changes` typed over it. */
async function formOf(id: number, changes: Record<string, string>, intent: string) {
  const { editing } = await loaded(`?edit=${id}`);
  if (!editing) throw new Error("no editor");
  return { ...submitted(editing.values), ...changes, id: String(id), loadedAt: editing.loadedAt, intent };
}

const inAnHour = () => dateToClinicLocal(new Date(Date.now() + 60 * 60 * 1000));

describe("a testimonial's draft", () => {
  it("is kept beside the published row: the site and the history are unchanged, the editor and the list show it", async () => {
    const [first] = await database.db.select().from(testimonials).where(eq(testimonials.isActive, true)).limit(1);
    const id = first!.id;
    const kept = (await listRecordRevisions(database.db, "testimonial", id)).length;
    const outcome = await post(await formOf(id, { name: "Draft name R." }, "draft"));
    expect(toastOf(outcome as Response)?.message).toMatch(/^Saved a draft of the testimonial from "Draft name R."/);

    expect((await row(id))?.name).toBe(first!.name);
    expect(await publicNames()).not.toContain("Draft name R.");
    expect((await listRecordRevisions(database.db, "testimonial", id)).length).toBe(kept);
    const { editing, view } = await loaded(`?edit=${id}`);
    expect(editing?.values.name).toBe("Draft name R.");
    expect(editing?.draft).toEqual({ by: "admin", at: expect.any(String), scheduledFor: null });
    expect(cardsOf(view).find((i) => i.id === id)?.pending).toBe("Draft, not published");
    const [audit] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit?.summary).toBe('saved a draft of testimonial from "Draft name R."');

    // Publish now from the form that shows the draft: the row takes it, and nothing waits.
    await post(await formOf(id, {}, "save"));
    expect((await row(id))?.name).toBe("Draft name R.");
    expect(await pendingDraft(database.db, "testimonial", id)).toBeNull();
    expect(await publicNames()).toContain("Draft name R.");
    expect((await listRecordRevisions(database.db, "testimonial", id)).length).toBe(kept + 1);
  });

  it("is refused to a form loaded before someone else's draft, and keeps what was typed", async () => {
    const [first] = await database.db.select().from(testimonials).limit(1);
    const id = first!.id;
    const stale = await formOf(id, { condition: "Mine" }, "save");
    await post(await formOf(id, { condition: "Theirs" }, "draft"));
    const refused = await post(stale);
    expect(statusOf(refused)).toBe(409);
    const body = (refused as { data: { formError: string; values: { condition: string } } }).data;
    expect(body.formError).toMatch(/^admin saved a draft of this testimonial at/);
    expect(body.values.condition).toBe("Mine");
    expect((await row(id))?.condition).toBe(first!.condition);
  });

  it("can be discarded: the site's version comes back into the editor", async () => {
    const [first] = await database.db.select().from(testimonials).limit(1);
    const id = first!.id;
    await post(await formOf(id, { location: "Somewhere else" }, "draft"));
    const { editing } = await loaded(`?edit=${id}`);
    const outcome = await post({ intent: "discard-draft", id: String(id), loadedAt: editing!.loadedAt });
    expect(toastOf(outcome as Response)?.message).toMatch(/^Discarded the draft/);
    const after = await loaded(`?edit=${id}`);
    expect(after.editing?.draft).toBeNull();
    expect(after.editing?.values.location).toBe(first!.location);
    const again = await post({ intent: "discard-draft", id: String(id), loadedAt: after.editing!.loadedAt });
    expect(toastOf(again as Response)).toMatchObject({ kind: "error" });
  });

  it("of a new testimonial is stored hidden until it is published", async () => {
    const form = {
      ...(await loaded("?edit=new")).editing!.values,
      name: "Brand New D.",
      condition: "Back pain",
      review: "Helpful staff; results vary.",
    };
    await post({ ...form, id: "new", intent: "draft" });
    const [created] = await database.db.select().from(testimonials).where(eq(testimonials.name, "Brand New D."));
    expect(created).toMatchObject({ isActive: false, featured: false });
    expect(await publicNames()).not.toContain("Brand New D.");
    expect((await loaded(`?edit=${created!.id}`)).editing?.values.isActive).toBe(true);
    await post(await formOf(created!.id, {}, "save"));
    expect((await row(created!.id))?.isActive).toBe(true);
    expect(await publicNames()).toContain("Brand New D.");
  });
});

describe("a scheduled testimonial", () => {
  it("refuses a time that has passed, under the field, keeping the form", async () => {
    const [first] = await database.db.select().from(testimonials).limit(1);
    const refused = await post({ ...(await formOf(first!.id, { name: "Kept R." }, "schedule")), _publishAt: "2020-01-01T09:00" });
    expect(statusOf(refused)).toBe(400);
    const body = (refused as { data: { errors: Record<string, string>; values: { name: string }; publishAt: string } }).data;
    expect(body.errors.publishAt).toMatch(/^Publish at: that time has passed/);
    expect(body.values.name).toBe("Kept R.");
    expect(body.publishAt).toBe("2020-01-01T09:00");
  });

  it("is published once when its time comes, by the job, with an audit row of no one", async () => {
    const [first] = await database.db.select().from(testimonials).where(eq(testimonials.isActive, true)).limit(1);
    const id = first!.id;
    await post({ ...(await formOf(id, { name: "Later R." }, "schedule")), _publishAt: inAnHour() });
    const draft = await pendingDraft(database.db, "testimonial", id);
    expect(draft).toMatchObject({ status: "scheduled" });
    expect(cardsOf((await loaded(`?edit=${id}`)).view).find((i) => i.id === id)?.pending).toMatch(/^Scheduled for /);

    expect(await publishDueRecords(database.db, new Date())).toEqual({ published: [], failed: [] });
    expect((await row(id))?.name).toBe(first!.name);
    const due = new Date(draft!.publishAt!.getTime() + 1000);
    const [first2, second] = await Promise.all([publishDueRecords(database.db, due), publishDueRecords(database.db, due)]);
    expect([...first2.published, ...second.published]).toEqual([{ entity: "testimonial", id, version: draft!.version }]);
    expect([...first2.failed, ...second.failed]).toEqual([]);
    expect((await row(id))?.name).toBe("Later R.");
    expect(await pendingDraft(database.db, "testimonial", id)).toBeNull();
    expect(await publicNames()).toContain("Later R.");
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "testimonial"), eq(auditLog.action, "publish")))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      userId: null,
      entityId: String(id),
      summary: `published scheduled version ${draft!.version} of testimonial "Later R."`,
    });
    expect(await publishDueRecords(database.db, due)).toEqual({ published: [], failed: [] });
  });

  it("changes only what its author changed: a column changed meanwhile by another path stays as it is", async () => {
    const [story] = await database.db.select().from(testimonials).where(eq(testimonials.placement, "therapy")).limit(1);
    const id = story!.id;
    await post({ ...(await formOf(id, { condition: "Rescheduled condition" }, "schedule")), _publishAt: inAnHour() });
    // A therapy's new address is carried to its testimonials without their editor (followSlug).
    await database.db.update(testimonials).set({ therapySlug: "cryotherapy" }).where(eq(testimonials.id, id));
    expect((await loaded(`?edit=${id}`)).editing?.values).toMatchObject({ condition: "Rescheduled condition", therapySlug: "cryotherapy" });
    await publishDueRecords(database.db, new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(await row(id)).toMatchObject({ condition: "Rescheduled condition", therapySlug: "cryotherapy" });
    const [kept] = await listRecordRevisions(database.db, "testimonial", id);
    expect(kept?.data).toMatchObject({ condition: "Rescheduled condition", therapy_slug: "cryotherapy" });
  });

  it("is called off by a change published meanwhile, and never brings back a deleted testimonial", async () => {
    const [a, b] = await database.db.select().from(testimonials).orderBy(testimonials.id).limit(2);
    await post({ ...(await formOf(a!.id, { name: "Scheduled A." }, "schedule")), _publishAt: inAnHour() });
    await post(await formOf(a!.id, { name: "Published A." }, "save"));
    await post({ ...(await formOf(b!.id, { name: "Scheduled B." }, "schedule")), _publishAt: inAnHour() });
    await post({ intent: "delete", id: String(b!.id) });
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    expect(await publishDueRecords(database.db, later)).toEqual({ published: [], failed: [] });
    expect((await row(a!.id))?.name).toBe("Published A.");
    expect(await row(b!.id)).toBeNull();
    const waiting = await database.db.select().from(documentRevisions).where(eq(documentRevisions.status, "scheduled"));
    expect(waiting).toEqual([]);
  });

  it("can be cancelled, staying a draft", async () => {
    const [first] = await database.db.select().from(testimonials).orderBy(desc(testimonials.id)).limit(1);
    await post({ ...(await formOf(first!.id, { name: "Maybe R." }, "schedule")), _publishAt: inAnHour() });
    const { editing } = await loaded(`?edit=${first!.id}`);
    expect(editing?.draft?.scheduledFor).toEqual(expect.any(String));
    const outcome = await post({ intent: "cancel-schedule", id: String(first!.id), loadedAt: editing!.loadedAt });
    expect(toastOf(outcome as Response)?.message).toMatch(/^Cancelled the scheduled publication/);
    const after = await loaded(`?edit=${first!.id}`);
    expect(after.editing?.draft).toMatchObject({ scheduledFor: null });
    expect(after.editing?.values.name).toBe("Maybe R.");
  });
});

describe("a video's draft", () => {
  const VIDEOS = "/admin/youtube";
  async function videoEditor(id: number) {
    const context = await staffContext(database, "admin");
    const outcome = await videoLoader(
      routeArgs(new Request(`http://localhost${VIDEOS}?edit=${id}`), context, VIDEOS) as Parameters<typeof videoLoader>[0],
    );
    return outcome;
  }
  async function postVideo(fields: Record<string, string>) {
    const context = await staffContext(database, "admin");
    return settle(() => videoAction(routeArgs(postForm(VIDEOS, fields), context, VIDEOS) as Parameters<typeof videoAction>[0]));
  }

  it("publishes its new address with the video id read from it, on time", async () => {
    const [video] = await database.db.select().from(videoEmbeds).where(eq(videoEmbeds.isActive, true)).limit(1);
    const { editing } = await videoEditor(video!.id);
    const outcome = await postVideo({
      ...editing!.values,
      url: "https://youtu.be/aqz-KE-bpKQ",
      id: String(video!.id),
      loadedAt: editing!.loadedAt,
      intent: "schedule",
      _publishAt: inAnHour(),
    });
    expect(toastOf(outcome as Response)?.message).toMatch(/^Scheduled the video ".+" for /);
    const listed = await videoEditor(video!.id);
    expect(listed.editing?.values.url).toBe("https://youtu.be/aqz-KE-bpKQ");
    expect(cardsOf(listed.view).find((i) => i.id === video!.id)?.pending).toMatch(/^Scheduled for /);
    const [unchanged] = await database.db.select().from(videoEmbeds).where(eq(videoEmbeds.id, video!.id));
    expect(unchanged?.url).toBe(video!.url);

    const done = await publishDueRecords(database.db, new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(done.published).toEqual([{ entity: "video", id: video!.id, version: expect.any(Number) }]);
    const [after] = await database.db.select().from(videoEmbeds).where(eq(videoEmbeds.id, video!.id));
    expect(after).toMatchObject({ url: "https://youtu.be/aqz-KE-bpKQ", embedId: "aqz-KE-bpKQ" });
  });
});

describe("a gallery image's draft", () => {
  const GALLERY = "/admin/gallery";
  async function postImage(fields: Record<string, string>) {
    const context = await staffContext(database, "admin");
    return settle(() => galleryAction(routeArgs(postForm(GALLERY, fields), context, GALLERY) as Parameters<typeof galleryAction>[0]));
  }
  async function galleryEditor(id: number) {
    const context = await staffContext(database, "admin");
    return galleryLoader(
      routeArgs(new Request(`http://localhost${GALLERY}?edit=${id}`), context, GALLERY) as Parameters<typeof galleryLoader>[0],
    );
  }

  it("keeps its new words off the site until published, and the list marks it", async () => {
    const [image] = await database.db.select().from(galleryImages).where(eq(galleryImages.isActive, true)).limit(1);
    const { editing } = await galleryEditor(image!.id);
    const v = editing!.values;
    const fields = {
      id: String(image!.id),
      loadedAt: editing!.loadedAt,
      title: "Draft title",
      category: String(v.category),
      alt: String(v.alt),
      therapySlug: String(v.therapySlug),
      isActive: "on",
    };
    const outcome = await postImage({ ...fields, intent: "draft" });
    expect(toastOf(outcome as Response)?.message).toBe(
      'Saved a draft of the gallery image "Draft title". It is not on the site until it is published.',
    );
    const [unchanged] = await database.db.select().from(galleryImages).where(eq(galleryImages.id, image!.id));
    expect(unchanged?.title).toBe(image!.title);
    const after = await galleryEditor(image!.id);
    expect(after.editing?.values.title).toBe("Draft title");
    expect(after.editing?.draft).toMatchObject({ by: "admin" });

    await postImage({ ...fields, loadedAt: after.editing!.loadedAt, intent: "save" });
    const [published] = await database.db.select().from(galleryImages).where(eq(galleryImages.id, image!.id));
    expect(published?.title).toBe("Draft title");
    expect(await pendingDraft(database.db, "gallery_image", image!.id)).toBeNull();
  });
});

describe("the scheduled-publishing job", () => {
  it("publishes a table row's version that fell due while the server was down, at its first run", async () => {
    const [first] = await database.db.select().from(testimonials).orderBy(testimonials.id).limit(1);
    await post({ ...(await formOf(first!.id, { condition: "Published by the job" }, "schedule")), _publishAt: inAnHour() });
    // Two hours later by the content clock, as a restarted server would see it.
    const services = makeServices(database, { TEST_CLOCK_OFFSET_SECONDS: "7200" });
    expect(await runScheduledPublishing(services, {})).toBeGreaterThanOrEqual(1);
    expect((await row(first!.id))?.condition).toBe("Published by the job");
  });
});
