// Issue 48 item 3: the staff desk on a real database (PGlite, and PostgreSQL in CI's second run).
// The queue counts and filters by state and shows overdue clocks; a move made from a state
// that changed meanwhile is said, not applied; asking for missing records needs the words and
// sends them to the patient; assignment and notes leave their events and never reach the
// patient; documents open only for roles with cases:documents, byte for byte, each opening
// logged with who opened it; a doctor lands on the desk.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as caseAction, loader as caseLoader } from "~/routes/admin/cases-detail";
import { loader as fileLoader } from "~/routes/admin/cases-file";
import { action as queueAction, loader as queueLoader } from "~/routes/admin/cases";
import { loader as dashboardLoader } from "~/routes/admin/dashboard";
import { loader as layoutLoader } from "~/routes/admin/layout";
import type { CaseDetails } from "~/lib/case-details";
import { attachmentDisposition, safeFileName } from "~/lib/case-queue";
import { userContext } from "~/server/auth/guards.server";
import type { SessionUser } from "~/server/auth/session.server";
import {
  addCaseMessage,
  createCase,
  listCaseMessages,
  listFileViews,
  loadCase,
  moveCase,
  readClockHours,
} from "~/server/cases/case-records.server";
import { listQueue, overdueClockCount } from "~/server/cases/desk-queue.server";
import type { Database } from "~/server/db/client.server";
import { auditLog, caseEvents, caseNotices, cases, users } from "~/server/db/schema.server";
import type { AppServices } from "~/server/context.server";
import type { StoredDocument } from "~/server/health-data/documents.server";
import { demoStaff, makeContext, makeServices, routeArgs, TEST_HEALTH_KEY } from "../support/services";
import { createTestDatabase } from "../support/test-db";

let database: Database;
let services: AppServices;
let admin: SessionUser;
let editor: SessionUser;
let doctor: SessionUser;

const ORIGIN = "http://localhost";
const HOUR = 3_600_000;

beforeAll(async () => {
  database = await createTestDatabase();
  services = makeServices(database);
  ({ admin, editor } = await demoStaff(database));
  const [row] = await database.db
    .insert(users)
    .values({ username: "dr.rao", passwordHash: "not-a-hash", role: "doctor" })
    .returning({ id: users.id });
  doctor = { id: row!.id, username: "dr.rao", role: "doctor", sessionId: "test-doctor" };
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(cases);
  await database.db.delete(auditLog);
});

const details = (patientName: string): CaseDetails => ({
  patientName,
  age: 58,
  writtenBy: "Daughter: Amira",
  condition: "Lumbar disc herniation",
  currentState: "Walks 200 m with pain",
  treatmentsSoFar: "Physiotherapy, 2025",
  medicines: "Pregabalin 75 mg",
  allergies: "Penicillin",
  travelFrom: "2027-02",
  travelTo: "2027-03",
  attendants: [{ name: "Amira Al-Balushi", relation: "Daughter" }],
  email: "amira@example.com",
  whatsapp: "+96891234567",
});

