// Issue 48 items 4-5: the price list, plans and estimates, the patient's acceptance, passports,
// and the visa letters' register with its public check. Prices through the page's action (an
// admin may, an editor may not); plan versions kept, sent, and accepted only while the newest
// and valid; passports only once accepted; two staff issuing at once make one letter; the
// register refuses edits and deletions whatever the code; /verify shows no personal data and
// limits each network; the PDFs are PDFs. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CaseDetails } from "~/lib/case-details";
import { clinicDate } from "~/lib/clinic-view";
import { passportFieldName as pf } from "~/lib/passport";
import { addDays } from "~/lib/reports";
import { isLetterSerial, LETTER_SERIAL } from "~/lib/visa-letter";
import { loader as letterPdfLoader } from "~/routes/admin/case-letter-pdf";
import { loader as estimatePdfLoader } from "~/routes/admin/case-estimate-pdf";
import { action as pricesAction, loader as pricesLoader } from "~/routes/admin/case-prices";
import { loader as patientEstimateLoader } from "~/routes/case-estimate-pdf";
import { loader as patientLetterLoader } from "~/routes/case-letter-pdf";
import { loader as verifyLoader, VERIFY_LIMIT } from "~/routes/verify-letter";
import { userContext } from "~/server/auth/guards.server";
import type { SessionUser } from "~/server/auth/session.server";
import { caseSecret, DEVICE_COOKIE, deviceCookieValue } from "~/server/cases/case-access.server";
import { caseDocumentsAction, caseDocumentsView } from "~/server/cases/case-documents.server";
import { issueLetter, listCaseLetters, loadLetter, revokeLetter, verifyLetter } from "~/server/cases/case-letters.server";
import { loadPassports, passportFormStart, savePassports } from "~/server/cases/case-passports.server";
import {
  acceptPlan,
  askAboutPlan,
  listPlans,
  type PlanInput,
  savePlanDraft,
  sendPlan,
  startingCurrency,
} from "~/server/cases/case-plans.server";
import { createCase, moveCase } from "~/server/cases/case-records.server";
import { listPriceItems, listRates } from "~/server/cases/price-list.server";
import { getDocumentState, saveDocument } from "~/server/content/documents.server";
import { listPublicDoctors } from "~/server/content/doctors.server";
import type { AppServices } from "~/server/context.server";
import type { Database } from "~/server/db/client.server";
import { auditLog, caseEvents, caseMessages, caseNotices, casePlans, cases, users, visaLetters } from "~/server/db/schema.server";
import { demoStaff, makeContext, makeServices, routeArgs } from "../support/services";
import { createTestDatabase } from "../support/test-db";

const ORIGIN = "http://localhost";
let database: Database;
let services: AppServices;
let admin: SessionUser;
let editor: SessionUser;
let doctor: SessionUser;

beforeAll(async () => {
  database = await createTestDatabase();
  services = makeServices(database, { SITE_URL: "https://samudra.example" });
  ({ admin, editor } = await demoStaff(database));
  const [row] = await database.db
    .insert(users)
    .values({ username: "dr.bedi", passwordHash: "not-a-hash", role: "doctor" })
    .returning({ id: users.id });
  doctor = { id: row!.id, username: "dr.bedi", role: "doctor", sessionId: "test-doctor" };
});
afterAll(() => database.close());

const details = (travelTo = "2027-03"): CaseDetails => ({
  patientName: "Khalid Al-Harthy",
  age: 67,
  writtenBy: "Son: Salim",
  condition: "Non-healing heel ulcer, type 2 diabetes",
  currentState: "Walks with a stick",
  treatmentsSoFar: "Dressings since August",
  medicines: "Metformin 500 mg",
  allergies: "None known",
  travelFrom: "2027-02",
  travelTo,
  attendants: [{ name: "Salim Al-Harthy", relation: "Son" }],
  email: "salim@example.om",
  whatsapp: "",
});

function contextAs(user: SessionUser, ip?: string) {
  const context = makeContext(services, ip);
  context.set(userContext, user);
  return context;
}
const get = (path: string, headers: Record<string, string> = {}) => new Request(`${ORIGIN}${path}`, { headers });
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
type Refused = { data: { errors: Record<string, string>; values: Record<string, string> }; init: { status: number } };

