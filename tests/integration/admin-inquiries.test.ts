import { desc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { action, loader } from "~/routes/admin/inquiries";
import { loader as exportLoader } from "~/routes/admin/inquiries-export";
import { userContext } from "~/server/auth/guards.server";
import type { Database } from "~/server/db/client.server";
import { auditLog, inquiries, inquiryEvents, settings } from "~/server/db/schema.server";
import { purgeOldInquiries, startRetentionJob } from "~/server/jobs/retention.server";
import { saveInquiryRetentionDays } from "~/server/repos/inquiry-retention.server";
import type { SessionUser } from "~/server/auth/session.server";
import { createTestDatabase } from "../support/test-db";
import { demoStaff, makeContext, makeServices, routeArgs } from "../support/services";

let database: Database;
let admin: SessionUser;
let editor: SessionUser;
beforeAll(async () => {
  database = await createTestDatabase();
  ({ admin, editor } = await demoStaff(database));
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(inquiries);
  await database.db.delete(auditLog);
  await database.db.delete(settings).where(eq(settings.key, "inquiry_retention_days"));
});

const ORIGIN = "http://localhost";
const DAY = 86_400_000;
type NewInquiry = typeof inquiries.$inferInsert;

async function addInquiry(values: Partial<NewInquiry> & { name: string }, ageDays = 0) {
  const [row] = await database.db
    .insert(inquiries)
    .values({ source: "home", createdAt: new Date(Date.now() - ageDays * DAY), ...values })
    .returning();
  if (!row) throw new Error("not inserted");
  return row;
}

function contextFor(user: SessionUser | null) {
  const context = makeContext(makeServices(database));
  context.set(userContext, user);
  return context;
}

async function settle<T>(run: () => Promise<T> | T): Promise<{ value?: T; thrown?: unknown }> {
  try {
    return { value: await run() };
  } catch (thrown) {
    return { thrown };
  }
}

const statusOfThrown = (thrown: unknown) =>
  thrown instanceof Response ? thrown.status : (thrown as { init?: { status?: number } } | undefined)?.init?.status;

async function list(search = "", user: SessionUser = admin) {
  const request = new Request(`${ORIGIN}/admin/inquiries${search}`);
  return loader(routeArgs(request, contextFor(user), "/admin/inquiries") as Parameters<typeof loader>[0]);
}

async function post(fields: Record<string, string>, user: SessionUser = admin, search = "") {
  const request = new Request(`${ORIGIN}/admin/inquiries${search}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
  });
  return settle(() => action(routeArgs(request, contextFor(user), "/admin/inquiries") as Parameters<typeof action>[0]));
}

async function exportCsv(search = "", user: SessionUser = admin) {
  const request = new Request(`${ORIGIN}/admin/inquiries/export.csv${search}`);
  return settle(() =>
    exportLoader(routeArgs(request, contextFor(user), "/admin/inquiries/export.csv") as Parameters<typeof exportLoader>[0]),
  );
}

const toastOf = (response: Response) => {
  const raw = /admin_toast=([^;]+)/.exec(response.headers.get("Set-Cookie") ?? "")?.[1];
  return raw ? (JSON.parse(decodeURIComponent(raw)) as { kind: string; message: string }) : null;
};

describe("inbox list", () => {
  it("shows the newest first, 25 to a page, with Next and Previous cursors", async () => {
    for (let i = 0; i < 30; i += 1) await addInquiry({ name: `Visitor ${String(i).padStart(2, "0")}` }, 30 - i);
    const first = await list();
    expect(first.total).toBe(30);
    expect(first.more).toBe(false);
    expect(first.items).toHaveLength(25);
    expect(first.items[0]?.name).toBe("Visitor 29");
    expect(first.prev).toBeNull();
    expect(first.next).not.toBeNull();
    const second = await list(`?after=${first.next}`);
    expect(second.items.map((i) => i.name)).toEqual(["Visitor 04", "Visitor 03", "Visitor 02", "Visitor 01", "Visitor 00"]);
    expect(second.next).toBeNull();
    const back = await list(`?before=${second.prev}`);
    expect(back.items.map((i) => i.name)).toEqual(first.items.map((i) => i.name));
    expect(back.prev).toBeNull();
    // A numbered-page bookmark from before keyset paging opens the first page.
    expect((await list("?page=9")).items[0]?.name).toBe("Visitor 29");
  });

  it("prepares contact links, India time and a message preview", async () => {
    await addInquiry({
      name: "Asha Rao",
      phone: "+91 98480 12345",
      email: "asha@example.com",
      interest: "Cryotherapy",
      message: "long ".repeat(50),
      createdAt: new Date("2025-03-12T10:15:00Z"),
    });
    const [item] = (await list()).items;
    expect(item).toMatchObject({
      telHref: "tel:+919848012345",
      phone: "098480 12345",
      phoneFlag: "🇮🇳",
      phoneCountry: "India",
      receivedIso: "2025-03-12T10:15:00.000Z",
      truncated: true,
      changedBy: null,
    });
    expect(item?.mailtoHref).toBe(
      "mailto:asha@example.com?subject=Your%20inquiry%20to%20Samudra%20Rehab%20%26%20Wellness%20Centre&body=Hello%20Asha%20Rao%2C%20this%20is%20Samudra%20Rehab%20%26%20Wellness%20Centre%20replying%20to%20your%20inquiry%20about%20Cryotherapy.",
    );
    expect(item?.replyDraft).toBeNull();
    expect(item?.receivedLabel).toMatch(/^12 Mar 2025, 3:45\s?pm IST$/i);
    const wa = new URL(item?.whatsappHref ?? "");
    expect(wa.origin + wa.pathname).toBe("https://wa.me/919848012345");
    expect(wa.searchParams.get("text")).toBe(
      "Hello Asha Rao, this is Samudra Rehab & Wellness Centre replying to your inquiry about Cryotherapy.",
    );
  });

  it("starts replies in the lead's language, to the E.164 number, and gives no link to a number that is none", async () => {
    await addInquiry({ name: "రవి", phone: "98765 43210", language: "te", interest: "Cryotherapy", email: "ravi@example.com" }, 3);
    await addInquiry({ name: "فاطمة", phone: "+968 9123 4567", language: "ar" }, 2);
    await addInquiry({ name: "Old lead", phone: "91234567" }, 1);
    const [old, arabic, telugu] = (await list()).items;
    const wa = new URL(telugu?.whatsappHref ?? "");
    expect(wa.pathname).toBe("/919876543210");
    expect(wa.searchParams.get("text")).toBe(
      "నమస్తే రవి, Cryotherapy గురించి మీరు పంపిన విచారణకు Samudra Rehab & Wellness Centre నుండి సమాధానం ఇస్తున్నాము.",
    );
    expect(new URL(telugu?.mailtoHref ?? "").searchParams.get("subject")).toBe("Samudra Rehab & Wellness Centreకు మీరు పంపిన విచారణ");
    expect(telugu?.replyDraft).toBe("Telugu");
    expect(arabic).toMatchObject({ phone: "+968 9123 4567", phoneFlag: "🇴🇲", phoneCountry: "Oman", telHref: "tel:+96891234567" });
    const arText = new URL(arabic?.whatsappHref ?? "").searchParams.get("text");
    expect(arText).toContain("مرحبًا");
    expect(new URL(arabic?.whatsappHref ?? "").pathname).toBe("/96891234567");
    // "91234567" has no country code and is no Indian number: shown as typed, with no link that would dial India.
    expect(old).toMatchObject({ phone: "91234567", phoneFlag: null, telHref: null, whatsappHref: null });
  });

  it("filters by source and by status, as the dashboard's New inquiries tile links", async () => {
    await addInquiry({ name: "Home New", source: "home" }, 3);
    await addInquiry({ name: "Intl New", source: "international" }, 2);
    await addInquiry({ name: "Intl Booked", source: "international", status: "booked" }, 1);
    expect((await list("?source=international")).items.map((i) => i.name)).toEqual(["Intl Booked", "Intl New"]);
    expect((await list("?status=new")).items.map((i) => i.name)).toEqual(["Intl New", "Home New"]);
    expect((await list("?source=international&status=new")).items.map((i) => i.name)).toEqual(["Intl New"]);
    expect((await list("?source=bogus")).total).toBe(3);
  });

  it("shows the language of a lead sent from a translated page, and filters by it", async () => {
    await addInquiry({ name: "English Lead" }, 3);
    await addInquiry({ name: "Telugu Lead", language: "te" }, 2);
    await addInquiry({ name: "Arabic Lead", language: "ar", source: "international" }, 1);
    const all = await list("");
    expect(all.items.map((i) => [i.name, i.language])).toEqual([
      ["Arabic Lead", "Arabic"],
      ["Telugu Lead", "Telugu"],
      ["English Lead", null],
    ]);
    expect((await list("?language=te")).items.map((i) => i.name)).toEqual(["Telugu Lead"]);
    expect((await list("?language=en")).items.map((i) => i.name)).toEqual(["English Lead"]);
    expect((await list("?language=fr")).total).toBe(3);
  });

  it("searches name, e-mail and phone, case-insensitively, phone digits ignoring spaces and dashes", async () => {
    await addInquiry({ name: "Asha Rao", phone: "+91 98480-12345" }, 3);
    await addInquiry({ name: "Ravi Kumar", phone: "9000011001", email: "RAVI@Example.com" }, 2);
    await addInquiry({ name: "100% Sure_Person", phone: null, email: "jd@example.com" }, 1);
    // What "100% Sure_Person"'s search would also find if % and _ were wildcards.
    await addInquiry({ name: "1000 Sure-Person", phone: "+44 20 7946 0958" }, 4);
    const names = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).items.map((i) => i.name);
    expect(await names("asha")).toEqual(["Asha Rao"]);
    expect(await names("RAO")).toEqual(["Asha Rao"]);
    expect(await names("ravi@example")).toEqual(["Ravi Kumar"]);
    expect(await names("9848012345")).toEqual(["Asha Rao"]);
    expect(await names("98480 12345")).toEqual(["Asha Rao"]);
    expect(await names("098480-12345")).toEqual(["Asha Rao"]);
    expect(await names("90000 11001")).toEqual(["Ravi Kumar"]);
    expect(await names("20 7946")).toEqual(["1000 Sure-Person"]);
    expect(await names("0958")).toEqual(["1000 Sure-Person"]);
    // Wildcards are literal: % and _ do not match everything.
    expect(await names("100%")).toEqual(["100% Sure_Person"]);
    expect(await names("sure_person")).toEqual(["100% Sure_Person"]);
    expect(await names("xyz' or '1'='1")).toEqual([]);
    expect(await names("'; delete from inquiries; --")).toEqual([]);
    expect((await list()).total).toBe(4);
  });

  it("does not search 1 or 2 characters: it says so and lists the rest of the filter", async () => {
    await addInquiry({ name: "Asha Rao" }, 2);
    await addInquiry({ name: "Ravi Kumar", source: "international" }, 1);
    for (const q of ["a", "as", "%", "_", "12"]) {
      const result = await list(`?q=${encodeURIComponent(q)}`);
      expect(result.searchTooShort, q).toBe(true);
      expect(
        result.items.map((i) => i.name),
        q,
      ).toEqual(["Ravi Kumar", "Asha Rao"]);
    }
    const filtered = await list("?q=as&source=international");
    expect(filtered.items.map((i) => i.name)).toEqual(["Ravi Kumar"]);
    expect((await list("?q=ash")).searchTooShort).toBe(false);
    expect((await list("?q=ash")).items.map((i) => i.name)).toEqual(["Asha Rao"]);
  });

  it("offers the export and the retention form to an admin, neither to an editor", async () => {
    const asAdmin = await list("?source=home&q=asha");
    expect(asAdmin.exportHref).toBe("/admin/inquiries/export.csv?source=home&q=asha");
    expect(asAdmin.retention).toMatchObject({ days: 365, canEdit: true, policyDays: 365, min: 30, max: 3650 });
    const asEditor = await list("", editor);
    expect(asEditor.exportHref).toBeNull();
    expect(asEditor.retention.canEdit).toBe(false);
  });
});

describe("status change", () => {
  it("records the new status, who and when, audits it, and returns to the same filtered page", async () => {
    const row = await addInquiry({ name: "Asha Rao" });
    const before = Date.now();
    const { thrown } = await post({ intent: "status", id: String(row.id), status: "contacted" }, admin, "?source=home&q=asha");
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/inquiries?source=home&q=asha");
    expect(toastOf(response)).toEqual({ kind: "success", message: "Marked the inquiry from Asha Rao as contacted." });
    const [stored] = await database.db.select().from(inquiries).where(eq(inquiries.id, row.id));
    expect(stored?.status).toBe("contacted");
    expect(stored?.statusChangedBy).toBe(admin.id);
    expect(stored?.statusChangedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [audit] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      userId: admin.id,
      action: "status",
      entity: "inquiry",
      entityId: String(row.id),
      summary: `marked inquiry #${row.id} as contacted`,
    });
    expect(audit?.summary).not.toContain("Asha");
    const [item] = (await list()).items;
    expect(item).toMatchObject({ status: "contacted", changedBy: "admin" });
    expect(item?.changedLabel).toMatch(/IST$/);
  });

  it("lets an editor move an inquiry along too, to any status", async () => {
    const row = await addInquiry({ name: "Ravi", status: "closed" });
    const { thrown } = await post({ intent: "status", id: String(row.id), status: "new" }, editor);
    expect(statusOfThrown(thrown)).toBe(302);
    const [stored] = await database.db.select().from(inquiries).where(eq(inquiries.id, row.id));
    expect(stored).toMatchObject({ status: "new", statusChangedBy: editor.id });
  });

  it("refuses an unknown status with a message for that row, and changes nothing", async () => {
    const row = await addInquiry({ name: "Asha" });
    const { value } = await post({ intent: "status", id: String(row.id), status: "archived" });
    expect(value).toMatchObject({
      init: { status: 400 },
      data: { intent: "status", id: row.id, error: "Please choose New, Contacted, Booked or Closed." },
    });
    const bad = await post({ intent: "status", id: "abc", status: "new" });
    expect(statusOfThrown(bad.thrown)).toBe(400);
    const [stored] = await database.db.select().from(inquiries).where(eq(inquiries.id, row.id));
    expect(stored?.status).toBe("new");
    expect(await database.db.select().from(auditLog)).toHaveLength(0);
  });

  it("says so when the inquiry is gone, or already had that status, without an audit row", async () => {
    const gone = await post({ intent: "status", id: "999999", status: "booked" });
    expect(toastOf(gone.thrown as Response)).toEqual({ kind: "error", message: "That inquiry no longer exists." });
    const row = await addInquiry({ name: "Asha" });
    const same = await post({ intent: "status", id: String(row.id), status: "new" });
    expect(toastOf(same.thrown as Response)?.message).toBe("The inquiry from Asha was already new.");
    expect(await database.db.select().from(auditLog)).toHaveLength(0);
  });

  it("refuses an unknown intent, and anyone without the inbox permission", async () => {
    expect(statusOfThrown((await post({ intent: "drop" })).thrown)).toBe(400);
    const nobody = await settle(() =>
      action(
        routeArgs(
          new Request(`${ORIGIN}/admin/inquiries`, { method: "POST", body: new URLSearchParams({ intent: "status" }) }),
          contextFor(null),
        ) as Parameters<typeof action>[0],
      ),
    );
    expect(statusOfThrown(nobody.thrown)).toBe(401);
  });
});