/** A minimal PDF: what the store accepts by its bytes. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1");

async function storedPdf(bytes: Buffer = PDF): Promise<StoredDocument> {
  return services.healthDocuments.store(
    (async function* () {
      yield new Uint8Array(bytes);
    })(),
    { maxBytes: 1024 * 1024 },
  );
}

async function newCase(name: string, opts: { at?: Date; files?: { name: string; stored: StoredDocument }[]; country?: string } = {}) {
  return createCase(database.db, TEST_HEALTH_KEY, {
    details: details(name),
    locale: "ar",
    country: opts.country ?? "Oman",
    files: opts.files ?? [],
    now: opts.at ?? new Date(),
  });
}

function contextAs(user: SessionUser) {
  const context = makeContext(services);
  context.set(userContext, user);
  return context;
}

const get = (path: string) => new Request(`${ORIGIN}${path}`);
const post = (path: string, fields: Record<string, string>) =>
  new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
  });

async function settle<T>(run: () => Promise<T>): Promise<{ value?: T; thrown?: unknown }> {
  try {
    return { value: await run() };
  } catch (thrown) {
    return { thrown };
  }
}
const statusOf = (thrown: unknown) =>
  thrown instanceof Response ? thrown.status : ((thrown as { init?: { status?: number } } | undefined)?.init?.status ?? null);
const locationOf = (thrown: unknown) => (thrown instanceof Response ? thrown.headers.get("Location") : null);

const queue = (user: SessionUser, search = "") =>
  queueLoader(routeArgs(get(`/admin/cases${search}`), contextAs(user), "/admin/cases") as Parameters<typeof queueLoader>[0]);
const casePage = (user: SessionUser, id: number) =>
  caseLoader(
    routeArgs(get(`/admin/cases/${id}`), contextAs(user), "/admin/cases/:id", { id: String(id) }) as Parameters<typeof caseLoader>[0],
  );
const caseAct = (user: SessionUser, id: number, fields: Record<string, string>) =>
  settle(() =>
    caseAction(
      routeArgs(post(`/admin/cases/${id}`, fields), contextAs(user), "/admin/cases/:id", { id: String(id) }) as Parameters<
        typeof caseAction
      >[0],
    ),
  );
const openFile = (user: SessionUser, id: number, fileId: number) =>
  settle(() =>
    fileLoader(
      routeArgs(get(`/admin/cases/${id}/files/${fileId}`), contextAs(user), "/admin/cases/:id/files/:fileId", {
        id: String(id),
        fileId: String(fileId),
      }) as Parameters<typeof fileLoader>[0],
    ),
  );
/** What an action returned (not threw): a refusal's body and status. */
const refusalOf = (value: unknown) =>
  value as { data: { intent: string; errors: Record<string, string>; values: Record<string, string> }; init: { status: number } };

