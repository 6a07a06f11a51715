import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action, loader } from "~/routes/international-patients";
import type { Database } from "~/server/db/client.server";
import { inquiries, rateLimits, testimonials } from "~/server/db/schema.server";
import { postInquiryApi } from "../support/inquiry-api";
import { createTestDatabase } from "../support/test-db";
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

const PATH = "/international-patients";
const valid = {
  fullName: "Salim Al Harthy",
  country: "Oman",
  contact: "salim@example.com",
  therapy: "HBOT",
  travelDates: "March 2026",
  message: "Diabetic foot wound",
};

/** The form's island: the JSON endpoint. */
const submitApi = (fields: Record<string, string>) => postInquiryApi("international", fields, makeContext(makeServices(database)));

async function submit(fields: Record<string, string>) {
  const context = makeContext(makeServices(database));
  const args = routeArgs(formRequest(PATH, fields), context, PATH) as Parameters<typeof action>[0];
  try {
    return await action(args);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const latest = async () => (await database.db.select().from(inquiries).orderBy(desc(inquiries.id)).limit(1))[0];
const stored = async () => (await database.db.select({ n: count() }).from(inquiries))[0]?.n ?? 0;

describe("international page loader", () => {
  it("returns the active international stories with their video ids", async () => {
    const context = makeContext(makeServices(database));
    const data = await loader(routeArgs(new Request(`http://localhost${PATH}`), context, PATH) as Parameters<typeof loader>[0]);
    expect(data.stories.map((s) => s.name)).toEqual(["Salim A.", "Margaret H.", "Wanjiru K."]);
    expect(data.stories[0]).toMatchObject({ country: "Muscat, Oman", rating: 5, videoId: "Samudra0002" });
    expect(data.stories[1]?.videoId).toBeNull();
  });

  it("leaves out a story the staff switched off", async () => {
    await database.db.update(testimonials).set({ isActive: false }).where(eq(testimonials.name, "Margaret H."));
    try {
      const context = makeContext(makeServices(database));
      const data = await loader(routeArgs(new Request(`http://localhost${PATH}`), context, PATH) as Parameters<typeof loader>[0]);
      expect(data.stories.map((s) => s.name)).toEqual(["Salim A.", "Wanjiru K."]);
    } finally {
      await database.db.update(testimonials).set({ isActive: true }).where(eq(testimonials.name, "Margaret H."));
    }
  });
});

describe("international inquiry action", () => {
  it("stores an e-mail contact as the e-mail, source international, then answers with the WhatsApp link", async () => {
    const result = await submitApi(valid);
    expect(result.response.status).toBe(200);
    expect(result.data.status).toBe("sent");
    const url = new URL(result.data.whatsappUrl ?? "");
    expect(url.origin + url.pathname).toBe("https://wa.me/919000011009");
    expect(url.searchParams.get("text")).toBe(
      [
        "International Patient Inquiry",
        "Name: Salim Al Harthy",
        "Country: Oman",
        "Contact: salim@example.com",
        "Therapy Interest: HBOT",
        "Travel Dates: March 2026",
        "Message: Diabetic foot wound",
      ].join("\n"),
    );
    expect(await latest()).toMatchObject({
      source: "international",
      name: "Salim Al Harthy",
      country: "Oman",
      email: "salim@example.com",
      phone: null,
      interest: "HBOT",
      travelDates: "March 2026",
      message: "Diabetic foot wound",
      status: "new",
    });
  });

  it("stores a WhatsApp number as the phone and leaves the optional fields empty", async () => {
    const result = await submitApi({
      fullName: "Margaret Hale",
      country: "United Kingdom",
      contact: "+44 7911 123456",
      therapy: "Gait Training",
    });
    expect(result.data.status).toBe("sent");
    expect(new URL(result.data.whatsappUrl ?? "").searchParams.get("text")).toContain("Travel Dates: Not decided yet\nMessage: -");
    expect(await latest()).toMatchObject({
      source: "international",
      phone: "+447911123456",
      email: null,
      interest: "Gait Training",
      travelDates: null,
      message: null,
    });
  });

  it("answers a plain HTML post with its confirmation (no redirect), after storing it", async () => {
    const result = await submit(valid);
    if (result instanceof Response) throw new Error("expected data, not a redirect");
    expect(result.init?.status).toBe(200);
    expect(result.data.whatsappUrl).toMatch(/^https:\/\/wa\.me\/919000011009\?text=International%20Patient%20Inquiry/);
    expect(result.data.confirmation?.reference).toBe((await latest())?.reference);
    expect(await stored()).toBe(1);
  });

  it("answers invalid input with 400, a message per field and the typed values, storing nothing", async () => {
    const fields = { fullName: " ", country: "", contact: "", therapy: "Massage", travelDates: "soon", message: "Hello" };
    const result = await submitApi(fields);
    expect(result.response.status).toBe(400);
    expect(result.data.status).toBe("invalid");
    expect(result.data.errors).toEqual({
      form: "Please check: Full name, Country, WhatsApp number or e-mail, Therapy of interest.",
      fullName: "Please enter your full name.",
      country: "Please enter your country.",
      contact: "Please enter your WhatsApp number or e-mail.",
      therapy: "Please choose the therapy you are interested in.",
    });
    expect(result.data.values).toMatchObject({ fullName: " ", therapy: "Massage", travelDates: "soon", message: "Hello" });
    expect(await stored()).toBe(0);
  });

  it("answers an invalid plain HTML post with 400 too (no redirect), storing nothing", async () => {
    const result = await submit({ ...valid, therapy: "" });
    if (result instanceof Response) throw new Error("expected data");
    expect(result.init?.status).toBe(400);
    expect(result.data.errors.therapy).toBe("Please choose the therapy you are interested in.");
    expect(await stored()).toBe(0);
  });
});
