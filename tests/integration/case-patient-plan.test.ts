// Issue 48 items 4-6 on the patient's case page, on a real database: a plan sent shows there
// (latest version, earlier ones listed as replaced), the patient asks a question and accepts
// (refused for a replaced version, an expired estimate, or without the box ticked), enters
// passports (a number of a wrong shape said beside its field in Arabic, everything typed kept),
// sees the letter once issued and as withdrawn once revoked, and gives the arrival, which makes
// the pickup and Form C tasks. The page is drawn in Arabic from the loader's data to check the
// words the patient reads.
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CaseSteps } from "~/components/cases/case-steps";
import { MessagesProvider } from "~/components/messages-context";
import { catalogueFrom, defaultMessages } from "~/i18n/catalogue";
import { LOCALE_INFO, type Locale } from "~/i18n/locales";
import { seededTranslations } from "~/i18n/translations";
import type { CaseDetails } from "~/lib/case-details";
import { clinicDate } from "~/lib/clinic-view";
import { passportFieldName as pf } from "~/lib/passport";
import { addDays } from "~/lib/reports";
import { isLetterSerial } from "~/lib/visa-letter";
import { action as pageAction, loader as pageLoader } from "~/routes/case-page";
import type { SessionUser } from "~/server/auth/session.server";
import { listTasks } from "~/server/cases/case-arrival.server";
import { caseSecret, DEVICE_COOKIE, deviceCookieValue } from "~/server/cases/case-access.server";
import { caseDocumentsAction } from "~/server/cases/case-documents.server";
import { issueLetter, revokeLetter } from "~/server/cases/case-letters.server";
import { onCaseNoticesQueued } from "~/server/cases/case-notices.server";
import { loadPassports } from "~/server/cases/case-passports.server";
import type { CaseActionData, CaseLoaderData } from "~/server/cases/case-patient-page.server";
import { type PlanInput, savePlanDraft, sendPlan } from "~/server/cases/case-plans.server";
import { createCase, listCaseMessages, moveCase } from "~/server/cases/case-records.server";
import { getDocumentState, saveDocument } from "~/server/content/documents.server";
import { listPublicDoctors } from "~/server/content/doctors.server";
import type { AppServices } from "~/server/context.server";
import type { Database } from "~/server/db/client.server";
import { caseNotices, cases, currencyRates, priceItems, users } from "~/server/db/schema.server";
import { demoStaff, makeContext, makeServices, routeArgs } from "../support/services";
import { createTestDatabase } from "../support/test-db";

const ORIGIN = "https://samudra.example";
let database: Database;
let services: AppServices;
let admin: SessionUser;
let doctor: SessionUser;
let items: { consult: number; hbot: number; pack: number };
let doctorChoice: { slug: string; name: string };
let ipCount = 0;
const freshIp = () => `198.51.100.${++ipCount}`;

beforeAll(async () => {
  database = await createTestDatabase();
  services = makeServices(database, { SITE_URL: ORIGIN, SITE_LANGUAGES: "en,hi,te,ar" });
  ({ admin } = await demoStaff(database));
  const [row] = await database.db
    .insert(users)
    .values({ username: "dr.rao", passwordHash: "not-a-hash", role: "doctor" })
    .returning({ id: users.id });
  doctor = { id: row!.id, username: "dr.rao", role: "doctor", sessionId: "test-doctor" };
  const added = await database.db
    .insert(priceItems)
    .values([
      { kind: "consultation", name: "Consultation with the physiatrist", priceInr: 1500, sortOrder: 1 },
      { kind: "session", name: "Neuro-physiotherapy session", priceInr: 2500, sortOrder: 2 },
      { kind: "package", name: "Hydrotherapy package", priceInr: 18000, sessions: 10, sortOrder: 3 },
    ])
    .returning({ id: priceItems.id });
  items = { consult: added[0]!.id, hbot: added[1]!.id, pack: added[2]!.id };
  await database.db.insert(currencyRates).values({ currency: "OMR", inrPerUnit: "216.4", rateDate: "2026-12-01" });
  // The plan's doctor, with the registration number a letter needs.
  const profile = (await listPublicDoctors(database.db))[0]!;
  doctorChoice = { slug: profile.slug, name: profile.name };
  const { slug: _slug, ...data } = profile;
  const ref = { type: "doctor", key: profile.slug };
  const state = await getDocumentState(database.db, ref);
  const saved = await saveDocument(services, admin, {
    ref,
    title: "Doctors",
    data: { ...data, registration: "APMC 12345" },
    expectedVersion: state!.version,
    action: { kind: "publish" },
    now: new Date(),
  });
  expect(saved.ok).toBe(true);
});
afterAll(() => database.close());

