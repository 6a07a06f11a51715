// GET /international-patients/case/files/:fileId: one of the patient's own documents, only to a
// device holding its case, as a download (never shown inline from the site's origin), each
// opening logged (issue 48 item 2).
import type { Route } from "./+types/case-file";
import { contentNow } from "~/server/clock.server";
import { downloadCaseFile } from "~/server/cases/case-patient-page.server";
import { servicesContext } from "~/server/context.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  return downloadCaseFile(services, request, params.fileId, contentNow(services.env));
}
