import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clinicSettingsSeed } from "~/content/clinic";
import { loader as rootLoader } from "~/root";
import { action as editorAction, loader as editorLoader } from "~/routes/admin/document-editor";
import { loader as revisionLoader } from "~/routes/admin/document-revision";
import { CLINIC_SETTINGS_REF, readClinicSettings } from "~/server/content/clinic-settings.server";
import { getDocumentState, listRevisions, publishDueDocuments, seedDocument } from "~/server/content/documents.server";
import type { Database } from "~/server/db/client.server";
import { auditLog, documentRevisions, documents } from "~/server/db/schema.server";
import { runScheduledPublishing } from "~/server/jobs/scheduled-publish.server";
import { clinicLocalToDate, dateToClinicLocal, formatClinicTime } from "~/lib/clinic-view";
import { postForm, settle, staffContext, statusOf, toastOf } from "../support/admin-content-calls";
import { formFields } from "../support/document-fields";
import { makeContext, makeServices, routeArgs } from "../support/services";
import { createTestDatabase } from "../support/test-db";

const PATH = "/admin/content/clinic-settings";
// Two days ahead, in the form's India-time minutes, and the moment that names.
const LATER = dateToClinicLocal(new Date(Date.now() + 2 * 86_400_000));
const DUE = clinicLocalToDate(LATER)!;
const params = { type: "clinic-settings" };

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

// Each test starts from the seeded document: version 1, published.
beforeEach(async () => {
  const { db } = database;
  await db.delete(documentRevisions);
  await db.delete(documents);
  await db.delete(auditLog);
  await seedDocument(db, CLINIC_SETTINGS_REF, clinicSettingsSeed);
});

/** The seed as the flat fields the editor sends, with some replaced. */
const fields = (changes: Record<string, string> = {}, extra: Record<string, string> = {}) =>
  formFields(clinicSettingsSeed, { ...changes, ...extra });

async function submit(username: "admin" | "editor", body: Record<string, string>) {
  const context = await staffContext(database, username);
  return settle(() => editorAction(routeArgs(postForm(PATH, body), context, PATH, params) as never));
}

async function load(username: "admin" | "editor" = "admin") {
  const context = await staffContext(database, username);
  return settle(() => editorLoader(routeArgs(new Request(`http://localhost${PATH}`), context, PATH, params) as never));
}