describe("one Save per lead", () => {
  const save = (id: number, fields: Partial<Record<"status" | "assignedTo" | "followUpOn" | "body", string>>, user = admin) =>
    post({ intent: "save", id: String(id), status: "new", assignedTo: "", followUpOn: "", body: "", ...fields }, user, "?status=new");

  it("saves status, assignee, follow-up date and a note in one action, each audited as when saved alone", async () => {
    const row = await addInquiry({ name: "Kiran Das" });
    const { thrown } = await save(row.id, {
      status: "contacted",
      assignedTo: String(editor.id),
      followUpOn: "2026-12-01",
      body: "Called, wants a Monday.",
    });
    expect((thrown as Response).headers.get("Location")).toBe("/admin/inquiries?status=new");
    expect(toastOf(thrown as Response)).toEqual({
      kind: "success",
      message: "Saved the inquiry from Kiran Das: marked it contacted, saved the follow-up and added a note.",
    });
    const [stored] = await database.db.select().from(inquiries).where(eq(inquiries.id, row.id));
    expect(stored).toMatchObject({ status: "contacted", statusChangedBy: admin.id, assignedTo: editor.id, followUpOn: "2026-12-01" });
    const audits = await database.db.select().from(auditLog).orderBy(auditLog.id);
    expect(audits.map((a) => [a.action, a.summary]).sort()).toEqual([
      ["create", `added a note to inquiry #${row.id}`],
      ["status", `marked inquiry #${row.id} as contacted`],
      ["update", `updated the follow-up of inquiry #${row.id} (assigned to editor)`],
    ]);
    const [item] = (await list()).items;
    expect(item?.notes.map((n) => [n.body, n.author])).toEqual([["Called, wants a Monday.", "admin"]]);
  });

  it("changes only what differs, and says so when nothing does", async () => {
    const row = await addInquiry({ name: "Asha Rao", status: "contacted" });
    const { thrown } = await save(row.id, { status: "contacted", body: "Left a message." });
    expect(toastOf(thrown as Response)?.message).toBe("Added a note to the inquiry from Asha Rao.");
    const again = await save(row.id, { status: "contacted" });
    expect(toastOf(again.thrown as Response)?.message).toBe("Nothing changed in the inquiry from Asha Rao.");
    expect((await database.db.select().from(auditLog)).length).toBe(1);
  });

  it("refuses a bad date and gives back everything typed, the note and the new status included, saving nothing", async () => {
    const row = await addInquiry({ name: "Ravi Kumar" });
    const refused = await save(row.id, { status: "booked", followUpOn: "2026-02-30", body: "Booked for the 3rd" });
    expect(refused.value).toMatchObject({
      init: { status: 400 },
      data: {
        intent: "save",
        id: row.id,
        field: "followUpOn",
        error: "Follow up on: there is no 30 February 2026.",
        typed: { status: "booked", followUpOn: "2026-02-30", body: "Booked for the 3rd", assignedTo: "" },
      },
    });
    const [stored] = await database.db.select().from(inquiries).where(eq(inquiries.id, row.id));
    expect(stored?.status).toBe("new");
    const nobody = await save(row.id, { status: "booked", assignedTo: "99999", body: "kept" });
    expect(nobody.value).toMatchObject({ data: { field: "assignedTo", typed: { body: "kept", status: "booked" } } });
    expect((await database.db.select().from(inquiries).where(eq(inquiries.id, row.id)))[0]?.status).toBe("new");
  });
});

