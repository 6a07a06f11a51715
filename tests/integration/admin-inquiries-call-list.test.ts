// The printable call list (issue 44 item 4): editors may print it (they may not export); it holds
// the leads still new, longest waiting first, and the follow-ups due, within the inbox's filter.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { loader } from "~/routes/admin/inquiry-call-list";
import { CALL_LIST_CAP } from "~/server/repos/admin-inquiries.server";
import { userContext } from "~/server/auth/guards.server";
import type { Database } from "~/server/db/client.server";
import { inquiries, users } from "~/server/db/schema.server";
import type { SessionUser } from "~/server/auth/session.server";
import { indiaDate } from "~/lib/inquiry-inbox";
import { createTestDatabase } from "../support/test-db";
import { makeContext, makeServices, routeArgs } from "../support/services";

let database: Database;
let editor: SessionUser;
beforeAll(async () => {
  database = await createTestDatabase();
  const [u] = (await database.db.select().from(users)).filter((r) => r.username === "editor");
  if (!u) throw new Error("no editor");
  editor = { id: u.id, username: u.username, role: u.role, sessionId: "test-editor" };
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(inquiries);
});

const DAY = 86_400_000;
const day = (offset: number) => indiaDate(new Date(Date.now() + offset * DAY));

async function callList(search = "") {
  const request = new Request(`http://localhost/admin/inquiries/call-list${search}`);
  const context = makeContext(makeServices(database));
  context.set(userContext, editor);
  return loader(routeArgs(request, context, "/admin/inquiries/call-list") as Parameters<typeof loader>[0]);
}

describe("call list", () => {
  it("lists new leads longest waiting first and follow-ups due, for an editor, in national form", async () => {
    const add = (values: Partial<typeof inquiries.$inferInsert> & { name: string }, ageDays: number) =>
      database.db.insert(inquiries).values({ source: "home", createdAt: new Date(Date.now() - ageDays * DAY), ...values });
    await add({ name: "Newest", phone: "+919876543210", interest: "Cryotherapy" }, 1);
    await add({ name: "Oldest", phone: "98480 12345", source: "international" }, 3);
    await add({ name: "Due today", status: "contacted", followUpOn: day(0) }, 5);
    await add({ name: "Due later", status: "contacted", followUpOn: day(3) }, 5);
    await add({ name: "Booked", status: "booked" }, 2);
    const list = await callList();
    expect(list.fresh.map((r) => r.name)).toEqual(["Oldest", "Newest"]);
    expect(list.fresh[1]).toMatchObject({ phone: "🇮🇳 098765 43210", interest: "Cryotherapy" });
    expect(list.fresh[0]?.waiting).toMatch(/^Waiting/);
    expect(list.due.map((r) => r.name)).toEqual(["Due today"]);
    // Filtered like the inbox.
    expect((await callList("?source=international")).fresh.map((r) => r.name)).toEqual(["Oldest"]);
  });

  it("says when a part has more than the cap, and where the rest are", async () => {
    const rows = Array.from({ length: CALL_LIST_CAP + 1 }, (_, i) => ({
      source: "home" as const,
      name: `Lead ${i}`,
      createdAt: new Date(Date.now() - (i + 1) * 60_000),
    }));
    await database.db.insert(inquiries).values(rows);
    const list = await callList();
    expect(list.fresh).toHaveLength(CALL_LIST_CAP);
    expect(list.fresh[0]?.name).toBe(`Lead ${CALL_LIST_CAP}`);
    expect(list).toMatchObject({ freshMore: true, dueMore: false, cap: CALL_LIST_CAP });
    await database.db.delete(inquiries).where(eq(inquiries.name, "Lead 0"));
    expect(await callList()).toMatchObject({ freshMore: false });
  });
});
