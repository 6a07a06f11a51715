// Issue 15 item 3: every stored lead says where it came from, with and without JavaScript, and
// the inbox's export carries it.
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as contactAction } from "~/routes/contact";
import type { Database } from "~/server/db/client.server";
import { inquiries, rateLimits } from "~/server/db/schema.server";
import { listInbox } from "~/server/repos/admin-inquiries.server";
import { inquiriesCsv } from "~/lib/inquiry-csv";
import { ORIGIN, postInquiryApi } from "../support/inquiry-api";
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

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const fields = { name: "Asha Rao", phone: "+91 98480 12345", service: "Cryotherapy", message: "" };
const latest = async () => (await database.db.select().from(inquiries).orderBy(desc(inquiries.id)).limit(1))[0];

describe("attribution", () => {
  it("with JavaScript: the island's fields, the device from the User-Agent (not stored)", async () => {
    const context = makeContext(makeServices(database));
    const answer = await postInquiryApi(
      "therapy",
      {
        ...fields,
        attr_page: "/therapy/cryotherapy",
        attr_landing: "/",
        attr_ref: "www.google.com",
        attr_utm_source: "google",
        attr_utm_medium: "cpc",
        attr_utm_campaign: "x".repeat(300),
      },
      context,
      { headers: { Origin: ORIGIN, Accept: "application/json", "User-Agent": IPHONE, Referer: `${ORIGIN}/therapy/cryotherapy` } },
    );
    expect(answer.response.status).toBe(200);
    expect(await latest()).toMatchObject({
      pagePath: "/therapy/cryotherapy",
      landingPath: "/",
      referrerHost: "google.com",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "x".repeat(100),
      device: "phone",
    });
  });

  it("without JavaScript: the Referer names the form's page and the campaign it was opened with", async () => {
    const request = new Request(`${ORIGIN}/contact`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Referer: `${ORIGIN}/contact?utm_source=newsletter&utm_medium=email`,
        "User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64)",
      },
    });
    const result = await contactAction(routeArgs(request, makeContext(makeServices(database))) as Parameters<typeof contactAction>[0]);
    expect(result).toHaveProperty("data.status", "sent");
    expect(await latest()).toMatchObject({
      source: "contact",
      pagePath: "/contact",
      landingPath: null,
      referrerHost: null,
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: null,
      device: "desktop",
    });
  });

  it("shows in the inbox's rows and the CSV", async () => {
    const context = makeContext(makeServices(database));
    await postInquiryApi("home", { ...fields, attr_page: "/hi", attr_landing: "/hi/about", attr_ref: "facebook.com" }, context, {
      headers: { Origin: ORIGIN, Accept: "application/json", "User-Agent": IPHONE },
    });
    const inbox = await listInbox(database.db, { source: null, status: null, q: "", language: null });
    expect(inbox.rows[0]).toMatchObject({ pagePath: "/hi", landingPath: "/hi/about", referrerHost: "facebook.com", device: "phone" });
    const csv = inquiriesCsv(inbox.rows);
    expect(csv.split("\r\n")[1]).toMatch(/,\/hi,\/hi\/about,facebook\.com,,,,phone,,$/);
  });
});
