// The patient's private case page (issue 48 item 1): opened by the e-mailed link on a device that
// confirmed with a one-time code, or by the device's cookie. Never cached, never indexed, never
// sent on as a referrer; the page cache does not keep it either (no-store).
import type { Route } from "./+types/case-page";
import { CaseAccess, CaseLinkExpired, CaseLinkInvalid, NoCase } from "~/components/cases/case-access";
import { EmergencyNote, NotDiagnosisNote } from "~/components/cases/case-notes";
import { CaseRecord } from "~/components/cases/case-record";
import { translatorFromMatches, useT } from "~/components/messages-context";
import { PageHero } from "~/components/pages/page-hero";
import { buildMeta, clinicFromMatches, languagesFromMatches, localeFromMatches, siteMeta, siteUrlFromMatches } from "~/lib/seo";
import { contentNow } from "~/server/clock.server";
import { CASE_HEADERS, type CaseActionData, casePageAction, casePageLoader } from "~/server/cases/case-patient-page.server";
import { pageLocale } from "~/server/content/interface-texts.server";
import { requestContext, servicesContext } from "~/server/context.server";
import { formsTranslator } from "~/server/inquiry-action.server";

export const headers = () => CASE_HEADERS;

export function meta({ matches }: Route.MetaArgs) {
  const t = translatorFromMatches(matches);
  return buildMeta({
    title: t("caseDesk.pageTitle"),
    description: t("caseDesk.metaDescription"),
    path: "/international-patients/case",
    siteUrl: siteUrlFromMatches(matches),
    ...siteMeta(clinicFromMatches(matches), localeFromMatches(matches), languagesFromMatches(matches)),
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  return casePageLoader(services, request, pageLocale(services, request), contentNow(services.env));
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const form = await request.formData();
  return casePageAction(
    {
      services,
      request,
      info: context.get(requestContext),
      locale: pageLocale(services, request),
      t: await formsTranslator(services, request),
      now: contentNow(services.env),
    },
    form,
  );
}

export default function CasePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const answer = (actionData ?? {}) as CaseActionData;
  const page = loaderData;
  return (
    <>
      <PageHero crumb={t("caseDesk.crumb")} eyebrow={t("caseDesk.crumb")} title={t("caseDesk.pageTitle")} />
      <div className="section bg-seaglass-50/40">
        <div className="container-page grid max-w-5xl gap-8 lg:grid-cols-3">
          {/* min-w-0: a wide table scrolls in its own region instead of widening the page. */}
          <div className="min-w-0 lg:col-span-2">
            {page.kind === "case" ? (
              <CaseRecord
                view={page.view}
                notice={page.notice}
                reply={{
                  error: answer.replyError ?? null,
                  value: answer.replyValue ?? "",
                  retryMinutes: answer.stepIntent ? null : (answer.retryMinutes ?? null),
                }}
                steps={page.steps}
                answer={answer}
              />
            ) : page.kind === "access" ? (
              <CaseAccess
                reference={page.reference}
                email={page.email}
                codeSent={page.codeSent}
                error={answer.accessError ?? null}
                retryMinutes={answer.retryMinutes ?? null}
              />
            ) : page.kind === "expired" ? (
              <CaseLinkExpired newLinkSent={answer.newLinkSent ?? false} retryMinutes={answer.retryMinutes ?? null} />
            ) : page.kind === "invalid" ? (
              <CaseLinkInvalid />
            ) : (
              <NoCase references={page.references} />
            )}
          </div>
          <aside className="space-y-4">
            <EmergencyNote />
            {page.kind === "case" ? <NotDiagnosisNote /> : null}
          </aside>
        </div>
      </div>
    </>
  );
}
