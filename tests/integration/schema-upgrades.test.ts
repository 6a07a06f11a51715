// Issue 46 item 3: stored content takes its declaration's current shape when the declaration's
// schema version rises. Clinic settings are at version 3 (the staff notifications group, added
// after the first installations; then issue 47's appointment reminders): settings stored before
// them are upgraded at start, in place, once, and every reader then sees both.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { clinicSettingsType } from "~/content-types/clinic-settings";
import { readClinicSettings } from "~/server/content/clinic-settings.server";
import { forgetPublishedDocuments } from "~/server/content/documents.server";
import { upgradeStoredDocuments } from "~/server/content/schema-upgrades.server";
import type { Database } from "~/server/db/client.server";
import { documentRevisions, documents } from "~/server/db/schema.server";
import { createTestDatabase } from "../support/test-db";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const ofSettings = and(eq(documentRevisions.type, clinicSettingsType.type), eq(documentRevisions.locale, "en"));

it("upgrades settings stored before the notifications group, once; a seeded revision is written at the current version", async () => {
  const db = database.db;
  const [seeded] = await db.select().from(documentRevisions).where(ofSettings);
  expect(seeded?.schemaVersion).toBe(3);
  // As an installation from before issue 15 stored them.
  const { notifications: _, reminders: __, ...older } = seeded!.data as Record<string, unknown>;
  await db.update(documentRevisions).set({ data: older, schemaVersion: 1 }).where(eq(documentRevisions.id, seeded!.id));
  await db.update(documents).set({ publishedData: older }).where(eq(documents.publishedRevisionId, seeded!.id));
  forgetPublishedDocuments();
  expect((await readClinicSettings(db)).notifications).toBeUndefined();

  expect(await upgradeStoredDocuments(db)).toBe(1);
  const settings = await readClinicSettings(db);
  expect(settings.notifications).toEqual({ inquiryEmails: [{ email: settings.contact.email }], digestTime: "", overdueHours: 24 });
  expect(settings.reminders).toEqual([{ hoursBefore: 24 }, { hoursBefore: 2 }]);
  const [after] = await db.select().from(documentRevisions).where(eq(documentRevisions.id, seeded!.id));
  expect(after).toMatchObject({ schemaVersion: 3, data: settings });
  // Another start, or a second instance: nothing left to do.
  expect(await upgradeStoredDocuments(db)).toBe(0);
});
