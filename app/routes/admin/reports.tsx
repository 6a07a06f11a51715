import type { Route } from "./+types/reports";
import { AdminPageHeader } from "~/components/admin/page-header";
import { BookingFunnelView, NoShowView } from "~/components/admin/booking-funnel-view";
import { CaseFiguresView } from "~/components/admin/case-figures-view";
import { ReportForm, ReportTableView } from "~/components/admin/report-view";
import { FUNNEL_SPLITS, type FunnelSplit } from "~/lib/booking-funnel";
import { requirePermission } from "~/server/auth/guards.server";
import { buildFunnel, buildNoShows, buildReport, readReportQuery } from "~/server/admin/reports.server";
import { servicesContext } from "~/server/context.server";
import { readClockHours } from "~/server/cases/case-records.server";
import { buildCaseFigures } from "~/server/repos/case-figures.server";
import { can } from "~/lib/permissions";

export function meta() {
  return [{ title: "Reports | Admin | Samudra" }, { name: "robots", content: "noindex" }];
}

/**
 * Leads per campaign, source, medium, referring site, form, therapy, country or language over
 * any India days, against the days before (issue 44 item 5). Counts only, no one's details:
 * every role that works the inbox sees them, as on the dashboard (docs/decisions/074). Below it,
 * the same days' leads followed to booked and attended, and each service's no-shows (issue 47
 * item 7): counts again, never a patient's details; and the international cases' figures (issue
 * 48 item 7) for staff who work the case desk.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requirePermission(context, "inquiries:manage");
  const read = readReportQuery(url.searchParams);
  if (!read.ok) return read;
  const services = context.get(servicesContext);
  const { range } = read.query;
  // The case desk's figures (issue 48 item 7) for the staff who work it: counts and durations only.
  const withCases = can(user.role, "cases:manage");
  const [report, funnel, noShows, caseFigures, caseHours] = await Promise.all([
    buildReport(services, read.query),
    buildFunnel(services, range),
    buildNoShows(services, range),
    withCases ? buildCaseFigures(services.database.db, range) : null,
    withCases ? readClockHours(services.database.db) : null,
  ]);
  const csvHref = (params: Record<string, string>) =>
    `/admin/reports.csv?${new URLSearchParams({ ...params, from: range.from, to: range.to })}`;
  const funnelCsvHrefs = Object.fromEntries(FUNNEL_SPLITS.map((by) => [by, csvHref({ table: "funnel", by })])) as Record<
    FunnelSplit,
    string
  >;
  return {
    ok: true as const,
    report,
    csvHref: csvHref({ by: report.dimension }),
    funnel,
    funnelCsvHrefs,
    noShows,
    noShowsCsvHref: csvHref({ table: "no-shows" }),
    cases: caseFigures && caseHours ? { figures: caseFigures, hours: caseHours } : null,
  };
}

export default function Reports({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  const form = data.ok
    ? { dimension: data.report.dimension, values: data.report.range, preset: data.report.preset, errors: {} }
    : { dimension: data.dimension, values: data.values, preset: null, errors: data.errors };
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Reports"
        description="Leads from the website's forms, counted per campaign, source, referring site, form, therapy, country or language, for any days you choose and the same number of days before; then what became of them (booked, attended) each service's no-shows, and the international cases' figures. Days are India time."
      />
      <ReportForm state={form} />
      {data.ok ? (
        <>
          <ReportTableView
            dimension={data.report.dimension}
            range={data.report.range}
            previous={data.report.previous}
            table={data.report.table}
            csvHref={data.csvHref}
          />
          <BookingFunnelView range={data.report.range} tables={data.funnel} csvHrefs={data.funnelCsvHrefs} />
          <NoShowView range={data.report.range} table={data.noShows} csvHref={data.noShowsCsvHref} />
          {data.cases ? <CaseFiguresView range={data.report.range} figures={data.cases.figures} hours={data.cases.hours} /> : null}
        </>
      ) : (
        <p role="alert" className="rounded-2xl bg-white p-4 text-ocean-950 ring-1 ring-red-300">
          Nothing is shown until the period is right: see the message under the field above.
        </p>
      )}
    </div>
  );
}
