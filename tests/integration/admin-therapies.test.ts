import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "~/routes/admin/therapies";
import { loader as previewLoader } from "~/routes/admin/therapies-preview";
import { loader as publicLoader } from "~/routes/therapy";
import { loader as sitemapLoader } from "~/routes/sitemap";
import type { FormObject } from "~/lib/document-form";
import { userContext } from "~/server/auth/guards.server";
import type { Database } from "~/server/db/client.server";
import {
  auditLog,
  documentRevisions,
  documents,
  galleryImages,
  testimonials,
  therapies,
  users,
  videoEmbeds,
} from "~/server/db/schema.server";
import { listRecordRevisions } from "~/server/content/record-revisions.server";
import { diffRecords, RECORD_KINDS } from "~/lib/record-history";
import { createTestDatabase } from "../support/test-db";
import { type TherapyChanges, therapyEntries, therapyRowValues, therapyValues } from "../support/therapy-form";
import { makeContext, makeServices, routeArgs } from "../support/services";

let database: Database;
let adminId: number;
let editorId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  const rows = await database.db.select({ id: users.id, username: users.username }).from(users);
  adminId = rows.find((u) => u.username === "admin")!.id;
  editorId = rows.find((u) => u.username === "editor")!.id;
});
afterAll(() => database.close());

const ORIGIN = "http://localhost";

function contextAs(role: "admin" | "editor" | null) {
  const context = makeContext(makeServices(database, { SITE_URL: "https://clinic.example" }));
  if (role) context.set(userContext, { id: role === "admin" ? adminId : editorId, username: role, role, sessionId: "test" });
  return context;
}

type Outcome =
  | { kind: "redirect"; location: string; toast: string }
  | { kind: "data"; status: number; data: { values: FormObject; errors: Record<string, string>; extra?: FormObject } };

async function post(entries: [string, string][], role: "admin" | "editor" | null = "admin", path = "/admin/therapies"): Promise<Outcome> {
  const request = new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams(entries),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
  });
  const args = routeArgs(request, contextAs(role), "/admin/therapies") as Parameters<typeof action>[0];
  try {
    const { data, init } = (await action(args)) as unknown as {
      data: { values: FormObject; errors: Record<string, string>; extra?: FormObject };
      init: { status: number };
    };
    return { kind: "data", status: init.status, data };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    const cookie = decodeURIComponent(/admin_toast=([^;]*)/.exec(thrown.headers.get("Set-Cookie") ?? "")?.[1] ?? "");
    return {
      kind: "redirect",
      location: thrown.headers.get("Location") ?? "",
      toast: cookie ? (JSON.parse(cookie) as { message: string }).message : "",
    };
  }
}

async function load(search = "", role: "admin" | "editor" | null = "admin") {
  const request = new Request(`${ORIGIN}/admin/therapies${search}`);
  return loader(routeArgs(request, contextAs(role), "/admin/therapies") as Parameters<typeof loader>[0]);
}

async function rowBySlug(slug: string) {
  const [row] = await database.db.select().from(therapies).where(eq(therapies.slug, slug));
  if (!row) throw new Error(`no therapy ${slug}`);
  return row;
}

async function galleryIdsOf(slug: string) {
  const rows = await database.db
    .select({ id: galleryImages.id })
    .from(galleryImages)
    .where(and(eq(galleryImages.therapySlug, slug), eq(galleryImages.isActive, true)));
  return rows.map((r) => r.id);
}

/** The form fields a browser sends for these values. */
function fields(id: number, values: FormObject, gallery: readonly number[], intent = "save"): [string, string][] {
  return [["intent", intent], ["id", String(id)], ...therapyEntries(values, gallery)];
}

async function formFor(slug: string, changes: TherapyChanges & { galleryIds?: number[] } = {}) {
  const row = await rowBySlug(slug);
  const { galleryIds, ...typed } = changes;
  return { row, entries: fields(row.id, therapyValues(therapyRowValues(row), typed), galleryIds ?? (await galleryIdsOf(slug))) };
}