const priceAct = (user: SessionUser, fields: Record<string, string>) =>
  settle(() =>
    pricesAction(
      routeArgs(post("/admin/cases/prices", fields), contextAs(user), "/admin/cases/prices") as Parameters<typeof pricesAction>[0],
    ),
  );

/** Every message along an error's causes (drizzle wraps the driver's). */
function errorText(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) parts.push(String((e as { message?: unknown }).message ?? e));
  return parts.join(" | ");
}

async function newCase(country = "Oman", travelTo = "2027-03") {
  const created = await createCase(database.db, services.healthKey, {
    details: details(travelTo),
    locale: "ar",
    country,
    files: [],
    now: new Date(),
  });
  expect(await moveCase(database.db, { caseId: created.id, from: "new", to: "under_review", userId: admin.id, now: new Date() })).toEqual({
    ok: true,
  });
  return created;
}

let itemIds: { consult: number; hbot: number; wound: number };
let doctorChoice: { slug: string; name: string };

function planInput(overrides: Partial<PlanInput> = {}): PlanInput {
  return {
    summary: "The records show a non-healing ulcer of the left heel. Hyperbaric oxygen therapy with wound care may help it heal.",
    therapies: [{ name: "Hyperbaric oxygen therapy", sessions: 20, notes: "Five a week" }],
    stayDays: 28,
    doctor: doctorChoice,
    lines: [
      { itemId: itemIds.consult, low: 2, high: 4 },
      { itemId: itemIds.hbot, low: 20, high: 30 },
    ],
    inclusions: ["The sessions listed"],
    exclusions: ["Flights, visa fees, hotel, meals"],
    validUntil: addDays(clinicDate(new Date()), 30),
    currency: "OMR",
    ...overrides,
  };
}

const patientPassports: Record<string, string> = {
  [pf(0, "fullName")]: "Khalid Said Al-Harthy",
  [pf(0, "number")]: "K1234567",
  [pf(0, "nationality")]: "OM",
  [pf(0, "birthDate")]: "1959-04-02",
  [pf(0, "expiry")]: "2030-05-01",
  [pf(0, "issuingCountry")]: "OM",
  [pf(1, "relation")]: "Son",
  [pf(1, "fullName")]: "Salim Khalid Al-Harthy",
  [pf(1, "number")]: "K7654321",
  [pf(1, "nationality")]: "OM",
  [pf(1, "birthDate")]: "1988-09-15",
  [pf(1, "expiry")]: "2031-01-20",
  [pf(1, "issuingCountry")]: "OM",
};

/** A case taken to "accepted" with passports entered. */
async function acceptedCase() {
  const c = await newCase();
  const saved = await savePlanDraft(database.db, services.healthKey, c.id, planInput(), doctor, new Date());
  expect(saved).toMatchObject({ ok: true, version: 1 });
  expect(await sendPlan(database.db, c.id, 1, doctor, new Date())).toEqual({ ok: true });
  expect(await acceptPlan(database.db, c.id, 1, new Date())).toEqual({ ok: true });
  expect(await savePassports(database.db, services.healthKey, c.id, (n) => patientPassports[n] ?? "", new Date())).toMatchObject({
    ok: true,
  });
  return c;
}

async function pdfOf(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/pdf");
  expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="/);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  return bytes.toString("latin1");
}