describe("the queue", () => {
  it("counts each state, shows the open ones by default and filters by state", async () => {
    const a = await newCase("Salim Al-Harthy", { at: new Date(Date.now() - 3 * HOUR) });
    const b = await newCase("Chinedu Okafor", { at: new Date(Date.now() - 2 * HOUR), country: "Nigeria" });
    const c = await newCase("Fatma Yilmaz", { at: new Date(Date.now() - HOUR), country: "Türkiye" });
    await moveCase(database.db, { caseId: b.id, from: "new", to: "under_review", userId: admin.id, now: new Date() });
    await moveCase(database.db, { caseId: c.id, from: "new", to: "closed", userId: admin.id, now: new Date() });

    const open = await queue(editor);
    expect(open.counts).toMatchObject({ new: 1, under_review: 1, closed: 1, declined: 0 });
    expect(open.total).toBe(2);
    // Newest first; the closed one is not open.
    expect(open.rows.map((r) => r.reference)).toEqual([b.reference, a.reference]);
    const row = open.rows.find((r) => r.reference === b.reference)!;
    expect(row).toMatchObject({ patientName: "Chinedu Okafor", country: "Nigeria", language: "Arabic", state: "under_review" });

    const closed = await queue(editor, "?state=closed");
    expect(closed.rows.map((r) => r.reference)).toEqual([c.reference]);
    const all = await queue(editor, "?state=all");
    expect(all.total).toBe(3);
    // An unknown state is the default.
    expect((await queue(editor, "?state=bogus")).filter.state).toBe("open");
  });

  it("shows an overdue clock in words, sorts the most overdue first, and counts it for the menu", async () => {
    const late = await newCase("Late Patient", { at: new Date(Date.now() - 30 * HOUR) });
    const fresh = await newCase("Fresh Patient", { at: new Date(Date.now() - HOUR) });
    const newest = await queue(admin);
    expect(newest.rows.map((r) => r.reference)).toEqual([fresh.reference, late.reference]);
    const byOverdue = await queue(admin, "?sort=overdue");
    expect(byOverdue.rows.map((r) => r.reference)).toEqual([late.reference, fresh.reference]);
    const row = byOverdue.rows[0]!;
    expect(row.overdue).toBe(true);
    expect(row.firstAnswer).toMatchObject({ tone: "overdue", text: "Overdue: 6 h overdue" });
    expect(byOverdue.rows[1]!.firstAnswer).toMatchObject({ tone: "due", text: "due in 23 h" });
    expect(row.plan.text).toBe("not started");

    const hours = await readClockHours(database.db);
    expect(await overdueClockCount(database.db, hours, new Date())).toBe(1);
    // A plan clock running late counts too: under review for 50 h (the plan is due in 48).
    const review = await newCase("Review Patient", { at: new Date(Date.now() - 60 * HOUR) });
    await moveCase(database.db, {
      caseId: review.id,
      from: "new",
      to: "under_review",
      userId: admin.id,
      now: new Date(Date.now() - 50 * HOUR),
    });
    expect(await overdueClockCount(database.db, hours, new Date())).toBe(2);
    const layout = await layoutLoader(routeArgs(get("/admin"), contextAs(editor), "/admin") as Parameters<typeof layoutLoader>[0]);
    expect(layout.data.overdueCases).toBe(2);
  });

  it("marks a case whose patient wrote after staff's last message", async () => {
    const c = await newCase("Writing Patient", { at: new Date(Date.now() - 5 * HOUR) });
    const rec = (await loadCase(database.db, TEST_HEALTH_KEY, { id: c.id }))!;
    await addCaseMessage(database.db, TEST_HEALTH_KEY, rec, {
      kind: "to_patient",
      body: "Please send the MRI.",
      userId: admin.id,
      now: new Date(Date.now() - 4 * HOUR),
    });
    expect((await queue(admin)).rows[0]!.patientWrote).toBe(false);
    await addCaseMessage(database.db, TEST_HEALTH_KEY, rec, {
      kind: "from_patient",
      body: "Sent.",
      userId: null,
      now: new Date(Date.now() - HOUR),
    });
    expect((await queue(admin)).rows[0]!.patientWrote).toBe(true);
  });

  it("saves the clock hours for admins only, refusing out-of-bounds hours at their field", async () => {
    const editorTry = await settle(() =>
      queueAction(
        routeArgs(post("/admin/cases", { intent: "clocks", firstAnswer: "12", plan: "36" }), contextAs(editor)) as Parameters<
          typeof queueAction
        >[0],
      ),
    );
    expect(statusOf(editorTry.thrown)).toBe(403);
    const bad = await settle(() =>
      queueAction(
        routeArgs(post("/admin/cases", { intent: "clocks", firstAnswer: "0", plan: "36" }), contextAs(admin)) as Parameters<
          typeof queueAction
        >[0],
      ),
    );
    const refused = refusalOf(bad.value);
    expect(refused.init.status).toBe(400);
    expect(refused.data.errors.firstAnswer).toMatch(/between 1 and 336 hours/);
    expect(refused.data.values).toEqual({ firstAnswer: "0", plan: "36" });
    const good = await settle(() =>
      queueAction(
        routeArgs(post("/admin/cases", { intent: "clocks", firstAnswer: "12", plan: "36" }), contextAs(admin)) as Parameters<
          typeof queueAction
        >[0],
      ),
    );
    expect(locationOf(good.thrown)).toBe("/admin/cases");
    expect(await readClockHours(database.db)).toEqual({ firstAnswer: 12, plan: 36 });
    await queueAction(
      routeArgs(post("/admin/cases", { intent: "clocks", firstAnswer: "24", plan: "48" }), contextAs(admin)) as Parameters<
        typeof queueAction
      >[0],
    ).catch(() => undefined);
    expect(await readClockHours(database.db)).toEqual({ firstAnswer: 24, plan: 48 });
  });
});

