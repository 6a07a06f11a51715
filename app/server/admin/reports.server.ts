// The Reports page and its CSV (issue 44 item 5): one request's dimension and India days read
// and checked, then the counts for them and the period before, as the page's table; and the
// same days' leads followed to their appointments, and each service's no-shows (issue 47 item 7).
import { FUNNEL_SPLITS, type FunnelSplit, type FunnelTable, funnelTable, type NoShowTable, noShowTable } from "~/lib/booking-funnel";
import { indiaDay } from "~/lib/page-views";
import { type DayRange, previousPeriod, type RangePreset, readRange } from "~/lib/report-range";
import {
  DEFAULT_DIMENSION,
  parseDimension,
  type ReportDimension,
  type ReportKind,
  reportTable,
  type ReportTable,
} from "~/lib/report-table";
import type { AppServices } from "../context.server";
import { funnelLeadCounts, funnelOutcomes, showsByService } from "../repos/booking-funnel.server";
import { countsByValue } from "../repos/lead-reports.server";

export interface ReportQuery {
  kind: ReportKind;
  dimension: ReportDimension;
  range: DayRange;
  preset: RangePreset | null;
}

export type ReadQuery =
  | { ok: true; query: ReportQuery }
  | {
      ok: false;
      dimension: ReportDimension;
      errors: { by?: string; from?: string; to?: string };
      values: { from: string; to: string };
    };

/** What a GET asks for; today is the India day at `nowMs`. */
export function readReportQuery(params: URLSearchParams, nowMs = Date.now()): ReadQuery {
  const asked = params.get("by");
  const dimension = asked ? parseDimension(asked) : DEFAULT_DIMENSION;
  const range = readRange(params, indiaDay(nowMs));
  const byError = dimension ? undefined : "Group by: choose one of the listed breakdowns.";
  if (range.ok && dimension) return { ok: true, query: { kind: "leads", dimension, range: range.range, preset: range.preset } };
  return {
    ok: false,
    dimension: dimension ?? DEFAULT_DIMENSION,
    errors: { ...(byError ? { by: byError } : {}), ...(range.ok ? {} : range.errors) },
    values: range.ok ? range.range : range.values,
  };
}

export interface Report extends ReportQuery {
  previous: DayRange;
  table: ReportTable;
}

export async function buildReport(services: AppServices, query: ReportQuery): Promise<Report> {
  const previous = previousPeriod(query.range);
  const counts = await countsByValue(services.database.db, query.kind, query.dimension, query.range, previous);
  return { ...query, previous, table: reportTable(query.dimension, counts) };
}

/** From leads to appointments over a range (issue 47 item 7): a table per form, campaign and language. */
export async function buildFunnel(services: AppServices, range: DayRange): Promise<Record<FunnelSplit, FunnelTable>> {
  const db = services.database.db;
  const [leads, outcomes] = await Promise.all([funnelLeadCounts(db, range), funnelOutcomes(db, range)]);
  return Object.fromEntries(FUNNEL_SPLITS.map((split) => [split, funnelTable(split, leads, outcomes)])) as Record<FunnelSplit, FunnelTable>;
}

/** Each service's appointments that came due in the range, up to `now`, and its no-show rate. */
export async function buildNoShows(services: AppServices, range: DayRange, now = new Date()): Promise<NoShowTable> {
  return noShowTable(await showsByService(services.database.db, range, now));
}
