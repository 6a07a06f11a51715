// Issue 48: a case's rows (server/cases/case-records.server.ts) and their retention. Details,
// file names and messages are sealed (nothing readable in the row); a state moves only from the
// state staff saw; files a refused form stored are adopted by the corrected one; a finished case
// past the retention period goes with everything it holds, its files' keys left for the
// documents' clean-up. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CASE_RETENTION_DAYS } from "~/lib/case-retention";
import type { CaseDetails } from "~/lib/case-details";
import { action as inquiriesAction } from "~/routes/admin/inquiries";
import { userContext } from "~/server/auth/guards.server";
import type { SessionUser } from "~/server/auth/session.server";
import {
  addCaseMessage,
  adoptPendingFiles,
  createCase,
  deleteCases,
  holdPendingFiles,
  listCaseFiles,
  listCaseMessages,
  loadCase,
  moveCase,
  setCaseMissing,
} from "~/server/cases/case-records.server";
import type { AppServices } from "~/server/context.server";
import type { Database } from "~/server/db/client.server";
import { auditLog, caseEvents, caseFiles, caseMessages, caseNotices, cases, healthDocumentDeletions } from "~/server/db/schema.server";
import type { StoredDocument } from "~/server/health-data/documents.server";
import { purgeOldCases } from "~/server/jobs/retention.server";
import { getCaseRetentionDays } from "~/server/repos/case-retention.server";
import { demoStaff, makeContext, makeServices, routeArgs } from "../support/services";
import { createTestDatabase } from "../support/test-db";

let database: Database;
let services: AppServices;
let admin: SessionUser;
beforeAll(async () => {
  database = await createTestDatabase();
  services = makeServices(database);
  ({ admin } = await demoStaff(database));
});
afterAll(() => database.close());

const details: CaseDetails = {
  patientName: "Khalid Al-Harthy",
  age: 67,
  writtenBy: "Son: Salim",
  condition: "Left-sided weakness after an ischaemic stroke in October",
  currentState: "Walks ten metres with a frame",
  treatmentsSoFar: "Thrombolysis; six weeks of physiotherapy",
  medicines: "Aspirin 75 mg; atorvastatin 40 mg",
  allergies: "Penicillin",
  travelFrom: "2027-02",
  travelTo: "2027-03",
  attendants: [{ name: "Salim Al-Harthy", relation: "Son" }],
  email: "salim@example.om",
  whatsapp: "+96891234567",
};