describe("a case", () => {
  it("refuses a move from a state that changed meanwhile, and says so", async () => {
    const c = await newCase("Stale Patient");
    // Another tab moved it to under review.
    await moveCase(database.db, { caseId: c.id, from: "new", to: "under_review", userId: admin.id, now: new Date() });
    const { value } = await caseAct(editor, c.id, { intent: "move", from: "new", to: "declined", missing: "" });
    const refused = refusalOf(value);
    expect(refused.init.status).toBe(409);
    expect(refused.data.errors.form).toMatch(/moved meanwhile.*now “Under review”/);
    expect((await loadCase(database.db, TEST_HEALTH_KEY, { id: c.id }))!.state).toBe("under_review");
    // A move not open by hand is refused too.
    const plan = refusalOf((await caseAct(editor, c.id, { intent: "move", from: "under_review", to: "plan_sent", missing: "" })).value);
    expect(plan.init.status).toBe(400);
  });

  it("needs the missing records' words, keeps them, sends them to the patient, and clears them on moving on", async () => {
    const c = await newCase("Missing Patient");
    const empty = refusalOf((await caseAct(editor, c.id, { intent: "move", from: "new", to: "records_incomplete", missing: "  " })).value);
    expect(empty.init.status).toBe(400);
    expect(empty.data.errors.missing).toMatch(/Say what is missing/);
    expect((await loadCase(database.db, TEST_HEALTH_KEY, { id: c.id }))!.state).toBe("new");

    const words = "The MRI report of 2026 and the latest discharge summary.";
    const asked = await caseAct(editor, c.id, { intent: "move", from: "new", to: "records_incomplete", missing: words });
    expect(locationOf(asked.thrown)).toBe(`/admin/cases/${c.id}`);
    const rec = (await loadCase(database.db, TEST_HEALTH_KEY, { id: c.id }))!;
    expect(rec).toMatchObject({ state: "records_incomplete", missing: words });
    expect(rec.firstAnsweredAt).not.toBeNull();
    const messages = await listCaseMessages(database.db, TEST_HEALTH_KEY, rec, { withNotes: false });
    expect(messages).toMatchObject([{ kind: "to_patient", body: words, userId: editor.id }]);
    const notices = await database.db
      .select()
      .from(caseNotices)
      .where(and(eq(caseNotices.caseId, c.id), eq(caseNotices.kind, "message")));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.messageId).toBe(messages[0]!.id);
    // The audit line names the reference, never the patient or the words.
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entity, "case"));
    expect(audit.map((a) => a.summary)).toEqual([`moved case ${c.reference} to Records incomplete`]);
    expect(JSON.stringify(audit)).not.toMatch(/Missing Patient|MRI/);

    const page = await casePage(editor, c.id);
    expect(page.view.missing).toBe(words);
    expect(page.view.moves.map((m) => m.to)).toEqual(["under_review", "closed", "declined"]);

    await caseAct(editor, c.id, { intent: "move", from: "records_incomplete", to: "under_review", missing: "" });
    expect((await loadCase(database.db, TEST_HEALTH_KEY, { id: c.id }))!).toMatchObject({ state: "under_review", missing: null });
  });

  it("assigns a manager and a reviewing doctor, leaving events; a doctor must have the right to review", async () => {
    const c = await newCase("Assigned Patient");
    const wrong = refusalOf(
      (await caseAct(admin, c.id, { intent: "assign", manager: String(editor.id), doctor: String(editor.id) })).value,
    );
    expect(wrong.init.status).toBe(400);
    expect(wrong.data.errors.doctor).toMatch(/doctor or admin/i);
    expect(wrong.data.values).toEqual({ manager: String(editor.id), doctor: String(editor.id) });
    const bogus = refusalOf((await caseAct(admin, c.id, { intent: "assign", manager: "abc", doctor: "" })).value);
    expect(bogus.data.errors.manager).toBe("Choose someone from the list.");

    const saved = await caseAct(admin, c.id, { intent: "assign", manager: String(editor.id), doctor: String(doctor.id) });
    expect(locationOf(saved.thrown)).toBe(`/admin/cases/${c.id}`);
    const events = await database.db.select().from(caseEvents).where(eq(caseEvents.caseId, c.id));
    expect(events.map((e) => [e.kind, e.toValue, e.userId])).toEqual([
      ["manager", String(editor.id), admin.id],
      ["doctor", String(doctor.id), admin.id],
    ]);
    const page = await casePage(admin, c.id);
    expect(page.view).toMatchObject({ manager: "editor", doctor: "dr.rao" });
    expect(page.view.history.map((h) => h.text)).toEqual(["Case manager: editor", "Reviewing doctor: dr.rao"]);
    expect(page.view.choices.doctors.map((d) => d.username)).toEqual(expect.arrayContaining(["admin", "dr.rao"]));
    expect(page.view.choices.doctors.map((d) => d.username)).not.toContain("editor");
    const queueRow = (await queue(admin)).rows.find((r) => r.id === c.id)!;
    expect(queueRow).toMatchObject({ manager: "editor", doctor: "dr.rao" });
  });

  it("keeps internal notes from the patient; a message to the patient is queued for mail and ends the first-answer clock", async () => {
    const c = await newCase("Noted Patient");
    const empty = refusalOf((await caseAct(editor, c.id, { intent: "note", note: " " })).value);
    expect(empty.data.errors.note).toBe("Write the note first.");
    await caseAct(editor, c.id, { intent: "note", note: "Called the daughter; MRI on its way." });
    const rec = (await loadCase(database.db, TEST_HEALTH_KEY, { id: c.id }))!;
    expect(rec.firstAnsweredAt).toBeNull();
    expect(await listCaseMessages(database.db, TEST_HEALTH_KEY, rec, { withNotes: false })).toEqual([]);
    expect(await database.db.select().from(caseNotices).where(eq(caseNotices.kind, "message"))).toEqual([]);

    await caseAct(editor, c.id, { intent: "message", message: "Thank you: we have your reports." });
    const patientSees = await listCaseMessages(database.db, TEST_HEALTH_KEY, rec, { withNotes: false });
    expect(patientSees.map((m) => m.body)).toEqual(["Thank you: we have your reports."]);
    expect(await database.db.select().from(caseNotices).where(eq(caseNotices.kind, "message"))).toHaveLength(1);
    expect((await loadCase(database.db, TEST_HEALTH_KEY, { id: c.id }))!.firstAnsweredAt).not.toBeNull();
    const page = await casePage(editor, c.id);
    expect(page.view.conversation.map((m) => [m.kind, m.author])).toEqual([
      ["note", "editor"],
      ["to_patient", "editor"],
    ]);
    expect(page.view.clocks.firstAnswer.tone).toBe("met");
  });

  it("answers 404 for a case that does not exist", async () => {
    const { thrown } = await settle(() => casePage(admin, 999_999));
    expect(statusOf(thrown)).toBe(404);
  });
});

