// The Reports page's appointments (issue 47 item 7): what became of a period's leads and of the
// bookings made without one, and each service's no-shows. Counts only: the patients' details
// (sealed) are never read. A held time is not a booking, nor is a hold let go (cancelled with no
// booked_at); a booking cancelled later counts as booked, then cancelled.
import { and, gte, inArray, lte, sql } from "drizzle-orm";
import {
  FUNNEL_SPLITS,
  type FunnelLeadCount,
  type FunnelOrigin,
  type FunnelOutcomeRow,
  type FunnelSplit,
  rangeInstants,
  type ServiceShowCounts,
} from "~/lib/booking-funnel";
import type { DayRange } from "~/lib/report-range";
import type { Db } from "../db/client.server";
import { inquiryDayCounts } from "../db/schema.server";

/**
 * An instant written into the statement's text, not bound as a parameter. The embedded
 * database's thread names each statement, and PostgreSQL keeps a generic plan for it after five
 * runs (docs/decisions/060), planned without the values. These reads are best planned knowing
 * how many leads and appointments the period holds (a month: the booked leads one by one; a
 * year: whole indexes hashed): on the bench's data a year's funnel took 160 ms with the generic
 * plan against 130 ms with its own. Each period is then a statement of its own (the thread's
 * cache is bounded). The text is an ISO instant made here from a Date, never anything typed.
 */
const instant = (at: Date) => sql.raw(`timestamptz '${at.toISOString()}'`);

/** An appointment row `a` that is a booking: not held, and not a hold that was let go. */
const IS_BOOKING = sql.raw(`a.status <> 'held' and (a.booked_at is not null or a.status <> 'cancelled')`);
/** An appointment row `a` the patient came to. */
const ATTENDED = sql.raw(`(a.status in ('checked_in', 'completed') or a.checked_in_at is not null)`);

/**
 * Leads of the India days of `range` per form, campaign and language, from the rollups the
 * inquiries' triggers keep (drizzle/0022): the same keys as the leads table ("" for none).
 */
export async function funnelLeadCounts(db: Db, range: DayRange): Promise<FunnelLeadCount[]> {
  const t = inquiryDayCounts;
  const rows = await db
    .select({ split: t.dimension, key: t.key, n: sql<number>`sum(${t.n})::int` })
    .from(t)
    .where(and(inArray(t.dimension, [...FUNNEL_SPLITS]), gte(t.day, range.from), lte(t.day, range.to)))
    .groupBy(t.dimension, t.key)
    .having(sql`sum(${t.n}) <> 0`);
  return rows.map((r) => ({ split: r.split as FunnelSplit, key: r.key, n: r.n }));
}

/**
 * What became of the leads that arrived in the India days of `range` and of the bookings made
 * without a lead in them, per form, campaign and language (one statement, grouping sets).
 *
 * - Leads: those of the period that any appointment names. The candidates come from two
 *   index-only scans (the leads' creation times, the appointments' inquiry ids), so only the
 *   leads that were booked are read: at 200,000 leads, a month holds ~7,000 leads and
 *   ~1,000 booked ones. A lead counts once, whatever number of appointments it led to.
 * - Without a lead: bookings made (booked_at) in the period with no inquiry_id, by where they
 *   were made (booked_via), with the booking's own campaign tag and the patient's language. A
 *   series booked at once counts once (its rows are grouped; the others need no grouping: a sort
 *   of a year's references cost more than the rest of that part). The period is read from the
 *   index on coalesce(booked_at, created_at) of appointments without a lead.
 */