async function lastAudit() {
  const [row] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

async function auditCount() {
  return (await database.db.select({ id: auditLog.id }).from(auditLog)).length;
}

function publicStatus(slug: string) {
  const args = routeArgs(new Request(`${ORIGIN}/therapy/${slug}`), contextAs(null), "/therapy/:therapySlug", { therapySlug: slug });
  return publicLoader(args as Parameters<typeof publicLoader>[0]).then(
    () => 200,
    (thrown: unknown) => (thrown as { init?: { status?: number } }).init?.status ?? 500,
  );
}

async function sitemapLocs() {
  const response = await sitemapLoader(
    routeArgs(new Request(`${ORIGIN}/sitemap.xml`), contextAs(null)) as Parameters<typeof sitemapLoader>[0],
  );
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
}

describe("list and edit loader", () => {
  it("lists every therapy by sort order and opens one for editing with the pickers' choices", async () => {
    const data = await load();
    expect(data.therapies.map((t) => t.slug)).toEqual([
      "hyperbaric-oxygen-therapy",
      "cryotherapy",
      "zero-gravity-gait-trainer",
      "hydrogen-inhalation",
      "post-pregnancy-rehabilitation",
    ]);
    expect(data.editing).toBeNull();
    const cryo = data.therapies[1]!;
    const edit = await load(`?edit=${cryo.id}`);
    expect(edit.editing?.values).toMatchObject({ title: "Cryotherapy", slug: "cryotherapy", duration: "2-3 minutes", isActive: true });
    // The related therapies offered: every therapy (the form leaves out the row's own, by its slug).
    expect(edit.editing?.slug).toBe("cryotherapy");
    expect(edit.editing?.choices.therapies).toHaveLength(5);
    expect(edit.editing?.media.length).toBeGreaterThan(5);
    expect(edit.editing?.gallery.length).toBeGreaterThan(0);
    // The hero image is offered at the size the page shows it.
    expect(edit.editing?.choices.images.length).toBeGreaterThan(5);
  });

  it("says so when the therapy to edit does not exist", async () => {
    const data = await load("?edit=99999");
    expect(data.editing).toBeNull();
    expect(data.missing).toBe(true);
  });

  it("needs a signed-in user", async () => {
    await expect(load("", null)).rejects.toMatchObject({ init: { status: 401 } });
    await expect(post([["intent", "create"]], null)).rejects.toMatchObject({ init: { status: 401 } });
  });
});

describe("Add New Therapy", () => {
  it("stores an inactive draft 'New Therapy' at the end and opens it; a second one gets new-therapy-2", async () => {
    const before = await auditCount();
    const first = await post([["intent", "create"]]);
    expect(first.kind).toBe("redirect");
    const draft = await rowBySlug("new-therapy");
    expect(first).toMatchObject({ location: `/admin/therapies?edit=${draft.id}`, toast: expect.stringMatching(/Draft therapy created/) });
    expect(draft).toMatchObject({ title: "New Therapy", isActive: false, updatedBy: adminId });
    const list = await load();
    expect(list.therapies.at(-1)?.id).toBe(draft.id);
    expect(await lastAudit()).toMatchObject({
      action: "create",
      entity: "therapy",
      entityId: String(draft.id),
      summary: 'created therapy "New Therapy"',
      userId: adminId,
    });
    expect(await auditCount()).toBe(before + 1);

    await post([["intent", "create"]], "editor");
    const second = await rowBySlug("new-therapy-2");
    expect(second.isActive).toBe(false);
    // A draft is not public.
    expect(await publicStatus("new-therapy")).toBe(404);
    expect(await sitemapLocs()).not.toContain("https://clinic.example/therapy/new-therapy");
  });
});

describe("saving a therapy", () => {
  it("records only the changes the person made: the related therapies' order comes back as stored (issue 46 item 4)", async () => {
    const row = await rowBySlug("cryotherapy");
    expect(row.relatedSlugs.length).toBeGreaterThan(1);
    // A browser sends the ticked boxes in the page's order (the other therapies' list order),
    // whatever order they were stored in.
    const edit = await load(`?edit=${row.id}`);
    const pageOrder = edit
      .editing!.choices.therapies.map((o) => o.value)
      .filter((slug) => slug !== row.slug && row.relatedSlugs.includes(slug));
    const stored = [...pageOrder].reverse();
    await database.db.update(therapies).set({ relatedSlugs: stored }).where(eq(therapies.id, row.id));
    expect(pageOrder).not.toEqual(stored);
    const values = therapyValues(therapyRowValues({ ...row, relatedSlugs: stored }), { duration: "3 minutes", relatedSlugs: pageOrder });
    const outcome = await post(fields(row.id, values, await galleryIdsOf("cryotherapy")), "editor");
    expect(outcome).toMatchObject({ kind: "redirect", toast: "Saved the therapy “Cryotherapy”." });
    const [latest, previous] = await listRecordRevisions(database.db, "therapy", row.id);
    expect((await rowBySlug("cryotherapy")).relatedSlugs).toEqual(stored);
    const asRow = (data: unknown) => data as Record<string, unknown>;
    const changed = diffRecords(RECORD_KINDS.therapy, previous ? asRow(previous.data) : null, asRow(latest!.data)).map((c) => c.label);
    expect(changed).toEqual(["Duration"]);
  });

  it("replaces every field, records who did it, and the public page shows it on the next request", async () => {
    const { row, entries } = await formFor("hydrogen-inhalation", {
      title: "Hydrogen Inhalation Therapy",
      slug: "hydrogen-inhalation",
      duration: "40-60 minutes",
      benefits: ["Gentle", "Short sessions"],
      conditions: ["Fatigue"],
      faqs: [{ question: "Is it safe?", answer: "Your doctor checks first." }],
      relatedSlugs: ["cryotherapy"],
      seoTitle: "Hydrogen inhalation in Visakhapatnam",
      seoDescription: "What it is and who it may help.",
      seoKeywords: "hydrogen, inhalation , ",
      youtubeUrl: "https://youtu.be/Samudra0004",
      sortOrder: "4",
    });
    const before = await auditCount();
    const outcome = await post(entries, "editor");
    expect(outcome).toEqual({ kind: "redirect", location: "/admin/therapies", toast: "Saved the therapy “Hydrogen Inhalation Therapy”." });
    const saved = await rowBySlug("hydrogen-inhalation");
    expect(saved).toMatchObject({
      title: "Hydrogen Inhalation Therapy",
      duration: "40-60 minutes",
      benefits: ["Gentle", "Short sessions"],
      conditions: ["Fatigue"],
      faqs: [{ question: "Is it safe?", answer: "Your doctor checks first." }],
      relatedSlugs: ["cryotherapy"],
      seo: {
        title: "Hydrogen inhalation in Visakhapatnam",
        description: "What it is and who it may help.",
        keywords: ["hydrogen", "inhalation"],
      },
      youtubeUrl: "https://youtu.be/Samudra0004",
      updatedBy: editorId,
    });
    expect(saved.updatedAt.getTime()).toBeGreaterThan(row.updatedAt.getTime());
    expect(await auditCount()).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      action: "update",
      entity: "therapy",
      entityId: String(row.id),
      summary: 'updated therapy "Hydrogen Inhalation Therapy"',
      userId: editorId,
    });

    const args = routeArgs(new Request(`${ORIGIN}/therapy/hydrogen-inhalation`), contextAs(null), "/therapy/:therapySlug", {
      therapySlug: "hydrogen-inhalation",
    });
    const page = await publicLoader(args as Parameters<typeof publicLoader>[0]);
    expect(page.therapy).toMatchObject({ title: "Hydrogen Inhalation Therapy", duration: "40-60 minutes", videoId: "Samudra0004" });
  });

  it("drops a list's item left blank (the spare box a form without JavaScript offers) and one marked for removal", async () => {
    const { entries } = await formFor("hydrogen-inhalation", { benefits: ["One", "Two"], conditions: [] });
    entries.push(["benefits.2.text", "  "], ["benefits.3.text", "Gone"], ["benefits.3._remove", "on"]);
    expect((await post(entries)).kind).toBe("redirect");
    expect(await rowBySlug("hydrogen-inhalation")).toMatchObject({ benefits: ["One", "Two"], conditions: [] });
  });

  it("stores rich text sanitised: the classic XSS payloads are removed (SPEC §5 URL rules)", async () => {
    const payload = [
      "<p>Intro <strong>bold</strong></p>",
      "<script>alert(1)</script>",
      '<img src="x" onerror="alert(1)">',
      '<img src="javascript:alert(1)">',
      '<img src="https://example.org/ok.png" alt="ok">',
      '<a href="javascript:alert(1)">js</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
      '<a href="mailto:care@samudra-rehab.example">mail</a>',
      "<svg><script>alert(1)</script></svg>",
      '<p onclick="alert(1)" style="color:red">styled</p>',
      '<iframe src="https://evil.example"></iframe>',
    ].join("");
    const { entries } = await formFor("cryotherapy", {
      descriptionHtml: payload,
      howItWorksHtml: '<ol><li>Step <a href="tel:+919000011001">call</a></li></ol><object data="x"></object>',
    });
    expect((await post(entries)).kind).toBe("redirect");
    const saved = await rowBySlug("cryotherapy");
    expect(saved.descriptionHtml).not.toMatch(/script|onerror|onclick|javascript:|data:text|svg|iframe|style=/i);
    expect(saved.descriptionHtml).toContain("<p>Intro <strong>bold</strong></p>");
    expect(saved.descriptionHtml).toContain('<img src="https://example.org/ok.png" alt="ok" />');
    expect(saved.descriptionHtml).toContain('<a href="mailto:care@samudra-rehab.example">mail</a>');
    expect(saved.descriptionHtml).toContain("<a>js</a>");
    expect(saved.howItWorksHtml).toBe('<ol><li>Step <a href="tel:+919000011001">call</a></li></ol>');
  });

  it("refuses an image pasted as data: with a message naming the field, storing nothing and keeping the text (issue 44)", async () => {
    const before = await rowBySlug("cryotherapy");
    const pasted = '<p>Before</p><p><img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==" alt=""></p>';
    const { entries } = await formFor("cryotherapy", {
      descriptionHtml: pasted,
      howItWorksHtml: "<p>x<img src='DATA:image/jpeg;base64,/9j/'></p>",
    });
    const outcome = await post(entries);
    if (outcome.kind !== "data") throw new Error(`expected the form back, got ${outcome.kind}`);
    expect(outcome.status).toBe(400);
    expect(outcome.data.errors.descriptionHtml).toMatch(/^What It Is \(full description\): an image is pasted into the text as data/);
    expect(outcome.data.errors.howItWorksHtml).toMatch(/^How It Works: /);
    expect(outcome.data.values.descriptionHtml).toBe(pasted);
    const after = await rowBySlug("cryotherapy");
    expect(after.descriptionHtml).toBe(before.descriptionHtml);
    expect(after.descriptionHtml).not.toContain("data:");
  });

  it("refuses a gallery image that left the media library meanwhile (hidden or deleted), keeping the ticks", async () => {
    const [hidden] = await database.db.select().from(galleryImages).where(eq(galleryImages.isActive, true)).limit(1);
    await database.db.update(galleryImages).set({ isActive: false }).where(eq(galleryImages.id, hidden!.id));
    for (const gone of [hidden!.id, 987654]) {
      const { entries } = await formFor("cryotherapy", { galleryIds: [...(await galleryIdsOf("cryotherapy")), gone] });
      const outcome = await post(entries);
      if (outcome.kind !== "data") throw new Error(`expected the form back, got ${outcome.kind}`);
      expect(outcome.status).toBe(400);
      expect(outcome.data.errors.gallery).toBe("One of the chosen images is no longer in the media library. Please choose again.");
      expect(outcome.data.extra?.gallery).toContain(String(gone));
    }
    await database.db.update(galleryImages).set({ isActive: true }).where(eq(galleryImages.id, hidden!.id));
    const { entries } = await formFor("cryotherapy", { galleryIds: await galleryIdsOf("cryotherapy") });
    expect((await post(entries)).kind).toBe("redirect");
  });

  it("refuses an unparseable YouTube URL with a field error, keeping everything typed", async () => {
    const before = await auditCount();
    const { row, entries } = await formFor("cryotherapy", {
      youtubeUrl: "https://example.org/watch?v=nope",
      duration: "typed but not saved",
    });
    const outcome = await post(entries);
    expect(outcome.kind).toBe("data");
    if (outcome.kind !== "data") return;
    expect(outcome.status).toBe(400);
    expect(outcome.data.errors.youtubeUrl).toMatch(/Invalid URL/);
    expect(outcome.data.values).toMatchObject({ youtubeUrl: "https://example.org/watch?v=nope", duration: "typed but not saved" });
    // The gallery's ticks come back too, though they are not a field of the row.
    const ticked = (await galleryIdsOf("cryotherapy")).map(String);
    expect(ticked.length).toBeGreaterThan(0);
    expect(outcome.data.extra).toEqual({ gallery: ticked });
    expect((await rowBySlug("cryotherapy")).duration).toBe(row.duration);
    expect(await auditCount()).toBe(before);
  });

  it("refuses a slug another therapy uses, and an invalid slug, as field errors", async () => {
    const clash = await post((await formFor("cryotherapy", { slug: "hyperbaric-oxygen-therapy" })).entries);
    expect(clash.kind === "data" && clash.status).toBe(400);
    expect(clash.kind === "data" && clash.data.errors.slug).toMatch(/already uses/);
    // Said with the declaration's own problems, in the form's order.
    const both = await post((await formFor("cryotherapy", { slug: "hyperbaric-oxygen-therapy", youtubeUrl: "not a video" })).entries);
    expect(both.kind === "data" && Object.keys(both.data.errors)).toEqual(["slug", "youtubeUrl"]);
    for (const slug of ["Bad Slug!", "a", "double--hyphen", ""]) {
      const invalid = await post((await formFor("cryotherapy", { slug })).entries);
      expect(invalid.kind === "data" && invalid.data.errors.slug, slug).toBeTruthy();
    }
    expect(await rowBySlug("cryotherapy")).toBeTruthy();
  });

  it("checks lengths, pickers, FAQ pairs and what publishing needs", async () => {
    const other = await rowBySlug("cryotherapy");
    const { entries } = await formFor("new-therapy", {
      title: "",
      seoTitle: "x".repeat(61),
      seoDescription: "y".repeat(161),
      relatedSlugs: ["cryotherapy", "hydrogen-inhalation", "hyperbaric-oxygen-therapy"],
      heroImage: "https://elsewhere.example/photo.jpg",
      faqs: [{ question: "Only a question", answer: "" }],
      sortOrder: "first",
      isActive: true,
      shortDescription: "",
      descriptionHtml: "<p></p>",
    });
    const outcome = await post(entries);
    expect(outcome.kind).toBe("data");
    if (outcome.kind !== "data") return;
    expect(Object.keys(outcome.data.errors).sort()).toEqual(
      [
        "descriptionHtml",
        "faqs.0.answer",
        "heroImage",
        "relatedSlugs",
        "seo.description",
        "seo.title",
        "shortDescription",
        "sortOrder",
        "title",
      ].sort(),
    );
    // A therapy cannot be related to itself.
    const self = await post((await formFor("cryotherapy", { relatedSlugs: ["cryotherapy"] })).entries);
    expect(self.kind === "data" && self.data.errors.relatedSlugs).toBeTruthy();
    expect(other.id).toBeGreaterThan(0);
  });

  it("sets the therapy's gallery from the media library (an image moves between therapies)", async () => {
    const [reception] = await database.db
      .select()
      .from(galleryImages)
      .where(eq(galleryImages.url, "/illustrations/facility-reception.svg"));
    const current = await galleryIdsOf("cryotherapy");
    const { entries } = await formFor("cryotherapy", { galleryIds: [reception!.id] });
    expect((await post(entries)).kind).toBe("redirect");
    expect(await galleryIdsOf("cryotherapy")).toEqual([reception!.id]);
    for (const id of current) {
      const [img] = await database.db.select().from(galleryImages).where(eq(galleryImages.id, id));
      expect(img?.therapySlug).toBeNull();
    }
  });
});