describe("documents", () => {
  it("an editor gets 403 on a file and no views log; admin and doctor download the exact bytes, each view logged", async () => {
    const bytes = Buffer.concat([PDF, Buffer.from("% padding ünïcödé\n".repeat(500), "utf8")]);
    const stored = await storedPdf(bytes);
    const name = "MRI report (Muscat) – ‮fdp.exe.pdf";
    const c = await newCase("Document Patient", { files: [{ name, stored }] });
    const editorPage = await casePage(editor, c.id);
    const file = editorPage.view.files[0]!;
    expect(file).toMatchObject({ name, href: null, sender: "the patient" });
    expect(editorPage.view.canDocuments).toBe(false);
    expect(editorPage.view.views).toBeNull();

    const refused = await openFile(editor, c.id, file.id);
    expect(statusOf(refused.thrown)).toBe(403);

    for (const user of [admin, doctor]) {
      const { value, thrown } = await openFile(user, c.id, file.id);
      expect(thrown).toBeUndefined();
      const response = value as Response;
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/octet-stream");
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Cache-Control")).toBe("no-store, no-transform");
      expect(response.headers.get("Content-Security-Policy")).toBe("sandbox; default-src 'none'");
      const disposition = response.headers.get("Content-Disposition")!;
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7E]+"; filename\*=UTF-8''/);
      expect(disposition).not.toMatch(/\u202E/);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    }
    const views = await listFileViews(database.db, c.id);
    expect(views.map((v) => [v.fileId, v.userId, v.byPatient])).toEqual([
      [file.id, admin.id, false],
      [file.id, doctor.id, false],
    ]);
    const adminPage = await casePage(admin, c.id);
    expect(adminPage.view.files[0]!.href).toBe(`/admin/cases/${c.id}/files/${file.id}`);
    expect(adminPage.view.views!.map((v) => [v.who, v.file])).toEqual([
      ["admin", name],
      ["dr.rao", name],
    ]);

    // Another case's file, or none: 404, and nothing logged.
    const other = await newCase("Other Patient");
    expect(statusOf((await openFile(admin, other.id, file.id)).thrown)).toBe(404);
    expect(statusOf((await openFile(admin, c.id, 999_999)).thrown)).toBe(404);
    expect(await listFileViews(database.db, other.id)).toEqual([]);
  });

  it("names a downloaded file safely (RFC 6266 with a UTF-8 name)", () => {
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
    expect(safeFileName('a"b;c\r\nd.pdf')).toBe("abcd.pdf");
    expect(safeFileName("‮fdp.exe")).toBe("fdp.exe");
    expect(safeFileName("   ")).toBe("document");
    expect(attachmentDisposition("تقرير MRI.pdf")).toBe(
      `attachment; filename="_____ MRI.pdf"; filename*=UTF-8''${encodeURIComponent("تقرير MRI.pdf")}`,
    );
  });
});

