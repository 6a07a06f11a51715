// A plan's estimate as a PDF, for the case's patient (issue 48 item 4): only on a device that
// holds the case (its signed cookie), only a version sent to them; `?case=IC-XXXXXX` names the
// case. English, as the letter is. Never cached, never indexed. pdfkit loads only here.
import { Readable } from "node:stream";
import type { Route } from "./+types/case-estimate-pdf";
import { positiveId } from "~/lib/admin-list-url";
import { caseForDevice } from "~/server/cases/case-documents.server";
import { letterClinic } from "~/server/cases/case-letters.server";
import { loadPlan } from "~/server/cases/case-plans.server";
import { CASE_HEADERS } from "~/server/cases/case-patient-page.server";
import { contentNow } from "~/server/clock.server";
import { readClinicSettings } from "~/server/content/clinic-settings.server";
import { servicesContext } from "~/server/context.server";

const notFound = () =>
  new Response("Not found", { status: 404, headers: { ...CASE_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { db } = services.database;
  const version = positiveId(params.version);
  const c = version === null ? null : await caseForDevice(db, request, contentNow(services.env));
  const plan = c && version !== null ? await loadPlan(db, services.healthKey, c, version, { sentOnly: true }) : null;
  if (!c || !plan) return notFound();
  const clinic = letterClinic(await readClinicSettings(db), services.env.SITE_URL);
  const { estimatePdf, pdfHeaders } = await import("~/server/cases/case-pdf.server");
  const doc = estimatePdf({ clinic, reference: c.reference, plan });
  return new Response(Readable.toWeb(doc) as ReadableStream<Uint8Array>, {
    headers: pdfHeaders(`estimate-${c.reference}-v${plan.version}.pdf`),
  });
}
