import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { defaultMessages } from "~/i18n/catalogue";
import { createTranslator, type Translate } from "~/i18n/format";
import { attributionOf, type InquiryAttribution } from "~/lib/attribution";
import { isInquiryFormName } from "~/lib/inquiry-fields";
import { isSameOrigin } from "./auth/guards.server";
import { LOCALE_INFO } from "~/i18n/locales";
import { loadMessages, pageLocale } from "./content/interface-texts.server";
import { type AppServices, requestContext, servicesContext } from "./context.server";
import { type InquiryForm, submitInquiry } from "./inquiries.server";
import { inquiryForms } from "./inquiry-forms.server";
import { inquiryJsonResponse, inquiryPageResponse } from "./inquiry-response.server";

/**
 * The words of the answer and of the WhatsApp text, from the catalogue the page shows. Should
 * it be unreadable (the database is down), the code's own texts: the lead still goes to WhatsApp.
 */
export async function formsTranslator(services: AppServices, request: Request): Promise<Translate> {
  try {
    const { messages, locale } = await loadMessages(services, request);
    return createTranslator(messages, locale);
  } catch (error) {
    services.log.warn({ err: error }, "interface texts unreadable; the inquiry answer uses the default texts");
    return createTranslator(defaultMessages, LOCALE_INFO.en.tag);
  }
}

/** Where the lead came from: the island's fields, else the Referer (docs/decisions/026). */
export function leadAttribution(formData: FormData, request: Request, services: AppServices): InquiryAttribution {
  const own = [new URL(services.env.SITE_URL).hostname, new URL(request.url).hostname];
  return attributionOf(formData, { referer: request.headers.get("Referer"), userAgent: request.headers.get("User-Agent") }, own);
}

/** A page's route action: the plain HTML form (no JavaScript) runs `form` through the inquiry pipeline. */
export async function handleInquiryAction<S extends z.ZodObject>(
  form: InquiryForm<S>,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const formData = await request.formData();
  const services = context.get(servicesContext);
  const t = await formsTranslator(services, request);
  const outcome = await submitInquiry(
    form,
    formData,
    services,
    context.get(requestContext),
    t,
    pageLocale(services, request),
    leadAttribution(formData, request, services),
  );
  return inquiryPageResponse(outcome, t);
}

function refusal(status: number, error: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error }, { status, headers: { ...headers, "Cache-Control": "no-store" } });
}

/**
 * `POST /api/inquiries/:form`, what the forms' island calls: the same pipeline as the page
 * actions, answered with InquiryActionData as JSON (200, 400 or 429 with Retry-After).
 * Only this site's own pages may post here: besides the server-wide cross-site check
 * (same-origin.server.ts) a request must carry its Origin, as every browser's fetch does.
 */
export async function handleInquiryEndpoint(
  request: Request,
  formName: string | undefined,
  context: Readonly<RouterContextProvider>,
): Promise<Response> {
  if (request.method !== "POST") return refusal(405, "Send the inquiry with POST.", { Allow: "POST" });
  if (!isSameOrigin(request, context.get(servicesContext).env.SITE_URL)) return refusal(403, "This request did not come from this site.");
  if (!isInquiryFormName(formName)) return refusal(404, "There is no such inquiry form.");
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return refusal(415, "Send the inquiry as form data.");
  }
  const services = context.get(servicesContext);
  const t = await formsTranslator(services, request);
  const outcome = await submitInquiry(
    inquiryForms[formName],
    formData,
    services,
    context.get(requestContext),
    t,
    pageLocale(services, request),
    leadAttribution(formData, request, services),
  );
  return inquiryJsonResponse(outcome, t);
}
