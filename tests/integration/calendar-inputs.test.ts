// Every date and time the staff area takes is a real one in the clinic's calendar (issue 49
// item 5): each action gets a day or time that does not exist and must answer with the
// field's error, keep what was typed and save nothing. The review's case was the schedule:
// "2027-02-30T10:00" was read as 2 March and scheduled.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clinicSettingsSeed } from "~/content/clinic";
import { legalPageSeed } from "~/content/legal";
import { clinicView } from "~/lib/clinic-view";
import { action as editorAction } from "~/routes/admin/document-editor";
import { action as inboxAction } from "~/routes/admin/inquiries";
import { userContext } from "~/server/auth/guards.server";
import { CLINIC_SETTINGS_REF } from "~/server/content/clinic-settings.server";
import { getDocumentState, seedDocument } from "~/server/content/documents.server";
import { legalRef } from "~/server/content/legal-pages.server";
import type { Database } from "~/server/db/client.server";
import { auditLog, documentRevisions, documents, inquiries, inquiryEvents } from "~/server/db/schema.server";
import { postForm, settle, staffContext, statusOf } from "../support/admin-content-calls";
import { formFields } from "../support/document-fields";
import { routeArgs } from "../support/services";
import { createTestDatabase } from "../support/test-db";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const legalSeed = legalPageSeed("privacy-policy", clinicView(clinicSettingsSeed, new Date(0)));
beforeEach(async () => {
  const { db } = database;
  await db.delete(documentRevisions);
  await db.delete(documents);
  await db.delete(auditLog);
  await seedDocument(db, CLINIC_SETTINGS_REF, clinicSettingsSeed);
  await seedDocument(db, legalRef("privacy-policy"), legalSeed);
});

/**
 * The 31st of the next month that has 30 days, at 10:00: a time JavaScript's Date reads as the
 * 1st of the month after, soon enough that the old code scheduled it without complaint.
 */
function nextImpossibleDay(now = new Date()): { text: string; detail: string } {
  const names = ["", "", "", "", "April", "", "June", "", "", "September", "", "November"];
  for (let ahead = 1; ; ahead++) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1));
    const month = d.getUTCMonth() + 1;
    if (names[month]) {
      const mm = String(month).padStart(2, "0");
      return { text: `${d.getUTCFullYear()}-${mm}-31`, detail: `there is no 31 ${names[month]} ${d.getUTCFullYear()}` };
    }
  }
}

interface Refused {
  data: { errors: Record<string, string>; values: Record<string, unknown>; publishAt?: string };
}

async function submitDocument(path: string, params: Record<string, string>, body: Record<string, string>) {
  const context = await staffContext(database, "admin");
  return settle(() => editorAction(routeArgs(postForm(path, body), context, path, params) as never));
}

const SETTINGS = { path: "/admin/content/clinic-settings", params: { type: "clinic-settings" } };
const settingsForm = (changes: Record<string, string>) => formFields(clinicSettingsSeed, { _version: "1", ...changes });

async function expectNothingSaved() {
  expect((await getDocumentState(database.db, CLINIC_SETTINGS_REF))?.version).toBe(1);
  expect(await database.db.select().from(auditLog)).toEqual([]);
}

describe("scheduling a document", () => {
  it.each([
    () => ({ at: `${nextImpossibleDay().text}T10:00`, error: `Publish at: ${nextImpossibleDay().detail}.` }),
    () => {
      const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      return { at: `${day}T24:00`, error: "Publish at: there is no 24:00 (a day runs from 00:00 to 23:59)." };
    },
  ])("refuses a day or time that does not exist next to the field, keeping what was typed (case %#)", async (make) => {
    const { at, error } = make();
    const outcome = await submitDocument(
      SETTINGS.path,
      SETTINGS.params,
      settingsForm({ tagline: "Later", intent: "schedule", _publishAt: at }),
    );
    expect(statusOf(outcome)).toBe(400);
    const body = (outcome as Refused).data;
    expect(body.errors).toEqual({ _publishAt: error });
    expect(body.publishAt).toBe(at);
    expect(body.values.tagline).toBe("Later");
    expect((await getDocumentState(database.db, CLINIC_SETTINGS_REF))?.scheduled).toBeNull();
    await expectNothingSaved();
  });
});