describe("follow-up", () => {
  it("assigns a lead and sets a follow-up date: stored, in the history with who and when, audited", async () => {
    const row = await addInquiry({ name: "Kiran Das" });
    const { thrown } = await post(
      { intent: "follow-up", id: String(row.id), assignedTo: String(editor.id), followUpOn: "2026-12-01" },
      admin,
      "?sort=waiting",
    );
    expect((thrown as Response).headers.get("Location")).toBe("/admin/inquiries?sort=waiting");
    expect(toastOf(thrown as Response)).toEqual({ kind: "success", message: "Saved the follow-up of the inquiry from Kiran Das." });
    const [stored] = await database.db.select().from(inquiries).where(eq(inquiries.id, row.id));
    expect(stored).toMatchObject({ assignedTo: editor.id, followUpOn: "2026-12-01" });
    const [audit] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      userId: admin.id,
      entity: "inquiry",
      summary: `updated the follow-up of inquiry #${row.id} (assigned to editor)`,
    });
    const [item] = (await list()).items;
    expect(item).toMatchObject({ assignedTo: editor.id, assignedName: "editor", followUpOn: "2026-12-01", followUpLabel: "1 Dec 2026" });
    expect(item?.history.map((h) => [h.text, h.author])).toEqual([
      ["Assigned to editor", "admin"],
      ["Follow-up set for 1 Dec 2026", "admin"],
    ]);
    // Saving the same again changes nothing and writes no history.
    await post({ intent: "follow-up", id: String(row.id), assignedTo: String(editor.id), followUpOn: "2026-12-01" });
    expect((await list()).items[0]?.history).toHaveLength(2);
    // Unassigned, date removed.
    await post({ intent: "follow-up", id: String(row.id), assignedTo: "", followUpOn: "" }, editor);
    expect((await list()).items[0]?.history.slice(2).map((h) => [h.text, h.author])).toEqual([
      ["Unassigned (was editor)", "editor"],
      ["Follow-up date removed", "editor"],
    ]);
  });

  it("refuses a bad date or an unknown staff member next to the form, and changes nothing", async () => {
    const row = await addInquiry({ name: "Kiran Das" });
    const bad = await post({ intent: "follow-up", id: String(row.id), assignedTo: "", followUpOn: "2026-02-30" });
    expect(bad.value).toMatchObject({
      data: { intent: "follow-up", id: row.id, error: "Follow up on: there is no 30 February 2026." },
      init: { status: 400 },
    });
    const nobody = await post({ intent: "follow-up", id: String(row.id), assignedTo: "99999", followUpOn: "" });
    expect(nobody.value).toMatchObject({
      data: { intent: "follow-up", error: "That staff member no longer exists. Please choose another." },
      init: { status: 400 },
    });
    const [stored] = await database.db.select().from(inquiries).where(eq(inquiries.id, row.id));
    expect(stored).toMatchObject({ assignedTo: null, followUpOn: null });
  });

  it("keeps notes with who wrote them and when; an empty one is refused, keeping nothing lost", async () => {
    const row = await addInquiry({ name: "Kiran Das" });
    await post({ intent: "note", id: String(row.id), body: "Called at 11, no answer. <b>Try again</b> after 4 pm." }, editor);
    await post({ intent: "note", id: String(row.id), body: "Spoke to her daughter; visit booked." });
    const [item] = (await list()).items;
    expect(item?.notes.map((n) => [n.body, n.author])).toEqual([
      ["Called at 11, no answer. <b>Try again</b> after 4 pm.", "editor"],
      ["Spoke to her daughter; visit booked.", "admin"],
    ]);
    const empty = await post({ intent: "note", id: String(row.id), body: "   " });
    expect(empty.value).toMatchObject({
      data: { intent: "note", id: row.id, error: "Please write the note before adding it." },
      init: { status: 400 },
    });
    const long = await post({ intent: "note", id: String(row.id), body: "x".repeat(2001) });
    expect(long.value).toMatchObject({ data: { intent: "note", body: "x".repeat(2001) } });
    expect((await list()).items[0]?.notes).toHaveLength(2);
  });

  it("keeps the whole history of status changes, and when it was first answered", async () => {
    const row = await addInquiry({ name: "Kiran Das" }, 2);
    await post({ intent: "status", id: String(row.id), status: "contacted" });
    await post({ intent: "status", id: String(row.id), status: "new" }, editor);
    await post({ intent: "status", id: String(row.id), status: "booked" });
    const [item] = (await list()).items;
    expect(item?.history.map((h) => h.text)).toEqual(["Status: New → Contacted", "Status: Contacted → New", "Status: New → Booked"]);
    const [stored] = await database.db.select().from(inquiries).where(eq(inquiries.id, row.id));
    const [first] = await database.db
      .select()
      .from(inquiryEvents)
      .where(eq(inquiryEvents.inquiryId, row.id))
      .orderBy(inquiryEvents.id)
      .limit(1);
    expect(stored?.firstContactedAt?.getTime()).toBe(first?.at.getTime());
  });

  it("highlights leads still new after the clinic's hours, and sorts the longest waiting first", async () => {
    const fresh = await addInquiry({ name: "Fresh Lead" });
    const old = await addInquiry({ name: "Old Lead" }, 3);
    const older = await addInquiry({ name: "Older Answered", status: "contacted" }, 5);
    const { items } = await list();
    const byName = Object.fromEntries(items.map((i) => [i.name, i]));
    expect(byName["Old Lead"]).toMatchObject({ overdue: true, waiting: "Waiting 3 days" });
    expect(byName["Fresh Lead"]).toMatchObject({ overdue: false, waiting: "Waiting 0 h" });
    expect(byName["Older Answered"]).toMatchObject({ overdue: false, waiting: null });
    expect(items.map((i) => i.id)).toEqual([fresh.id, old.id, older.id]);
    expect((await list("?sort=waiting")).items.map((i) => i.id)).toEqual([old.id, fresh.id, older.id]);
  });
});

