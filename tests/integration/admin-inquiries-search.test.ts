// The inbox finds people as staff have them in hand (issue 44 item 4): a number in caller-ID
// form, a name in Telugu, Devanagari or Arabic script, a reference read out over the phone; and
// when a filter left on hides the lead, it says which. Runs on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loader } from "~/routes/admin/inquiries";
import { userContext } from "~/server/auth/guards.server";
import type { Database } from "~/server/db/client.server";
import { inquiries, users } from "~/server/db/schema.server";
import type { SessionUser } from "~/server/auth/session.server";
import { createTestDatabase } from "../support/test-db";
import { makeContext, makeServices, routeArgs } from "../support/services";

let database: Database;
let admin: SessionUser;
beforeAll(async () => {
  database = await createTestDatabase();
  const [u] = (await database.db.select().from(users)).filter((r) => r.username === "admin");
  if (!u) throw new Error("no admin");
  admin = { id: u.id, username: u.username, role: u.role, sessionId: "test-admin" };
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(inquiries);
});

const DAY = 86_400_000;
type NewInquiry = typeof inquiries.$inferInsert;
let age = 100;
async function addInquiry(values: Partial<NewInquiry> & { name: string }) {
  age -= 1;
  await database.db.insert(inquiries).values({ source: "home", createdAt: new Date(Date.now() - age * DAY), ...values });
}

async function list(search: string) {
  const request = new Request(`http://localhost/admin/inquiries${search}`);
  const context = makeContext(makeServices(database));
  context.set(userContext, admin);
  return loader(routeArgs(request, context, "/admin/inquiries") as Parameters<typeof loader>[0]);
}
const names = async (q: string, more = "") => (await list(`?q=${encodeURIComponent(q)}${more}`)).items.map((i) => i.name).sort();

describe("inbox search", () => {
  it("finds a number typed in caller-ID form, whichever way it was stored", async () => {
    await addInquiry({ name: "Typed nationally", phone: "98765 43210" });
    await addInquiry({ name: "Stored as E.164", phone: "+919876543210" });
    await addInquiry({ name: "Trunk zero", phone: "098765-43210" });
    await addInquiry({ name: "Someone else", phone: "+919876543211" });
    const found = ["Stored as E.164", "Trunk zero", "Typed nationally"];
    expect(await names("+91 98765 43210")).toEqual(found);
    expect(await names("+91-98765-43210")).toEqual(found);
    expect(await names("0091 98765 43210")).toEqual(found);
    expect(await names("98765 43210")).toEqual(found);
    expect(await names("43210")).toEqual(found);
  });

  it("finds names in Telugu, Devanagari and Arabic script from three characters", async () => {
    await addInquiry({ name: "రవి కుమార్" });
    await addInquiry({ name: "రమేష్" });
    await addInquiry({ name: "राम प्रसाद" });
    await addInquiry({ name: "علي حسن" });
    await addInquiry({ name: "Ravi Kumar" });
    const telugu = await list(`?q=${encodeURIComponent("రవి")}`);
    expect(telugu.searchTooShort).toBe(false);
    expect(telugu.items.map((i) => i.name)).toEqual(["రవి కుమార్"]);
    expect(await names("కుమార్")).toEqual(["రవి కుమార్"]);
    expect(await names("राम")).toEqual(["राम प्रसाद"]);
    expect(await names("علي")).toEqual(["علي حسن"]);
    // Two characters are still too few, in any script.
    const short = await list(`?q=${encodeURIComponent("రా")}`);
    expect(short.searchTooShort).toBe(true);
    expect(short.items).toHaveLength(5);
  });

  it("finds a lead by its reference, typed the way people type one", async () => {
    await addInquiry({ name: "Quoted a reference", reference: "SAM-7K3QX2" });
    await addInquiry({ name: "Another", reference: "SAM-7K3QX3" });
    expect(await names("SAM-7K3QX2")).toEqual(["Quoted a reference"]);
    expect(await names("sam 7k3qx2")).toEqual(["Quoted a reference"]);
    expect(await names("7K3QX2")).toEqual(["Quoted a reference"]);
  });
});

describe("a filter left on", () => {
  it("shows each filter as a chip that takes it off", async () => {
    await addInquiry({ name: "రవి కుమార్", status: "new" });
    const result = await list(`?q=${encodeURIComponent("రవి")}&status=booked&language=te`);
    expect(result.chips.map((c) => [c.name, c.value, c.removeHref])).toEqual([
      ["Search", "రవి", "/admin/inquiries?status=booked&language=te"],
      ["Status", "Booked", `/admin/inquiries?language=te&q=${encodeURIComponent("రవి")}`],
      ["Language", "Telugu", `/admin/inquiries?status=booked&q=${encodeURIComponent("రవి")}`],
    ]);
  });

  it("says which filter hid the lead searched for, and how many it hid", async () => {
    await addInquiry({ name: "రవి కుమార్", status: "new" });
    await addInquiry({ name: "రవి తేజ", status: "contacted", source: "therapy" });
    await addInquiry({ name: "Asha Rao", status: "booked" });
    const result = await list(`?q=${encodeURIComponent("రవి")}&status=booked`);
    expect(result.items).toEqual([]);
    expect(result.noMatch?.text).toBe("No inquiries match “రవి” with status Booked.");
    expect(result.noMatch?.without).toEqual([{ text: "2 match with any status", href: `/admin/inquiries?q=${encodeURIComponent("రవి")}` }]);

    const two = await list(`?q=${encodeURIComponent("రవి")}&status=contacted&source=wellness`);
    expect(two.noMatch?.text).toBe("No inquiries match “రవి” with status Contacted and source Wellness.");
    expect(two.noMatch?.without.map((w) => w.text)).toEqual(["1 matches with any source"]);
    // A list with matches explains nothing.
    expect((await list(`?q=${encodeURIComponent("రవి")}`)).noMatch).toBeNull();
  });
});
