import { count, desc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action } from "~/routes/home";
import { loader as apiLoader } from "~/routes/inquiry-api";
import type { Database } from "~/server/db/client.server";
import { inquiries, rateLimits } from "~/server/db/schema.server";
import { createTestDatabase } from "../support/test-db";
import { ORIGIN, postInquiryApi } from "../support/inquiry-api";
import { formRequest, makeContext, makeServices, routeArgs } from "../support/services";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(inquiries);
  await database.db.delete(rateLimits);
});

const valid = { name: "Asha Rao", phone: "+91 98480 12345", service: "Cryotherapy", message: "Knee pain" };
const expectedText = "Hello Samudra, I would like to book a consultation for Cryotherapy.\nName: Asha Rao\nMessage: Knee pain";

type Opts = { ip?: string; env?: Record<string, string> };
const contextFor = (opts: Opts = {}) => makeContext(makeServices(database, opts.env), opts.ip);

/** The home page's own action: the plain HTML form, without JavaScript. */
async function submitPage(fields: Record<string, string>, opts: Opts = {}) {
  const args = routeArgs(formRequest("/?index", fields), contextFor(opts)) as Parameters<typeof action>[0];
  try {
    return await action(args);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The JSON endpoint the form's island posts to. */
const submitApi = (fields: Record<string, string>, opts: Opts = {}, form = "home") => postInquiryApi(form, fields, contextFor(opts));

const PHONE_INVALID =
  "This is not a phone number we can reach: please check the digits, and outside India start with the country code, e.g. +44 7700 900123.";

const stored = async () => (await database.db.select({ n: count() }).from(inquiries))[0]?.n ?? 0;
const latest = async () => (await database.db.select().from(inquiries).orderBy(desc(inquiries.id)).limit(1))[0];

describe("home inquiry, plain HTML form (page action)", () => {
  it("answers with the confirmation page itself after storing it (no redirect: nothing typed in an address)", async () => {
    const result = await submitPage(valid);
    if (result instanceof Response) throw new Error("expected data, not a redirect");
    expect(result.init?.status).toBe(200);
    expect(result.data.status).toBe("sent");
    expect(result.data.whatsappUrl).toMatch(/^https:\/\/wa\.me\/919000011009\?text=Hello%20Samudra/);
    const reference = (await latest())?.reference;
    expect(result.data.confirmation).toEqual({
      reference,
      channel: "whatsapp",
      summary: [
        { label: "Your name", value: "Asha Rao" },
        { label: "Phone number", value: "+91 98480 12345" },
        { label: "Preferred service", value: "Cryotherapy" },
        { label: "Message (optional)", value: "Knee pain" },
      ],
      next: "To reach us straight away, open WhatsApp with your message and press send there.",
    });
    expect(await stored()).toBe(1);
  });

  it("gives each stored lead its own random reference", async () => {
    await submitPage(valid);
    const first = await latest();
    await submitPage(valid, { ip: "203.0.113.9" });
    const second = await latest();
    expect(first?.reference).toMatch(/^SAM-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(second?.reference).toMatch(/^SAM-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(second?.reference).not.toBe(first?.reference);
  });

  it("answers invalid input with 400, a message per field and the typed values for the page, storing nothing", async () => {
    const result = await submitPage({ name: "", phone: "call me", service: "Massage", message: "Hello" });
    if (result instanceof Response) throw new Error("expected data");
    expect(result.init?.status).toBe(400);
    expect(result.data.errors).toEqual({
      form: "Please check: Your name, Phone number, Preferred service.",
      name: "Please enter your name.",
      phone: PHONE_INVALID,
      service: "Please choose a service.",
    });
    expect(result.data.values).toEqual({ name: "", phone: "call me", service: "Massage", message: "Hello" });
    expect(await stored()).toBe(0);
  });

  it("re-renders a rate-limited post with 429, Retry-After and the same message the island shows", async () => {
    const env = { INQUIRY_RATE_LIMIT: "1" };
    expect(await submitPage(valid, { env })).toHaveProperty("data.status", "sent");
    const page = await submitPage(valid, { env });
    if (page instanceof Response) throw new Error("expected data");
    expect(page.init?.status).toBe(429);
    expect(new Headers(page.init?.headers).get("Retry-After")).toMatch(/^\d+$/);
    const api = await submitApi(valid, { env });
    expect(api.data.errors.form).toBe(page.data.errors.form);
    expect(page.data.values.name).toBe("Asha Rao");
  });
});

describe("POST /api/inquiries/:form (the forms' island)", () => {
  it("stores the lead, then answers 200 JSON with the WhatsApp link", async () => {
    const { response, data } = await submitApi(valid);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(data).toEqual({ status: "sent", whatsappUrl: expect.any(String), errors: {}, values: {}, confirmation: expect.any(Object) });
    expect(data.confirmation?.reference).toBe((await latest())?.reference);
    const url = new URL(data.whatsappUrl ?? "");
    expect(url.origin + url.pathname).toBe("https://wa.me/919000011009");
    expect(url.searchParams.get("text")).toBe(expectedText);
    expect(await latest()).toMatchObject({
      source: "home",
      name: "Asha Rao",
      phone: "+919848012345",
      interest: "Cryotherapy",
      message: "Knee pain",
      status: "new",
    });
    expect((await latest())?.ipHash).toMatch(/^[\w-]{32}$/);
    expect((await latest())?.ipHash).not.toContain("203.0.113.7");
  });

  it("stores each form under its own source", async () => {
    const international = { fullName: "Salim Al Harthy", country: "Oman", contact: "salim@example.com", therapy: "HBOT" };
    const wellness = { name: "Kiran Rao", email: "kiran@example.com", phone: "+91 98480 55555" };
    for (const [form, fields] of [
      ["home", valid],
      ["contact", valid],
      ["therapy", valid],
      ["international", international],
      ["wellness", wellness],
    ] as const) {
      const { response, data } = await submitApi(fields, {}, form);
      expect(response.status, form).toBe(200);
      expect(data.status, form).toBe("sent");
      expect((await latest())?.source).toBe(form);
    }
  });

  it("answers invalid input with 400, a message per field and the typed values, storing nothing", async () => {
    const { response, data } = await submitApi({ name: "", phone: "call me", service: "Massage", message: "Hello", website: "" });
    expect(response.status).toBe(400);
    expect(data).toEqual({
      status: "invalid",
      whatsappUrl: null,
      errors: {
        form: "Please check: Your name, Phone number, Preferred service.",
        name: "Please enter your name.",
        phone: PHONE_INVALID,
        service: "Please choose a service.",
      },
      values: { name: "", phone: "call me", service: "Massage", message: "Hello" },
    });
    expect(await stored()).toBe(0);
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const { response, data } = await submitApi({ ...valid, website: "http://spam.example" });
    expect(response.status).toBe(200);
    expect(data.status).toBe("sent");
    expect(await stored()).toBe(0);
  });

  it("limits each visitor to INQUIRY_RATE_LIMIT inquiries per window, answering 429 with Retry-After", async () => {
    const env = { INQUIRY_RATE_LIMIT: "2" };
    for (let i = 0; i < 2; i += 1) expect((await submitApi(valid, { env })).data.status).toBe("sent");
    const limited = await submitApi(valid, { env });
    expect(limited.response.status).toBe(429);
    expect(limited.response.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(limited.data.status).toBe("rate-limited");
    expect(limited.data.whatsappUrl).toBeNull();
    expect(limited.data.errors.form).toMatch(/^You have sent several messages in a short time\. Please try again in /);
    expect(limited.data.values.name).toBe("Asha Rao");
    expect(await stored()).toBe(2);
    // The page and the endpoint share one budget per visitor.
    const page = await submitPage(valid, { env });
    expect(page instanceof Response ? page.status : page.init?.status).toBe(429);

    const otherVisitor = await submitApi(valid, { env, ip: "198.51.100.2" });
    expect(otherVisitor.data.status).toBe("sent");
  });

  it("counts concurrent submissions exactly", async () => {
    const env = { INQUIRY_RATE_LIMIT: "5" };
    const results = await Promise.all(Array.from({ length: 8 }, () => submitApi(valid, { env })));
    const statuses = results.map((r) => r.response.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expect(await stored()).toBe(5);
  });

  it("refuses a post from another site, or one without Origin or Sec-Fetch-Site, with 403", async () => {
    const context = contextFor();
    const refused: Record<string, string>[] = [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }, {}];
    for (const headers of refused) {
      const { response, data } = await postInquiryApi("home", valid, context, { headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(data.error).toBe("This request did not come from this site.");
    }
    const sameSite = await postInquiryApi("home", valid, context, { headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(sameSite.response.status).toBe(200);
    expect(await stored()).toBe(1);
  });

  it("answers an unknown form with 404 and a body that is not form data with 415, storing nothing", async () => {
    const context = contextFor();
    const unknown = await postInquiryApi("newsletter", valid, context);
    expect(unknown.response.status).toBe(404);
    const json = await postInquiryApi("home", {}, context, {
      headers: { Origin: ORIGIN, "Content-Type": "application/json" },
      body: JSON.stringify(valid),
    });
    expect(json.response.status).toBe(415);
    expect(await stored()).toBe(0);
  });

  it("is POST only: GET and PUT are answered 405 with Allow: POST", async () => {
    const context = contextFor();
    const get = await apiLoader(
      routeArgs(new Request(`${ORIGIN}/api/inquiries/home`), context, "/api/inquiries/:form", { form: "home" }) as Parameters<
        typeof apiLoader
      >[0],
    );
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    const put = await postInquiryApi("home", valid, context, { method: "PUT" });
    expect(put.response.status).toBe(405);
    expect(await stored()).toBe(0);
  });
});

describe("inquiries in the page's language", () => {
  const ALL = { env: { SITE_LANGUAGES: "en,hi,te,ar" } };

  it("a Hindi page's plain form answers in Hindi and the lead keeps its language", async () => {
    const args = routeArgs(formRequest("/hi?index", { ...valid, phone: "call me" }), contextFor(ALL)) as Parameters<typeof action>[0];
    const refused = await action(args);
    if (refused instanceof Response) throw new Error("expected data");
    expect(refused.data.errors?.phone).toBe(
      "इस नंबर पर हम आप तक नहीं पहुँच पाएँगे: कृपया अंक जाँचें, और भारत के बाहर का नंबर देश कोड से शुरू करें, जैसे +44 7700 900123।",
    );
    expect(refused.data.errors?.form).toBe("कृपया इन्हें जाँचें: फ़ोन नंबर।");

    const sent = await action(routeArgs(formRequest("/hi?index", valid), contextFor(ALL)) as Parameters<typeof action>[0]);
    if (sent instanceof Response) throw new Error("expected data");
    expect(decodeURIComponent(sent.data.whatsappUrl ?? "")).toContain("नाम: Asha Rao");
    expect(sent.data.confirmation?.summary[0]).toEqual({ label: "आपका नाम", value: "Asha Rao" });
    expect((await latest())?.language).toBe("hi");
  });

  it("the island's endpoint takes the page's language from ?lang=, and ignores one the site does not have", async () => {
    const answer = await submitApi(valid, {}, "home");
    expect(answer.response.status).toBe(200);
    expect((await latest())?.language).toBe("en");

    const arabic = await postInquiryApi(
      "wellness",
      { name: "Omar", email: "omar@example.com", phone: "+971 50 123 4567" },
      contextFor(ALL),
      { query: "?lang=ar" },
    );
    expect(arabic.response.status).toBe(200);
    expect((await latest())?.language).toBe("ar");

    const unknown = await postInquiryApi("home", { ...valid, phone: "nope" }, contextFor(ALL), { query: "?lang=fr" });
    expect(unknown.data.errors?.phone).toBe(PHONE_INVALID);
  });

  it("treats a language the clinic has not published (SITE_LANGUAGES) as English", async () => {
    const answer = await postInquiryApi("home", { ...valid, phone: "nope" }, contextFor(), { query: "?lang=hi" });
    expect(answer.data.errors?.phone).toBe(PHONE_INVALID);
    await submitApi(valid, {}, "home");
    expect((await latest())?.language).toBe("en");
  });
});

describe("contacts that work (issue 44)", () => {
  const international = { fullName: "Fatima Al-Harthy", country: "Oman", therapy: "HBOT", travelDates: "", message: "" };

  it("stores phone numbers in E.164 and writes that number in WhatsApp", async () => {
    await submitApi({ ...valid, phone: "98480 12345" });
    expect((await latest())?.phone).toBe("+919848012345");
    const { data } = await submitApi({ name: "Kiran Rao", email: "kiran@example.com", phone: "0091 98480 55555" }, {}, "wellness");
    expect((await latest())?.phone).toBe("+919848055555");
    expect(new URL(data.whatsappUrl ?? "").searchParams.get("text")).toContain("Phone: +919848055555");
  });

  it("international: a number typed without its code is read in the country's plan; WhatsApp and the lead get E.164", async () => {
    const { data } = await submitApi({ ...international, contact: "9123 4567" }, {}, "international");
    expect(data.status).toBe("sent");
    expect(await latest()).toMatchObject({ phone: "+96891234567", email: null, country: "Oman" });
    expect(new URL(data.whatsappUrl ?? "").searchParams.get("text")).toContain("Contact: +96891234567");
    expect(data.confirmation?.channel).toBe("whatsapp");
    expect(data.confirmation?.summary).toContainEqual({ label: "WhatsApp number or e-mail", value: "+968 9123 4567" });
  });

  it("international with an e-mail address only: answered by e-mail within the inbox's overdue hours, no WhatsApp claim", async () => {
    const { data } = await submitApi({ ...international, contact: "fatima@example.om" }, {}, "international");
    expect(await latest()).toMatchObject({ email: "fatima@example.om", phone: null });
    expect(data.confirmation?.channel).toBe("email");
    expect(data.confirmation?.next).toBe("We will answer by e-mail within 24 hours.");
  });

  it.each([
    ["fatima", "Oman"],
    ["91234567", "India"],
    ["91234567", "Atlantis"],
  ])("international: refuses %s (country %s), saying what to type, and stores nothing", async (contact, country) => {
    const { response, data } = await submitApi({ ...international, country, contact }, {}, "international");
    expect(response.status).toBe(400);
    expect(data.errors).toEqual({
      form: "Please check: WhatsApp number or e-mail.",
      contact: "Please enter an e-mail address (name@example.com) or a WhatsApp number with its country code, e.g. +44 7700 900123.",
    });
    expect(data.values.contact).toBe(contact);
    expect(await stored()).toBe(0);
  });
});
