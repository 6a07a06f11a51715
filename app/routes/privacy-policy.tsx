import type { Route } from "./+types/privacy-policy";
import { LegalDocument } from "~/components/pages/legal-document";
import { GrievanceOfficerBlock } from "~/components/pages/grievance-officer";
import { translatorFromMatches } from "~/components/messages-context";
import { buildMeta, clinicFromMatches, siteMeta, siteUrlFromMatches, localeFromMatches, languagesFromMatches } from "~/lib/seo";
import { servicesContext } from "~/server/context.server";
import { loadCurrentLegalPage } from "~/server/content/legal-route.server";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const clinic = clinicFromMatches(matches);
  const t = translatorFromMatches(matches);
  return buildMeta({
    title: loaderData?.page.title ?? t("pages.privacyMetaTitle"),
    description: loaderData?.page.metaDescription ?? "",
    path: "/privacy-policy",
    siteUrl: siteUrlFromMatches(matches),
    ...siteMeta(clinic, localeFromMatches(matches), languagesFromMatches(matches)),
  });
}

export function loader({ context, request }: Route.LoaderArgs) {
  return loadCurrentLegalPage(context.get(servicesContext), request, "privacy-policy");
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <LegalDocument data={loaderData} path="/privacy-policy">
      <GrievanceOfficerBlock />
    </LegalDocument>
  );
}