describe("the price list and rates", () => {
  it("lets an admin add, change and take off items and set rates; an editor reads but may not change", async () => {
    const refused = await priceAct(editor, {
      intent: "item-add",
      kind: "session",
      name: "X",
      priceInr: "100",
      sessions: "",
      description: "",
      sortOrder: "",
    });
    expect(statusOf(refused.thrown)).toBe(403);

    const bad = (
      await priceAct(admin, {
        intent: "item-add",
        kind: "package",
        name: "",
        priceInr: "45.50",
        sessions: "",
        description: "",
        sortOrder: "",
      })
    ).value as unknown as Refused;
    expect(bad.init.status).toBe(400);
    expect(Object.keys(bad.data.errors).sort()).toEqual(["name", "priceInr"]);
    expect(bad.data.values.priceInr).toBe("45.50");
    const noSessions = (
      await priceAct(admin, {
        intent: "item-add",
        kind: "package",
        name: "Wound care package",
        priceInr: "18000",
        sessions: "",
        description: "",
        sortOrder: "",
      })
    ).value as unknown as Refused;
    expect(noSessions.data.errors.sessions).toMatch(/how many sessions/);

    for (const [kind, name, price, sessions, order] of [
      ["consultation", "Consultation with the hyperbaric physician", "1,500", "", "1"],
      ["session", "Hyperbaric oxygen therapy session", "₹4500", "", "2"],
      ["package", "Wound care package", "18000", "10", "3"],
    ] as const) {
      const added = await priceAct(admin, { intent: "item-add", kind, name, priceInr: price, sessions, description: "", sortOrder: order });
      expect(statusOf(added.thrown)).toBe(302);
    }
    const items = await listPriceItems(database.db);
    expect(items.map((i) => [i.kind, i.priceInr, i.sessions])).toEqual([
      ["consultation", 1500, null],
      ["session", 4500, null],
      ["package", 18000, 10],
    ]);
    itemIds = { consult: items[0]!.id, hbot: items[1]!.id, wound: items[2]!.id };

    const changed = await priceAct(admin, {
      intent: "item-save",
      id: String(itemIds.wound),
      kind: "package",
      name: "Wound care package",
      priceInr: "19000",
      sessions: "10",
      description: "Dressings",
      sortOrder: "3",
    });
    expect(statusOf(changed.thrown)).toBe(302);
    expect(statusOf((await priceAct(admin, { intent: "item-active", id: String(itemIds.wound), active: "0" })).thrown)).toBe(302);
    expect((await listPriceItems(database.db, { activeOnly: true })).map((i) => i.id)).toEqual([itemIds.consult, itemIds.hbot]);

    const badRate = (await priceAct(admin, { intent: "rate-save", currency: "XYZ", inrPerUnit: "abc", rateDate: "2026-13-01" }))
      .value as unknown as Refused;
    expect(Object.keys(badRate.data.errors).sort()).toEqual(["currency", "inrPerUnit", "rateDate"]);
    expect(
      statusOf((await priceAct(admin, { intent: "rate-save", currency: "OMR", inrPerUnit: "216.4", rateDate: "2026-12-01" })).thrown),
    ).toBe(302);
    expect(
      statusOf((await priceAct(admin, { intent: "rate-save", currency: "USD", inrPerUnit: "83.25", rateDate: "2026-12-01" })).thrown),
    ).toBe(302);
    expect(
      statusOf((await priceAct(admin, { intent: "rate-save", currency: "USD", inrPerUnit: "83.5", rateDate: "2026-12-02" })).thrown),
    ).toBe(302);
    expect((await listRates(database.db)).map((r) => [r.currency, Number(r.inrPerUnit), r.rateDate])).toEqual([
      ["OMR", 216.4, "2026-12-01"],
      ["USD", 83.5, "2026-12-02"],
    ]);

    const page = await pricesLoader(
      routeArgs(get("/admin/cases/prices"), contextAs(editor), "/admin/cases/prices") as Parameters<typeof pricesLoader>[0],
    );
    expect(page.canEdit).toBe(false);
    expect(page.items).toHaveLength(3);

    const audited = await database.db
      .select({ entity: auditLog.entity, summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.userId, admin.id));
    expect(audited.filter((a) => a.entity === "price_item")).toHaveLength(5);
    expect(audited.filter((a) => a.entity === "currency_rate")).toHaveLength(3);

    doctorChoice = (await listPublicDoctors(database.db)).map((d) => ({ slug: d.slug, name: d.name }))[0]!;
    expect(startingCurrency("Oman", await listRates(database.db))).toBe("OMR");
    expect(startingCurrency("Nigeria", await listRates(database.db))).toBe("USD");
  });
});

