// One person, one history (issue 44: "five submissions by one person are five unrelated
// cards"). Inquiries are one person's when they share the phone key or the e-mail key, the
// generated columns of migration 0025 (docs/decisions/077): each key has its own index, so a
// person's rows are found by two index lookups however large the table grows.
import { type SQL, sql } from "drizzle-orm";
import type { InquirySourceKey, InquiryStatusKey } from "~/lib/inquiry-inbox";
import type { Db } from "../db/client.server";
import { inquiries } from "../db/schema.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Db | Tx;

/** Counted no further: a number or address shared by a hundred leads (a clinic's own test
 * number, an agent) says "100+" and costs no more than a hundred index entries. */
export const PERSON_COUNT_CAP = 100;
/** The others a card names by date, form and status; the rest are one link away. */
export const PERSON_SHOWN = 3;

/** Inquiry #id and every inquiry sharing its phone key or its e-mail key. The keys are read by
 * two initplans, so the outer test is "phone_key = $x or email_key = $y or id = $id": a
 * BitmapOr of three index scans, never a walk of the table. */
export function samePersonAs(id: number): SQL {
  const phoneKey = sql`(select p.phone_key from inquiries p where p.id = ${id})`;
  const emailKey = sql`(select p.email_key from inquiries p where p.id = ${id})`;
  return sql`(${inquiries.id} = ${id} or ${inquiries.phoneKey} = ${phoneKey} or ${inquiries.emailKey} = ${emailKey})`;
}

export interface OtherInquiry {
  id: number;
  /** ISO 8601, UTC. */
  createdAt: string;
  source: InquirySourceKey;
  status: InquiryStatusKey;
}

export interface PersonHistory {
  /** How many other inquiries the person sent (up to PERSON_COUNT_CAP). */
  others: number;
  /** True when there are more than PERSON_COUNT_CAP. */
  more: boolean;
  /** The newest PERSON_SHOWN of them. */
  latest: OtherInquiry[];
}

interface HistoryRow {
  id: number;
  others: number;
  other_id: number | null;
  other_at: string | null;
  other_source: InquirySourceKey | null;
  other_status: InquiryStatusKey | null;
}

/**
 * For each of a page's inquiries that is not its person's only one: how many others the person
 * sent and the newest few. One query for the whole page, whatever its size (never one a card):
 * per inquiry, a capped count and a top-N, each through the two key indexes.
 */
export async function personHistories(db: Executor, ids: readonly number[]): Promise<Map<number, PersonHistory>> {
  const histories = new Map<number, PersonHistory>();
  if (ids.length === 0) return histories;
  const same = sql.raw(`((i.phone_key = p.phone_key or i.email_key = p.email_key) and i.id <> p.id)`);
  const result = await db.execute(sql`
    select p.id, n.others, o.id as other_id,
      to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as other_at,
      o.source as other_source, o.status as other_status
    from inquiries p
    cross join lateral (
      select count(*)::int as others from (select 1 from inquiries i where ${same} limit ${PERSON_COUNT_CAP + 1}) c
    ) n
    left join lateral (
      select i.id, i.created_at, i.source, i.status from inquiries i where ${same}
      order by i.created_at desc, i.id desc limit ${PERSON_SHOWN}
    ) o on true
    where p.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and n.others > 0
    order by p.id, o.created_at desc, o.id desc`);
  // Both drivers answer execute() with { rows }; the Db type is driver-generic.
  for (const row of (result as unknown as { rows: HistoryRow[] }).rows) {
    const others = Number(row.others);
    const history = histories.get(row.id) ?? {
      others: Math.min(others, PERSON_COUNT_CAP),
      more: others > PERSON_COUNT_CAP,
      latest: [],
    };
    if (row.other_id !== null && row.other_at && row.other_source && row.other_status) {
      history.latest.push({ id: row.other_id, createdAt: row.other_at, source: row.other_source, status: row.other_status });
    }
    histories.set(row.id, history);
  }
  return histories;
}
