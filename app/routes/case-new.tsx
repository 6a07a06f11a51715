// The treatment plan request (issue 48 item 1): the patient's details and reports, sent as one
// multipart form (streamed into the encrypted store: form-body.server.ts lets it through unread).
import type { Route } from "./+types/case-new";
import { CaseForm } from "~/components/cases/case-form";
import { EmergencyNote, NotDiagnosisNote } from "~/components/cases/case-notes";
import { translatorFromMatches, useLocalizedPath, useT } from "~/components/messages-context";
import { PageHero } from "~/components/pages/page-hero";
import type { CaseFormAnswer } from "~/lib/case-view";
import { buildMeta, clinicFromMatches, languagesFromMatches, localeFromMatches, siteMeta, siteUrlFromMatches } from "~/lib/seo";
import { contentNow } from "~/server/clock.server";
import { submitCaseRequest } from "~/server/cases/case-request.server";
import { pageLocale } from "~/server/content/interface-texts.server";
import { requestContext, servicesContext } from "~/server/context.server";
import { formsTranslator } from "~/server/inquiry-action.server";

const PATH = "/international-patients/treatment-plan";

// The form itself may be cached like any page; an answer (what the patient typed) never is.
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translatorFromMatches(matches);
  return buildMeta({
    title: t("caseDesk.formTitle"),
    description: t("caseDesk.metaDescription"),
    path: PATH,
    siteUrl: siteUrlFromMatches(matches),
    ...siteMeta(clinicFromMatches(matches), localeFromMatches(matches), languagesFromMatches(matches)),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  return submitCaseRequest({
    services,
    request,
    info: context.get(requestContext),
    locale: pageLocale(services, request),
    t: await formsTranslator(services, request),
    now: contentNow(services.env),
  });
}

export default function CaseNew({ actionData }: Route.ComponentProps) {
  const t = useT();
  const lp = useLocalizedPath();
  const answer = (actionData ?? null) as CaseFormAnswer | null;
  return (
    <>
      <PageHero crumb={t("caseDesk.crumb")} eyebrow={t("caseDesk.crumb")} title={t("caseDesk.formTitle")} intro={t("caseDesk.formIntro")} />
      <div className="section bg-seaglass-50/40">
        <div className="container-page grid max-w-5xl gap-8 lg:grid-cols-3">
          {/* First on a phone: the emergency number is read before the form. */}
          <aside className="space-y-4 lg:order-2">
            <EmergencyNote />
            <NotDiagnosisNote />
          </aside>
          <div className="lg:order-1 lg:col-span-2">
            <CaseForm answer={answer} action={lp(PATH)} />
          </div>
        </div>
      </div>
    </>
  );
}
