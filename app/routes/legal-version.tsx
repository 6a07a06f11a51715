import type { Route } from "./+types/legal-version";
import { LegalDocument } from "~/components/pages/legal-document";
import { GrievanceOfficerBlock } from "~/components/pages/grievance-officer";
import { translatorFromMatches } from "~/components/messages-context";
import { LEGAL_PAGES, type LegalPageKey } from "~/content-types/legal-page";
import { buildMeta, clinicFromMatches, siteMeta, siteUrlFromMatches, localeFromMatches, languagesFromMatches } from "~/lib/seo";
import { servicesContext } from "~/server/context.server";
import { loadLegalVersionPage } from "~/server/content/legal-route.server";

// /privacy-policy/2025-01-01 and /terms-of-service/…: both routes use this module.
function keyOf(url: URL): LegalPageKey {
  const page = LEGAL_PAGES.find((p) => url.pathname.startsWith(`${p.path}/`));
  return page?.key ?? "privacy-policy";
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = translatorFromMatches(matches);
  if (!loaderData) return [{ title: t("pages.legalVersionNotFound") }];
  return buildMeta({
    title: t("pages.legalVersionMetaTitle", { title: loaderData.page.title, date: loaderData.effective }),
    description: loaderData.page.metaDescription,
    path: loaderData.path,
    siteUrl: siteUrlFromMatches(matches),
    ...siteMeta(clinicFromMatches(matches), localeFromMatches(matches), languagesFromMatches(matches)),
    // The current text is the one to find; earlier versions stay readable by their address.
    noindex: loaderData.archived,
  });
}

export function loader({ context, params, url }: Route.LoaderArgs) {
  return loadLegalVersionPage(context.get(servicesContext), keyOf(url), params.effective);
}

export default function LegalVersion({ loaderData }: Route.ComponentProps) {
  const current = LEGAL_PAGES.find((p) => p.key === loaderData.key)!.path;
  return (
    <LegalDocument data={loaderData} path={current}>
      {loaderData.key === "privacy-policy" ? <GrievanceOfficerBlock /> : null}
    </LegalDocument>
  );
}