export async function funnelOutcomes(db: Db, range: DayRange): Promise<FunnelOutcomeRow[]> {
  const { start, end } = rangeInstants(range);
  const from = instant(start);
  const to = instant(end);
  // Made in the period: booked_at is set by every booking (site and front desk); created_at
  // stands in for a row written without it.
  const bookedIn = sql`coalesce(a.booked_at, a.created_at) >= ${from} and coalesce(a.booked_at, a.created_at) < ${to}`;
  const result = await db.execute(sql`
    with candidates as materialized (
      select i.id from inquiries i
      where i.created_at >= ${from} and i.created_at < ${to}
        and exists (select 1 from appointments a where a.inquiry_id = i.id)),
    units as (
      select 'lead' as origin, i.source as form, coalesce(nullif(trim(i.utm_campaign), ''), '') as campaign,
        i.language, f.attended, f.no_show, f.cancelled
      from candidates c
      join inquiries i on i.id = c.id
      cross join lateral (
        select bool_or(${ATTENDED}) as attended, bool_or(a.status = 'no_show') as no_show,
          bool_and(a.status = 'cancelled') as cancelled
        from appointments a where a.inquiry_id = c.id and ${IS_BOOKING}) f
      where f.cancelled is not null
      union all
      select a.booked_via, '', coalesce(nullif(trim(a.utm_campaign), ''), ''), coalesce(a.locale, ''),
        ${ATTENDED}, a.status = 'no_show', a.status = 'cancelled'
      from appointments a
      where a.inquiry_id is null and a.series is null and ${IS_BOOKING} and ${bookedIn}
      union all
      select a.booked_via, '', coalesce(nullif(trim(min(a.utm_campaign)), ''), ''), coalesce(min(a.locale), ''),
        bool_or(${ATTENDED}), bool_or(a.status = 'no_show'), bool_and(a.status = 'cancelled')
      from appointments a
      where a.inquiry_id is null and a.series is not null and ${IS_BOOKING} and ${bookedIn}
      group by a.booked_via, a.series)
    select origin,
      case when grouping(form) = 0 then 'form' when grouping(campaign) = 0 then 'campaign' else 'language' end as split,
      case when grouping(form) = 0 then form when grouping(campaign) = 0 then campaign else language end as key,
      count(*)::int as booked,
      count(*) filter (where attended)::int as attended,
      count(*) filter (where not attended and no_show)::int as no_show,
      count(*) filter (where not attended and not no_show and cancelled)::int as cancelled
    from units
    group by origin, grouping sets ((form), (campaign), (language))`);
  // Both drivers answer execute() with { rows }; the Db type is driver-generic.
  const rows = (
    result as unknown as {
      rows: Array<{
        origin: FunnelOrigin;
        split: FunnelSplit;
        key: string;
        booked: number;
        attended: number;
        no_show: number;
        cancelled: number;
      }>;
    }
  ).rows;
  return rows.map((r) => ({
    split: r.split,
    origin: r.origin,
    key: r.key,
    booked: r.booked,
    attended: r.attended,
    noShow: r.no_show,
    cancelled: r.cancelled,
  }));
}

/**
 * Per service (its name when booked), the bookings whose time began in the India days of
 * `range` and before `now`, each in one column: attended (checked in or completed), missed,
 * cancelled, or still "booked" (nobody marked it).
 *
 * The period is read from the appointments' index on their start. `now` is bound as a
 * parameter, so that the statement's text is the period's alone.
 */
export async function showsByService(db: Db, range: DayRange, now: Date): Promise<ServiceShowCounts[]> {
  const { start, end } = rangeInstants(range);
  const result = await db.execute(sql`
    select a.service_name as service,
      count(*) filter (where ${ATTENDED})::int as attended,
      count(*) filter (where not ${ATTENDED} and a.status = 'no_show')::int as no_show,
      count(*) filter (where not ${ATTENDED} and a.status = 'cancelled')::int as cancelled,
      count(*) filter (where not ${ATTENDED} and a.status = 'booked')::int as unmarked
    from appointments a
    where a.starts_at >= ${instant(start)} and a.starts_at < ${instant(end)} and a.starts_at < ${now.toISOString()}::timestamptz
      and ${IS_BOOKING}
    group by a.service_name`);
  const rows = (
    result as unknown as { rows: Array<{ service: string; attended: number; no_show: number; cancelled: number; unmarked: number }> }
  ).rows;
  return rows.map((r) => ({ service: r.service, attended: r.attended, noShow: r.no_show, cancelled: r.cancelled, unmarked: r.unmarked }));
}
