import type { Route } from "./+types/inquiries-export";
import { inquiriesCsvFileName } from "~/lib/inquiry-csv";
import { parseInboxFilter } from "~/lib/inquiry-inbox";
import { requirePermission } from "~/server/auth/guards.server";
import { servicesContext } from "~/server/context.server";
import { inquiryCsvStream } from "~/server/inquiry-export.server";
import { countInbox, recordAudit } from "~/server/repos/admin-inquiries.server";

/** The inbox's current filter as a spreadsheet: admins only (personal data leaving the system). */
export async function loader({ context, url, request }: Route.LoaderArgs) {
  const user = requirePermission(context, "inquiries:export");
  const services = context.get(servicesContext);
  const filter = parseInboxFilter(url.searchParams);
  const now = new Date();
  const { db } = services.database;
  // Audited before the first row leaves, with the count at that moment (rows arriving during
  // the export may or may not be in the file): an export cut short is still on record.
  const n = await countInbox(db, filter);
  await recordAudit(db, {
    userId: user.id,
    action: "export",
    entity: "inquiry",
    summary: `exported ${n} ${n === 1 ? "inquiry" : "inquiries"}`,
  });
  const body = inquiryCsvStream(db, filter, {
    signal: request.signal,
    onEnd: ({ rows, complete, error }) => {
      if (error !== undefined && !(error instanceof DOMException)) services.log.error({ err: error, rows }, "inquiry export failed");
      else if (!complete) services.log.info({ rows, of: n }, "inquiry export stopped: the client went away");
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${inquiriesCsvFileName(now)}"`,
      // Personal data: never kept by the browser or anything in between.
      "Cache-Control": "no-store",
    },
  });
}