describe("clinic settings document", () => {
  it("publishes a new phone number: the public view reads it, with a revision and an audit row", async () => {
    const outcome = await submit("admin", fields({ "phones.0.number": "+91 98765 43210" }, { intent: "publish", _version: "1" }));
    expect(statusOf(outcome)).toBe(302);
    expect(toastOf(outcome as Response)?.message).toBe("Published (version 2). The site shows it now.");
    const settings = await readClinicSettings(database.db);
    expect(settings.phones[0]?.number).toBe("+91 98765 43210");
    const root = await rootLoader(routeArgs(new Request("http://localhost/contact"), makeContext(makeServices(database))) as never);
    expect(root.clinic.primaryPhone.e164).toBe("+919876543210");
    const revisions = await listRevisions(database.db, CLINIC_SETTINGS_REF);
    expect(revisions.map((r) => [r.version, r.status, r.authorName])).toEqual([
      [2, "published", "admin"],
      [1, "published", "Initial content"],
    ]);
    const log = await database.db.select().from(auditLog);
    expect(log.map((l) => [l.action, l.entity, l.summary])).toEqual([
      ["publish", "clinic-settings", "published Clinic settings (version 2)"],
    ]);
  });

  it("keeps a draft off the site until it is published, and shows it in a staff preview only", async () => {
    await submit("admin", fields({ tagline: "Draft tagline" }, { intent: "draft", _version: "1" }));
    expect((await readClinicSettings(database.db)).tagline).toBe(clinicSettingsSeed.tagline);
    expect((await readClinicSettings(database.db, { draft: true })).tagline).toBe("Draft tagline");
    // ?preview=draft without a staff session shows the published settings.
    const anonymous = await rootLoader(
      routeArgs(new Request("http://localhost/?preview=draft"), makeContext(makeServices(database))) as never,
    );
    expect(anonymous.preview).toBe(false);
    expect(anonymous.clinic.tagline).toBe(clinicSettingsSeed.tagline);
    const state = await getDocumentState(database.db, CLINIC_SETTINGS_REF);
    expect(state?.version).toBe(2);
    expect(state?.published?.revisionId).not.toBe(state?.head?.id);
  });

  it("refuses wrong fields one by one, saves nothing, and gives back what was typed", async () => {
    const outcome = await submit(
      "admin",
      fields(
        { "contact.email": "not-an-email", "hours.2.open": "20:00", "phones.0.number": "12345" },
        { intent: "publish", _version: "1" },
      ),
    );
    expect(statusOf(outcome)).toBe(400);
    const body = (outcome as { data: { errors: Record<string, string>; values: { contact: { email: string } } } }).data;
    expect(Object.keys(body.errors).sort()).toEqual(["contact.email", "hours.2.close", "phones.0.number"]);
    expect(body.values.contact.email).toBe("not-an-email");
    expect((await getDocumentState(database.db, CLINIC_SETTINGS_REF))?.version).toBe(1);
    expect(await database.db.select().from(auditLog)).toEqual([]);
  });

  it("refuses a stale version with what the other person changed, and saves nothing", async () => {
    await submit("admin", fields({ "contact.email": "front-desk@samudra-rehab.example" }, { intent: "publish", _version: "1" }));
    const outcome = await submit("admin", fields({ tagline: "Mine" }, { intent: "publish", _version: "1" }));
    expect(statusOf(outcome)).toBe(409);
    const body = (
      outcome as {
        data: {
          conflict: { by: string; version: number; changes: Array<{ label: string; after: string }> };
          values: { tagline: string };
          version: number;
        };
      }
    ).data;
    expect(body.conflict.by).toBe("admin");
    expect(body.conflict.version).toBe(2);
    expect(body.conflict.changes).toEqual([
      expect.objectContaining({ label: "Other contact › Email", after: "front-desk@samudra-rehab.example" }),
    ]);
    expect(body.values.tagline).toBe("Mine");
    expect(body.version).toBe(2);
    expect((await readClinicSettings(database.db)).tagline).toBe(clinicSettingsSeed.tagline);
    // Saving again at the version the conflict named replaces theirs on purpose.
    expect(statusOf(await submit("admin", fields({ tagline: "Mine" }, { intent: "publish", _version: "2" })))).toBe(302);
    expect((await readClinicSettings(database.db)).tagline).toBe("Mine");
  });

  it("lets only one of two simultaneous saves of one version win", async () => {
    const results = await Promise.all([
      submit("admin", fields({ tagline: "First" }, { intent: "publish", _version: "1" })),
      submit("admin", fields({ tagline: "Second" }, { intent: "publish", _version: "1" })),
    ]);
    expect(results.map(statusOf).sort()).toEqual([302, 409]);
    expect(await listRevisions(database.db, CLINIC_SETTINGS_REF)).toHaveLength(2);
  });

  it("restores an old revision as a new draft, and shows the diff between any two", async () => {
    await submit("admin", fields({ "figures.patientsSupported": "1500" }, { intent: "publish", _version: "1" }));
    await submit("admin", fields({ "figures.patientsSupported": "2000" }, { intent: "publish", _version: "2" }));
    const [, , first] = await listRevisions(database.db, CLINIC_SETTINGS_REF);
    const outcome = await submit("admin", { intent: "restore", revisionId: String(first!.id), _version: "3" });
    expect(toastOf(outcome as Response)?.message).toBe("Version 1 restored as a new draft (version 4). Publish it to show it on the site.");
    expect((await readClinicSettings(database.db, { draft: true })).figures.patientsSupported).toBe(1000);
    expect((await readClinicSettings(database.db)).figures.patientsSupported).toBe(2000);
    const [latest] = await listRevisions(database.db, CLINIC_SETTINGS_REF);
    expect(latest?.note).toBe("restored version 1");

    const context = await staffContext(database, "admin");
    const diff = await revisionLoader(
      routeArgs(new Request(`http://localhost${PATH}/revisions/${latest!.id}`), context, PATH, {
        ...params,
        revisionId: String(latest!.id),
      }) as never,
    );
    expect(diff.changes).toEqual([expect.objectContaining({ label: "Figures › Patients supported", before: "2000", after: "1000" })]);
    const against = await revisionLoader(
      routeArgs(new Request(`http://localhost${PATH}/revisions/${latest!.id}?against=${first!.id}`), context, PATH, {
        ...params,
        revisionId: String(latest!.id),
      }) as never,
    );
    expect(against.changes).toEqual([]);
  });

  it("answers a revision id that does not exist with a clear message", async () => {
    const outcome = await submit("admin", { intent: "restore", revisionId: "999999", _version: "1" });
    expect(statusOf(outcome)).toBe(404);
    expect((outcome as { data: { formError: string } }).data.formError).toMatch(/does not exist/);
    const context = await staffContext(database, "admin");
    const missing = await settle(() =>
      revisionLoader(
        routeArgs(new Request(`http://localhost${PATH}/revisions/abc`), context, PATH, { ...params, revisionId: "abc" }) as never,
      ),
    );
    expect(statusOf(missing)).toBe(404);
  });

  it("refuses editors the clinic settings", async () => {
    expect(statusOf(await load("editor"))).toBe(403);
    expect(statusOf(await submit("editor", fields({}, { intent: "publish", _version: "1" })))).toBe(403);
    expect(statusOf(await load("admin"))).toBe(200);
  });

  it("refuses a schedule time in the past, and publishes a scheduled version exactly once on time", async () => {
    const past = await submit("admin", fields({ tagline: "Later" }, { intent: "schedule", _version: "1", _publishAt: "2020-01-01T09:00" }));
    expect(statusOf(past)).toBe(400);
    expect((past as { data: { errors: Record<string, string> } }).data.errors._publishAt).toMatch(/that time has passed/);

    const ok = await submit("admin", fields({ tagline: "Later" }, { intent: "schedule", _version: "1", _publishAt: LATER }));
    expect(toastOf(ok as Response)?.message).toBe(`Version 2 will be published on ${formatClinicTime(DUE)}.`);
    const due = DUE;
    expect(await publishDueDocuments(database.db, new Date(due.getTime() - 1000))).toEqual([]);
    expect((await readClinicSettings(database.db)).tagline).toBe(clinicSettingsSeed.tagline);
    // Several instances polling at once: one publication.
    const runs = await Promise.all([
      publishDueDocuments(database.db, due),
      publishDueDocuments(database.db, due),
      publishDueDocuments(database.db, due),
    ]);
    expect(runs.flat()).toHaveLength(1);
    expect((await readClinicSettings(database.db)).tagline).toBe("Later");
    const state = await getDocumentState(database.db, CLINIC_SETTINGS_REF);
    expect(state?.scheduled).toBeNull();
    const log = await database.db.select().from(auditLog).where(eq(auditLog.action, "publish"));
    expect(log.map((l) => [l.userId, l.summary])).toEqual([[null, "published scheduled version 2 of clinic-settings"]]);
  });

  it("publishes on start what fell due while the server was down (the job with a moved clock)", async () => {
    await submit("admin", fields({ tagline: "Overnight" }, { intent: "schedule", _version: "1", _publishAt: LATER }));
    const services = makeServices(database, { TEST_CLOCK_OFFSET_SECONDS: String(Math.ceil((DUE.getTime() + 60_000 - Date.now()) / 1000)) });
    expect(await runScheduledPublishing(services, {})).toBe(1);
    expect((await readClinicSettings(database.db)).tagline).toBe("Overnight");
    expect(await runScheduledPublishing(services, {})).toBe(0);
  });

  it("cancels a schedule, keeping the version as a draft; publishing now also replaces a pending schedule", async () => {
    await submit("admin", fields({ tagline: "Later" }, { intent: "schedule", _version: "1", _publishAt: LATER }));
    expect(statusOf(await submit("admin", { intent: "cancel-schedule", _version: "2" }))).toBe(302);
    expect((await getDocumentState(database.db, CLINIC_SETTINGS_REF))?.scheduled).toBeNull();
    await submit("admin", fields({ tagline: "Later" }, { intent: "schedule", _version: "2", _publishAt: LATER }));
    await submit("admin", fields({ tagline: "Now" }, { intent: "publish", _version: "3" }));
    expect(await publishDueDocuments(database.db, new Date(DUE.getTime() + 86_400_000))).toEqual([]);
    expect((await readClinicSettings(database.db)).tagline).toBe("Now");
    const statuses = (await listRevisions(database.db, CLINIC_SETTINGS_REF)).map((r) => r.status);
    expect(statuses).toEqual(["published", "draft", "draft", "published"]);
  });

  it("seeds once: an edited document survives the next start", async () => {
    await submit("admin", fields({ tagline: "Edited" }, { intent: "publish", _version: "1" }));
    expect(await seedDocument(database.db, CLINIC_SETTINGS_REF, clinicSettingsSeed)).toBe(false);
    expect((await readClinicSettings(database.db)).tagline).toBe("Edited");
  });
});