describe("retention setting", () => {
  it("an admin sets it: stored, audited, and the toast says what the next clean-up removes", async () => {
    await addInquiry({ name: "Old" }, 100);
    const { thrown } = await post({ intent: "retention", days: "90" });
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(toastOf(response)?.message).toBe(
      "Inquiries will be kept for 90 days. 1 inquiry is older than that and will be deleted at the next daily clean-up.",
    );
    const [setting] = await database.db.select().from(settings).where(eq(settings.key, "inquiry_retention_days"));
    expect(setting?.value).toBe(90);
    const [audit] = await database.db.select().from(auditLog);
    expect(audit).toMatchObject({ userId: admin.id, action: "settings", summary: "set inquiry retention to 90 days" });
    expect((await list()).retention.days).toBe(90);
  });

  it("refuses a value out of bounds, keeping what was typed", async () => {
    for (const days of ["29", "3651", "abc", ""]) {
      const { value } = await post({ intent: "retention", days });
      expect(value, days).toMatchObject({
        init: { status: 400 },
        data: { intent: "retention", days, error: "Please enter a whole number of days from 30 to 3650." },
      });
    }
    expect(await database.db.select().from(auditLog)).toHaveLength(0);
  });

  it("is admin-only: an editor gets 403 and nothing changes", async () => {
    const { thrown } = await post({ intent: "retention", days: "90" }, editor);
    expect(statusOfThrown(thrown)).toBe(403);
    expect((await list()).retention.days).toBe(365);
  });
});

