// Doctors as a collection of documents (issue 13 item 3), through the routes' own loaders and
// actions against a real database: the seeded profiles, a third doctor added, published,
// moved and hidden, and what the public pages, menu and sitemap show at each step.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consultantSeed, surgeonSeed } from "~/content/doctor-seeds";
import { loader as doctorLoader } from "~/routes/doctor";
import { loader as layoutLoader } from "~/routes/public-layout";
import { loader as sitemapLoader } from "~/routes/sitemap";
import { action as doctorsAction, loader as doctorsLoader } from "~/routes/admin/doctors";
import { action as editorAction, loader as editorLoader } from "~/routes/admin/document-editor";
import { action as youtubeAction } from "~/routes/admin/collection";
import { action as testimonialsAction } from "~/routes/admin/collection";
import { documentRevisions, testimonials, videoEmbeds } from "~/server/db/schema.server";
import { and, desc, eq } from "drizzle-orm";
import { doctorSeedSet, listPublicDoctors } from "~/server/content/doctors.server";
import { seedSet, storeSeedSets } from "~/server/content/seed-sets.server";
import type { Database } from "~/server/db/client.server";
import { postForm, settle, staffContext, statusOf, toastOf } from "../support/admin-content-calls";
import { formFields } from "../support/document-fields";
import { makeContext, makeServices, routeArgs } from "../support/services";
import { createTestDatabase } from "../support/test-db";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const publicContext = () => makeContext(makeServices(database));
const get = (path: string) => new Request(`http://localhost${path}`);

async function profile(slug: string) {
  return settle(() => doctorLoader(routeArgs(get(`/doctors/${slug}`), publicContext(), "/doctors/:slug?", { slug }) as never));
}
async function menu(): Promise<string[]> {
  const answer = await layoutLoader(routeArgs(get("/"), publicContext()) as never);
  return answer.doctors.map((d) => d.slug);
}
async function sitemap(): Promise<string> {
  const response = (await sitemapLoader(routeArgs(get("/sitemap.xml"), publicContext()) as never)) as Response;
  return response.text();
}
async function admin(fields: Record<string, string>, who: "admin" | "editor" = "editor") {
  const context = await staffContext(database, who);
  return settle(() => doctorsAction(routeArgs(postForm("/admin/doctors", fields), context) as never));
}

const MEERA = {
  ...surgeonSeed,
  name: "Dr. Meera Rao",
  shortName: "Dr. Rao",
  title: "Consultant in Physical Medicine and Rehabilitation",
  specialization: "Physical Medicine and Rehabilitation",
  portrait: "",
  yearsExperience: 12,
  heroIntro: "Rehabilitation physician who plans recovery after stroke and spinal injury.",
  metaDescription: "Dr. Meera Rao, rehabilitation physician in Visakhapatnam: recovery after stroke and spinal injury at Samudra.",
};

describe("doctors: the two seeded profiles", () => {
  it("serve both addresses of the surgeon and the consultant's page from their documents", async () => {
    const surgeon = (await profile("aditya-varma")) as Awaited<ReturnType<typeof doctorLoader>>;
    expect(surgeon.doctor.name).toBe("Dr. Aditya Varma");
    expect(surgeon.doctor.cases.items).toHaveLength(6);
    expect(surgeon.averageRating).toBe(4.7);
    const legacy = await doctorLoader(routeArgs(get("/doctor-profile"), publicContext(), "/doctor-profile") as never);
    expect(legacy.doctor).toEqual(surgeon.doctor);
    const consultant = (await profile("gurpreet-singh-bedi")) as Awaited<ReturnType<typeof doctorLoader>>;
    expect(consultant.doctor).toEqual({ ...consultantSeed, slug: "gurpreet-singh-bedi" });
    expect(await menu()).toEqual(["aditya-varma", "gurpreet-singh-bedi"]);
  });

  it.each(["", "nobody", "Aditya-Varma"])("sends /doctors/%s home", async (slug) => {
    const answer = await profile(slug);
    expect(statusOf(answer)).toBe(302);
    expect((answer as Response).headers.get("Location")).toBe("/");
  });

  it("are stored once: a later start adds nothing, even after a doctor was removed", async () => {
    expect(await storeSeedSets(database.db, [seedSet(doctorSeedSet)])).toEqual([]);
  });
});

