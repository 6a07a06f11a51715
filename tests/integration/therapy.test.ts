import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "~/routes/therapy";
import type { Database } from "~/server/db/client.server";
import { galleryImages, inquiries, testimonials, therapies } from "~/server/db/schema.server";
import { postInquiryApi } from "../support/inquiry-api";
import { createTestDatabase } from "../support/test-db";
import { formRequest, makeContext, makeServices, routeArgs } from "../support/services";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function loadOk(slug: string) {
  const context = makeContext(makeServices(database));
  const args = routeArgs(new Request(`http://localhost/therapy/${slug}`), context, "/therapy/:therapySlug", { therapySlug: slug });
  return loader(args as Parameters<typeof loader>[0]);
}

/** What the loader threw (a 404 data response), or undefined when it returned. */
async function thrownBy(slug: string): Promise<unknown> {
  try {
    await loadOk(slug);
    return undefined;
  } catch (thrown) {
    return thrown;
  }
}

function statusOf(thrown: unknown): number | undefined {
  return (thrown as { init?: { status?: number } } | undefined)?.init?.status;
}

describe("therapy loader", () => {
  it("returns the full page content for a published therapy", async () => {
    const data = await loadOk("hyperbaric-oxygen-therapy");
    expect(data.therapy).toMatchObject({
      title: "Hyperbaric Oxygen Therapy",
      duration: "60-90 minutes",
      sessions: "10-40",
      frequency: "5 per week initially",
      videoId: "Samudra0001",
    });
    expect(data.therapy.benefits).toHaveLength(8);
    expect(data.therapy.conditions).toHaveLength(8);
    expect(data.therapy.faqs).toHaveLength(4);
    expect(data.related.map((r) => r.slug)).toHaveLength(2);
    expect(data.gallery.length).toBeGreaterThanOrEqual(3);
    expect(data.gallery[0]?.src).toMatch(/^\/illustrations\//);
    expect(data.stories.length).toBeGreaterThanOrEqual(2);
  });

  it("answers 404 for an unknown slug and for an inactive therapy", async () => {
    expect(statusOf(await thrownBy("no-such-therapy"))).toBe(404);
    await database.db.update(therapies).set({ isActive: false }).where(eq(therapies.slug, "cryotherapy"));
    expect(statusOf(await thrownBy("cryotherapy"))).toBe(404);
    await database.db.update(therapies).set({ isActive: true }).where(eq(therapies.slug, "cryotherapy"));
    expect(statusOf(await thrownBy("cryotherapy"))).toBeUndefined();
  });

  it("sanitises stored HTML before rendering", async () => {
    await database.db
      .update(therapies)
      .set({ descriptionHtml: '<p onclick="x()">Safe</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>' })
      .where(eq(therapies.slug, "hydrogen-inhalation"));
    const data = await loadOk("hydrogen-inhalation");
    expect(data.therapy.descriptionHtml).toBe("<p>Safe</p><a>x</a>");
  });

  it("shows only active gallery images and stories of this therapy, and drops inactive related therapies", async () => {
    await database.db.update(galleryImages).set({ isActive: false }).where(eq(galleryImages.therapySlug, "zero-gravity-gait-trainer"));
    await database.db.update(testimonials).set({ isActive: false }).where(eq(testimonials.therapySlug, "zero-gravity-gait-trainer"));
    const data = await loadOk("zero-gravity-gait-trainer");
    expect(data.gallery).toEqual([]);
    expect(data.stories).toEqual([]);
    const [hbot] = await database.db.select().from(therapies).where(eq(therapies.slug, "hyperbaric-oxygen-therapy"));
    await database.db.update(therapies).set({ isActive: false }).where(eq(therapies.slug, hbot!.relatedSlugs[0]!));
    const again = await loadOk("hyperbaric-oxygen-therapy");
    expect(again.related.map((r) => r.slug)).not.toContain(hbot!.relatedSlugs[0]);
  });
});

describe("therapy booking action", () => {
  it("stores the booking with source therapy and answers with the confirmation", async () => {
    const context = makeContext(makeServices(database));
    const request = formRequest("/therapy/hydrogen-inhalation", { name: "Ravi", phone: "+91 90000 33333", service: "Hydrogen Inhalation" });
    const result = await action(
      routeArgs(request, context, "/therapy/:therapySlug", { therapySlug: "hydrogen-inhalation" }) as Parameters<typeof action>[0],
    );
    if (result instanceof Response) throw new Error("expected data, not a redirect");
    expect(result.data.status).toBe("sent");
    const rows = await database.db.select().from(inquiries).where(eq(inquiries.source, "therapy"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Ravi", interest: "Hydrogen Inhalation" });
  });
});

describe("inquiry pipeline when the database is down", () => {
  it("still hands back the WhatsApp link with a note, and logs the lead", async () => {
    const broken = await createTestDatabase();
    await broken.close();
    const logged: unknown[] = [];
    const services = makeServices(broken);
    services.log = Object.assign(Object.create(services.log), {
      error: (obj: unknown) => logged.push(obj),
    }) as typeof services.log;
    const context = makeContext(services);
    const fields = { name: "Down Test", phone: "+91 90000 44444", service: "Cryotherapy", message: "Hello" };

    const { response, data: js } = await postInquiryApi("therapy", fields, context);
    expect(response.status).toBe(200);
    expect(js.status).toBe("unsaved");
    expect(js.whatsappUrl).toMatch(/^https:\/\/wa\.me\/919000011009\?text=.*Down%20Test/);
    expect(js.notice).toMatch(/could not save/);
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged[0])).toContain("+919000044444");

    const plain = await action(
      routeArgs(formRequest("/therapy/cryotherapy", fields), context, "/therapy/:therapySlug", {
        therapySlug: "cryotherapy",
      }) as Parameters<typeof action>[0],
    );
    // The page again, with the note and the WhatsApp link next to the button and the typed values.
    if (plain instanceof Response) throw new Error("expected data, not a redirect");
    expect(plain.data.status).toBe("unsaved");
    expect(plain.data.whatsappUrl).toMatch(/^https:\/\/wa\.me\//);
    expect(plain.data.values.message).toBe("Hello");
    expect((await database.db.select({ n: count() }).from(inquiries).where(eq(inquiries.name, "Down Test")))[0]?.n).toBe(0);
  });
});