describe("CSV export", () => {
  it("sends the current filter as an attachment with a BOM, quoted cells and no formulas, and audits it", async () => {
    await addInquiry({ name: "Asha Rao", phone: "+91 98480 12345", message: 'Knee pain,\nsince "May"', source: "home" }, 2);
    await addInquiry({ name: '=HYPERLINK("http://evil.example")', source: "home" }, 1);
    await addInquiry({ name: "Other Source", source: "wellness" }, 0);
    const { value } = await exportCsv("?source=home");
    expect(value).toBeInstanceOf(Response);
    const response = value as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="samudra-inquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toMatch(/^ID,Received \(IST\),Source,Name,Phone/);
    expect(lines).toHaveLength(4); // header, two rows, and the empty string after the last CRLF
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[2]).toContain(`Home page,Asha Rao,'+91 98480 12345,`);
    expect(lines[2]).toContain(`"Knee pain,\nsince ""May"""`);
    expect(lines.join("\n")).not.toContain("Other Source");
    const [audit] = await database.db.select().from(auditLog);
    expect(audit).toMatchObject({ userId: admin.id, action: "export", entity: "inquiry", summary: "exported 2 inquiries" });
  });

  it("answers an editor with 403 and writes nothing", async () => {
    await addInquiry({ name: "Asha" });
    const { thrown } = await exportCsv("", editor);
    expect(statusOfThrown(thrown)).toBe(403);
    expect(await database.db.select().from(auditLog)).toHaveLength(0);
  });
});

