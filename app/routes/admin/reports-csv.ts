import type { Route } from "./+types/reports-csv";
import { reportCsv, reportCsvFileName } from "~/lib/report-table";
import { requirePermission } from "~/server/auth/guards.server";
import { buildReport, readReportQuery } from "~/server/admin/reports.server";
import { servicesContext } from "~/server/context.server";

/** The Reports page's table as CSV (issue 44 item 5): same query, same rows, same permission. */
export async function loader({ context, url }: Route.LoaderArgs) {
  requirePermission(context, "inquiries:manage");
  const read = readReportQuery(url.searchParams);
  if (!read.ok) {
    const message = Object.values(read.errors).join(" ");
    return new Response(`${message}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const report = await buildReport(context.get(servicesContext), read.query);
  return new Response(reportCsv(report.dimension, report.range, report.previous, report.table), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${reportCsvFileName(report.kind, report.dimension, report.range)}"`,
      // Counts, but of the clinic's own business: not kept by anything in between.
      "Cache-Control": "no-store",
    },
  });
}