const details: CaseDetails = {
  patientName: "Khalid Al-Harthy",
  age: 61,
  writtenBy: "Son: Salim",
  condition: "Stroke in March 2025",
  currentState: "Walks with a stick",
  treatmentsSoFar: "",
  medicines: "Aspirin 75 mg",
  allergies: "",
  travelFrom: "2027-02",
  travelTo: "2027-03",
  attendants: [{ name: "Salim Al-Harthy", relation: "Son" }],
  email: "salim@example.com",
  whatsapp: "",
};

const today = () => clinicDate(new Date());

function planInput(overrides: Partial<PlanInput> = {}): PlanInput {
  return {
    summary: "The records show a left-sided weakness after a stroke. Neuro-physiotherapy may improve walking and balance.",
    therapies: [{ name: "Neuro-physiotherapy", sessions: 24, notes: "Daily, six days a week" }],
    stayDays: 28,
    doctor: doctorChoice,
    lines: [
      { itemId: items.consult, low: 2, high: 4 },
      { itemId: items.hbot, low: 20, high: 30 },
    ],
    inclusions: ["The sessions listed"],
    exclusions: ["Flights, visa fees, hotel, meals"],
    validUntil: addDays(today(), 30),
    currency: "OMR",
    ...overrides,
  };
}

/** A case under review, the device cookie that holds it, and its page's addresses in Arabic. */
async function newCase() {
  const created = await createCase(database.db, services.healthKey, { details, locale: "ar", country: "Oman", files: [], now: new Date() });
  await moveCase(database.db, { caseId: created.id, from: "new", to: "under_review", userId: admin.id, now: new Date() });
  const [row] = await database.db.select({ linkVersion: cases.linkVersion }).from(cases).where(eq(cases.id, created.id));
  const cookie = `${DEVICE_COOKIE}=${deviceCookieValue(await caseSecret(database.db), [], { id: created.id, linkVersion: row!.linkVersion }, new Date())}`;
  return { ...created, cookie, path: `/ar/international-patients/case?case=${created.reference}` };
}
type TestCase = Awaited<ReturnType<typeof newCase>>;

async function sendVersion(c: TestCase, overrides: Partial<PlanInput> = {}) {
  const saved = await savePlanDraft(database.db, services.healthKey, c.id, planInput(overrides), doctor, new Date());
  if (!saved.ok) throw new Error(saved.reason);
  expect(await sendPlan(database.db, c.id, saved.version, doctor, new Date())).toEqual({ ok: true });
  return saved.version;
}

const get = (path: string, cookie: string) => new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } });
const post = (path: string, fields: Record<string, string>, cookie: string) =>
  new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, Cookie: cookie },
  });

async function page(c: TestCase, extra = "") {
  const out = (await pageLoader(routeArgs(get(`${c.path}${extra}`, c.cookie), makeContext(services, freshIp()), c.path) as never)) as {
    data: CaseLoaderData;
  };
  if (out.data.kind !== "case") throw new Error(`expected the case, got ${out.data.kind}`);
  return out.data;
}

/** Posts a form of the page: a refusal's data and status, or the address it was sent back to. */
async function act(c: TestCase, fields: Record<string, string>) {
  try {
    const out = (await pageAction(routeArgs(post(c.path, fields, c.cookie), makeContext(services, freshIp()), c.path) as never)) as {
      data: CaseActionData;
      init: { status: number };
    };
    return { refused: out.data, status: out.init.status, location: null };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { refused: null, status: thrown.status, location: new URL(thrown.headers.get("Location")!, ORIGIN) };
  }
}

