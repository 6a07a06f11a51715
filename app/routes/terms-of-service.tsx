import type { Route } from "./+types/terms-of-service";
import { LegalDocument } from "~/components/pages/legal-document";
import { translatorFromMatches } from "~/components/messages-context";
import { buildMeta, clinicFromMatches, siteMeta, siteUrlFromMatches, localeFromMatches, languagesFromMatches } from "~/lib/seo";
import { servicesContext } from "~/server/context.server";
import { loadCurrentLegalPage } from "~/server/content/legal-route.server";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = translatorFromMatches(matches);
  return buildMeta({
    title: loaderData?.page.title ?? t("pages.termsMetaTitle"),
    description: loaderData?.page.metaDescription ?? "",
    path: "/terms-of-service",
    siteUrl: siteUrlFromMatches(matches),
    ...siteMeta(clinicFromMatches(matches), localeFromMatches(matches), languagesFromMatches(matches)),
  });
}

export function loader({ context, request }: Route.LoaderArgs) {
  return loadCurrentLegalPage(context.get(servicesContext), request, "terms-of-service");
}

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return <LegalDocument data={loaderData} path="/terms-of-service" />;
}
