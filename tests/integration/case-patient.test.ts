// Issue 48 item 1 and the patient's half of item 2, on a real database (PGlite, and PostgreSQL
// in CI's second run) with the real encrypted store and a real SMTP server on loopback: the
// request form with reports (a file that is not what its name says is refused by name), a form
// with a mistake keeps its files for the corrected one, the e-mailed link asks a new device for
// a one-time code, wrong codes are spent and throttled, another case's or an altered link opens
// nothing, an expired one offers a new link, and the patient writes, sends files and downloads
// their own file (the exact bytes, the view logged); the mails go out in the case's language.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { action as newCaseAction } from "~/routes/case-new";
import { action as pageAction, loader as pageLoader } from "~/routes/case-page";
import { action as filesAction } from "~/routes/case-files";
import { loader as fileLoader } from "~/routes/case-file";
import type { CaseFormAnswer } from "~/lib/case-view";
import { caseLinkToken, caseSecret } from "~/server/cases/case-access.server";
import type { CaseActionData, CaseLoaderData } from "~/server/cases/case-patient-page.server";
import { addCaseMessage, listCaseFiles, listCaseMessages, listFileViews, loadCase } from "~/server/cases/case-records.server";
import type { AppServices } from "~/server/context.server";
import type { Database } from "~/server/db/client.server";
import { caseCodes, caseNotices, cases, healthDocumentDeletions } from "~/server/db/schema.server";
import { sendDueCaseNotices } from "~/server/jobs/case-notices.server";
import { createMailer, type Mailer } from "~/server/mail/transport.server";
import { makeContext, makeServices, routeArgs } from "../support/services";
import { startTestSmtp, type TestSmtp } from "../support/smtp";
import { createTestDatabase } from "../support/test-db";

const ORIGIN = "https://samudra.example";
const DAY = 86_400_000;

let database: Database;
let services: AppServices;
let smtp: TestSmtp;
let mailer: Mailer | null;
let ipCount = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtp();
  services = makeServices(database, {
    SMTP_URL: smtp.url,
    MAIL_FROM: "Samudra <website@samudra.example>",
    SITE_URL: ORIGIN,
    SITE_LANGUAGES: "en,hi,te,ar",
  });
  mailer = createMailer(services.env);
});
afterAll(async () => {
  mailer?.close();
  await smtp.stop();
  await database.close();
});
afterEach(() => {
  smtp.mails.length = 0;
});

/** Each test its own connection: the per-connection limits are tested where they are meant. */
const freshIp = () => `198.51.100.${++ipCount}`;

const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n% discharge summary\n", "latin1"), randomBytes(40_000)]);
let PNG: Buffer;
beforeAll(async () => {
  PNG = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
});
const HTML_AS_PDF = Buffer.from("<!doctype html><title>x</title><script>alert(1)</script>");

const FIELDS: Record<string, string> = {
  patientName: "Khalid Al-Harthy",
  age: "58",
  writtenBy: "Son, Salim",
  country: "Oman",
  condition: "Stroke in March 2025",
  currentState: "Walks with a stick",
  treatments: "",
  medicines: "Aspirin 75 mg",
  allergies: "",
  travelFrom: "2027-02",
  travelTo: "2027-03",
  attendant1Name: "Salim Al-Harthy",
  attendant1Relation: "Son",
  attendant2Name: "",
  attendant2Relation: "",
  email: "salim@example.com",
  whatsapp: "+968 9123 4567",
  consent: "on",
};

function multipart(fields: Record<string, string | string[]>, files: Array<{ name: string; bytes: Buffer; type: string }>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) form.append(k, one);
  for (const f of files) form.append("files", new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  return form;
}

const postForm = (path: string, body: FormData, cookie?: string) =>
  new Request(`${ORIGIN}${path}`, { method: "POST", body, headers: { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) } });
const postFields = (path: string, fields: Record<string, string>, cookie?: string) =>
  new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
  });
const get = (path: string, cookie?: string) => new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} });

async function settle<T>(run: () => Promise<T> | T): Promise<{ value?: T; thrown?: unknown }> {
  try {
    return { value: await run() };
  } catch (thrown) {
    return { thrown };
  }
}
const asResponse = (outcome: { value?: unknown; thrown?: unknown }) => (outcome.thrown ?? outcome.value) as Response;
const cookieOf = (response: Response) => response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
type Answer<T> = { data: T; init: { status?: number; headers?: Record<string, string> } | null };
const answerOf = <T>(outcome: { value?: unknown; thrown?: unknown }) => {
  if (outcome.thrown) throw outcome.thrown;
  return outcome.value as Answer<T>;
};

