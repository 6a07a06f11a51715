// Languages are published by SITE_LANGUAGES (docs/decisions/023): an unpublished one has no pages.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { loader as layoutLoader } from "~/routes/public-layout";
import type { Database } from "~/server/db/client.server";
import { makeContext, makeServices, routeArgs } from "../support/services";
import { createTestDatabase } from "../support/test-db";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const visit = (path: string, env: Record<string, string> = {}) =>
  routeArgs(new Request(`http://localhost${path}`), makeContext(makeServices(database, env))) as never;

async function statusOf(run: () => Promise<unknown>): Promise<number> {
  try {
    await run();
    return 200;
  } catch (thrown) {
    return (thrown as { init?: ResponseInit }).init?.status ?? 500;
  }
}

describe("published languages", () => {
  it("English only by default: a Hindi address is not found, and no page offers another language", async () => {
    expect(await statusOf(() => rootLoader(visit("/hi/about")))).toBe(404);
    const root = await rootLoader(visit("/about"));
    expect(root.languages).toEqual(["en"]);
    expect((await layoutLoader(visit("/about"))).languageNotes).toEqual([]);
  });

  it("with SITE_LANGUAGES, each page offers the others, each offer written in its own language", async () => {
    const env = { SITE_LANGUAGES: "en,te" };
    expect((await rootLoader(visit("/te/about", env))).locale).toBe("te");
    expect(await statusOf(() => rootLoader(visit("/ar/about", env)))).toBe(404);
    const notes = (await layoutLoader(visit("/about", env))).languageNotes;
    expect(notes.map((n) => [n.lang, n.href, n.text.join("")])).toEqual([["te", "/te/about", "ఈ పేజీని తెలుగులో చదవండి"]]);
    const fromTelugu = (await layoutLoader(visit("/te/about", env))).languageNotes;
    expect(fromTelugu.map((n) => [n.lang, n.href, n.text[1]])).toEqual([["en", "/about", "Read this page in English"]]);
  });
});
