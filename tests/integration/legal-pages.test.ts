import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clinicSettingsSeed } from "~/content/clinic";
import { legalPageSeed, PRIVACY_EFFECTIVE_DATE as SEEDED } from "~/content/legal";
import { clinicView } from "~/lib/clinic-view";
import { action as editorAction, loader as editorLoader } from "~/routes/admin/document-editor";
import { loader as privacyLoader } from "~/routes/privacy-policy";
import { loader as versionLoader } from "~/routes/legal-version";
import { seedDocument } from "~/server/content/documents.server";
import { legalRef, listLegalVersions, readLegalPage } from "~/server/content/legal-pages.server";
import type { Database } from "~/server/db/client.server";
import { documentRevisions, documents } from "~/server/db/schema.server";
import { postForm, settle, staffContext, statusOf } from "../support/admin-content-calls";
import { formFields } from "../support/document-fields";
import { makeContext, makeServices, routeArgs } from "../support/services";
import { createTestDatabase } from "../support/test-db";

const PATH = "/admin/content/legal/privacy-policy";
const params = { type: "legal", key: "privacy-policy" };
const seed = legalPageSeed("privacy-policy", clinicView(clinicSettingsSeed, new Date(0)));

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(documentRevisions);
  await database.db.delete(documents);
  await seedDocument(database.db, legalRef("privacy-policy"), seed);
});

const fields = (changes: Record<string, string> = {}) => formFields(seed, changes);

async function submit(username: "admin" | "editor", body: Record<string, string>) {
  const context = await staffContext(database, username);
  return settle(() => editorAction(routeArgs(postForm(PATH, body), context, PATH, params) as never));
}

const publicArgs = (path: string, p: Record<string, string> = {}) =>
  routeArgs(new Request(`http://localhost${path}`), makeContext(makeServices(database)), path, p) as never;

describe("legal pages", () => {
  it("keeps every published version at its effective date, linked from the current one", async () => {
    const outcome = await submit(
      "admin",
      fields({
        effectiveDate: "2027-01-15",
        lastUpdated: "January 2027",
        "sections.0.body": "<p>We now count page views without cookies.</p>",
        intro: "Updated policy.",
        _version: "1",
        intent: "publish",
      }),
    );
    expect(statusOf(outcome)).toBe(302);
    expect((await listLegalVersions(database.db, "privacy-policy")).map((v) => v.effectiveDate)).toEqual(["2027-01-15", SEEDED]);

    const current = await privacyLoader(publicArgs("/privacy-policy"));
    expect(current.page.intro).toBe("Updated policy.");
    expect(current.effective).toBe("January 15, 2027");
    expect(current.versions.map((v) => [v.path, v.current])).toEqual([
      ["/privacy-policy/2027-01-15", true],
      [`/privacy-policy/${SEEDED}`, false],
    ]);

    const old = await versionLoader(publicArgs(`/privacy-policy/${SEEDED}`, { effective: SEEDED }));
    expect(old.archived).toBe(true);
    expect(old.page.intro).toBe(seed.intro);
    expect(old.page.sections[0]?.body).toContain("You can read this website without telling us who you are.");
    const dated = await versionLoader(publicArgs("/privacy-policy/2027-01-15", { effective: "2027-01-15" }));
    expect(dated.archived).toBe(false);

    for (const bad of ["2024-01-01", "latest", "2025-1-1"]) {
      expect(statusOf(await settle(() => versionLoader(publicArgs(`/privacy-policy/${bad}`, { effective: bad }))))).toBe(404);
    }
  });

  it("a draft with a new date is not a version until it is published", async () => {
    await submit("admin", fields({ effectiveDate: "2027-01-01", _version: "1", intent: "draft" }));
    expect((await listLegalVersions(database.db, "privacy-policy")).map((v) => v.effectiveDate)).toEqual([SEEDED]);
    expect((await readLegalPage(database.db, "privacy-policy"))?.effectiveDate).toBe(SEEDED);
  });

  it("cleans the formatted text before storing it, and refuses an empty section or a repeated heading", async () => {
    await submit(
      "admin",
      fields({
        "sections.0.body": '<p>Safe</p><script>alert(1)</script><p onclick="x()">Click</p><a href="javascript:alert(1)">bad</a>',
        _version: "1",
        intent: "publish",
      }),
    );
    const body = (await readLegalPage(database.db, "privacy-policy"))?.sections[0]?.body;
    expect(body).toBe("<p>Safe</p><p>Click</p><a>bad</a>");

    const refused = await submit(
      "admin",
      fields({ "sections.1.heading": "Information We Collect", "sections.3.body": "<p> </p>", _version: "2", intent: "publish" }),
    );
    expect(statusOf(refused)).toBe(400);
    expect((refused as { data: { errors: Record<string, string> } }).data.errors).toEqual({
      "sections.1.heading": "Sections › Section 2 › Heading: each section needs its own heading (it is the section's link).",
      "sections.3.body": "Sections › Section 4 › Text: enter some text.",
    });
  });

  it("refuses a heading used twice with its own message", async () => {
    const refused = await submit("admin", fields({ "sections.2.heading": "Information We Collect", _version: "1", intent: "publish" }));
    expect((refused as { data: { errors: Record<string, string> } }).data.errors).toEqual({
      "sections.2.heading": "Sections › Section 3 › Heading: each section needs its own heading (it is the section's link).",
    });
  });

  it("is for admins only; the collection's address lists its pages", async () => {
    expect(statusOf(await submit("editor", fields({ _version: "1", intent: "publish" })))).toBe(403);
    const context = await staffContext(database, "admin");
    const index = await editorLoader(
      routeArgs(new Request("http://localhost/admin/content/legal"), context, "/admin/content/legal", { type: "legal" }) as never,
    );
    expect(index.index?.documents.map((d) => d.editorPath)).toEqual([
      "/admin/content/legal/privacy-policy",
      "/admin/content/legal/terms-of-service",
    ]);
    const missing = await settle(() =>
      editorLoader(
        routeArgs(new Request("http://localhost/admin/content/legal/cookies"), context, "/admin/content/legal/cookies", {
          type: "legal",
          key: "cookies",
        }) as never,
      ),
    );
    expect(statusOf(missing)).toBe(404);
  });
});
