import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import type { Route } from "./+types/therapy";
import { TherapyPage } from "~/components/therapy/therapy-page";
import { breadcrumbList, faqPage, jsonLdGraph, medicalClinic, medicalTherapy } from "~/lib/jsonld";
import { buildMeta, clinicFromMatches, siteMeta, siteUrlFromMatches } from "~/lib/seo";
import { servicesContext } from "~/server/context.server";
import { handleInquiryAction } from "~/server/inquiry-action.server";
import { therapyInquiryForm } from "~/server/inquiry-forms.server";
import { getPublicTherapy } from "~/server/repos/therapies.server";
import { therapyPageData } from "~/server/therapy-page.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext).database;
  const therapy = await getPublicTherapy(db, params.therapySlug);
  if (!therapy) throw data({ slug: params.therapySlug }, { status: 404 });
  return therapyPageData(db, therapy);
}

export function action({ request, context }: Route.ActionArgs) {
  return handleInquiryAction(therapyInquiryForm, request, context);
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const siteUrl = siteUrlFromMatches(matches);
  const clinic = clinicFromMatches(matches);
  const site = siteMeta(clinic);
  if (!loaderData) {
    return buildMeta({
      title: "Therapy Not Found",
      description: "This therapy page does not exist. See the therapies we offer.",
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
      medicalClinic(siteUrl, clinic, [t.slug]),
      breadcrumbList(siteUrl, [
        { name: "Home", path: "/" },
        { name: "Services", path: "/services" },
        { name: t.title, path },
      ]),
      ...(t.faqs.length > 0 ? [faqPage(t.faqs)] : []),
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
  return (
    <section className="container-page section" aria-labelledby="therapy-error-title">
      <h1 id="therapy-error-title" className="heading-2">
        {notFound ? "Therapy Not Found" : "Something went wrong"}
      </h1>
      <p className="mt-4 max-w-xl text-lg text-muted">
        {notFound
          ? "We couldn't find that therapy. It may have been renamed, or the address may be mistyped."
          : "This page could not be shown just now. Please try again, or call us."}
      </p>
      <p className="mt-8 flex flex-wrap gap-3">
        <Link to="/" className="btn-primary">Return Home</Link>
        <Link to="/services" className="btn-secondary">See all therapies</Link>
      </p>
    </section>
  );
}