describe("plans", () => {
  it("keeps versions, sends the newest, and moves the case through its events", async () => {
    const c = await newCase();
    const now = new Date();
    // Not a reviewer; then a case that is not under review.
    expect(await savePlanDraft(database.db, services.healthKey, c.id, planInput(), editor, now)).toEqual({
      ok: false,
      reason: "not-allowed",
    });
    const fresh = await createCase(database.db, services.healthKey, { details: details(), locale: "en", country: "Oman", files: [], now });
    expect(await savePlanDraft(database.db, services.healthKey, fresh.id, planInput(), doctor, now)).toEqual({
      ok: false,
      reason: "wrong-state",
    });
    // An item taken off the list meanwhile.
    expect(
      await savePlanDraft(
        database.db,
        services.healthKey,
        c.id,
        planInput({ lines: [{ itemId: itemIds.wound, low: 1, high: 1 }] }),
        doctor,
        now,
      ),
    ).toEqual({ ok: false, reason: "price-changed" });

    expect(await savePlanDraft(database.db, services.healthKey, c.id, planInput(), doctor, now)).toEqual({
      ok: true,
      version: 1,
      created: true,
    });
    // Saving the unsent version again changes it, not a new one.
    expect(await savePlanDraft(database.db, services.healthKey, c.id, planInput({ stayDays: 30 }), doctor, now)).toEqual({
      ok: true,
      version: 1,
      created: false,
    });
    const [raw] = await database.db.select({ body: casePlans.body }).from(casePlans).where(eq(casePlans.caseId, c.id));
    expect(raw!.body).toMatch(/^hd1\./);
    expect(raw!.body).not.toContain("heel");

    const [v1] = await listPlans(database.db, services.healthKey, c, { sentOnly: false });
    expect(v1!.body.stayDays).toBe(30);
    expect(v1!.body.lines.map((l) => [l.name, l.unitInr])).toEqual([
      ["Consultation with the hyperbaric physician", 1500],
      ["Hyperbaric oxygen therapy session", 4500],
    ]);
    expect(v1!.body.currency).toEqual({ code: "OMR", inrPerUnit: "216.4000", rateDate: "2026-12-01" });
    expect(await listPlans(database.db, services.healthKey, c, { sentOnly: true })).toEqual([]);

    expect(await sendPlan(database.db, c.id, 1, editor, now)).toEqual({ ok: false, reason: "not-allowed" });
    expect(await sendPlan(database.db, c.id, 1, doctor, now)).toEqual({ ok: true });
    expect(await sendPlan(database.db, c.id, 1, doctor, now)).toEqual({ ok: false, reason: "not-draft" });
    const [row] = await database.db.select().from(cases).where(eq(cases.id, c.id));
    expect(row!.state).toBe("plan_sent");
    expect(row!.planSentAt).toEqual(now);
    const notices = await database.db.select({ key: caseNotices.dedupeKey }).from(caseNotices).where(eq(caseNotices.caseId, c.id));
    expect(notices.map((n) => n.key)).toContain(`plan:${c.id}:1`);

    // The patient asks; the doctor writes version 2 (the case stays at "plan sent").
    expect(await askAboutPlan(database.db, services.healthKey, c, "  ", now)).toEqual({ ok: false, reason: "empty" });
    expect(await askAboutPlan(database.db, services.healthKey, c, "Can my son stay in the same room?", now)).toMatchObject({ ok: true });
    expect(await database.db.select({ kind: caseMessages.kind }).from(caseMessages).where(eq(caseMessages.caseId, c.id))).toEqual([
      { kind: "from_patient" },
    ]);
    const later = new Date(now.getTime() + 60_000);
    expect(await savePlanDraft(database.db, services.healthKey, c.id, planInput({ stayDays: 21 }), doctor, later)).toEqual({
      ok: true,
      version: 2,
      created: true,
    });
    // Until version 2 is sent, version 1 is the one the patient may accept; the draft is not theirs.
    expect(await acceptPlan(database.db, c.id, 2, later)).toEqual({ ok: false, reason: "not-found" });
    expect(await sendPlan(database.db, c.id, 1, doctor, later)).toEqual({ ok: false, reason: "superseded" });
    expect(await sendPlan(database.db, c.id, 2, doctor, later)).toEqual({ ok: true });
    const [after] = await database.db.select().from(cases).where(eq(cases.id, c.id));
    expect(after!.planSentAt).toEqual(now);
    const events = await database.db
      .select()
      .from(caseEvents)
      .where(and(eq(caseEvents.caseId, c.id), eq(caseEvents.kind, "state")));
    expect(events.map((e) => [e.fromValue, e.toValue])).toEqual([
      ["new", "under_review"],
      ["under_review", "plan_sent"],
    ]);

    // Accepting: only the newest sent, only while valid, only once.
    expect(await acceptPlan(database.db, c.id, 1, later)).toEqual({ ok: false, reason: "superseded" });
    expect(await acceptPlan(database.db, c.id, 9, later)).toEqual({ ok: false, reason: "not-found" });
    const pastValidity = new Date(Date.parse(`${addDays(clinicDate(later), 31)}T12:00:00+05:30`));
    expect(await acceptPlan(database.db, c.id, 2, pastValidity)).toEqual({ ok: false, reason: "expired" });
    expect(await acceptPlan(database.db, c.id, 2, later)).toEqual({ ok: true });
    expect(await acceptPlan(database.db, c.id, 2, later)).toEqual({ ok: false, reason: "wrong-state" });
    const [accepted] = await database.db.select().from(cases).where(eq(cases.id, c.id));
    expect(accepted!.state).toBe("accepted");
    expect(accepted!.acceptedAt).toEqual(later);
    const plans = await listPlans(database.db, services.healthKey, c, { sentOnly: true });
    expect(plans.map((p) => [p.version, p.acceptedAt !== null])).toEqual([
      [2, true],
      [1, false],
    ]);
    // A plan for an accepted case is refused.
    expect(await savePlanDraft(database.db, services.healthKey, c.id, planInput(), doctor, later)).toEqual({
      ok: false,
      reason: "wrong-state",
    });
  });

  it("reads the editor's form through the desk's action, with each refusal at its field", async () => {
    const c = await newCase();
    const fields = {
      intent: "plan-save",
      summary: "",
      doctor: "nobody",
      stayDays: "0",
      validUntil: "2020-01-01",
      currency: "JPY",
      inclusions: "A",
      exclusions: "B",
      "therapy.0.name": "Hyperbaric oxygen therapy",
      "therapy.0.sessions": "many",
      "line.0.item": String(itemIds.hbot),
      "line.0.low": "30",
      "line.0.high": "20",
    };
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    const refused = await caseDocumentsAction(database.db, services.healthKey, c.id, doctor, form, new Date(), {
      siteUrl: "https://samudra.example",
    });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(Object.keys(refused.data.errors ?? {}).sort()).toEqual([
      "currency",
      "doctor",
      "line.0.high",
      "stayDays",
      "summary",
      "therapy.0.sessions",
      "validUntil",
    ]);
    expect(refused.data.values?.["therapy.0.sessions"]).toBe("many");
    const view = await caseDocumentsView(database.db, services.healthKey, c.id, doctor, new Date());
    expect(view!.editor!.values.currency).toBe("OMR");
    expect(view!.editor!.values.exclusions).toContain("Flights, visa fees, hotel, meals");
    expect((await caseDocumentsView(database.db, services.healthKey, c.id, editor, new Date()))!.editor).toBeNull();
  });
});

