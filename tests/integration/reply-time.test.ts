// One promised reply time (issue 44, decision 078): the International Patients and Wellness
// pages and the forms' confirmation promise the same hours, the clinic settings' "We reply
// within", in the page's language; an admin publishing another number changes them all.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clinicSettingsSeed } from "~/content/clinic";
import { action as editorAction } from "~/routes/admin/document-editor";
import { loader as internationalLoader } from "~/routes/international-patients";
import { loader as wellnessLoader } from "~/routes/wellness-programs";
import { CLINIC_SETTINGS_REF } from "~/server/content/clinic-settings.server";
import { getDocumentState } from "~/server/content/documents.server";
import type { Database } from "~/server/db/client.server";
import { inquiries, rateLimits } from "~/server/db/schema.server";
import { postForm, settle, staffContext, statusOf } from "../support/admin-content-calls";
import { formFields } from "../support/document-fields";
import { postInquiryApi } from "../support/inquiry-api";
import { createTestDatabase } from "../support/test-db";
import { makeContext, makeServices, routeArgs } from "../support/services";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(inquiries);
  await database.db.delete(rateLimits);
});

const ALL = { SITE_LANGUAGES: "en,hi,te,ar" };
const context = () => makeContext(makeServices(database, ALL));
const prefix = (lang: string) => (lang === "en" ? "" : `/${lang}`);

async function internationalPage(lang: string) {
  const path = `${prefix(lang)}/international-patients`;
  const data = await internationalLoader(routeArgs(new Request(`http://localhost${path}`), context(), path) as never);
  return data.page;
}

async function wellnessPage(lang: string) {
  const path = `${prefix(lang)}/wellness-programs`;
  const data = await wellnessLoader(routeArgs(new Request(`http://localhost${path}`), context(), path) as never);
  return data.page;
}

/** What the confirmation says will happen next, after an e-mail-only international inquiry. */
async function confirmationNext(lang: string) {
  const { data } = await postInquiryApi(
    "international",
    { fullName: "Fatima Al Harthy", country: "Oman", contact: "fatima@example.om", therapy: "HBOT", travelDates: "", message: "" },
    context(),
    { query: `?lang=${lang}` },
  );
  expect(data.status).toBe("sent");
  return data.confirmation?.next ?? "";
}

async function publishReplyHours(hours: number) {
  const version = (await getDocumentState(database.db, CLINIC_SETTINGS_REF))?.version ?? 1;
  const path = "/admin/content/clinic-settings";
  const body = formFields(clinicSettingsSeed, {
    _version: String(version),
    intent: "publish",
    "notifications.overdueHours": String(hours),
  });
  const outcome = await settle(async () =>
    editorAction(routeArgs(postForm(path, body), await staffContext(database, "admin"), path, { type: "clinic-settings" }) as never),
  );
  expect(statusOf(outcome)).toBeLessThan(400);
  expect((await getDocumentState(database.db, CLINIC_SETTINGS_REF))?.version).toBe(version + 1);
}

// The words each language uses for the promise, as the pages and the confirmation print them.
const within = {
  en: (h: number) => `within ${h} hours`,
  hi: (h: number) => `${h} घंटों के भीतर`,
  te: (h: number) => `${h} గంటలలోపు`,
  ar: (h: number) => (h <= 10 ? `خلال ${h} ساعات` : `خلال ${h} ساعة`),
} as const;

async function expectPromised(hours: number) {
  for (const lang of ["en", "hi", "te", "ar"] as const) {
    const promise = within[lang](hours);
    const international = await internationalPage(lang);
    const replyFact = international.location.facts.find((f) => f.icon === "Clock");
    expect(replyFact?.value, `${lang}: the international page's reply fact`).toContain(promise);
    expect(international.contact.intro, `${lang}: the international form's introduction`).toContain(promise);
    expect(JSON.stringify(international)).not.toMatch(/2-4|\{responseTime\}/);
    const wellness = await wellnessPage(lang);
    expect(wellness.booking.responsePromise, `${lang}: the wellness page's promise`).toContain(promise);
    expect(JSON.stringify(wellness)).not.toMatch(/\{responseTime\}/);
    expect(await confirmationNext(lang), `${lang}: the confirmation`).toContain(promise);
  }
}

describe("the promised reply time", () => {
  it("is the same on the pages and in the confirmation, in every language: the cautious 24 hours by default", async () => {
    await expectPromised(24);
  });

  it("follows the clinic settings when an admin publishes another number, pages and confirmation alike", async () => {
    await publishReplyHours(6);
    await expectPromised(6);
  });
});
