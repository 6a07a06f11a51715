// No silent overwrite in the collections (issue 13 item 8): a save carries the time the form
// was loaded; someone else's save in between refuses it, with who and what, keeping the values.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as galleryAction, loader as galleryLoader } from "~/routes/admin/gallery";
import { action as testimonialAction, loader as testimonialLoader } from "~/routes/admin/collection";
import { action as youtubeAction, loader as youtubeLoader } from "~/routes/admin/collection";
import { action as therapiesAction, loader as therapiesLoader } from "~/routes/admin/therapies";
import type { FormObject } from "~/lib/document-form";
import type { Database } from "~/server/db/client.server";
import { galleryImages, testimonials, therapies, videoEmbeds } from "~/server/db/schema.server";
import { postForm, settle, staffContext, statusOf, submitted } from "../support/admin-content-calls";
import { routeArgs } from "../support/services";
import { createTestDatabase } from "../support/test-db";
import { therapyEntries, therapyValues } from "../support/therapy-form";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function run<T extends (...args: never[]) => unknown>(
  fn: T,
  path: string,
  fields: Record<string, string> | null,
  username: "admin" | "editor",
) {
  const context = await staffContext(database, username);
  const request = fields ? postForm(path, fields) : new Request(`http://localhost${path}`);
  return settle(() => fn(routeArgs(request, context, path.split("?")[0]) as never) as Promise<unknown>);
}

describe("saves that would overwrite someone else's", () => {
  it("testimonial: the second of two saves from the same loaded form is refused, naming who saved, and keeps what was typed", async () => {
    const [row] = await database.db.select().from(testimonials).limit(1);
    const id = row!.id;
    const loaded = (await run(testimonialLoader, `/admin/testimonials?edit=${id}`, null, "admin")) as {
      editing: { values: Record<string, unknown>; loadedAt: string };
    };
    const base = { intent: "save", id: String(id), ...submitted(loaded.editing.values), loadedAt: loaded.editing.loadedAt };

    expect(
      statusOf(await run(testimonialAction, "/admin/testimonials", { ...base, review: "Admin's words. Results vary." }, "admin")),
    ).toBe(302);
    const refused = await run(testimonialAction, "/admin/testimonials", { ...base, review: "Editor's words. Results vary." }, "editor");
    expect(statusOf(refused)).toBe(409);
    const body = (refused as { data: { formError: string; values: { review: string }; loadedAt: string } }).data;
    expect(body.formError).toMatch(/^admin saved this testimonial at .* IST, while you were editing\. Nothing of yours was saved/);
    expect(body.values.review).toBe("Editor's words. Results vary.");
    const [kept] = await database.db.select().from(testimonials).where(eq(testimonials.id, id));
    expect(kept!.review).toBe("Admin's words. Results vary.");

    // Saving again, now knowing, replaces theirs.
    expect(
      statusOf(
        await run(
          testimonialAction,
          "/admin/testimonials",
          { ...base, review: "Editor's words. Results vary.", loadedAt: body.loadedAt },
          "editor",
        ),
      ),
    ).toBe(302);
    const [after] = await database.db.select().from(testimonials).where(eq(testimonials.id, id));
    expect(after!.review).toBe("Editor's words. Results vary.");
  });

  it("video and gallery image: the same rule", async () => {
    const [video] = await database.db.select().from(videoEmbeds).limit(1);
    const v = (await run(youtubeLoader, `/admin/youtube?edit=${video!.id}`, null, "admin")) as {
      editing: { values: Record<string, string>; loadedAt: string };
    };
    const vBase = { intent: "save", id: String(video!.id), ...submitted(v.editing.values), loadedAt: v.editing.loadedAt };
    expect(statusOf(await run(youtubeAction, "/admin/youtube", { ...vBase, title: "First title" }, "admin"))).toBe(302);
    expect(statusOf(await run(youtubeAction, "/admin/youtube", { ...vBase, title: "Second title" }, "editor"))).toBe(409);

    const [image] = await database.db.select().from(galleryImages).limit(1);
    const g = (await run(galleryLoader, `/admin/gallery?edit=${image!.id}`, null, "admin")) as {
      editing: { values: Record<string, string | boolean>; loadedAt: string };
    };
    const gBase = {
      intent: "save",
      id: String(image!.id),
      title: image!.title,
      category: image!.category,
      alt: image!.alt,
      therapySlug: image!.therapySlug ?? "",
      isActive: "on",
      loadedAt: g.editing.loadedAt,
    };
    expect(statusOf(await run(galleryAction, "/admin/gallery", { ...gBase, title: "First caption" }, "admin"))).toBe(302);
    expect(statusOf(await run(galleryAction, "/admin/gallery", { ...gBase, title: "Second caption" }, "editor"))).toBe(409);
    const [kept] = await database.db.select().from(galleryImages).where(eq(galleryImages.id, image!.id));
    expect(kept!.title).toBe("First caption");
  });

  it("therapy: a save from a form loaded before the last change is refused, naming who saved, and writes nothing", async () => {
    const [first] = await database.db.select().from(therapies).limit(1);
    const loaded = (await run(therapiesLoader, `/admin/therapies?edit=${first!.id}`, null, "admin")) as {
      editing: { values: FormObject; loadedAt: string; gallery: number[] };
    };
    const entries = therapyEntries(therapyValues(loaded.editing.values, { duration: "60 minutes" }), loaded.editing.gallery);
    const base = { intent: "save", id: String(first!.id), loadedAt: loaded.editing.loadedAt };
    expect(statusOf(await run(therapiesAction, "/admin/therapies", { ...base, ...Object.fromEntries(entries) }, "admin"))).toBe(302);
    const changed = therapyEntries(therapyValues(loaded.editing.values, { duration: "90 minutes" }), loaded.editing.gallery);
    const refused = await run(therapiesAction, "/admin/therapies", { ...base, ...Object.fromEntries(changed) }, "editor");
    expect(statusOf(refused)).toBe(409);
    const body = (refused as { data: { formError: string; values: { duration: string } } }).data;
    expect(body.formError).toMatch(/^admin saved this therapy at .* IST, while you were editing/);
    expect(body.values.duration).toBe("90 minutes");
    const [kept] = await database.db.select().from(therapies).where(eq(therapies.id, first!.id));
    expect(kept!.duration).toBe("60 minutes");
  });
});