describe("passports", () => {
  it("are kept only once the plan is accepted, sealed, with refusals at their fields", async () => {
    const c = await newCase();
    const start = await passportFormStart(database.db, services.healthKey, c.id, new Date());
    expect(start).toMatchObject({ saved: false, minExpiry: "2027-09-30" });
    expect(start!.values[pf(0, "fullName")]).toBe("Khalid Al-Harthy");
    expect(start!.values[pf(1, "relation")]).toBe("Son");
    expect(await savePassports(database.db, services.healthKey, c.id, (n) => patientPassports[n] ?? "", new Date())).toEqual({
      ok: false,
      reason: "wrong-state",
    });
    await savePlanDraft(database.db, services.healthKey, c.id, planInput(), doctor, new Date());
    await sendPlan(database.db, c.id, 1, doctor, new Date());
    await acceptPlan(database.db, c.id, 1, new Date());
    const wrong = await savePassports(
      database.db,
      services.healthKey,
      c.id,
      (n) => ({ ...patientPassports, [pf(1, "number")]: "K 76 54", [pf(0, "expiry")]: "2027-05-01" })[n] ?? "",
      new Date(),
    );
    expect(wrong).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: { [pf(1, "number")]: "numberSpaces", [pf(0, "expiry")]: "expiryTooSoon" },
    });
    expect(await savePassports(database.db, services.healthKey, c.id, (n) => patientPassports[n] ?? "", new Date())).toMatchObject({
      ok: true,
    });
    const [raw] = await database.db.select({ passports: cases.passports }).from(cases).where(eq(cases.id, c.id));
    expect(raw!.passports).not.toContain("K1234567");
    expect((await passportFormStart(database.db, services.healthKey, c.id, new Date()))!.values[pf(1, "number")]).toBe("K7654321");
    const saved = await loadPassports(database.db, services.healthKey, c.id);
    expect(saved!.people.map((p) => [p.role, p.relation, p.number])).toEqual([
      ["patient", "", "K1234567"],
      ["attendant", "Son", "K7654321"],
    ]);
    // Staff without document rights are told they exist, never shown them.
    const editorView = await caseDocumentsView(database.db, services.healthKey, c.id, editor, new Date());
    expect(editorView).toMatchObject({ passportsEntered: true, passports: null, canIssue: false });
    expect((await caseDocumentsView(database.db, services.healthKey, c.id, doctor, new Date()))!.canIssue).toBe(true);
  });
});