async function submit(path: string, fields: Record<string, string | string[]>, files: Parameters<typeof multipart>[1], ip = freshIp()) {
  const context = makeContext(services, ip);
  return settle(() => newCaseAction(routeArgs(postForm(path, multipart(fields, files)), context, path) as never));
}

async function page(path: string, cookie?: string, ip = freshIp()) {
  const outcome = await settle(() => pageLoader(routeArgs(get(path, cookie), makeContext(services, ip), path) as never));
  return answerOf<CaseLoaderData>(outcome);
}

async function act(path: string, fields: Record<string, string>, cookie?: string, ip = freshIp()) {
  return settle(() => pageAction(routeArgs(postFields(path, fields, cookie), makeContext(services, ip), path) as never));
}

/** Sends the request form with two reports and returns the new case and its device cookie. */
async function newCase(locale: "ar" | "en" = "ar") {
  const path = `${locale === "en" ? "" : `/${locale}`}/international-patients/treatment-plan`;
  const outcome = await submit(path, FIELDS, [
    { name: "discharge summary.pdf", bytes: PDF, type: "application/pdf" },
    { name: "MRI.png", bytes: PNG, type: "image/png" },
  ]);
  const response = asResponse(outcome);
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get("Location")!, ORIGIN);
  const reference = location.searchParams.get("case")!;
  const c = (await loadCase(database.db, services.healthKey, { reference }))!;
  return { c, cookie: cookieOf(response), location };
}

const round = () => sendDueCaseNotices(services, mailer);

describe("the treatment plan request", () => {
  it("becomes a case with the two reports, and names the file that is not what its name says", async () => {
    const outcome = await submit("/ar/international-patients/treatment-plan", FIELDS, [
      { name: "discharge summary.pdf", bytes: PDF, type: "application/pdf" },
      { name: "MRI.png", bytes: PNG, type: "image/png" },
      { name: "evil.pdf", bytes: HTML_AS_PDF, type: "application/pdf" },
    ]);
    const response = asResponse(outcome);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("Location")!, ORIGIN);
    expect(location.pathname).toBe("/ar/international-patients/case");
    const cookie = response.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^case_access=[^;]+; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure$/);

    const c = (await loadCase(database.db, services.healthKey, { reference: location.searchParams.get("case")! }))!;
    expect(c).toMatchObject({ locale: "ar", country: "OM", state: "new" });
    expect(c.details).toMatchObject({ patientName: "Khalid Al-Harthy", age: 58, whatsapp: "+96891234567" });
    expect(c.details.attendants).toEqual([{ name: "Salim Al-Harthy", relation: "Son" }]);
    const files = await listCaseFiles(database.db, services.healthKey, c.id);
    expect(files.map((f) => [f.name, f.contentType])).toEqual([
      ["discharge summary.pdf", "application/pdf"],
      ["MRI.png", "image/png"],
    ]);

    // The case page, on this device, thanks and names the refused file.
    const shown = await page(`${location.pathname}${location.search}`, cookieOf(response));
    expect(shown.init?.headers).toMatchObject({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" });
    if (shown.data.kind !== "case") throw new Error(`expected the case, got ${shown.data.kind}`);
    expect(shown.data.notice.sent).toEqual({ email: "s•••@example.com", refused: [{ name: "evil.pdf", reason: "type" }], tooMany: false });
    expect(shown.data.view.files).toHaveLength(2);
    expect(shown.data.view.state).toBe("new");
  });

  it("keeps the files of a form with a mistake, and the corrected form adopts them", async () => {
    const ip = freshIp();
    const first = answerOf<CaseFormAnswer>(
      await submit(
        "/international-patients/treatment-plan",
        { ...FIELDS, patientName: "", travelFrom: "2027-05" },
        [{ name: "scan.pdf", bytes: PDF, type: "application/pdf" }],
        ip,
      ),
    );
    expect(first.init?.status).toBe(400);
    expect(first.data.errors).toEqual({
      patientName: "Please enter the patient's name.",
      travelTo: "The latest month cannot come before the earliest one.",
    });
    expect(first.data.values).toMatchObject({
      age: "58",
      condition: "Stroke in March 2025",
      email: "salim@example.com",
      travelFrom: "2027-05",
    });
    expect(first.data.pending.map((p) => p.name)).toEqual(["scan.pdf"]);
    expect(await database.db.select().from(healthDocumentDeletions)).toHaveLength(1);

    // Corrected, with the kept file ticked and one more chosen.
    const outcome = await submit(
      "/international-patients/treatment-plan",
      { ...FIELDS, pending: first.data.pending.map((p) => p.token) },
      [{ name: "MRI.png", bytes: PNG, type: "image/png" }],
      ip,
    );
    const location = new URL(asResponse(outcome).headers.get("Location")!, ORIGIN);
    const c = (await loadCase(database.db, services.healthKey, { reference: location.searchParams.get("case")! }))!;
    expect((await listCaseFiles(database.db, services.healthKey, c.id)).map((f) => f.name)).toEqual(["scan.pdf", "MRI.png"]);
    // Adopted: the clean-up no longer waits to remove it.
    expect(await database.db.select().from(healthDocumentDeletions)).toHaveLength(0);
    // An altered token adopts nothing.
    const altered = answerOf<CaseFormAnswer>(
      await submit("/international-patients/treatment-plan", { ...FIELDS, consent: "", pending: "hd1.x.y" }, [], ip),
    );
    expect(altered.data.pending).toEqual([]);
    expect(altered.data.errors.consent).toBe("Please tick this box: we cannot review health documents without your agreement.");
  });

  it("limits the cases one connection sends in an hour, a form with a mistake not counted", async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      expect(
        answerOf<CaseFormAnswer>(await submit("/international-patients/treatment-plan", { ...FIELDS, age: "" }, [], ip)).init?.status,
      ).toBe(400);
    }
    for (let i = 0; i < 5; i++) expect(asResponse(await submit("/international-patients/treatment-plan", FIELDS, [], ip)).status).toBe(303);
    const refused = answerOf<CaseFormAnswer>(await submit("/international-patients/treatment-plan", FIELDS, [], ip));
    expect(refused.init?.status).toBe(429);
    expect(refused.data.retryMinutes).toBeGreaterThan(0);
  });
});

