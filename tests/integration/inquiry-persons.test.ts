// One person, one history (issue 44; docs/decisions/077): inquiries sharing a phone, however
// it was typed, or an e-mail address, whatever its case, are one person's; the inbox counts a
// page's persons in one query and lists one person's history. Runs on PGlite, and on
// PostgreSQL when TEST_DATABASE_URL is set.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { parsePhone } from "~/lib/phone";
import { loader } from "~/routes/admin/inquiries";
import { userContext } from "~/server/auth/guards.server";
import type { SessionUser } from "~/server/auth/session.server";
import type { Database } from "~/server/db/client.server";
import { inquiries, users } from "~/server/db/schema.server";
import { PERSON_COUNT_CAP, personHistories } from "~/server/repos/inquiry-persons.server";
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
let age = 1000;
async function add(values: { name: string; phone?: string | null; email?: string | null; status?: "new" | "booked" }) {
  age -= 1;
  const [row] = await database.db
    .insert(inquiries)
    .values({ source: "home", createdAt: new Date(Date.now() - age * DAY), ...values })
    .returning({ id: inquiries.id, phoneKey: inquiries.phoneKey, emailKey: inquiries.emailKey });
  return row!;
}

async function inbox(search: string) {
  const request = new Request(`http://localhost/admin/inquiries${search}`);
  const context = makeContext(makeServices(database));
  context.set(userContext, admin);
  return loader(routeArgs(request, context, "/admin/inquiries") as Parameters<typeof loader>[0]);
}

describe("the person keys", () => {
  it("read a number the same however it was typed, as the digits of its E.164 form", async () => {
    const typed = [
      "+91 98480 12345",
      "098480-12345",
      "9848012345",
      "+919848012345",
      "0091 98480 12345",
      "+91 (0) 98480 12345",
      "91 98480 12345",
      " 98480.12345 ",
    ];
    for (const phone of typed) expect((await add({ name: phone, phone })).phoneKey, phone).toBe("919848012345");
  });

  it("agree with the phone library on every number it reads as valid", async () => {
    const typed = ["+968 9123 4567", "96891234567", "+44 7700 900123", "+1 (415) 555-2671", "040 2345 6789", "+971 50 123 4567"];
    for (const phone of typed) {
      const parsed = parsePhone(phone);
      const stored = await add({ name: phone, phone });
      if (parsed) expect(stored.phoneKey, phone).toBe(parsed.e164.slice(1));
    }
    // Stored since numbers are checked: E.164 itself.
    expect((await add({ name: "E.164", phone: "+96891234567" })).phoneKey).toBe("96891234567");
  });

  it("leave no key for what is no number, and read e-mail without case or spaces", async () => {
    expect((await add({ name: "none", phone: null })).phoneKey).toBeNull();
    expect((await add({ name: "short", phone: "12345" })).phoneKey).toBeNull();
    expect((await add({ name: "words", phone: "call me" })).phoneKey).toBeNull();
    expect((await add({ name: "mail", email: " Asha.Rao@Example.COM " })).emailKey).toBe("asha.rao@example.com");
    expect((await add({ name: "empty mail", email: "  " })).emailKey).toBeNull();
  });
});