describe("the doctor role", () => {
  it("reaches the case desk, and lands there instead of the dashboard", async () => {
    await newCase("Doctor's Patient");
    const page = await queue(doctor);
    expect(page.rows).toHaveLength(1);
    expect(page.canEditClocks).toBe(false);
    const { thrown } = await settle(() =>
      dashboardLoader(routeArgs(get("/admin"), contextAs(doctor), "/admin") as Parameters<typeof dashboardLoader>[0]),
    );
    expect(locationOf(thrown)).toBe("/admin/cases");
    // An editor keeps the dashboard.
    const editorDashboard = await settle(() =>
      dashboardLoader(routeArgs(get("/admin"), contextAs(editor), "/admin") as Parameters<typeof dashboardLoader>[0]),
    );
    expect(editorDashboard.thrown).toBeUndefined();
  });
});

describe("listQueue directly", () => {
  it("pages past the first fifty", async () => {
    for (let i = 0; i < 52; i++) await newCase(`Patient ${i}`, { at: new Date(Date.now() - (i + 1) * 60_000) });
    const hours = await readClockHours(database.db);
    const first = await listQueue(database.db, TEST_HEALTH_KEY, { state: "open", sort: "newest", page: 1 }, hours, new Date());
    const second = await listQueue(database.db, TEST_HEALTH_KEY, { state: "open", sort: "overdue", page: 2 }, hours, new Date());
    expect([first.rows.length, first.pages, second.rows.length, second.page]).toEqual([50, 2, 2, 2]);
    expect(first.rows[0]!.patientName).toBe("Patient 0");
    // Most overdue first: the oldest (closest to its due moment) lead the first page.
    expect(second.rows.map((r) => r.patientName)).toEqual(["Patient 1", "Patient 0"]);
  });
});