describe("visa letters", () => {
  let serial: string;
  let caseId: number;
  let reference: string;

  it("needs the doctor's registration number, then two staff issuing at once make exactly one letter", async () => {
    const c = await acceptedCase();
    caseId = c.id;
    reference = c.reference;
    const now = new Date();
    expect(await issueLetter(database.db, services.healthKey, c.id, editor, now, { siteUrl: "https://samudra.example" })).toEqual({
      ok: false,
      reason: "not-allowed",
    });
    expect(await issueLetter(database.db, services.healthKey, c.id, doctor, now, { siteUrl: "https://samudra.example" })).toEqual({
      ok: false,
      reason: "no-registration",
    });
    // The clinic adds the number to the doctor's profile (a published revision).
    const ref = { type: "doctor", key: doctorChoice.slug };
    const profile = (await listPublicDoctors(database.db)).find((d) => d.slug === doctorChoice.slug)!;
    const { slug: _slug, ...data } = profile;
    const state = await getDocumentState(database.db, ref);
    const saved = await saveDocument(services, admin, {
      ref,
      title: "Doctors",
      data: { ...data, registration: "APMC 12345" },
      expectedVersion: state!.version,
      action: { kind: "publish" },
      now,
    });
    expect(saved.ok).toBe(true);

    const results = await Promise.all([
      issueLetter(database.db, services.healthKey, c.id, doctor, now, { siteUrl: "https://samudra.example" }),
      issueLetter(database.db, services.healthKey, c.id, admin, now, { siteUrl: "https://samudra.example" }),
    ]);
    const won = results.filter((r) => r.ok);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "already-issued" }]);
    serial = (won[0] as { serial: string }).serial;
    expect(serial).toMatch(LETTER_SERIAL);
    expect(serial.slice(4, 8)).toBe(clinicDate(now).slice(0, 4));
    const rows = await database.db.select().from(visaLetters).where(eq(visaLetters.caseId, c.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).not.toContain("K1234567");
    const [row] = await database.db.select({ state: cases.state }).from(cases).where(eq(cases.id, c.id));
    expect(row!.state).toBe("letter_issued");
    expect(
      await database.db
        .select({ key: caseNotices.dedupeKey })
        .from(caseNotices)
        .where(eq(caseNotices.dedupeKey, `letter:${serial}`)),
    ).toHaveLength(1);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "visa_letter"), eq(auditLog.entityId, serial)));
    expect(audit!.summary).toBe(`issued visa letter ${serial} for case ${c.reference}`);

    const letter = await loadLetter(database.db, services.healthKey, serial);
    expect(letter!.body).toMatchObject({
      serial,
      caseReference: c.reference,
      doctor: { name: doctorChoice.name, registration: "APMC 12345" },
      verifyUrl: `https://samudra.example/verify/${serial}`,
      stayDays: 28,
      estimate: { lowInr: 93_000, highInr: 141_000, indicative: { code: "OMR", low: 420, high: 660 } },
    });
    expect(letter!.body.people.map((p) => [p.fullName, p.passportNumber, p.nationality])).toEqual([
      ["Khalid Said Al-Harthy", "K1234567", "Oman"],
      ["Salim Khalid Al-Harthy", "K7654321", "Oman"],
    ]);
  });

  it("is checked by its serial with no personal data, and revoked once, with a reason", async () => {
    const valid = await verifyLetter(database.db, serial);
    expect(valid).toMatchObject({ status: "valid", revokedOn: null });
    expect(valid.issuedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(JSON.stringify(valid)).not.toMatch(/Khalid|K1234567|IC-/);

    const page = (await verifyLoader(
      routeArgs(get(`/verify/${serial}`), makeContext(services, "198.51.100.1"), "/verify/:serial", { serial }) as Parameters<
        typeof verifyLoader
      >[0],
    )) as unknown as {
      data: { kind: string };
      init: { status: number; headers: Record<string, string> };
    };
    expect(page.data.kind).toBe("valid");
    expect(page.init.headers["Cache-Control"]).toBe("no-store");

    expect(await revokeLetter(database.db, serial, "  ", admin, new Date())).toEqual({ ok: false, reason: "no-reason" });
    expect(await revokeLetter(database.db, serial, "Wrong passport number", editor, new Date())).toEqual({
      ok: false,
      reason: "not-allowed",
    });
    expect(await revokeLetter(database.db, serial, "Wrong passport number for the son", admin, new Date())).toEqual({ ok: true });
    expect(await revokeLetter(database.db, serial, "Again", admin, new Date())).toEqual({ ok: false, reason: "already-revoked" });
    expect(await revokeLetter(database.db, "SAM-2026-999999", "No such", admin, new Date())).toEqual({ ok: false, reason: "not-found" });
    const revoked = await verifyLetter(database.db, serial);
    expect(revoked).toMatchObject({ status: "revoked" });
    expect(revoked.revokedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(JSON.stringify(revoked)).not.toContain("passport");
    // The case is back at "accepted": a corrected letter takes a new serial.
    const [row] = await database.db.select({ state: cases.state }).from(cases).where(eq(cases.id, caseId));
    expect(row!.state).toBe("accepted");
    const again = await issueLetter(database.db, services.healthKey, caseId, admin, new Date(), { siteUrl: "https://samudra.example" });
    expect(again.ok && again.serial !== serial && isLetterSerial(again.serial)).toBe(true);
    expect((await listCaseLetters(database.db, caseId)).map((l) => l.revokedAt === null)).toEqual([true, false]);
  });

  it("answers unknown and malformed serials, and limits each network", async () => {
    expect(await verifyLetter(database.db, "SAM-2026-999999")).toMatchObject({ status: "unknown", issuedOn: null });
    const ask = (s: string, ip: string) =>
      verifyLoader(
        routeArgs(get(`/verify/${s}`), makeContext(services, ip), "/verify/:serial", { serial: s }) as Parameters<typeof verifyLoader>[0],
      ) as unknown as Promise<{
        data: { kind: string };
        init: { status: number; headers: Record<string, string> };
      }>;
    expect((await ask("SAM-2026-999999", "198.51.100.2")).init.status).toBe(404);
    const malformed = await ask("sam-2026-1", "198.51.100.2");
    expect([malformed.data.kind, malformed.init.status]).toEqual(["malformed", 404]);
    for (let i = 0; i < VERIFY_LIMIT; i++) await ask(`SAM-2026-${String(900000 + i)}`, "198.51.100.3");
    const limited = await ask("SAM-2026-000001", "198.51.100.3");
    expect([limited.data.kind, limited.init.status]).toEqual(["limited", 429]);
    expect(Number(limited.init.headers["Retry-After"])).toBeGreaterThan(0);
    // Another network is not held back.
    expect((await ask(serial, "198.51.100.4")).data.kind).toBe("revoked");
  });

  it("cannot be edited or deleted, whatever the code", async () => {
    const attempts = [
      sql`update visa_letters set body = 'changed' where serial = ${serial}`,
      sql`update visa_letters set serial = 'SAM-2026-000000' where serial = ${serial}`,
      sql`update visa_letters set revoke_reason = 'Another reason' where serial = ${serial}`,
      sql`delete from visa_letters where serial = ${serial}`,
    ];
    for (const statement of attempts) {
      const outcome = await settle(() => database.db.execute(statement));
      expect(errorText(outcome.thrown)).toMatch(/cannot be edited|cannot be deleted/);
    }
    const [row] = await database.db.select().from(visaLetters).where(eq(visaLetters.serial, serial));
    expect(row).toMatchObject({ serial, revokeReason: "Wrong passport number for the son" });
  });

  it("downloads as PDFs: staff with the right, the patient with the case's cookie", async () => {
    const estimate = await settle(() =>
      estimatePdfLoader(
        routeArgs(get(`/admin/cases/${caseId}/estimate/1`), contextAs(editor), "/admin/cases/:id/estimate/:version", {
          id: String(caseId),
          version: "1",
        }) as Parameters<typeof estimatePdfLoader>[0],
      ),
    );
    const estimateText = await pdfOf(estimate.value as Response);
    expect(estimateText).toContain(`(Treatment plan and estimate ${reference} v1)`);
    const missing = await settle(() =>
      estimatePdfLoader(
        routeArgs(get(`/admin/cases/${caseId}/estimate/7`), contextAs(editor), "/admin/cases/:id/estimate/:version", {
          id: String(caseId),
          version: "7",
        }) as Parameters<typeof estimatePdfLoader>[0],
      ),
    );
    expect(statusOf(missing.thrown)).toBe(404);

    const [standing] = (await listCaseLetters(database.db, caseId)).filter((l) => l.revokedAt === null);
    const letterArgs = (user: SessionUser, s: string) =>
      routeArgs(get(`/admin/cases/${caseId}/letters/${s}`), contextAs(user), "/admin/cases/:id/letters/:serial", {
        id: String(caseId),
        serial: s,
      }) as Parameters<typeof letterPdfLoader>[0];
    expect(statusOf((await settle(() => letterPdfLoader(letterArgs(editor, standing!.serial)))).thrown)).toBe(403);
    const letterText = await pdfOf((await settle(() => letterPdfLoader(letterArgs(doctor, standing!.serial)))).value as Response);
    expect(letterText).toContain(`(Visa invitation letter ${standing!.serial})`);
    const downloads = await database.db
      .select({ summary: auditLog.summary, userId: auditLog.userId })
      .from(auditLog)
      .where(and(eq(auditLog.action, "download"), eq(auditLog.entityId, standing!.serial)));
    expect(downloads).toEqual([{ summary: `downloaded visa letter ${standing!.serial}`, userId: doctor.id }]);
    // The revoked one still downloads for staff, marked as revoked.
    await pdfOf((await settle(() => letterPdfLoader(letterArgs(admin, serial)))).value as Response);

    // The patient: nothing without the device's cookie; their own with it.
    const now = new Date();
    const secret = await caseSecret(database.db);
    const [c] = await database.db.select({ id: cases.id, linkVersion: cases.linkVersion }).from(cases).where(eq(cases.id, caseId));
    const cookie = `${DEVICE_COOKIE}=${deviceCookieValue(secret, [], c!, now)}`;
    const patient = <P extends Record<string, string>>(path: string, headers: Record<string, string>, params: P = {} as P) =>
      routeArgs(get(path, headers), makeContext(services), path, params);
    const without = await patientEstimateLoader(
      patient(`/international-patients/case/estimate/1?case=${reference}`, {}, { version: "1" }) as Parameters<
        typeof patientEstimateLoader
      >[0],
    );
    expect(without.status).toBe(404);
    await pdfOf(
      await patientEstimateLoader(
        patient(`/international-patients/case/estimate/1?case=${reference}`, { Cookie: cookie }, { version: "1" }) as Parameters<
          typeof patientEstimateLoader
        >[0],
      ),
    );
    const patientLetter = await pdfOf(
      await patientLetterLoader(
        patient(`/international-patients/case/letter?case=${reference}`, { Cookie: cookie }) as Parameters<typeof patientLetterLoader>[0],
      ),
    );
    expect(patientLetter).toContain(standing!.serial);
    expect(
      (
        await patientLetterLoader(
          patient(`/international-patients/case/letter?case=${reference}`, {}) as Parameters<typeof patientLetterLoader>[0],
        )
      ).status,
    ).toBe(404);
  });
});