describe("the private link and a new device", () => {
  it("asks for a code sent to the mailbox on file; the right code remembers the device", async () => {
    const { c } = await newCase("ar");
    await round();
    smtp.mails.length = 0;
    const secret = await caseSecret(database.db);
    const path = `/ar/international-patients/case?link=${caseLinkToken(secret, c, new Date())}`;
    const first = await page(path);
    expect(first.data).toMatchObject({ kind: "access", reference: c.reference, email: "s•••@example.com", codeSent: false });

    const asked = asResponse(await act(path, { intent: "send-code" }));
    expect(asked.status).toBe(303);
    expect(asked.headers.get("Location")).toBe(`${path}&code=sent#code`);
    const [code] = await database.db.select().from(caseCodes).where(eq(caseCodes.caseId, c.id));
    expect(code!.codeHash).not.toMatch(/^\d{6}$/);

    expect(await round()).toMatchObject({ sent: 1 });
    const codeMail = smtp.mails.find((m) => m.parsed.subject?.includes("رمزك"))!;
    expect(codeMail.envelopeTo).toEqual(["salim@example.com"]);
    const typed = /\b(\d{6})\b/.exec(codeMail.parsed.text ?? "")![1]!;
    // Sent, the code is wiped from its notice.
    const notices = await database.db.select().from(caseNotices).where(eq(caseNotices.caseId, c.id));
    expect(notices.every((n) => n.status === "sent" && n.sealedCode === null)).toBe(true);

    const entered = asResponse(await act(path, { intent: "enter-code", code: typed }));
    expect(entered.status).toBe(303);
    expect(entered.headers.get("Location")).toBe(`/ar/international-patients/case?case=${c.reference}`);
    const cookie = cookieOf(entered);
    const shown = await page(path, cookie);
    expect(shown.data.kind).toBe("case");
    if (shown.data.kind === "case") expect(shown.data.view.files.map((f) => f.name)).toEqual(["discharge summary.pdf", "MRI.png"]);
    // The code is used up.
    expect(answerOf<CaseActionData>(await act(path, { intent: "enter-code", code: typed })).data.accessError).toBe("codeSpent");
  });

  it("spends a code after five wrong tries, and throttles the tries of one connection", async () => {
    const { c } = await newCase("en");
    const secret = await caseSecret(database.db);
    const path = `/international-patients/case?link=${caseLinkToken(secret, c, new Date())}`;
    const ip = freshIp();
    await act(path, { intent: "send-code" }, undefined, ip);
    const wrong = async () => answerOf<CaseActionData>(await act(path, { intent: "enter-code", code: "000000" }, undefined, ip));
    for (let i = 0; i < 4; i++) expect((await wrong()).data.accessError).toBe("codeWrong");
    expect((await wrong()).data.accessError).toBe("codeSpent");
    expect((await wrong()).data.accessError).toBe("codeSpent");
    expect(answerOf<CaseActionData>(await act(path, { intent: "enter-code", code: "12" }, undefined, ip)).data.accessError).toBe(
      "codeFormat",
    );
    for (let i = 0; i < 3; i++) await wrong();
    // Ten tries in fifteen minutes from one connection: the eleventh waits.
    const throttled = answerOf<CaseActionData>(await act(path, { intent: "enter-code", code: "111111" }, undefined, ip));
    expect(throttled.init?.status).toBe(429);
    expect(throttled.data.retryMinutes).toBeGreaterThan(0);
    // Three codes in fifteen minutes, then no more.
    await act(path, { intent: "send-code" });
    await act(path, { intent: "send-code" });
    const fourth = answerOf<CaseActionData>(await act(path, { intent: "send-code" }));
    expect(fourth.data.accessError).toBe("codeLimit");
  });

  it("opens nothing with an altered link, another case's, or a reference this device does not hold", async () => {
    const a = await newCase("en");
    const b = await newCase("en");
    const secret = await caseSecret(database.db);
    const tokenA = caseLinkToken(secret, a.c, new Date());
    const [, day, mac] = tokenA.split(".");
    for (const token of [`${b.c.id.toString(36)}.${day}.${mac}`, `${tokenA.slice(0, -2)}xx`, "garbage"]) {
      const shown = await page(`/ar/international-patients/case?link=${token}`);
      expect(shown.init?.status).toBe(404);
      expect(shown.data).toEqual({ kind: "invalid" });
    }
    // B's device does not open A by its reference.
    const shown = await page(`/international-patients/case?case=${a.c.reference}`, b.cookie);
    expect(shown.data).toEqual({ kind: "invalid" });
    // With both cookies merged (a family's device), the page without a case lists both.
    const secretCookie = `${a.cookie.split("=")[1]}~${b.cookie.split("=")[1]}`;
    const listed = await page("/international-patients/case", `case_access=${secretCookie}`);
    expect(listed.data).toEqual({ kind: "none", references: [a.c.reference, b.c.reference] });
  });

  it("offers a new link for an expired one, saying the same whether or not one was sent", async () => {
    const { c } = await newCase("ar");
    await round();
    smtp.mails.length = 0;
    const secret = await caseSecret(database.db);
    const path = `/ar/international-patients/case?link=${caseLinkToken(secret, c, new Date(Date.now() - 31 * DAY))}`;
    const shown = await page(path);
    expect(shown.init?.status).toBe(410);
    expect(shown.data.kind).toBe("expired");
    expect(answerOf<CaseActionData>(await act(path, { intent: "new-link" })).data).toEqual({ newLinkSent: true });
    expect(answerOf<CaseActionData>(await act(path, { intent: "new-link" })).data).toEqual({ newLinkSent: true });
    expect(
      answerOf<CaseActionData>(await act("/ar/international-patients/case?link=zz.zz.zzzzzzzzzzzzzzzzzzzzzz", { intent: "new-link" })).data,
    ).toEqual({
      newLinkSent: true,
    });
    expect(await round()).toMatchObject({ sent: 1 });
    const [mail] = smtp.mails;
    expect(mail!.parsed.subject).toContain(c.reference);
    const link = /https:\/\/samudra\.example\/ar\/international-patients\/case\?link=[0-9a-z.A-Z_-]+/.exec(mail!.parsed.text ?? "")![0];
    expect((await page(new URL(link).pathname + new URL(link).search)).data.kind).toBe("access");
  });
});