describe("doctors: a third doctor, added in the admin", () => {
  it("refuses a bad name or address with a message and keeps what was typed", async () => {
    const bad = (await admin({ intent: "create", name: "M", slug: "Meera Rao!" })) as {
      data: { errors: Record<string, string>; values: { name: string } };
      init: ResponseInit;
    };
    expect(statusOf(bad)).toBe(400);
    expect(bad.data.errors.name).toMatch(/full name/);
    expect(bad.data.values.name).toBe("M");
    const taken = (await admin({ intent: "create", name: "Dr. Aditya Varma", slug: "" })) as { data: { errors: Record<string, string> } };
    expect(statusOf(taken)).toBe(409);
    expect(taken.data.errors.slug).toMatch(/\/doctors\/aditya-varma is taken/);
  });

  it("starts as a draft: no page, no menu entry, until it is published", async () => {
    const created = await admin({ intent: "create", name: "Dr. Meera Rao", slug: "" });
    expect(statusOf(created)).toBe(302);
    expect((created as Response).headers.get("Location")).toBe("/admin/content/doctor/meera-rao");
    expect(toastOf(created as Response)?.message).toMatch(/added as a draft/);
    expect(statusOf(await profile("meera-rao"))).toBe(302);
    expect(await menu()).not.toContain("meera-rao");
    const list = await doctorsLoader(routeArgs(get("/admin/doctors"), await staffContext(database, "editor")) as never);
    expect(list.doctors.map((d) => [d.slug, d.live, d.active])).toEqual([
      ["aditya-varma", true, true],
      ["gurpreet-singh-bedi", true, true],
      ["meera-rao", false, true],
    ]);
    expect(list.doctors.map((d) => d.name)).toEqual(["Dr. Aditya Varma", "Dr. Gurpreet Singh Bedi", "Dr. Meera Rao"]);
    // A staff preview lists the draft too, each doctor with their own newest profile.
    const preview = await listPublicDoctors(database.db, { draft: true });
    expect(preview.map((d) => [d.slug, d.name])).toEqual([
      ["aditya-varma", "Dr. Aditya Varma"],
      ["gurpreet-singh-bedi", "Dr. Gurpreet Singh Bedi"],
      ["meera-rao", "Dr. Meera Rao"],
    ]);
  });

  it("while never published is “not on the site yet”; a refused field is named with its section (issue 44)", async () => {
    const PATH = "/admin/content/doctor/meera-rao";
    const params = { type: "doctor", key: "meera-rao" };
    const context = await staffContext(database, "editor");
    const load = async () =>
      (
        (await editorLoader(routeArgs(get(PATH), context, PATH, params) as never)) as {
          editor: { version: number; status: { published: boolean; headIsLive: boolean } };
        }
      ).editor;
    const before = await load();
    expect(before.status).toMatchObject({ published: false, headIsLive: false });
    const send = (fields: Record<string, string>) =>
      settle(() => editorAction(routeArgs(postForm(PATH, fields), context, PATH, params) as never));

    const refused = (await send(
      formFields({ ...MEERA, profile: { ...MEERA.profile, text: "<p></p>" } }, { intent: "draft", _version: String(before.version) }),
    )) as { data: { errors: Record<string, string>; values: { title: string } } };
    expect(statusOf(refused)).toBe(400);
    expect(refused.data.errors).toEqual({ "profile.text": "Professional summary › Text: enter some text." });
    expect(refused.data.values.title).toBe(MEERA.title);

    // Sent without JavaScript (no _js), the page comes back at the bar; the toast tells the truth.
    const draft = (await send(formFields(MEERA, { intent: "draft", _version: String(before.version) }))) as Response;
    expect(statusOf(draft)).toBe(302);
    expect(draft.headers.get("Location")).toBe(`${PATH}#doc-save-bar`);
    expect(toastOf(draft)?.message).toMatch(/It is not on the site yet/);
    expect(toastOf(draft)?.message).not.toMatch(/published version/);
    const withScript = (await send(formFields(MEERA, { intent: "draft", _version: String(before.version + 1), _js: "1" }))) as Response;
    expect(withScript.headers.get("Location")).toBe(PATH);
    expect((await load()).status).toMatchObject({ published: false });
  });

  it("once published gets its page, the last menu entry, a sitemap entry and the physician's JSON-LD data", async () => {
    const PATH = "/admin/content/doctor/meera-rao";
    const context = await staffContext(database, "editor");
    const editor = (await editorLoader(routeArgs(get(PATH), context, PATH, { type: "doctor", key: "meera-rao" }) as never)) as {
      editor: { version: number; doc: { title: string; publicPath: string } };
    };
    expect(editor.editor.doc).toMatchObject({ title: "Dr. Meera Rao", publicPath: "/doctors/meera-rao" });
    const outcome = await settle(() =>
      editorAction(
        routeArgs(postForm(PATH, formFields(MEERA, { intent: "publish", _version: String(editor.editor.version) })), context, PATH, {
          type: "doctor",
          key: "meera-rao",
        }) as never,
      ),
    );
    expect(statusOf(outcome)).toBe(302);
    const page = (await profile("meera-rao")) as Awaited<ReturnType<typeof doctorLoader>>;
    expect(page.doctor).toMatchObject({ slug: "meera-rao", name: "Dr. Meera Rao", yearsExperience: 12 });
    expect(await menu()).toEqual(["aditya-varma", "gurpreet-singh-bedi", "meera-rao"]);
    expect(await sitemap()).toMatch(/<loc>[^<]*\/doctors\/meera-rao<\/loc>/);
  });

  it("moves up the menu, and is hidden from page, menu and sitemap, then shown again", async () => {
    expect(statusOf(await admin({ intent: "up", slug: "meera-rao" }))).toBe(302);
    expect(await menu()).toEqual(["aditya-varma", "meera-rao", "gurpreet-singh-bedi"]);
    expect(statusOf(await admin({ intent: "up", slug: "meera-rao" }))).toBe(302);
    expect(statusOf(await admin({ intent: "up", slug: "meera-rao" }))).toBe(302);
    expect(await menu()).toEqual(["meera-rao", "aditya-varma", "gurpreet-singh-bedi"]);

    const hidden = await admin({ intent: "hide", slug: "meera-rao" });
    expect(toastOf(hidden as Response)?.message).toMatch(/hidden from the site/);
    expect(await menu()).toEqual(["aditya-varma", "gurpreet-singh-bedi"]);
    expect(statusOf(await profile("meera-rao"))).toBe(302);
    expect(await sitemap()).not.toContain("/doctors/meera-rao");

    await admin({ intent: "show", slug: "meera-rao" });
    expect(await menu()).toEqual(["meera-rao", "aditya-varma", "gurpreet-singh-bedi"]);
    expect(toastOf((await admin({ intent: "hide", slug: "nobody" })) as Response)?.kind).toBe("error");
  });

  it("is for editors and admins: a signed-out request is refused", async () => {
    const outcome = await settle(() =>
      doctorsAction(
        routeArgs(postForm("/admin/doctors", { intent: "hide", slug: "meera-rao" }), makeContext(makeServices(database))) as never,
      ),
    );
    expect(statusOf(outcome)).not.toBe(302);
    expect(await menu()).toContain("meera-rao");
  });
});