describe("renaming a slug", () => {
  it("moves related lists, testimonials and gallery images along in the same save", async () => {
    const referring = (await database.db.select().from(therapies)).filter((t) => t.relatedSlugs.includes("zero-gravity-gait-trainer"));
    expect(referring.length).toBeGreaterThan(0);
    const stories = await database.db.select().from(testimonials).where(eq(testimonials.therapySlug, "zero-gravity-gait-trainer"));
    const images = await database.db.select().from(galleryImages).where(eq(galleryImages.therapySlug, "zero-gravity-gait-trainer"));
    expect(stories.length + images.length).toBeGreaterThan(0);

    const { entries } = await formFor("zero-gravity-gait-trainer", { slug: "gait-trainer" });
    expect((await post(entries)).kind).toBe("redirect");

    for (const t of referring) {
      const [now] = await database.db.select().from(therapies).where(eq(therapies.id, t.id));
      expect(now?.relatedSlugs).toEqual(t.relatedSlugs.map((s) => (s === "zero-gravity-gait-trainer" ? "gait-trainer" : s)));
    }
    expect(await database.db.select().from(testimonials).where(eq(testimonials.therapySlug, "gait-trainer"))).toHaveLength(stories.length);
    expect(await database.db.select().from(galleryImages).where(eq(galleryImages.therapySlug, "gait-trainer"))).toHaveLength(images.length);
    expect(await database.db.select().from(testimonials).where(eq(testimonials.therapySlug, "zero-gravity-gait-trainer"))).toHaveLength(0);
    expect(await publicStatus("gait-trainer")).toBe(200);
    expect(await publicStatus("zero-gravity-gait-trainer")).toBe(404);
    // Its translations are keyed by its address: they move with it, history and all.
    const translated = await database.db
      .select({ locale: documents.locale, key: documents.key })
      .from(documents)
      .where(and(eq(documents.type, "therapy-texts"), inArray(documents.key, ["gait-trainer", "zero-gravity-gait-trainer"])));
    expect(translated.map((d) => `${d.key}@${d.locale}`).sort()).toEqual(["gait-trainer@ar", "gait-trainer@hi", "gait-trainer@te"]);
    const revisions = await database.db
      .select({ key: documentRevisions.key })
      .from(documentRevisions)
      .where(and(eq(documentRevisions.type, "therapy-texts"), eq(documentRevisions.key, "zero-gravity-gait-trainer")));
    expect(revisions).toEqual([]);
  });
});

