import { count, desc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action } from "~/routes/home";
import type { Database } from "~/server/db/client.server";
import { inquiries, rateLimits } from "~/server/db/schema.server";
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

const valid = { name: "Asha Rao", phone: "+91 98480 12345", service: "Cryotherapy", message: "Knee pain" };

async function submit(fields: Record<string, string>, opts: { ip?: string; env?: Record<string, string> } = {}) {
  const context = makeContext(makeServices(database, opts.env), opts.ip);
  const args = routeArgs(formRequest("/?index", fields), context) as Parameters<typeof action>[0];
  try {
    return await action(args);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const stored = async () => (await database.db.select({ n: count() }).from(inquiries))[0]?.n ?? 0;

describe("home inquiry action", () => {
  it("stores the lead, then answers the JavaScript form with the WhatsApp link", async () => {
    const result = await submit({ ...valid, _js: "1" });
    expect(result).not.toBeInstanceOf(Response);
    if (result instanceof Response) return;
    expect(result.init?.status ?? 200).toBe(200);
    expect(result.data.status).toBe("sent");
    const url = new URL(result.data.whatsappUrl ?? "");
    expect(url.origin + url.pathname).toBe("https://wa.me/919000011009");
    expect(url.searchParams.get("text")).toBe(
      "Hello Samudra, I would like to book a consultation for Cryotherapy.\nName: Asha Rao\nMessage: Knee pain",
    );
    const [row] = await database.db.select().from(inquiries).orderBy(desc(inquiries.id)).limit(1);
    expect(row).toMatchObject({
      source: "home",
      name: "Asha Rao",
      phone: "+91 98480 12345",
      interest: "Cryotherapy",
      message: "Knee pain",
      status: "new",
    });
    expect(row?.ipHash).toMatch(/^[\w-]{32}$/);
    expect(row?.ipHash).not.toContain("203.0.113.7");
  });

  it("redirects a plain HTML post to WhatsApp with 303, after storing it", async () => {
    const result = await submit(valid);
    expect(result).toBeInstanceOf(Response);
    if (!(result instanceof Response)) return;
    expect(result.status).toBe(303);
    expect(result.headers.get("Location")).toMatch(/^https:\/\/wa\.me\/919000011009\?text=Hello%20Samudra/);
    expect(await stored()).toBe(1);
  });

  it("answers invalid input with a message per field, keeps what was typed, stores nothing", async () => {
    const result = await submit({ name: "", phone: "call me", service: "Massage", message: "Hello", _js: "1" });
    if (result instanceof Response) throw new Error("expected data");
    expect(result.init?.status).toBe(400);
    expect(result.data.errors).toEqual({
      name: "Please enter your name.",
      phone: "Please enter a phone number of 7 to 15 digits, for example +91 90000 11001.",
      service: "Please choose a service.",
    });
    expect(result.data.values).toEqual({ name: "", phone: "call me", service: "Massage", message: "Hello" });
    expect(await stored()).toBe(0);
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const result = await submit({ ...valid, website: "http://spam.example", _js: "1" });
    if (result instanceof Response) throw new Error("expected data");
    expect(result.data.status).toBe("sent");
    expect(await stored()).toBe(0);
  });

  it("limits each visitor to INQUIRY_RATE_LIMIT inquiries per window, answering 429", async () => {
    const env = { INQUIRY_RATE_LIMIT: "2" };
    for (let i = 0; i < 2; i += 1) {
      const ok = await submit({ ...valid, _js: "1" }, { env });
      if (ok instanceof Response) throw new Error("expected data");
      expect(ok.data.status).toBe("sent");
    }
    const limited = await submit({ ...valid, _js: "1" }, { env });
    if (limited instanceof Response) throw new Error("expected data");
    expect(limited.init?.status).toBe(429);
    expect(new Headers(limited.init?.headers).get("Retry-After")).toMatch(/^\d+$/);
    expect(limited.data.errors.form).toMatch(/try again in/);
    expect(limited.data.values.name).toBe("Asha Rao");
    expect(await stored()).toBe(2);

    const otherVisitor = await submit({ ...valid, _js: "1" }, { env, ip: "198.51.100.2" });
    if (otherVisitor instanceof Response) throw new Error("expected data");
    expect(otherVisitor.data.status).toBe("sent");
  });

  it("counts concurrent submissions exactly", async () => {
    const env = { INQUIRY_RATE_LIMIT: "5" };
    const results = await Promise.all(Array.from({ length: 8 }, () => submit({ ...valid, _js: "1" }, { env })));
    const statuses = results.map((r) => (r instanceof Response ? r.status : (r.init?.status ?? 200)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expect(await stored()).toBe(5);
  });
});