/** The steps part of the page as the patient reads it, in `locale`. */
function draw(data: Extract<CaseLoaderData, { kind: "case" }>, answer: CaseActionData = {}, locale: Locale = "ar") {
  const messages = locale === "en" ? defaultMessages : catalogueFrom(seededTranslations[locale]);
  const value = { lang: locale, locale: LOCALE_INFO[locale].formatTag, messages };
  const Stub = createRoutesStub([
    {
      path: "/ar/international-patients/case",
      Component: () =>
        createElement(
          MessagesProvider,
          { value },
          createElement(CaseSteps, { reference: data.view.reference, steps: data.steps, notice: data.notice, answer }),
        ),
    },
  ]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: [`/ar/international-patients/case?case=${data.view.reference}`] }));
}

const passports: Record<string, string> = {
  [pf(0, "fullName")]: "Khalid Said Al-Harthy",
  [pf(0, "number")]: "K1234567",
  [pf(0, "nationality")]: "OM",
  [pf(0, "birthDate")]: "1964-04-02",
  [pf(0, "expiry")]: "2031-05-01",
  [pf(0, "issuingCountry")]: "OM",
  [pf(1, "relation")]: "Son",
  [pf(1, "fullName")]: "Salim Khalid Al-Harthy",
  [pf(1, "number")]: "K7654321",
  [pf(1, "nationality")]: "OM",
  [pf(1, "birthDate")]: "1990-09-15",
  [pf(1, "expiry")]: "2031-01-20",
  [pf(1, "issuingCountry")]: "OM",
};

describe("the plan on the patient's page", () => {
  it("shows the latest version sent in Arabic, takes a question, and lists the earlier version as replaced", async () => {
    const c = await newCase();
    expect((await page(c)).steps.plan).toBeNull();
    await sendVersion(c);
    const first = await page(c);
    expect(first.steps.plan).toMatchObject({ latest: { version: 1 }, earlier: [], canAccept: true, expired: false, canAsk: true });
    const html = draw(first);
    expect(html).toContain("خطة علاجك وتقدير التكلفة");
    expect(html).toContain("هذه الخطة مبدئية");
    expect(html).toContain("التكلفة التقديرية: من 53,000 إلى 81,000 روبية هندية");
    // 53,000 / 216.4 = 244.9… → 240; 81,000 / 216.4 = 374.3… → 380: rounded outwards, said as "about".
    expect(html).toMatch(
      /المبلغ الاسترشادي: نحو 240 إلى 380 \u2066OMR\u2069، بسعر صرف 216.4 روبية هندية لكل \u2066OMR\u2069 في 1 ديسمبر 2026/,
    );
    expect(html).toContain("2–4 استشارات");
    expect(html).toContain(`href="/ar/international-patients/case/estimate/1?case=${c.reference}"`);
    expect(html).toContain("تنزيل تقدير التكلفة (ملف PDF بالإنجليزية)");
    expect(html).toContain('name="understood"');

    // A question: an empty one is said at its box; a real one is a message and a notice.
    const empty = await act(c, { intent: "ask", question: "   " });
    expect(empty.status).toBe(400);
    expect(empty.refused).toMatchObject({ stepIntent: "ask", askError: "empty" });
    expect(draw(first, empty.refused!)).toContain("يُرجى كتابة سؤالك.");
    const asked = await act(c, { intent: "ask", question: "Can the sessions be twice a day?" });
    expect(asked.status).toBe(303);
    expect(asked.location!.hash).toBe("#plan-ask");
    const after = await page(c, asked.location!.search.replace(/^\?case=[^&]+/, ""));
    expect(after.notice.asked).toBe(true);
    expect(draw(after)).toContain("أُرسل سؤالك.");
    const messages = await listCaseMessages(database.db, services.healthKey, c, { withNotes: false });
    expect(messages.map((m) => [m.kind, m.body])).toEqual([["from_patient", "Can the sessions be twice a day?"]]);

    // The doctor answers with a second version: the first is listed as replaced, and refused.
    await sendVersion(c, { stayDays: 21 });
    const second = await page(c);
    expect(second.steps.plan).toMatchObject({ latest: { version: 2 }, earlier: [{ version: 1 }], canAccept: true });
    const again = draw(second);
    expect(again).toContain("النسخة 1، أُرسلت في");
    expect(again).toContain(`/ar/international-patients/case/estimate/1?case=${c.reference}`);
    expect((await act(c, { intent: "accept", version: "1", understood: "on" })).refused).toMatchObject({ acceptError: "superseded" });
    // Without the box ticked: said beside the box.
    const unticked = await act(c, { intent: "accept", version: "2" });
    expect(unticked.status).toBe(400);
    expect(unticked.refused).toMatchObject({ acceptError: "confirm" });
    expect(draw(second, unticked.refused!)).toMatch(/id="plan-understood-error"[^>]*>يُرجى وضع علامة في هذا المربع/);

    const accepted = await act(c, { intent: "accept", version: "2", understood: "on" });
    expect(accepted.status).toBe(303);
    expect(accepted.location!.hash).toBe("#passports");
    const [row] = await database.db.select({ state: cases.state }).from(cases).where(eq(cases.id, c.id));
    expect(row!.state).toBe("accepted");
    const now = await page(c, accepted.location!.search.replace(/^\?case=[^&]+/, ""));
    expect(now.notice.accepted).toBe(true);
    expect(now.steps.plan).toMatchObject({ canAccept: false, canAsk: false, latest: { version: 2 } });
    expect(now.steps.plan!.latest.acceptedAt).not.toBeNull();
    expect(now.steps.passports).not.toBeNull();
    // Once accepted, a second acceptance or a question is refused.
    expect((await act(c, { intent: "accept", version: "2", understood: "on" })).refused).toMatchObject({ acceptError: "wrong-state" });
    expect((await act(c, { intent: "ask", question: "And now?" })).refused).toMatchObject({ askError: "wrong-state" });
  });

  it("offers no acceptance once the estimate expired, and refuses one sent anyway", async () => {
    const c = await newCase();
    await sendVersion(c, { validUntil: addDays(today(), -1) });
    const shown = await page(c);
    expect(shown.steps.plan).toMatchObject({ canAccept: false, expired: true, canAsk: true });
    const html = draw(shown);
    expect(html).not.toContain('name="understood"');
    expect(html).toContain("كان هذا التقدير صالحًا حتى");
    const refused = await act(c, { intent: "accept", version: "1", understood: "on" });
    expect(refused.status).toBe(409);
    expect(refused.refused).toMatchObject({ acceptError: "expired" });
    expect(draw(shown, refused.refused!)).toContain("لم يعد هذا التقدير صالحًا.");
  });
});

