// Issue 47 item 1: the clinic's services and resources, seeded and edited on the collection
// screen like every table-backed type, checked against their declarations, admins only.
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookingResourceType } from "~/content-types/booking-resource";
import type { FormObject } from "~/lib/document-form";
import { recordFormValues } from "~/lib/record-form";
import { diffRecords, RECORD_KINDS } from "~/lib/record-history";
import { listRecordRevisions } from "~/server/content/record-revisions.server";
import { action, loader } from "~/routes/admin/collection";
import { loader as historyLoader } from "~/routes/admin/record-history";
import type { Database } from "~/server/db/client.server";
import { auditLog, bookingResources, bookingServices } from "~/server/db/schema.server";
import { settle, staffContext, statusOf, toastOf } from "../support/admin-content-calls";
import { cardsOf, factOf, sectionSizes } from "../support/collection-view";
import { formEntries } from "../support/form-entries";
import { routeArgs } from "../support/services";
import { createTestDatabase } from "../support/test-db";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(auditLog);
});

const SERVICES = "/admin/booking-services";
const RESOURCES = "/admin/booking-resources";

async function load(path: string, search = "", username: "admin" | "editor" | null = "admin") {
  const context = await staffContext(database, username);
  return settle(() => loader(routeArgs(new Request(`http://localhost${path}${search}`), context, path) as Parameters<typeof loader>[0]));
}

async function loaded(path: string, search = "") {
  const outcome = await load(path, search);
  if (outcome instanceof Response || "init" in outcome) throw new Error(`loader failed with ${statusOf(outcome)}`);
  return outcome;
}

async function post(path: string, entries: [string, string][], username: "admin" | "editor" = "admin") {
  const context = await staffContext(database, username);
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(entries),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
  });
  return settle(() => action(routeArgs(request, context, path) as Parameters<typeof action>[0]));
}

const resourceNamed = async (name: string) =>
  (await database.db.select().from(bookingResources).where(eq(bookingResources.name, name)))[0] ?? null;
const serviceNamed = async (name: string) =>
  (await database.db.select().from(bookingServices).where(eq(bookingServices.name, name)))[0] ?? null;

/** A row's form as its editor opens it, with changes typed over it. */
async function formOf(path: string, id: number | "new", changes: FormObject, search = "") {
  const { editing } = await loaded(path, `?edit=${id}${search}`);
  if (!editing) throw new Error("no editor");
  return [...formEntries({ ...editing.values, ...changes }), ["id", String(id)], ["loadedAt", editing.loadedAt], ["intent", "save"]] as [
    string,
    string,
  ][];
}

function refusal(outcome: unknown): Record<string, string> {
  expect(statusOf(outcome)).toBe(400);
  return ((outcome as { data: { errors: Record<string, string> } }).data ?? {}).errors;
}

describe("the starting services and resources", () => {
  it("are seeded: the chamber with two seats, each therapy's session holding its equipment, consultations holding a doctor", async () => {
    const resources = await loaded(RESOURCES);
    expect(sectionSizes(resources.view)).toEqual([
      ["equipment", 4],
      ["room", 2],
      ["practitioner", 2],
    ]);
    const chamber = cardsOf(resources.view).find((c) => c.title === "Hyperbaric chamber");
    expect(chamber?.subtitle).toBe("2 patients at a time");
    expect(chamber?.lead).toBe("Mon–Sat 08:00–18:00 · Sun closed");
    expect(factOf(chamber, "Breaks")).toBe("13:00–14:00");

    const services = cardsOf((await loaded(SERVICES)).view);
    expect(services).toHaveLength(8);
    const hbot = services.find((s) => s.title === "Hyperbaric oxygen session");
    expect(hbot?.subtitle).toBe("1 h 30 min · At the clinic");
    expect(factOf(hbot, "Holds")).toBe("Hyperbaric chamber (2 places)");
    expect(factOf(hbot, "Therapy")).toBe("Hyperbaric Oxygen Therapy");
    const consultation = services.find((s) => s.title === "Consultation with Dr. Aditya Varma");
    expect(factOf(consultation, "Practitioner")).toBe("Dr. Aditya Varma");
    expect(services.every((s) => s.badges.length === 0)).toBe(true);
  });

  it("are the admin's to change: an editor is refused, and so is anyone signed out", async () => {
    expect(statusOf(await load(SERVICES, "", "editor"))).toBe(403);
    expect(statusOf(await load(RESOURCES, "", null))).toBe(401);
    expect(
      statusOf(
        await post(
          RESOURCES,
          [
            ["intent", "save"],
            ["id", "new"],
          ],
          "editor",
        ),
      ),
    ).toBe(403);
  });
});

