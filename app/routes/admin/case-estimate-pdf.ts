// A plan version's estimate as a PDF, for the case desk (issue 48 item 4): any version, sent or
// not (a doctor reads a draft before sending it). Always a download, never cached. pdfkit is
// loaded only here, when a PDF is asked for, never for the pages.
import { Readable } from "node:stream";
import { data } from "react-router";
import type { Route } from "./+types/case-estimate-pdf";
import { positiveId } from "~/lib/admin-list-url";
import { requirePermission } from "~/server/auth/guards.server";
import { letterClinic } from "~/server/cases/case-letters.server";
import { loadPlan } from "~/server/cases/case-plans.server";
import { loadCase } from "~/server/cases/case-records.server";
import { readClinicSettings } from "~/server/content/clinic-settings.server";
import { servicesContext } from "~/server/context.server";

const notFound = () => data({ message: "There is no such plan version on this case." }, { status: 404 });

export async function loader({ context, params }: Route.LoaderArgs) {
  requirePermission(context, "cases:manage");
  const services = context.get(servicesContext);
  const { db } = services.database;
  const caseId = positiveId(params.id);
  const version = positiveId(params.version);
  if (caseId === null || version === null) throw notFound();
  const c = await loadCase(db, services.healthKey, { id: caseId });
  const plan = c ? await loadPlan(db, services.healthKey, c, version, { sentOnly: false }) : null;
  if (!c || !plan) throw notFound();
  const clinic = letterClinic(await readClinicSettings(db), services.env.SITE_URL);
  const { estimatePdf, pdfHeaders } = await import("~/server/cases/case-pdf.server");
  const doc = estimatePdf({ clinic, reference: c.reference, plan });
  return new Response(Readable.toWeb(doc) as ReadableStream<Uint8Array>, {
    headers: pdfHeaders(`estimate-${c.reference}-v${plan.version}.pdf`),
  });
}