describe("a page's persons", () => {
  it("are counted in one query for the whole page, by phone or by e-mail", async () => {
    const a1 = await add({ name: "Asha 1", phone: "98480 12345", status: "booked" });
    const a2 = await add({ name: "Asha 2", phone: "+919848012345", email: "asha@example.com" });
    const a3 = await add({ name: "Asha 3", email: "ASHA@example.com" });
    const alone = await add({ name: "Ravi", phone: "+919848099999", email: "ravi@example.com" });
    const execute = vi.spyOn(database.db, "execute");
    const histories = await personHistories(database.db, [a1.id, a2.id, a3.id, alone.id]);
    expect(execute).toHaveBeenCalledTimes(1);
    execute.mockRestore();
    expect(histories.has(alone.id)).toBe(false);
    // Asha 1 shares the phone with 2 only; 2 shares the phone with 1 and the address with 3.
    expect(histories.get(a1.id)?.others).toBe(1);
    expect(histories.get(a2.id)?.others).toBe(2);
    expect(histories.get(a3.id)?.others).toBe(1);
    const latest = histories.get(a2.id)!.latest;
    expect(latest.map((o) => o.id)).toEqual([a3.id, a1.id]);
    expect(latest[1]).toMatchObject({ source: "home", status: "booked" });
    expect(new Date(latest[1]!.createdAt).toISOString()).toBe(latest[1]!.createdAt);
  });

  it("stop counting at the cap", async () => {
    await database.db.insert(inquiries).values(
      Array.from({ length: PERSON_COUNT_CAP + 5 }, (_, i) => ({
        source: "home" as const,
        name: `Agent ${i}`,
        email: "agent@example.com",
      })),
    );
    const [first] = await database.db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.name, "Agent 0"));
    const history = (await personHistories(database.db, [first!.id])).get(first!.id);
    expect(history).toMatchObject({ others: PERSON_COUNT_CAP, more: true });
    expect(history?.latest).toHaveLength(3);
  });
});

describe("the inbox", () => {
  it("tells each card of the person's other inquiries and filters to one person's history", async () => {
    const a1 = await add({ name: "Asha old", phone: "098480-12345" });
    await add({ name: "Asha new", phone: "+919848012345", email: "asha@example.com" });
    await add({ name: "Asha mail", email: "Asha@Example.com" });
    await add({ name: "Someone else", phone: "+919848099999" });

    const page = await inbox("");
    const card = (name: string) => page.items.find((i) => i.name === name);
    expect(card("Someone else")?.person).toBeNull();
    expect(card("Asha new")?.person).toMatchObject({
      others: 2,
      more: false,
      historyHref: `/admin/inquiries?person=${card("Asha new")!.id}`,
    });
    expect(card("Asha new")?.person?.latest.map((o) => o.source)).toEqual(["Home page", "Home page"]);

    const history = await inbox(`?person=${a1.id}`);
    expect(history.items.map((i) => i.name).sort()).toEqual(["Asha new", "Asha old"]);
    const chip = history.chips.find((c) => c.key === "person");
    expect(chip).toMatchObject({ name: "Person", removeHref: "/admin/inquiries" });
    expect(chip?.value).toMatch(/^Asha old/);

    // From the card that has both keys, the history is everyone's.
    const all = await inbox(`${card("Asha new")!.person!.historyHref.slice("/admin/inquiries".length)}`);
    expect(all.items.map((i) => i.name).sort()).toEqual(["Asha mail", "Asha new", "Asha old"]);
    // A person filter keeps the others on, and an unknown id shows nothing rather than everything.
    expect((await inbox(`?person=${a1.id}&status=booked`)).items).toEqual([]);
    const gone = await inbox("?person=999999");
    expect(gone.items).toEqual([]);
    expect(gone.noMatch?.text).toMatch(/^That inquiry no longer exists/);
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the person queries' plans", () => {
  it("read the key indexes, not the table", async () => {
    await database.db.execute(sql`insert into inquiries (source, name, phone, email)
      select 'home', 'Filler ' || g, '+9198' || lpad(g::text, 8, '0'), 'filler' || g || '@example.com' from generate_series(1, 5000) g`);
    await database.db.execute(sql`analyze inquiries`);
    const { id } = await add({ name: "Asha", phone: "+919848012345" });
    const plan = async (query: ReturnType<typeof sql>) =>
      ((await database.db.execute(sql`explain ${query}`)) as unknown as { rows: Array<{ "QUERY PLAN": string }> }).rows
        .map((r) => r["QUERY PLAN"])
        .join("\n");
    const person = await plan(
      sql`select id from inquiries where (id = ${id} or phone_key = (select p.phone_key from inquiries p where p.id = ${id}) or email_key = (select p.email_key from inquiries p where p.id = ${id})) order by created_at desc, id desc limit 26`,
    );
    expect(person).toMatch(/inquiries_phone_key_idx/);
    expect(person).not.toMatch(/Seq Scan/);
  });
});