describe("a resource", () => {
  it("is added with its week, breaks and a day that differs, audited, with a revision in its history", async () => {
    const blank = (await loaded(RESOURCES, "?edit=new&kind=room")).editing;
    expect(blank?.values).toMatchObject({ kind: "room", capacity: "1", breaks: [{ from: "13:00", to: "14:00" }] });
    const entries = await formOf(
      RESOURCES,
      "new",
      {
        name: "Second physiotherapy room",
        capacity: "2",
        exceptions: [{ date: "2026-12-24", closed: false, open: "09:00", close: "12:00" }],
      },
      "&kind=room",
    );
    const outcome = await post(RESOURCES, entries);
    expect(toastOf(outcome as Response)?.message).toBe('Added the resource "Second physiotherapy room".');
    const row = await resourceNamed("Second physiotherapy room");
    expect(row).toMatchObject({ kind: "room", capacity: 2, breaks: [{ from: "13:00", to: "14:00" }] });
    expect(row?.hours).toHaveLength(7);
    expect(row?.hours[6]).toEqual({ day: "Sunday", closed: true, open: "", close: "" });
    expect(row?.exceptions).toEqual([{ date: "2026-12-24", closed: false, open: "09:00", close: "12:00" }]);
    const [audit] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ entity: "booking_resource", summary: 'added booking resource "Second physiotherapy room" (Room)' });
  });

  it("refuses hours that cannot be, each next to its field, and keeps what was typed", async () => {
    const chamber = await resourceNamed("Hyperbaric chamber");
    const hours = recordFormValues(bookingResourceType, chamber!).hours as FormObject[];
    hours[0] = { ...hours[0]!, open: "18:00", close: "08:00" };
    hours[1] = { ...hours[1]!, open: "" };
    const outcome = await post(
      RESOURCES,
      await formOf(RESOURCES, chamber!.id, {
        capacity: "0",
        hours,
        breaks: [{ from: "14:00", to: "13:00" }],
        exceptions: [{ date: "2026-02-30", closed: true, open: "", close: "" }],
      }),
    );
    const errors = refusal(outcome);
    expect(errors.capacity).toBe("Please enter how many patients it takes at once, from 1 to 50.");
    expect(errors["hours.0.close"]).toBe("Weekly hours › Monday › Closes: closing time must be after opening time.");
    expect(errors["hours.1.open"]).toMatch(/^Weekly hours › Tuesday › Opens: enter the opening time/);
    expect(errors["breaks.0.to"]).toMatch(/^Daily breaks › Break 1 › To: the end must be after the start/);
    expect(errors["exceptions.0.date"]).toMatch(/^Days that differ › Day 1 › Date: /);
    expect((outcome as { data: { values: FormObject } }).data.values.capacity).toBe("0");
    expect((await resourceNamed("Hyperbaric chamber"))?.capacity).toBe(2);
  });

  it("once deleted leaves its services in place, marked as not bookable until another is chosen", async () => {
    const cabin = await resourceNamed("Cryotherapy cabin");
    const outcome = await post(RESOURCES, [
      ["intent", "delete"],
      ["id", String(cabin!.id)],
    ]);
    expect(toastOf(outcome as Response)?.message).toBe('Deleted the resource "Cryotherapy cabin".');
    expect((await serviceNamed("Cryotherapy session"))?.resourceId).toBeNull();
    const card = cardsOf((await loaded(SERVICES)).view).find((c) => c.title === "Cryotherapy session");
    expect(card?.badges.map((b) => b.label)).toEqual(["Not bookable: choose the resource it holds"]);
    expect(factOf(card, "Holds")).toBe("none");
  });
});

describe("a service", () => {
  it("is saved with its rules; a practitioner that is also its resource, a forged resource and a zero duration are refused", async () => {
    const hbot = await serviceNamed("Hyperbaric oxygen session");
    const chamber = await resourceNamed("Hyperbaric chamber");
    const changed = await post(SERVICES, await formOf(SERVICES, hbot!.id, { durationMinutes: "60", cancelNoticeHours: "48" }));
    expect(toastOf(changed as Response)?.message).toBe('Saved the service "Hyperbaric oxygen session".');
    expect(await serviceNamed("Hyperbaric oxygen session")).toMatchObject({ durationMinutes: 60, cancelNoticeHours: 48 });

    const errors = refusal(
      await post(
        SERVICES,
        await formOf(SERVICES, hbot!.id, { practitionerId: String(chamber!.id), durationMinutes: "0", stepMinutes: "15" }),
      ),
    );
    expect(errors.durationMinutes).toBe("Please enter duration in minutes as a whole number from 5 to 480.");
    const forged = refusal(await post(SERVICES, await formOf(SERVICES, hbot!.id, { resourceId: "999999" })));
    expect(forged.resourceId).toBe("Please choose a resource from the list.");
    const same = refusal(await post(SERVICES, await formOf(SERVICES, hbot!.id, { practitionerId: String(chamber!.id) })));
    expect(same.practitionerId).toBe("Choose a practitioner other than the resource, or none.");
  });

  it("added without a resource is saved and said to be not bookable", async () => {
    const outcome = await post(SERVICES, await formOf(SERVICES, "new", { name: "Group balance class", resourceId: "" }));
    expect(toastOf(outcome as Response)?.message).toBe(
      'Added the service "Group balance class". It holds no resource yet, so patients cannot book it.',
    );
    expect(await serviceNamed("Group balance class")).toMatchObject({ resourceId: null, durationMinutes: 60, horizonDays: 60 });
  });

  it("has a history: a change is listed by its field's label", async () => {
    const hbot = await serviceNamed("Hyperbaric oxygen session");
    await post(SERVICES, await formOf(SERVICES, hbot!.id, { bufferMinutes: "20" }));
    const revisions = await listRecordRevisions(database.db, "booking_service", hbot!.id);
    const [newest, before] = revisions;
    expect(newest?.data.buffer_minutes).toBe(20);
    const changes = diffRecords(RECORD_KINDS.booking_service, before?.data ?? null, newest!.data);
    expect(changes.map((c) => [c.label, c.before, c.after])).toEqual([["Buffer after, in minutes", "15", "20"]]);
  });

  it("keeps its history for admins: an editor may not read or restore it", async () => {
    const hbot = await serviceNamed("Hyperbaric oxygen session");
    const params = { entity: "booking_service", id: String(hbot!.id) };
    const history = async (username: "admin" | "editor") => {
      const context = await staffContext(database, username);
      const path = `/admin/history/booking_service/${hbot!.id}`;
      return settle(() =>
        historyLoader(routeArgs(new Request(`http://localhost${path}`), context, path, params) as Parameters<typeof historyLoader>[0]),
      );
    };
    expect(statusOf(await history("editor"))).toBe(403);
    expect(statusOf(await history("admin"))).toBe(200);
  });
});
