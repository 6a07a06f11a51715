import { and, count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action, loader } from "~/routes/wellness-programs";
import type { Database } from "~/server/db/client.server";
import { documents, inquiries, rateLimits, testimonials } from "~/server/db/schema.server";
import { forgetPublishedDocuments } from "~/server/content/documents.server";
import { postInquiryApi } from "../support/inquiry-api";
import { createTestDatabase } from "../support/test-db";
import { formRequest, makeContext, makeServices, routeArgs } from "../support/services";

const PATH = "/wellness-programs";
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(inquiries);
  await database.db.delete(rateLimits);
});

const valid = { name: "Kiran Rao", email: "kiran@example.com", phone: "+91 98480 55555", message: "Team of 4 in March" };

/** The form's island: the JSON endpoint. */
const submitApi = (fields: Record<string, string>) => postInquiryApi("wellness", fields, makeContext(makeServices(database)));

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

const stored = async () => (await database.db.select({ n: count() }).from(inquiries))[0]?.n ?? 0;
const expectedText =
  "7-Day Wellness Program Inquiry\nName: Kiran Rao\nEmail: kiran@example.com\nPhone: +919848055555\nMessage: Team of 4 in March";

const load = () => {
  const context = makeContext(makeServices(database));
  return loader(routeArgs(new Request(`http://localhost${PATH}`), context, PATH) as Parameters<typeof loader>[0]);
};

describe("wellness page loader", () => {
  it("shows the medical lead as their profile says, and no card while that doctor is hidden", async () => {
    expect((await load()).lead).toEqual({
      slug: "aditya-varma",
      name: "Dr. Aditya Varma",
      title: "Cardiothoracic & Vascular Surgeon",
      portrait: "/illustrations/doctor-surgeon.svg",
      yearsExperience: 10,
    });
    const doctor = and(eq(documents.type, "doctor"), eq(documents.key, "aditya-varma"));
    await database.db.update(documents).set({ active: false }).where(doctor);
    forgetPublishedDocuments();
    expect((await load()).lead).toBeNull();
    await database.db.update(documents).set({ active: true }).where(doctor);
    forgetPublishedDocuments();
  });

  it("returns the five seeded wellness stories in order, with only the fields the page shows", async () => {
    const data = await load();
    expect(data.stories).toHaveLength(5);
    expect(data.stories[0]).toEqual({
      id: expect.any(Number),
      name: "Arjun M.",
      location: "Hyderabad, Telangana",
      rating: 5,
      review: expect.stringContaining("sleeping"),
      // Shown as the patient wrote it: the English page has no translation of it.
      translated: false,
    });
  });

  it("leaves out a story the staff switched off", async () => {
    const hidden = and(eq(testimonials.placement, "wellness"), eq(testimonials.name, "Kavya N."));
    await database.db.update(testimonials).set({ isActive: false }).where(hidden);
    try {
      const data = await load();
      expect(data.stories.map((s) => s.name)).toEqual(["Arjun M.", "Rahul T.", "Meenakshi S.", "Nikhil D."]);
    } finally {
      await database.db.update(testimonials).set({ isActive: true }).where(hidden);
    }
  });
});

describe("wellness booking action", () => {
  it("stores the inquiry with source wellness and answers the JavaScript form with the WhatsApp link", async () => {
    const result = await submitApi(valid);
    expect(result.response.status).toBe(200);
    expect(result.data.status).toBe("sent");
    const url = new URL(result.data.whatsappUrl ?? "");
    expect(url.origin + url.pathname).toBe("https://wa.me/919000011009");
    expect(url.searchParams.get("text")).toBe(expectedText);
    const [row] = await database.db.select().from(inquiries).orderBy(desc(inquiries.id)).limit(1);
    expect(row).toMatchObject({
      source: "wellness",
      name: "Kiran Rao",
      email: "kiran@example.com",
      phone: "+919848055555",
      interest: "7-Day Wellness Program",
      message: "Team of 4 in March",
      status: "new",
    });
  });

  it("answers a plain HTML post with its confirmation (no redirect) after storing it, message optional", async () => {
    const result = await submit({ name: valid.name, email: valid.email, phone: valid.phone, message: "" });
    if (result instanceof Response) throw new Error("expected data, not a redirect");
    const url = new URL(result.data.whatsappUrl ?? "");
    expect(url.searchParams.get("text")).toBe(
      "7-Day Wellness Program Inquiry\nName: Kiran Rao\nEmail: kiran@example.com\nPhone: +919848055555\nMessage: -",
    );
    expect(result.data.confirmation?.summary.map((row) => row.value)).toEqual(["Kiran Rao", "kiran@example.com", "+91 98480 55555"]);
    expect(await stored()).toBe(1);
  });

  it("answers invalid input with 400, a message per field and the typed values, storing nothing", async () => {
    const result = await submitApi({ name: " ", email: "kiran@mail", phone: "12", message: "Keep me" });
    expect(result.response.status).toBe(400);
    expect(result.data.status).toBe("invalid");
    expect(Object.keys(result.data.errors).sort()).toEqual(["email", "form", "name", "phone"]);
    expect(result.data.errors.email).toBe("Please enter an e-mail address like name@example.com.");
    expect(result.data.values).toMatchObject({ email: "kiran@mail", phone: "12", message: "Keep me" });
    expect(await stored()).toBe(0);
  });

  it("answers 400 to a plain HTML post too, without redirecting", async () => {
    const result = await submit({ ...valid, email: "" });
    if (result instanceof Response) throw new Error("expected data, not a redirect");
    expect(result.init?.status).toBe(400);
    expect(result.data.errors.email).toBeTruthy();
    expect(await stored()).toBe(0);
  });
});