async function* bytes(...chunks: Uint8Array[]) {
  yield* chunks;
}
const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n${text}\n%%EOF\n`);
const store = (text: string): Promise<StoredDocument> => services.healthDocuments.store(bytes(pdf(text)), { maxBytes: 1024 * 1024 });

describe("a case's rows", () => {
  it("keeps the details, file names and messages sealed, and opens them for the case", async () => {
    const now = new Date("2026-12-07T05:00:00Z");
    const stored = await store("MRI report");
    const { id, reference } = await createCase(database.db, services.healthKey, {
      details,
      locale: "ar",
      country: "OM",
      files: [{ name: "MRI brain - stroke.pdf", stored }],
      now,
    });
    const [raw] = await database.db.select().from(cases).where(eq(cases.id, id));
    expect(raw!.details).toMatch(/^hd1\./);
    expect(raw!.details).not.toContain("Khalid");
    const [rawFile] = await database.db.select().from(caseFiles).where(eq(caseFiles.caseId, id));
    expect(rawFile!.name).not.toContain("stroke");

    const loaded = await loadCase(database.db, services.healthKey, { reference });
    expect(loaded).toMatchObject({ id, state: "new", locale: "ar", country: "OM", missing: null });
    expect(loaded!.details).toEqual(details);
    expect((await listCaseFiles(database.db, services.healthKey, id)).map((f) => [f.name, f.contentType])).toEqual([
      ["MRI brain - stroke.pdf", "application/pdf"],
    ]);
    // The private link's mail is queued with the case.
    expect(await database.db.select({ kind: caseNotices.kind }).from(caseNotices).where(eq(caseNotices.caseId, id))).toEqual([
      { kind: "link" },
    ]);

    const c = { id, reference };
    await addCaseMessage(database.db, services.healthKey, c, { kind: "note", body: "Check the MRI date", userId: admin.id, now });
    await addCaseMessage(database.db, services.healthKey, c, {
      kind: "to_patient",
      body: "Please send the discharge summary",
      userId: admin.id,
      now,
    });
    const [rawMessage] = await database.db.select({ body: caseMessages.body }).from(caseMessages).where(eq(caseMessages.caseId, id));
    expect(rawMessage!.body).not.toContain("MRI");
    expect((await listCaseMessages(database.db, services.healthKey, c, { withNotes: false })).map((m) => m.body)).toEqual([
      "Please send the discharge summary",
    ]);
    expect(await listCaseMessages(database.db, services.healthKey, c, { withNotes: true })).toHaveLength(2);
    // Staff's message answered the patient, and its mail is queued.
    expect((await loadCase(database.db, services.healthKey, { id }))!.firstAnsweredAt).toEqual(now);
    expect(
      (await database.db.select({ kind: caseNotices.kind }).from(caseNotices).where(eq(caseNotices.caseId, id))).map((n) => n.kind),
    ).toContain("message");

    await setCaseMissing(database.db, services.healthKey, c, "The discharge summary", now);
    expect((await loadCase(database.db, services.healthKey, { id }))!.missing).toBe("The discharge summary");
  });

  it("moves only from the state staff saw, and records each move", async () => {
    const now = new Date("2026-12-07T06:00:00Z");
    const { id } = await createCase(database.db, services.healthKey, { details, locale: "en", country: "NG", files: [], now });
    expect(await moveCase(database.db, { caseId: id, from: "new", to: "plan_sent", userId: admin.id, now })).toEqual({
      ok: false,
      reason: "not-allowed",
    });
    expect(await moveCase(database.db, { caseId: id, from: "new", to: "under_review", userId: admin.id, now })).toEqual({ ok: true });
    // A second tab still showing "new".
    expect(await moveCase(database.db, { caseId: id, from: "new", to: "records_incomplete", userId: admin.id, now })).toEqual({
      ok: false,
      reason: "changed",
    });
    expect(await moveCase(database.db, { caseId: 999_999, from: "new", to: "under_review", userId: admin.id, now })).toEqual({
      ok: false,
      reason: "not-found",
    });
    const events = await database.db.select().from(caseEvents).where(eq(caseEvents.caseId, id));
    expect(events.map((e) => [e.kind, e.fromValue, e.toValue])).toEqual([["state", "new", "under_review"]]);
    expect(await moveCase(database.db, { caseId: id, from: "under_review", to: "declined", userId: admin.id, now })).toEqual({ ok: true });
    expect((await loadCase(database.db, services.healthKey, { id }))!.finishedAt).toEqual(now);
  });

  it("a corrected form adopts the files a refused one stored; the clean-up takes those nobody adopted", async () => {
    const now = new Date("2026-12-07T07:00:00Z");
    const kept = await store("kept");
    const left = await store("left");
    await holdPendingFiles(database.db, [kept.storageKey, left.storageKey], now);
    const { id } = await createCase(database.db, services.healthKey, {
      details,
      locale: "en",
      country: "KE",
      files: [{ name: "kept.pdf", stored: kept }],
      pendingKeys: [kept.storageKey],
      now,
    });
    expect((await listCaseFiles(database.db, services.healthKey, id)).map((f) => f.name)).toEqual(["kept.pdf"]);
    const waiting = await database.db
      .select({ key: healthDocumentDeletions.storageKey, dueAt: healthDocumentDeletions.dueAt })
      .from(healthDocumentDeletions)
      .where(inArray(healthDocumentDeletions.storageKey, [kept.storageKey, left.storageKey]));
    expect(waiting).toEqual([{ key: left.storageKey, dueAt: new Date(now.getTime() + 24 * 3_600_000) }]);
    // Adopting what the clean-up already removed gives nothing back.
    expect(await adoptPendingFiles(database.db, ["gone-key"])).toEqual([]);
  });
});

describe("retention of finished cases", () => {
  it("deletes cases finished before the period with everything they hold, leaving their files' keys for the clean-up", async () => {
    const now = new Date("2027-05-01T00:00:00Z"); // the other tests' declined case (December 2026) is within the period
    const finishedLongAgo = new Date(now.getTime() - (DEFAULT_CASE_RETENTION_DAYS + 1) * 86_400_000);
    const old = await store("old");
    const oldCase = await createCase(database.db, services.healthKey, {
      details,
      locale: "en",
      country: "OM",
      files: [{ name: "old.pdf", stored: old }],
      now: finishedLongAgo,
    });
    await moveCase(database.db, { caseId: oldCase.id, from: "new", to: "closed", userId: admin.id, now: finishedLongAgo });
    const recent = await createCase(database.db, services.healthKey, { details, locale: "en", country: "OM", files: [], now });
    await moveCase(database.db, { caseId: recent.id, from: "new", to: "closed", userId: admin.id, now });
    const open = await createCase(database.db, services.healthKey, {
      details,
      locale: "en",
      country: "OM",
      files: [],
      now: finishedLongAgo,
    });

    const purged = await purgeOldCases(services, now);
    expect(purged.cases).toBe(1);
    const left = (await database.db.select({ id: cases.id }).from(cases)).map((r) => r.id);
    expect(left).not.toContain(oldCase.id);
    expect(left).toEqual(expect.arrayContaining([recent.id, open.id]));
    expect(await database.db.select().from(caseFiles).where(eq(caseFiles.caseId, oldCase.id))).toEqual([]);
    const [deletion] = await database.db
      .select()
      .from(healthDocumentDeletions)
      .where(eq(healthDocumentDeletions.storageKey, old.storageKey));
    expect(deletion).toBeDefined();
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.entity, "case"));
    expect(audit!.summary).toMatch(/^deleted 1 international case closed or declined more than 180 days ago/);
    expect(audit!.summary).not.toContain(oldCase.reference);
    // deleteCases of nothing is nothing.
    expect(await deleteCases(database.db, [])).toBe(0);
  });

  it("the inbox's retention form sets the cases' period beside the others", async () => {
    const form = new URLSearchParams({ intent: "retention", days: "365", appointmentDays: "365", caseDays: "90" });
    const request = new Request("http://localhost/admin/inquiries", { method: "POST", body: form });
    const context = makeContext(services);
    context.set(userContext, admin);
    const outcome = await inquiriesAction(routeArgs(request, context, "/admin/inquiries")).catch((e: unknown) => e);
    expect(outcome).toBeInstanceOf(Response);
    expect(await getCaseRetentionDays(database.db)).toBe(90);

    const bad = new URLSearchParams({ intent: "retention", days: "365", appointmentDays: "365", caseDays: "3" });
    const refused = await inquiriesAction(
      routeArgs(new Request("http://localhost/admin/inquiries", { method: "POST", body: bad }), context, "/admin/inquiries"),
    );
    expect(refused).toMatchObject({ data: { intent: "retention", field: "caseDays", caseDays: "3" } });
    expect(await getCaseRetentionDays(database.db)).toBe(90);
  });
});

describe("the Reports page's international cases", () => {
  it("counts a period's cases by week, country and language, with the answers and acceptance", async () => {
    // Cases of their own period, far from the other tests' days.
    const day = (d: string, h: number) => new Date(Date.parse(`${d}T00:00:00+05:30`) + h * 3_600_000);
    const a = await createCase(database.db, services.healthKey, {
      details,
      locale: "ar",
      country: "OM",
      files: [],
      now: day("2025-03-03", 10),
    });
    await addCaseMessage(database.db, services.healthKey, a, {
      kind: "to_patient",
      body: "Received",
      userId: admin.id,
      now: day("2025-03-03", 13),
    });
    await moveCase(database.db, { caseId: a.id, from: "new", to: "under_review", userId: admin.id, now: day("2025-03-03", 14) });
    await database.db
      .update(cases)
      .set({ planSentAt: day("2025-03-04", 14), acceptedAt: day("2025-03-05", 9) })
      .where(eq(cases.id, a.id));
    await createCase(database.db, services.healthKey, { details, locale: "en", country: "NG", files: [], now: day("2025-03-12", 10) });

    const { loader } = await import("~/routes/admin/reports");
    const context = makeContext(services);
    context.set(userContext, admin);
    const request = new Request("http://localhost/admin/reports?from=2025-03-01&to=2025-03-31");
    const data = await loader(routeArgs(request, context, "/admin/reports"));
    if (!data.ok) throw new Error("the period was refused");
    expect(data.cases?.figures).toMatchObject({
      total: 2,
      weeks: [
        { week: "2025-03-03", total: 1, byCountry: [["OM", 1]], byLanguage: [["ar", 1]] },
        { week: "2025-03-10", total: 1, byCountry: [["NG", 1]], byLanguage: [["en", 1]] },
      ],
      firstAnswer: { done: 1, medianHours: 3, withinPromise: 1 },
      plan: { done: 1, medianHours: 24, withinPromise: 1 },
      acceptance: { planSent: 1, accepted: 1 },
    });
  });
});
