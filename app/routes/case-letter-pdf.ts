// The case's visa invitation letter as a PDF, for its patient (issue 48 item 5): the letter that
// stands (not a revoked one), only on a device that holds the case; `?case=IC-XXXXXX` names it.
// Never cached, never indexed. pdfkit loads only here.
import { Readable } from "node:stream";
import type { Route } from "./+types/case-letter-pdf";
import { caseForDevice } from "~/server/cases/case-documents.server";
import { currentLetter, loadLetter } from "~/server/cases/case-letters.server";
import { CASE_HEADERS } from "~/server/cases/case-patient-page.server";
import { contentNow } from "~/server/clock.server";
import { servicesContext } from "~/server/context.server";

const notFound = () =>
  new Response("Not found", { status: 404, headers: { ...CASE_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { db } = services.database;
  const c = await caseForDevice(db, request, contentNow(services.env));
  const standing = c ? await currentLetter(db, c.id) : null;
  const letter = standing ? await loadLetter(db, services.healthKey, standing.serial) : null;
  if (!letter) return notFound();
  const { letterPdf, pdfHeaders } = await import("~/server/cases/case-pdf.server");
  const doc = await letterPdf(letter.body);
  services.log.info({ serial: letter.serial }, "patient downloaded their visa letter");
  return new Response(Readable.toWeb(doc) as ReadableStream<Uint8Array>, { headers: pdfHeaders(`visa-letter-${letter.serial}.pdf`) });
}