describe("order", () => {
  it("moves a therapy up or down, renumbering the list, with an audit row", async () => {
    const before = (await load()).therapies.map((t) => t.slug);
    const second = (await load()).therapies[1]!;
    const outcome = await post([
      ["intent", "move"],
      ["id", String(second.id)],
      ["direction", "up"],
    ]);
    expect(outcome).toMatchObject({ kind: "redirect", location: "/admin/therapies", toast: `Moved “${second.title}” up` });
    const after = (await load()).therapies;
    expect(after.map((t) => t.slug)).toEqual([before[1], before[0], ...before.slice(2)]);
    expect(after.map((t) => t.sortOrder)).toEqual(after.map((_, i) => i + 1));
    expect(await lastAudit()).toMatchObject({ action: "update", summary: `moved therapy "${second.title}" up` });
    // The public lists follow the same order.
    const publicOrder = await database.db
      .select({ slug: therapies.slug })
      .from(therapies)
      .where(eq(therapies.isActive, true))
      .orderBy(asc(therapies.sortOrder));
    expect(publicOrder[0]?.slug).toBe(before[1]);
    await post([
      ["intent", "move"],
      ["id", String(second.id)],
      ["direction", "down"],
    ]);
    expect((await load()).therapies.map((t) => t.slug)).toEqual(before);
  });
});