describe("doctors: videos and stories linked to a doctor, and deleting one", () => {
  // Either admin screen's action, called as the router would.
  async function save(action: (args: never) => Promise<unknown>, path: string, fields: Record<string, string>) {
    const context = await staffContext(database, "editor");
    return settle(() => action(routeArgs(postForm(path, fields), context, path) as never));
  }
  const video = {
    intent: "save",
    id: "new",
    title: "Walking again after a stroke",
    url: "https://youtu.be/Samudra0042",
    category: "testimonial",
    therapyId: "",
    doctorSlug: "meera-rao",
    description: "Dr. Rao explains gait training.",
    sortOrder: "30",
    isActive: "on",
  };
  const story = {
    intent: "save",
    id: "new",
    name: "Ravi K.",
    age: "64",
    location: "Vizianagaram",
    condition: "Stroke recovery",
    rating: "5",
    review: "Dr. Rao's team helped me walk to the market again.",
    image: "",
    therapySlug: "",
    doctorSlug: "meera-rao",
    youtubeUrl: "",
    placement: "home",
    sortOrder: "40",
    isActive: "on",
  };

  it("refuses a doctor who does not exist, keeping what was typed", async () => {
    const outcome = (await save(youtubeAction, "/admin/youtube", { ...video, doctorSlug: "dr-nobody" })) as {
      data: { errors: Record<string, string>; values: { title: string } };
    };
    expect(statusOf(outcome)).toBe(400);
    expect(outcome.data.errors.doctorSlug).toBe("Please choose a doctor from the list.");
    expect(outcome.data.values.title).toBe(video.title);
  });

  it("shows a linked video and story on the doctor's profile, and nowhere on another's", async () => {
    expect(statusOf(await save(youtubeAction, "/admin/youtube", video))).toBe(302);
    expect(statusOf(await save(testimonialsAction, "/admin/testimonials", story))).toBe(302);
    const page = (await profile("meera-rao")) as Awaited<ReturnType<typeof doctorLoader>>;
    expect(page.videos.map((v) => [v.title, v.embedId])).toEqual([[video.title, "Samudra0042"]]);
    expect(page.stories.map((t) => t.name)).toEqual(["Ravi K."]);
    const other = (await profile("aditya-varma")) as Awaited<ReturnType<typeof doctorLoader>>;
    expect(other.videos).toEqual([]);
    expect(other.stories).toEqual([]);
  });

  it("refuses to delete a doctor others link to, listing them, until unlinking is confirmed", async () => {
    const list = await doctorsLoader(routeArgs(get("/admin/doctors?delete=meera-rao"), await staffContext(database, "editor")) as never);
    expect(list.deleting?.references.testimonials.map((t) => t.name)).toEqual(["Ravi K."]);
    expect(list.deleting?.references.videos.map((v) => v.title)).toEqual([video.title]);

    const refused = (await admin({ intent: "delete", slug: "meera-rao" })) as Response;
    expect(refused.headers.get("Location")).toBe("/admin/doctors?delete=meera-rao");
    expect(toastOf(refused)).toMatchObject({
      kind: "error",
      message: expect.stringMatching(/^Not deleted: 2 testimonials and videos link/),
    });
    expect(await menu()).toContain("meera-rao");

    const deleted = (await admin({ intent: "delete", slug: "meera-rao", unlink: "on" })) as Response;
    expect(deleted.headers.get("Location")).toBe("/admin/doctors");
    expect(toastOf(deleted)?.message).toBe("Dr. Meera Rao was deleted. The profile's history is kept.");
    expect(await menu()).not.toContain("meera-rao");
    expect(statusOf(await profile("meera-rao"))).toBe(302);
    const [clip] = await database.db.select().from(videoEmbeds).where(eq(videoEmbeds.title, video.title));
    const [ravi] = await database.db.select().from(testimonials).where(eq(testimonials.name, "Ravi K."));
    expect([clip?.doctorSlug, clip?.isActive, ravi?.doctorSlug, ravi?.isActive]).toEqual([null, true, null, true]);
    // The unlinking is itself a revision of the video, so it can be undone from its history.
    const [kept] = await database.db
      .select({ note: documentRevisions.note })
      .from(documentRevisions)
      .where(and(eq(documentRevisions.type, "record:video"), eq(documentRevisions.key, String(clip!.id))))
      .orderBy(desc(documentRevisions.version))
      .limit(1);
    expect(kept?.note).toMatch(/unlinked from doctor meera-rao/);

    const again = (await admin({ intent: "create", name: "Dr. Meera Rao", slug: "meera-rao" })) as {
      data: { errors: Record<string, string> };
    };
    expect(statusOf(again)).toBe(409);
    expect(again.data.errors.slug).toMatch(/taken by a doctor who was removed/);
  });
});
