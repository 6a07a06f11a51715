import { isRouteErrorResponse, Link, type RouterContextProvider, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/inquiries-export";
import type { loader as layoutLoader } from "./layout";
import { ShieldAlert } from "~/components/ui/lucide";
import { inquiriesCsvFileName } from "~/lib/inquiry-csv";
import { parseInboxFilter } from "~/lib/inquiry-inbox";
import { can, roleLabel } from "~/lib/permissions";
import { negotiateEncoding } from "~/server/accept-encoding.server";
import { requirePermission, requireUser } from "~/server/auth/guards.server";
import { servicesContext } from "~/server/context.server";
import { inquiryCsvStream } from "~/server/inquiry-export.server";
import { recordAudit } from "~/server/repos/admin-inquiries.server";

const GZIP_ONLY = new Set(["gzip"] as const);

export function meta({ error }: Route.MetaArgs) {
  return [{ title: error ? "Not allowed | Admin | Samudra" : "Export | Admin | Samudra" }, { name: "robots", content: "noindex" }];
}

/** The inbox's current filter as a spreadsheet: admins only (personal data leaving the system). */
function csvExport(context: Readonly<RouterContextProvider>, request: Request): Response {
  const user = requirePermission(context, "inquiries:export");
  const services = context.get(servicesContext);
  const filter = parseInboxFilter(new URL(request.url).searchParams);
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

/**
 * The file, for whoever may export it, answered here before any loader: this route has an
 * error boundary (it is a page for whoever may not), and a page's loader returning a Response
 * would have it read as the page's data. A refused browser goes on to the loader's 403 and the
 * admin page saying so (issue 44: an editor got raw JSON); a refused script, which asks for no
 * HTML, keeps the short JSON answer.
 */
const exportOrRefuse: Route.MiddlewareFunction = ({ context, request }, next) => {
  const user = requireUser(context);
  const reading = request.method === "GET" || request.method === "HEAD";
  if (reading && can(user.role, "inquiries:export")) return csvExport(context, request);
  if (reading && !(request.headers.get("Accept") ?? "").includes("text/html")) {
    return Response.json({ message: "Your role does not allow this." }, { status: 403 });
  }
  return next();
};

export const middleware: Route.MiddlewareFunction[] = [exportOrRefuse];

/** Reached by a browser only when refused (the middleware answers the rest); tests call it for the file. */
export function loader({ context, request }: Route.LoaderArgs) {
  return csvExport(context, request);
}

/** An editor opening the export address: HTTP 403, said as the other admin pages say it. */
export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData<typeof layoutLoader>("routes/admin/layout");
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <section
      aria-labelledby="export-error-title"
      className="mx-auto max-w-xl rounded-2xl bg-white p-6 text-center ring-1 ring-seaglass-200"
    >
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-sand-100 text-coral-700">
        <ShieldAlert className="size-6" aria-hidden="true" />
      </span>
      <h1 id="export-error-title" className="mt-3 text-2xl font-bold text-ocean-950" data-testid="export-refused">
        {forbidden ? "Exporting inquiries is for admins" : "The export could not be made"}
      </h1>
      <p className="mt-2 text-ink">
        {forbidden
          ? `You are signed in as ${layout ? `${layout.user.username} (${roleLabel(layout.user.role)})` : "a staff member"}. Your role can read and follow up inquiries in the inbox, but not download them: a spreadsheet of patients' details leaves the clinic's system. Please ask an admin if you need one.`
          : "Something went wrong on our side. Please try again in a moment."}
      </p>
      <p className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/admin/inquiries" className="btn-primary">
          Go to the inquiries
        </Link>
        <Link to="/admin" className="btn-secondary">
          Go to the dashboard
        </Link>
      </p>
    </section>
  );
}
