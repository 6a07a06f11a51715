import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as contactAction } from "~/routes/contact";
import { loader as conditionsLoader } from "~/routes/conditions";
import { loader as servicesLoader } from "~/routes/services";
import type { Database } from "~/server/db/client.server";
import { inquiries, rateLimits, therapies } from "~/server/db/schema.server";
import { postInquiryApi } from "../support/inquiry-api";
import { createTestDatabase } from "../support/test-db";
import { formRequest, makeContext, makeServices, routeArgs } from "../support/services";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(inquiries);
  await database.db.delete(rateLimits);
});

const context = () => makeContext(makeServices(database));

async function submitContact(fields: Record<string, string>) {
  const args = routeArgs(formRequest("/contact", fields), context(), "/contact") as Parameters<typeof contactAction>[0];
  try {
    return await contactAction(args);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const valid = { name: "Ravi Teja", phone: "+91 98480 55555", service: "Zero Gravity Gait Trainer", message: "After a stroke" };
const stored = async () => (await database.db.select({ n: count() }).from(inquiries))[0]?.n ?? 0;

describe("contact page action", () => {
  it("stores the inquiry with source contact and answers the JavaScript form (its endpoint) with the WhatsApp link", async () => {
    const result = await postInquiryApi("contact", valid, context());
    expect(result.data.status).toBe("sent");
    expect(new URL(result.data.whatsappUrl ?? "").searchParams.get("text")).toBe(
      "Hello Samudra, I would like to book a consultation for Zero Gravity Gait Trainer.\nName: Ravi Teja\nMessage: After a stroke",
    );
    const [row] = await database.db.select().from(inquiries).orderBy(desc(inquiries.id)).limit(1);
    expect(row).toMatchObject({
      source: "contact",
      name: "Ravi Teja",
      phone: "+919848055555",
      interest: "Zero Gravity Gait Trainer",
      message: "After a stroke",
      status: "new",
    });
    expect(row?.ipHash).toMatch(/^[\w-]{32}$/);
  });

  it("answers a plain HTML post with its confirmation (no redirect) after storing it", async () => {
    const result = await submitContact(valid);
    if (result instanceof Response) throw new Error("expected data, not a redirect");
    expect(result.init?.status).toBe(200);
    expect(result.data.whatsappUrl).toMatch(/^https:\/\/wa\.me\/919000011009\?text=/);
    expect(result.data.confirmation?.reference).toMatch(/^SAM-/);
    const rows = await database.db.select({ source: inquiries.source }).from(inquiries);
    expect(rows).toEqual([{ source: "contact" }]);
  });

  it("answers invalid input with messages and stores nothing", async () => {
    const result = await submitContact({ name: "Ravi", phone: "12", service: "" });
    if (result instanceof Response) throw new Error("expected data");
    expect(result.init?.status).toBe(400);
    expect(Object.keys(result.data.errors).sort()).toEqual(["form", "phone", "service"]);
    expect(result.data.values.name).toBe("Ravi");
    expect(await stored()).toBe(0);
  });
});

describe("services and conditions loaders", () => {
  const loadServices = () =>
    servicesLoader(routeArgs(new Request("http://localhost/services"), context(), "/services") as Parameters<typeof servicesLoader>[0]);
  const loadConditions = () =>
    conditionsLoader(
      routeArgs(new Request("http://localhost/conditions"), context(), "/conditions") as Parameters<typeof conditionsLoader>[0],
    );

  it("list the five seeded therapies from the database, in order, with their images", async () => {
    const { therapies: list } = await loadServices();
    expect(list.map((t) => t.slug)).toEqual([
      "hyperbaric-oxygen-therapy",
      "cryotherapy",
      "zero-gravity-gait-trainer",
      "hydrogen-inhalation",
      "post-pregnancy-rehabilitation",
    ]);
    expect(list[0]).toMatchObject({
      title: "Hyperbaric Oxygen Therapy",
      duration: "60-90 minutes",
      sessions: "10-40",
      frequency: "5 per week initially",
      heroImage: "/illustrations/therapy-hyperbaric-oxygen-therapy.svg",
    });
    expect((await loadConditions()).therapies).toHaveLength(5);
  });

  it("show an edited title on the next request and leave out an unpublished therapy", async () => {
    await database.db.update(therapies).set({ isActive: false }).where(eq(therapies.slug, "cryotherapy"));
    await database.db.update(therapies).set({ title: "Hydrogen Inhalation Therapy" }).where(eq(therapies.slug, "hydrogen-inhalation"));
    try {
      const services = await loadServices();
      expect(services.therapies.map((t) => t.slug)).not.toContain("cryotherapy");
      expect(services.therapies.find((t) => t.slug === "hydrogen-inhalation")?.title).toBe("Hydrogen Inhalation Therapy");
      const conditions = await loadConditions();
      expect(conditions.therapies).toHaveLength(4);
      expect(conditions.therapies).toContainEqual({ slug: "hydrogen-inhalation", title: "Hydrogen Inhalation Therapy" });
    } finally {
      await database.db.update(therapies).set({ isActive: true }).where(eq(therapies.slug, "cryotherapy"));
      await database.db.update(therapies).set({ title: "Hydrogen Inhalation" }).where(eq(therapies.slug, "hydrogen-inhalation"));
    }
  });
});
