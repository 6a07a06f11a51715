import type { Route } from "./+types/reports-csv";
import { funnelCsv, funnelCsvFileName, noShowCsv, noShowCsvFileName, parseFunnelSplit } from "~/lib/booking-funnel";
import { reportCsv, reportCsvFileName } from "~/lib/report-table";
import { requirePermission } from "~/server/auth/guards.server";
import { buildFunnel, buildNoShows, buildReport, readReportQuery } from "~/server/admin/reports.server";
import { servicesContext } from "~/server/context.server";

const badRequest = (message: string) =>
  new Response(`${message}\n`, {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

const csvFile = (body: string, fileName: string) =>
  new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      // Counts, but of the clinic's own business: not kept by anything in between.
      "Cache-Control": "no-store",
    },
  });

/**
 * The Reports page's tables as CSV (issue 44 item 5), each with the page's query, rows and
 * permission: the leads table (no `table`), the bookings from leads by form, campaign or
 * language (`table=funnel&by=…`) and the no-shows by service (`table=no-shows`, issue 47 item 7).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  requirePermission(context, "inquiries:manage");
  const read = readReportQuery(url.searchParams);
  if (!read.ok) return badRequest(Object.values(read.errors).join(" "));
  const services = context.get(servicesContext);
  const { range } = read.query;
  const table = url.searchParams.get("table");
  if (table === "funnel") {
    const split = parseFunnelSplit(url.searchParams.get("by"));
    if (!split) return badRequest("By: choose form, campaign or language.");
    const funnel = await buildFunnel(services, range);
    return csvFile(funnelCsv(funnel[split], range), funnelCsvFileName(split, range));
  }
  if (table === "no-shows") return csvFile(noShowCsv(await buildNoShows(services, range), range), noShowCsvFileName(range));
  if (table !== null) return badRequest("Table: choose the leads (no table), funnel or no-shows.");
  const report = await buildReport(services, read.query);
  return csvFile(
    reportCsv(report.dimension, report.range, report.previous, report.table),
    reportCsvFileName(report.kind, report.dimension, report.range),
  );
}