describe("visibility", () => {
  it("an inactive therapy is 404 and not in the sitemap, but staff can preview it", async () => {
    const { row, entries } = await formFor("post-pregnancy-rehabilitation", { isActive: false });
    expect((await post(entries)).kind).toBe("redirect");
    expect(await publicStatus("post-pregnancy-rehabilitation")).toBe(404);
    expect(await sitemapLocs()).not.toContain("https://clinic.example/therapy/post-pregnancy-rehabilitation");
    const args = routeArgs(
      new Request(`${ORIGIN}/admin/therapies/${row.id}/preview`),
      contextAs("editor"),
      "/admin/therapies/:id/preview",
      { id: String(row.id) },
    );
    const preview = await previewLoader(args as Parameters<typeof previewLoader>[0]);
    expect(preview).toMatchObject({ id: row.id, isActive: false, title: row.title, slug: "post-pregnancy-rehabilitation" });
    // The public page's own markup, rendered on the server for the preview.
    expect(preview.html).toContain(`<h1`);
    expect(preview.html).toContain(row.title);

    expect((await post((await formFor("post-pregnancy-rehabilitation", { isActive: true })).entries)).kind).toBe("redirect");
    expect(await publicStatus("post-pregnancy-rehabilitation")).toBe(200);
    expect(await sitemapLocs()).toContain("https://clinic.example/therapy/post-pregnancy-rehabilitation");
  });

  it("preview of an unknown therapy is a 404", async () => {
    const args = routeArgs(new Request(`${ORIGIN}/admin/therapies/424242/preview`), contextAs("admin"), "/admin/therapies/:id/preview", {
      id: "424242",
    });
    await expect(previewLoader(args as Parameters<typeof previewLoader>[0])).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe("delete", () => {
  it("removes the therapy and every reference to it in one transaction, with an audit row", async () => {
    const cryo = await rowBySlug("cryotherapy");
    const [video] = await database.db.select().from(videoEmbeds).where(eq(videoEmbeds.therapyId, cryo.id));
    await database.db
      .update(galleryImages)
      .set({ therapySlug: "cryotherapy" })
      .where(eq(galleryImages.url, "/illustrations/gallery-staff.svg"));
    const outcome = await post([
      ["intent", "delete"],
      ["id", String(cryo.id)],
    ]);
    expect(outcome).toMatchObject({ kind: "redirect", toast: "Deleted the therapy “Cryotherapy”." });
    expect(await database.db.select().from(therapies).where(eq(therapies.id, cryo.id))).toHaveLength(0);
    for (const t of await database.db.select().from(therapies)) expect(t.relatedSlugs).not.toContain("cryotherapy");
    expect(await database.db.select().from(testimonials).where(eq(testimonials.therapySlug, "cryotherapy"))).toHaveLength(0);
    expect(await database.db.select().from(galleryImages).where(eq(galleryImages.therapySlug, "cryotherapy"))).toHaveLength(0);
    if (video) {
      const [after] = await database.db.select().from(videoEmbeds).where(eq(videoEmbeds.id, video.id));
      expect(after?.therapyId).toBeNull();
    }
    expect(await lastAudit()).toMatchObject({ action: "delete", entityId: String(cryo.id), summary: 'deleted therapy "Cryotherapy"' });
    expect(await publicStatus("cryotherapy")).toBe(404);
  });

  it("keeps a deleted therapy's translations for a restore, but never gives them to a new therapy at its address", async () => {
    const translationsAt = async (key: string) =>
      (
        await database.db
          .select({ locale: documents.locale })
          .from(documents)
          .where(and(eq(documents.type, "therapy-texts"), eq(documents.key, key)))
      ).map((d) => d.locale);
    expect((await translationsAt("cryotherapy")).length).toBeGreaterThan(0);
    expect(await publicStatus("cryotherapy")).toBe(404);

    // A draft deleted while it had translations leaves them at the drafts' address too.
    expect((await post([["intent", "create"]])).kind).toBe("redirect");
    const draft = (await database.db.select().from(therapies).orderBy(desc(therapies.id)).limit(1))[0]!;
    await database.db
      .insert(documents)
      .values({ type: "therapy-texts", key: draft.slug, locale: "hi", publishedData: { title: "नई थेरेपी" }, version: 1 });
    await post([
      ["intent", "delete"],
      ["id", String(draft.id)],
    ]);
    expect(await translationsAt(draft.slug)).toEqual(["hi"]);

    // The next new therapy neither takes that address's translations nor the deleted Cryotherapy's.
    expect((await post([["intent", "create"]])).kind).toBe("redirect");
    const fresh = (await database.db.select().from(therapies).orderBy(desc(therapies.id)).limit(1))[0]!;
    expect(await translationsAt(fresh.slug)).toEqual([]);
    const { entries } = await formFor(fresh.slug, {
      title: "Cryotherapy",
      slug: "cryotherapy",
      shortDescription: "Whole-body cold therapy.",
    });
    expect((await post(entries)).kind).toBe("redirect");
    expect(await translationsAt("cryotherapy")).toEqual([]);
  });

  it("answers a missing therapy with a message instead of failing", async () => {
    const outcome = await post([
      ["intent", "move"],
      ["id", "424242"],
      ["direction", "up"],
    ]);
    expect(outcome).toMatchObject({ kind: "redirect", location: "/admin/therapies", toast: expect.stringMatching(/no longer exists/) });
  });
});
