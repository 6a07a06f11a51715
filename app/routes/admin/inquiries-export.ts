import type { Route } from "./+types/inquiries-export";
import { inquiriesCsv, inquiriesCsvFileName } from "~/lib/inquiry-csv";
import { parseInboxFilter } from "~/lib/inquiry-inbox";
import { requirePermission } from "~/server/auth/guards.server";
import { servicesContext } from "~/server/context.server";
import { exportInbox, recordAudit } from "~/server/repos/admin-inquiries.server";

/** The inbox's current filter as a spreadsheet: admins only (personal data leaving the system). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requirePermission(context, "inquiries:export");
  const services = context.get(servicesContext);
  const filter = parseInboxFilter(url.searchParams);
  const now = new Date();
  const rows = await services.database.db.transaction(async (tx) => {
    const rows = await exportInbox(tx, filter);
    const n = rows.length;
    await recordAudit(tx, {
      userId: user.id,
      action: "export",
      entity: "inquiry",
      summary: `exported ${n} ${n === 1 ? "inquiry" : "inquiries"}`,
    });
    return rows;
  });
  return new Response(inquiriesCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${inquiriesCsvFileName(now)}"`,
      // Personal data: never kept by the browser or anything in between.
      "Cache-Control": "no-store",
    },
  });
}
