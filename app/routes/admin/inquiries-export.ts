import type { Route } from "./+types/inquiries-export";
import { inquiriesCsvFileName } from "~/lib/inquiry-csv";
import { parseInboxFilter } from "~/lib/inquiry-inbox";
import { negotiateEncoding } from "~/server/accept-encoding.server";
import { requirePermission } from "~/server/auth/guards.server";
import { servicesContext } from "~/server/context.server";
import { inquiryCsvStream } from "~/server/inquiry-export.server";
import { recordAudit } from "~/server/repos/admin-inquiries.server";

const GZIP_ONLY = new Set(["gzip"] as const);

/** The inbox's current filter as a spreadsheet: admins only (personal data leaving the system). */
export async function loader({ context, url, request }: Route.LoaderArgs) {
  const user = requirePermission(context, "inquiries:export");
  const services = context.get(servicesContext);
  const filter = parseInboxFilter(url.searchParams);
  const now = new Date();
  const { db } = services.database;
  // The audit row is written when the stream ends, with what was really sent: a count query
  // first would hold the embedded database for a whole table scan before the first byte. An
  // export cut short is recorded too, with how far it got.
  const body = inquiryCsvStream(db, filter, {
    signal: request.signal,
    onEnd: async ({ rows, complete, error }) => {
      if (error !== undefined && !(error instanceof DOMException)) services.log.error({ err: error, rows }, "inquiry export failed");
      const summary = `exported ${rows} ${rows === 1 ? "inquiry" : "inquiries"}${complete ? "" : " (stopped before the end)"}`;
      try {
        await recordAudit(db, { userId: user.id, action: "export", entity: "inquiry", summary });
      } catch (err) {
        services.log.error({ err, summary }, "could not record the inquiry export");
      }
    },
  });
  // Compressed here, as a web stream, rather than by the compression middleware: its response
  // wrapper hands "drain" listeners to its gzip stream but removes them from the response, so a
  // long export piled them up (MaxListenersExceededWarning) until the response ended.
  // (TypeScript's DOM types give CompressionStream a BufferSource writable, which the
  // Uint8Array stream cannot pipe into without this cast; the bytes are the same.)
  const gzip = negotiateEncoding(request.headers.get("Accept-Encoding") ?? undefined, GZIP_ONLY) === "gzip";
  return new Response(gzip ? body.pipeThrough(new CompressionStream("gzip") as TransformStream<Uint8Array, Uint8Array>) : body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${inquiriesCsvFileName(now)}"`,
      // Personal data: never kept by the browser or anything in between.
      "Cache-Control": "no-store",
      Vary: "Accept-Encoding",
      ...(gzip ? { "Content-Encoding": "gzip" } : {}),
    },
  });
}
