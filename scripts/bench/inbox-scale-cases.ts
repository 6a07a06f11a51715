// The deep-page cases: a cursor 150,000 rows down (keyset paging, issue 20).
import { sql } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { decodeCursor, encodeCursor, INBOX_PAGE_SIZE, type InboxFilter } from "~/lib/inquiry-inbox";
import { listInbox } from "~/server/repos/admin-inquiries.server";
import { personHistories } from "~/server/repos/inquiry-persons.server";

export async function extraCases(db: Db, base: InboxFilter): Promise<[string, () => Promise<unknown>][]> {
  const result = await db.execute(
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as t, id as i from inquiries order by created_at desc, id desc offset 150000 limit 1`,
  );
  // Both drivers answer execute() with { rows }; the Db type is driver-generic.
  const row = (result as unknown as { rows: { t: string; i: number }[] }).rows[0]!;
  const deep = encodeCursor({ s: 0, t: row.t, i: row.i });
  // The cursors are this function's own: decoding cannot fail.
  const decode = (raw: string) => decodeCursor(raw)!;
  const page = (after: string | null, before: string | null = null) => ({
    after: after ? decode(after) : null,
    before: before ? decode(before) : null,
    size: INBOX_PAGE_SIZE,
  });
  // The person most often seen again (issue 44: one person, one history), for the history filter.
  const shared = await db.execute(
    sql`select min(id) as id from inquiries where phone_key is not null group by phone_key order by count(*) desc limit 1`,
  );
  const person = (shared as unknown as { rows: { id: number }[] }).rows[0]?.id ?? 1;
  const pageIds = (await listInbox(db, base)).rows.map((r) => r.id);
  return [
    [
      "page 1 + its persons' counts",
      async () => {
        const first = await listInbox(db, base);
        return personHistories(
          db,
          first.rows.map((r) => r.id),
        );
      },
    ],
    ["its persons' counts alone", () => personHistories(db, pageIds)],
    ["one person's history (?person=)", () => listInbox(db, { ...base, person })],
    ["deep page (after cursor @150k)", () => listInbox(db, base, page(deep))],
    ["deep page (before cursor @150k)", () => listInbox(db, base, page(null, deep))],
    [
      "longest wait, page 2",
      async () => {
        const first = await listInbox(db, { ...base, sort: "waiting" });
        return listInbox(db, { ...base, sort: "waiting" }, page(first.next));
      },
    ],
  ];
}
