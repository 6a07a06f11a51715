import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageNotFoundSeed } from "~/content/site-pages";
import { action as editorAction } from "~/routes/admin/document-editor";
import { loader as contentIndexLoader } from "~/routes/admin/content-index";
import { loader as notFoundLoader } from "~/routes/not-found";
import { loader as aboutLoader, meta as aboutMeta } from "~/routes/about";
import { pageIntroSeed } from "~/content/pages";
import type { Database } from "~/server/db/client.server";
import { postForm, settle, staffContext, statusOf } from "../support/admin-content-calls";
import { formFields } from "../support/document-fields";
import { makeContext, makeServices, routeArgs } from "../support/services";
import { createTestDatabase } from "../support/test-db";

const PATH = "/admin/content/page-not-found";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const notFound = async () => {
  const answer = (await notFoundLoader(routeArgs(new Request("http://localhost/nowhere"), makeContext(makeServices(database))) as never)) as unknown as { data: typeof pageNotFoundSeed; init: ResponseInit };
  return answer;
};

describe("page texts: page not found", () => {
  it("answers 404 with the seeded texts, then with what an editor published", async () => {
    const before = await notFound();
    expect(before.init.status).toBe(404);
    expect(before.data.heading).toBe(pageNotFoundSeed.heading);

    const context = await staffContext(database, "editor");
    const body = formFields(pageNotFoundSeed, { heading: "This page has moved out to sea", intent: "publish", _version: "1" });
    const outcome = await settle(() => editorAction(routeArgs(postForm(PATH, body), context, PATH, { type: "page-not-found" }) as never));
    expect(statusOf(outcome)).toBe(302);
    expect((await notFound()).data.heading).toBe("This page has moved out to sea");
  });

  it("lists for each role only the content it may edit", async () => {
    const types = async (who: "admin" | "editor") =>
      (await contentIndexLoader(routeArgs(new Request("http://localhost/admin/content"), await staffContext(database, who)) as never)).types.map((t) => t.type);
    expect(await types("editor")).toEqual(["doctor", "page-intro", "page-not-found"]);
    expect(await types("admin")).toEqual(["clinic-settings", "doctor", "legal", "page-intro", "page-not-found"]);
  });
});

describe("page texts: inner pages' headings", () => {
  it("an editor publishes the About page's heading and search texts; the page and its <head> read them", async () => {
    const PATH_ABOUT = "/admin/content/page-intro/about";
    const body = formFields(pageIntroSeed("about"), { title: "Care by the sea, close to home", keywords: "rehab Vizag,  hyperbaric , ", intent: "publish", _version: "1" });
    const context = await staffContext(database, "editor");
    const outcome = await settle(() => editorAction(routeArgs(postForm(PATH_ABOUT, body), context, PATH_ABOUT, { type: "page-intro", key: "about" }) as never));
    expect(statusOf(outcome)).toBe(302);

    const data = await aboutLoader(routeArgs(new Request("http://localhost/about"), makeContext(makeServices(database))) as never);
    expect(data.page.title).toBe("Care by the sea, close to home");
    const root = { id: "root", loaderData: { siteUrl: "https://samudra-rehab.example", clinic: { name: "Samudra Rehab & Wellness Centre", shortName: "Samudra", shareImage: "/og-default.png" } } };
    const tags = aboutMeta({ matches: [root], loaderData: data } as never) as Array<Record<string, string>>;
    expect(tags.find((t) => t.name === "keywords")?.content).toBe("rehab Vizag, hyperbaric");
    expect(tags.find((t) => "title" in t)?.title).toBe(`${pageIntroSeed("about").metaTitle} | Samudra Rehab & Wellness Centre`);
  });
});