describe("passports, the letter and the arrival on the patient's page", () => {
  let c: TestCase;

  it("keeps a passport number of a wrong shape with its message in Arabic, then saves the corrected form", async () => {
    c = await newCase();
    // Not yet accepted: the form is not there, and a post of it is refused.
    await sendVersion(c);
    expect((await page(c)).steps.passports).toBeNull();
    expect((await act(c, { intent: "passports", ...passports })).refused).toMatchObject({ passportRefusal: "wrong-state" });
    expect((await act(c, { intent: "accept", version: "1", understood: "on" })).status).toBe(303);

    const start = await page(c);
    // The travel window ends in March 2027: passports valid until 30 September 2027 at least.
    expect(start.steps.passports).toMatchObject({ minExpiry: "2027-09-30", saved: false });
    expect(start.steps.passports!.values[pf(0, "fullName")]).toBe("Khalid Al-Harthy");
    expect(draw(start)).toContain("يجب أن يكون كل جواز سفر صالحًا حتى 30 سبتمبر 2027 على الأقل");

    const bad = await act(c, { intent: "passports", ...passports, [pf(0, "number")]: "K12" });
    expect(bad.status).toBe(400);
    expect(bad.refused!.passportErrors).toEqual({ [pf(0, "number")]: "numberShape" });
    expect(bad.refused!.passportValues).toMatchObject({ [pf(0, "number")]: "K12", [pf(1, "fullName")]: "Salim Khalid Al-Harthy" });
    const html = draw(start, bad.refused!);
    expect(html).toMatch(/id="passport-0-number"[^>]*value="K12"|value="K12"[^>]*id="passport-0-number"/);
    expect(html).toContain('aria-describedby="passport-0-number-hint passport-0-number-error"');
    expect(html).toMatch(/id="passport-0-number-error" class="field-error">يتكوّن رقم جواز السفر من 6 إلى 9 حروف وأرقام/);
    expect(html).toContain('value="Salim Khalid Al-Harthy"');
    expect(html).toContain("لم يُحفظ شيء: يُرجى مراجعة الحقول المشار إليها.");
    expect(await loadPassports(database.db, services.healthKey, c.id)).toBeNull();

    const good = await act(c, { intent: "passports", ...passports });
    expect(good.status).toBe(303);
    expect(good.location!.hash).toBe("#passports");
    const saved = await loadPassports(database.db, services.healthKey, c.id);
    expect(saved!.people.map((p) => [p.role, p.number, p.relation])).toEqual([
      ["patient", "K1234567", ""],
      ["attendant", "K7654321", "Son"],
    ]);
    const shown = await page(c, good.location!.search.replace(/^\?case=[^&]+/, ""));
    expect(shown.notice.passportsSaved).toBe(true);
    expect(shown.steps.passports).toMatchObject({ saved: true });
    expect(draw(shown)).toContain("حُفظت بيانات جوازات السفر.");
  });

  it("shows the letter once issued (its PDF and its check), and as withdrawn once revoked", async () => {
    const woken: number[] = [];
    const stop = onCaseNoticesQueued(() => woken.push(Date.now()));
    try {
      const form = new FormData();
      form.set("intent", "letter-issue");
      const outcome = await caseDocumentsAction(database.db, services.healthKey, c.id, admin, form, new Date(), { siteUrl: ORIGIN });
      expect(outcome.ok).toBe(true);
      // The letter's mail was queued, and the outbox told at once.
      expect(woken).toHaveLength(1);
    } finally {
      stop();
    }
    const notices = await database.db.select({ kind: caseNotices.kind }).from(caseNotices).where(eq(caseNotices.caseId, c.id));
    expect(notices.map((n) => n.kind)).toContain("letter");

    const shown = await page(c);
    expect(shown.steps.passports).toBeNull();
    const serial = shown.steps.letter!.standing!.serial;
    expect(isLetterSerial(serial)).toBe(true);
    expect(shown.steps.letter).toMatchObject({ standing: { verifyUrl: `${ORIGIN}/verify/${serial}` }, revoked: [] });
    const html = draw(shown);
    expect(html).toContain("خطاب الدعوة للتأشيرة");
    expect(html).toContain(`href="/ar/international-patients/case/letter?case=${c.reference}"`);
    expect(html).toContain("تنزيل الخطاب (ملف PDF بالإنجليزية، كما تطلب البعثات الهندية)");
    expect(html).toContain(`href="/verify/${serial}"`);
    expect(html).toContain(`${ORIGIN}/verify/${serial}`);

    // Revoked: said as withdrawn, and the case is back for corrected passports.
    expect(await revokeLetter(database.db, serial, "Wrong passport number", admin, new Date())).toEqual({ ok: true });
    const revoked = await page(c);
    expect(revoked.steps.letter).toMatchObject({ standing: null, revoked: [{ serial }] });
    expect(revoked.steps.passports).toMatchObject({ saved: true });
    expect(draw(revoked)).toMatch(new RegExp(`سُحب الخطاب \u2066${serial}\u2069 الصادر في .* ولم يعد صالحًا`));
    const reissued = await issueLetter(database.db, services.healthKey, c.id, admin, new Date(), { siteUrl: ORIGIN });
    if (!reissued.ok) throw new Error(reissued.reason);
    const both = await page(c);
    expect(both.steps.letter).toMatchObject({ standing: { serial: reissued.serial }, revoked: [{ serial }] });
  });

  it("takes the arrival once the letter is issued (each mistake at its field, in Arabic), making the tasks; it can be changed", async () => {
    const shown = await page(c);
    expect(shown.steps.arrival).toMatchObject({ told: null, canChange: true });
    const bad = await act(c, { intent: "arrival", date: addDays(today(), -2), time: "25:00", flight: "12", note: "" });
    expect(bad.status).toBe(400);
    expect(bad.refused!.arrivalErrors).toEqual({ time: "time", flight: "flight" });
    const past = await act(c, { intent: "arrival", date: addDays(today(), -2), time: "14:30", flight: "WY 201", note: "" });
    expect(past.refused!.arrivalErrors).toEqual({ date: "past" });
    expect(past.refused!.arrivalValues).toEqual({ date: addDays(today(), -2), time: "14:30", flight: "WY 201", note: "" });
    const html = draw(shown, bad.refused!);
    expect(html).toContain("يُرجى إدخال وقت الهبوط بتوقيت الهند");
    expect(html).toContain("يُرجى إدخال رقم الرحلة كما في التذكرة");
    expect(html).toContain('value="12"');
    expect(html).toContain("وقت الهبوط (بتوقيت الهند)");

    const day = addDays(today(), 20);
    const told = await act(c, { intent: "arrival", date: day, time: "14:30", flight: "wy 201", note: "Wheelchair at the gate, please" });
    expect(told.status).toBe(303);
    expect(told.location!.hash).toBe("#arrival");
    const [row] = await database.db.select({ state: cases.state }).from(cases).where(eq(cases.id, c.id));
    expect(row!.state).toBe("travel_booked");
    const tasks = await listTasks(database.db, [c.id]);
    const landing = new Date(`${day}T14:30:00+05:30`);
    expect(tasks.map((t) => [t.kind, t.dueAt.toISOString()])).toEqual([
      ["pickup", landing.toISOString()],
      ["form_c", new Date(landing.getTime() + 24 * 3_600_000).toISOString()],
    ]);
    const after = await page(c, told.location!.search.replace(/^\?case=[^&]+/, ""));
    expect(after.steps.arrival).toMatchObject({
      told: { date: day, time: "14:30", flight: "WY 201", note: "Wheelchair at the gate, please" },
      canChange: true,
    });
    const drawn = draw(after);
    expect(drawn).toContain("حُفظت بيانات الوصول.");
    expect(drawn).toContain("تغيير بيانات الوصول");
    expect(drawn).toContain("\u2066WY 201\u2069");

    // Changed: the tasks follow.
    expect((await act(c, { intent: "arrival", date: day, time: "22:05", flight: "WY 203", note: "" })).status).toBe(303);
    const moved = await listTasks(database.db, [c.id]);
    expect(moved.find((t) => t.kind === "pickup")!.dueAt.toISOString()).toBe(new Date(`${day}T22:05:00+05:30`).toISOString());
  });

  it("takes the arrival before the letter too, leaving the case at accepted so the letter can still be issued", async () => {
    const other = await newCase();
    await sendVersion(other);
    expect((await page(other)).steps.arrival).toBeNull();
    expect((await act(other, { intent: "accept", version: "1", understood: "on" })).status).toBe(303);
    expect((await page(other)).steps.arrival).not.toBeNull();
    const saved = await act(other, { intent: "arrival", date: addDays(today(), 20), time: "14:30", flight: "WY 201", note: "" });
    expect(saved.status).toBe(303);
    const [row] = await database.db.select({ state: cases.state }).from(cases).where(eq(cases.id, other.id));
    expect(row!.state).toBe("accepted");
    expect((await listTasks(database.db, [other.id])).map((t) => t.kind)).toEqual(["pickup", "form_c"]);
  });

  it("wakes the outbox when staff send a plan", async () => {
    const other = await newCase();
    const saved = await savePlanDraft(database.db, services.healthKey, other.id, planInput(), doctor, new Date());
    if (!saved.ok) throw new Error(saved.reason);
    const woken: number[] = [];
    const stop = onCaseNoticesQueued(() => woken.push(1));
    try {
      const form = new FormData();
      form.set("intent", "plan-send");
      form.set("version", String(saved.version));
      expect((await caseDocumentsAction(database.db, services.healthKey, other.id, doctor, form, new Date(), { siteUrl: ORIGIN })).ok).toBe(
        true,
      );
    } finally {
      stop();
    }
    expect(woken).toHaveLength(1);
  });
});