describe("date and time fields of documents", () => {
  it("refuses a closure on a day that does not exist, naming it", async () => {
    const outcome = await submitDocument(
      SETTINGS.path,
      SETTINGS.params,
      settingsForm({
        "closures.0.from": "2027-02-29",
        "closures.0.to": "2027-04-31",
        "closures.0.notice": "Closed for the festival",
        intent: "publish",
      }),
    );
    expect(statusOf(outcome)).toBe(400);
    const body = (outcome as Refused).data;
    expect(body.errors).toEqual({
      "closures.0.from": "Holiday closures › Closure 1 › First day closed: there is no 29 February 2027 (2027 is not a leap year).",
      "closures.0.to": "Holiday closures › Closure 1 › Last day closed: there is no 31 April 2027.",
    });
    expect(body.values.closures).toEqual([{ from: "2027-02-29", to: "2027-04-31", notice: "Closed for the festival" }]);
    await expectNothingSaved();
  });

  it("refuses opening hours and a digest time that are not times of a day", async () => {
    const outcome = await submitDocument(
      SETTINGS.path,
      SETTINGS.params,
      settingsForm({ "hours.0.close": "24:00", "notifications.digestTime": "08:60", intent: "publish" }),
    );
    expect(statusOf(outcome)).toBe(400);
    expect((outcome as Refused).data.errors).toEqual({
      "hours.0.close": "Opening hours › Monday › Closes: there is no 24:00 (a day runs from 00:00 to 23:59).",
      "notifications.digestTime": "Staff notifications › Daily digest at: there is no 08:60 (a day runs from 00:00 to 23:59).",
    });
    await expectNothingSaved();
  });

  it("refuses a legal page's effective date that does not exist", async () => {
    const path = "/admin/content/legal/privacy-policy";
    const outcome = await submitDocument(
      path,
      { type: "legal", key: "privacy-policy" },
      formFields(legalSeed, { effectiveDate: "2026-11-31", _version: "1", intent: "publish" }),
    );
    expect(statusOf(outcome)).toBe(400);
    expect((outcome as Refused).data.errors).toEqual({ effectiveDate: "Effective date: there is no 31 November 2026." });
    expect((outcome as Refused).data.values.effectiveDate).toBe("2026-11-31");
  });
});

describe("the inquiry's follow-up date", () => {
  it("refuses a day that does not exist next to the form, gives back what was chosen, and changes nothing", async () => {
    const [row] = await database.db.insert(inquiries).values({ source: "home", name: "Kiran Das" }).returning();
    if (!row) throw new Error("no inquiry");
    const admin = await staffContext(database, "admin");
    const editorId = String((await staffContext(database, "editor")).get(userContext)?.id);
    const request = postForm("/admin/inquiries", {
      intent: "follow-up",
      id: String(row.id),
      assignedTo: editorId,
      followUpOn: "2027-02-29",
    });
    const outcome = await settle(() => inboxAction(routeArgs(request, admin, "/admin/inquiries") as never));
    expect(outcome).toMatchObject({
      data: {
        intent: "follow-up",
        id: row.id,
        error: "Follow up on: there is no 29 February 2027 (2027 is not a leap year).",
        typed: { assignedTo: editorId, followUpOn: "2027-02-29" },
      },
      init: { status: 400 },
    });
    const [stored] = await database.db.select().from(inquiries).where(eq(inquiries.id, row.id));
    expect(stored).toMatchObject({ assignedTo: null, followUpOn: null });
    expect(await database.db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, row.id))).toEqual([]);
  });
});
