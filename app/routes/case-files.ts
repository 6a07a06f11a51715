// POST /international-patients/case/files?case=…: files the patient adds from the case page,
// streamed into the encrypted store (the request body arrives unread: form-body.server.ts), then
// back to the page with what was added and what was refused.
import { redirect } from "react-router";
import type { Route } from "./+types/case-files";
import { localizePath } from "~/i18n/locales";
import { contentNow } from "~/server/clock.server";
import { addFilesAction, CASE_PATH } from "~/server/cases/case-patient-page.server";
import { formsTranslator } from "~/server/inquiry-action.server";
import { pageLocale } from "~/server/content/interface-texts.server";
import { requestContext, servicesContext } from "~/server/context.server";

/** The address has no page of its own: the case page is where the files are. */
export function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const reference = new URL(request.url).searchParams.get("case");
  const query = reference && /^IC-[0-9A-Z]{6}$/.test(reference) ? `?case=${reference}` : "";
  return redirect(`${localizePath(pageLocale(services, request), CASE_PATH)}${query}`, 303);
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  return addFilesAction({
    services,
    request,
    info: context.get(requestContext),
    locale: pageLocale(services, request),
    t: await formsTranslator(services, request),
    now: contentNow(services.env),
  });
}
