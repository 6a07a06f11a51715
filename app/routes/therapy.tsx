import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { SiteLink as Link } from "~/components/ui/site-link";
import type { Route } from "./+types/therapy";
import { translatorFromMatches, useT } from "~/components/messages-context";
import { TherapyPage } from "~/components/therapy/therapy-page";
import { breadcrumbList, faqPage, jsonLdGraph, medicalClinic, medicalTherapy, webPage } from "~/lib/jsonld";
import { buildMeta, clinicFromMatches, siteMeta, siteUrlFromMatches, localeFromMatches, languagesFromMatches } from "~/lib/seo";
import { servicesContext } from "~/server/context.server";
import { handleInquiryAction } from "~/server/inquiry-action.server";
import { therapyInquiryForm } from "~/server/inquiry-forms.server";
import { getPublicTherapy, therapyWithDraft } from "~/server/content/therapies.server";
import { therapyPageData } from "~/server/therapy-page.server";
import { pageLocale } from "~/server/content/interface-texts.server";
import { previewRequested } from "~/server/content/preview.server";
import { localizeTherapies } from "~/server/content/translations.server";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { db } = services.database;
  const therapy = await getPublicTherapy(db, params.therapySlug);
  if (!therapy) throw data({ slug: params.therapySlug }, { status: 404 });
  const locale = pageLocale(services, request);
  const draft = await previewRequested(services, request);
  // A staff preview shows the therapy as its waiting draft would make it, like its translations.
  const shown = draft ? await therapyWithDraft(db, therapy) : therapy;
  const [translated] = await localizeTherapies(db, [shown], locale, { draft });
  return therapyPageData(db, translated!, { locale, draft });
}

export function action({ request, context }: Route.ActionArgs) {
  return handleInquiryAction(therapyInquiryForm, request, context);
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const siteUrl = siteUrlFromMatches(matches);
  const clinic = clinicFromMatches(matches);
  const locale = localeFromMatches(matches);
  const site = siteMeta(clinic, locale, languagesFromMatches(matches));
  const tr = translatorFromMatches(matches);
  if (!loaderData) {
    return buildMeta({
      title: tr("therapy.notFoundTitle"),
      description: tr("therapy.notFoundDescription"),
      path: `/therapy/${params.therapySlug}`,
      siteUrl,
      ...site,
      noindex: true,
    });
  }
  const t = loaderData.therapy;
  const path = `/therapy/${t.slug}`;
  return [
    ...buildMeta({
      title: t.seo?.title || t.title,
      description: t.seo?.description || t.shortDescription,
      keywords: t.seo?.keywords,
      path,
      siteUrl,
      ...site,
      image: t.heroImage?.endsWith(".svg") ? undefined : (t.heroImage ?? undefined),
    }),
    jsonLdGraph(
      webPage(siteUrl, path, t.title, locale),
      medicalClinic(siteUrl, clinic, [t.slug]),
      breadcrumbList(
        siteUrl,
        [
          { name: tr("therapy.breadcrumbHome"), path: "/" },
          { name: tr("therapy.breadcrumbServices"), path: "/services" },
          { name: t.title, path },
        ],
        locale,
      ),
      ...(t.faqs.length > 0 ? [faqPage(t.faqs, locale)] : []),
      medicalTherapy(siteUrl, t),
    ),
  ];
}

export default function TherapyRoute({ loaderData }: Route.ComponentProps) {
  return <TherapyPage data={loaderData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Drawn inside the public layout, which gives the catalogue.
  const t = useT();
  return (
    <section className="container-page section" aria-labelledby="therapy-error-title">
      <h1 id="therapy-error-title" className="heading-2">
        {notFound ? t("therapy.notFoundTitle") : t("therapy.errorTitle")}
      </h1>
      <p className="mt-4 max-w-xl text-lg text-muted">{notFound ? t("therapy.notFoundMessage") : t("therapy.errorMessage")}</p>
      <p className="mt-8 flex flex-wrap gap-3">
        <Link to="/" className="btn-primary">
          {t("therapy.returnHome")}
        </Link>
        <Link to="/services" className="btn-secondary">
          {t("therapy.seeAllTherapies")}
        </Link>
      </p>
    </section>
  );
}
