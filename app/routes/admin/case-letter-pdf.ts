// A visa invitation letter as a PDF, for staff with document rights (issue 48 item 5): it holds
// passport numbers. Each download is a row in the audit log (the serial only, nothing of what the
// letter says). A revoked letter downloads marked as revoked. pdfkit is loaded only here.
import { Readable } from "node:stream";
import { data } from "react-router";
import type { Route } from "./+types/case-letter-pdf";
import { positiveId } from "~/lib/admin-list-url";
import { clinicDate } from "~/lib/clinic-view";
import { isLetterSerial } from "~/lib/visa-letter";
import { requirePermission } from "~/server/auth/guards.server";
import { loadLetter } from "~/server/cases/case-letters.server";
import { contentNow } from "~/server/clock.server";
import { servicesContext } from "~/server/context.server";
import { recordAudit } from "~/server/repos/admin-inquiries.server";

const notFound = () => data({ message: "There is no such letter on this case." }, { status: 404 });

export async function loader({ context, params }: Route.LoaderArgs) {
  const user = requirePermission(context, "cases:documents");
  const services = context.get(servicesContext);
  const { db } = services.database;
  const caseId = positiveId(params.id);
  const serial = params.serial ?? "";
  if (caseId === null || !isLetterSerial(serial)) throw notFound();
  const letter = await loadLetter(db, services.healthKey, serial);
  if (!letter || letter.caseId !== caseId) throw notFound();
  const { letterPdf, pdfHeaders } = await import("~/server/cases/case-pdf.server");
  const doc = await letterPdf(letter.body, { revokedOn: letter.revokedAt ? clinicDate(letter.revokedAt) : null });
  await recordAudit(db, {
    userId: user.id,
    action: "download",
    entity: "visa_letter",
    entityId: serial,
    summary: `downloaded visa letter ${serial}`,
  });
  services.log.info({ serial, userId: user.id, at: contentNow(services.env).toISOString() }, "staff downloaded a visa letter");
  return new Response(Readable.toWeb(doc) as ReadableStream<Uint8Array>, { headers: pdfHeaders(`visa-letter-${serial}.pdf`) });
}