describe("on the case page", () => {
  it("the patient writes, sends more files and downloads their own, each opening logged", async () => {
    const { c, cookie } = await newCase("en");
    const path = `/international-patients/case?case=${c.reference}`;

    const empty = answerOf<CaseActionData>(await act(path, { intent: "reply", body: "  " }, cookie));
    expect(empty.data.replyError).toBe("Please write a message.");
    const wrote = asResponse(await act(path, { intent: "reply", body: "He can walk 200 m now." }, cookie));
    expect(wrote.status).toBe(303);
    const messages = await listCaseMessages(database.db, services.healthKey, c, { withNotes: false });
    expect(messages.map((m) => [m.kind, m.body])).toEqual([["from_patient", "He can walk 200 m now."]]);
    // No device, no writing.
    expect(answerOf<CaseActionData>(await act(path, { intent: "reply", body: "x" })).init?.status).toBe(404);

    const filesPath = `/international-patients/case/files?case=${c.reference}`;
    const sent = asResponse(
      await settle(() =>
        filesAction(
          routeArgs(
            postForm(
              filesPath,
              multipart({}, [
                { name: "new-report.pdf", bytes: PDF, type: "application/pdf" },
                { name: "photo.pdf", bytes: HTML_AS_PDF, type: "application/pdf" },
              ]),
              cookie,
            ),
            makeContext(services, freshIp()),
            filesPath,
          ) as never,
        ),
      ),
    );
    expect(sent.status).toBe(303);
    const back = new URL(sent.headers.get("Location")!, ORIGIN);
    const shown = await page(back.pathname + back.search, cookie);
    if (shown.data.kind !== "case") throw new Error("no case");
    expect(shown.data.notice.files).toMatchObject({ added: 1, refused: [{ name: "photo.pdf", reason: "type" }] });
    expect(shown.data.view.files.map((f) => f.name)).toEqual(["discharge summary.pdf", "MRI.png", "new-report.pdf"]);
    expect(shown.data.view.messages).toMatchObject([{ fromPatient: true, body: "He can walk 200 m now." }]);

    const file = shown.data.view.files[0]!;
    const download = (who?: string) =>
      fileLoader(
        routeArgs(
          get(`/international-patients/case/files/${file.id}`, who),
          makeContext(services),
          "/international-patients/case/files/:fileId",
          {
            fileId: String(file.id),
          },
        ) as never,
      ) as Promise<Response>;
    const response = await download(cookie);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "application/octet-stream",
      "content-disposition": `attachment; filename="discharge summary.pdf"; filename*=UTF-8''discharge%20summary.pdf`,
      "x-content-type-options": "nosniff",
      "cache-control": "no-store, no-transform",
      "content-security-policy": "sandbox; default-src 'none'",
    });
    expect(await listFileViews(database.db, c.id)).toMatchObject([{ fileId: file.id, userId: null, byPatient: true }]);
    // Without the device's cookie, or with another case's, there is no such file.
    expect((await download()).status).toBe(404);
    const other = await newCase("en");
    expect((await download(other.cookie)).status).toBe(404);
    expect(await listFileViews(database.db, c.id)).toHaveLength(1);
  });

  it("tells the patient of the clinic's message by mail in the case's language, without the message", async () => {
    const { c } = await newCase("ar");
    await round();
    smtp.mails.length = 0;
    await addCaseMessage(database.db, services.healthKey, c, {
      kind: "to_patient",
      body: "Please send the MRI of June 2025.",
      userId: null,
      now: new Date(),
    });
    expect(await round()).toMatchObject({ sent: 1 });
    const [mail] = smtp.mails;
    expect(mail!.parsed.subject).toContain(`رسالة جديدة بخصوص الحالة ${c.reference}`);
    expect(mail!.parsed.text).not.toContain("MRI of June");
    expect(mail!.parsed.html).not.toContain("MRI of June");
    expect(mail!.parsed.html).toContain('dir="rtl"');
    expect(mail!.parsed.text).toContain("/ar/international-patients/case?link=");
  });
});

describe("the case notices", () => {
  it("send the link mail once, in the case's language, and retry a mail server that is down", async () => {
    const { c } = await newCase("en");
    const down = createMailer({ SMTP_URL: "smtp://127.0.0.1:9", MAIL_FROM: "Samudra <website@samudra.example>" });
    const failed = await sendDueCaseNotices(services, down);
    down?.close();
    expect(failed).toMatchObject({ sent: 0, retried: 1 });
    const [row] = await database.db.select().from(caseNotices).where(eq(caseNotices.caseId, c.id));
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.lastError).not.toContain("salim@example.com");
    // Due again after its delay: sent then, once.
    await database.db
      .update(caseNotices)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(caseNotices.caseId, c.id));
    expect(await round()).toMatchObject({ sent: 1 });
    expect(await round()).toMatchObject({ sent: 0 });
    const [mail] = smtp.mails;
    expect(mail!.parsed.subject).toContain(`your case ${c.reference}`);
    expect(mail!.parsed.text).toContain("Open your case page: https://samudra.example/international-patients/case?link=");
    // The case deleted meanwhile: nothing is sent.
    await database.db.delete(cases).where(eq(cases.id, c.id));
  });
});
