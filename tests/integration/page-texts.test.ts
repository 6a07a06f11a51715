import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageNotFoundSeed } from "~/content/site-pages";
import { action as editorAction } from "~/routes/admin/document-editor";
import { loader as contentIndexLoader } from "~/routes/admin/content-index";
import { loader as notFoundLoader } from "~/routes/not-found";
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
    expect(await types("editor")).toEqual(["page-not-found"]);
    expect(await types("admin")).toEqual(["clinic-settings", "legal", "page-not-found"]);
  });
});
