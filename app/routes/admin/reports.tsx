import type { Route } from "./+types/reports";
import { AdminPageHeader } from "~/components/admin/page-header";
import { ReportForm, ReportTableView } from "~/components/admin/report-view";
import { requirePermission } from "~/server/auth/guards.server";
import { buildReport, readReportQuery } from "~/server/admin/reports.server";
import { servicesContext } from "~/server/context.server";

export function meta() {
  return [{ title: "Reports | Admin | Samudra" }, { name: "robots", content: "noindex" }];
}

/**
 * Leads per campaign, source, medium, referring site, form, therapy, country or language over
 * any India days, against the days before (issue 44 item 5). Counts only, no one's details:
 * every role that works the inbox sees them, as on the dashboard (docs/decisions/074).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  requirePermission(context, "inquiries:manage");
  const read = readReportQuery(url.searchParams);
  if (!read.ok) return read;
  const report = await buildReport(context.get(servicesContext), read.query);
  const csv = new URLSearchParams({ by: report.dimension, from: report.range.from, to: report.range.to });
  return { ok: true as const, report, csvHref: `/admin/reports.csv?${csv}` };
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
        description="Leads from the website's forms, counted per campaign, source, referring site, form, therapy, country or language, for any days you choose and the same number of days before. Days are India time."
      />
      <ReportForm state={form} />
      {data.ok ? (
        <ReportTableView
          dimension={data.report.dimension}
          range={data.report.range}
          previous={data.report.previous}
          table={data.report.table}
          csvHref={data.csvHref}
        />
      ) : (
        <p role="alert" className="rounded-2xl bg-white p-4 text-ocean-950 ring-1 ring-red-300">
          Nothing is shown until the period is right: see the message under the field above.
        </p>
      )}
    </div>
  );
}