describe("purgeOldInquiries", () => {
  const services = () => makeServices(database);

  it("deletes only inquiries older than the default 365 days and audits it without a user", async () => {
    const now = new Date();
    await addInquiry({ name: "Very old" }, 400);
    await addInquiry({ name: "Just over" }, 365.01);
    const keep = await addInquiry({ name: "Just under" }, 364.99);
    await addInquiry({ name: "Fresh" }, 0);
    expect(await purgeOldInquiries(services(), now)).toBe(2);
    const left = await database.db.select({ name: inquiries.name, id: inquiries.id }).from(inquiries);
    expect(left.map((r) => r.name).sort()).toEqual(["Fresh", "Just under"]);
    expect(left.some((r) => r.id === keep.id)).toBe(true);
    const [audit] = await database.db.select().from(auditLog);
    expect(audit).toMatchObject({ userId: null, action: "purge", entity: "inquiry", summary: "deleted 2 inquiries older than 365 days" });
  });

  it("respects the configured period, and a second run (another instance) finds nothing", async () => {
    await saveInquiryRetentionDays(database.db, 30);
    await addInquiry({ name: "Forty days" }, 40);
    await addInquiry({ name: "Twenty days" }, 20);
    expect(await purgeOldInquiries(services())).toBe(1);
    expect(await purgeOldInquiries(services())).toBe(0);
    const audits = await database.db.select().from(auditLog);
    expect(audits.map((a) => a.summary)).toEqual(["deleted 1 inquiry older than 30 days"]);
  });

  it("deletes in batches, oldest first, and audits the total once", async () => {
    await saveInquiryRetentionDays(database.db, 30);
    for (let i = 0; i < 7; i++) await addInquiry({ name: `Old ${i}` }, 40 + i);
    await addInquiry({ name: "Recent" }, 5);
    expect(await purgeOldInquiries(services(), new Date(), 3)).toBe(7);
    const left = await database.db.select({ name: inquiries.name }).from(inquiries);
    expect(left.map((r) => r.name)).toEqual(["Recent"]);
    const audits = await database.db.select().from(auditLog);
    expect(audits.map((a) => a.summary)).toEqual(["deleted 7 inquiries older than 30 days"]);
  });

  it("falls back to the default when the stored setting is out of bounds", async () => {
    await database.db.insert(settings).values({ key: "inquiry_retention_days", value: 1 });
    await addInquiry({ name: "Ten days" }, 10);
    expect(await purgeOldInquiries(services())).toBe(0);
  });
});

describe("retention schedule", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs once shortly after start, then daily, and stops cleanly", async () => {
    await addInquiry({ name: "Ancient" }, 1000);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    const job = startRetentionJob(makeServices(database), { firstRunMs: 5_000, intervalMs: 86_400_000 });
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(5_000);
    expect(vi.getTimerCount()).toBe(1); // the daily interval took over
    job.stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
    await vi.waitFor(async () => {
      expect(await database.db.select().from(inquiries)).toHaveLength(0);
    });
  });
});
