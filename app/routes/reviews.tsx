import { data, isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/reviews";
import { CtaBand } from "~/components/pages/cta-band";
import { PageHero } from "~/components/pages/page-hero";
import { ReviewList, ReviewPager } from "~/components/pages/review-list";
import { translatorFromMatches, useFallbackLang, useT } from "~/components/messages-context";
import { SiteLink as Link } from "~/components/ui/site-link";
import { keywordList } from "~/content-types/page-intro";
import { breadcrumbList, jsonLdGraph, webPage } from "~/lib/jsonld";
import { REVIEWS_PAGE_SIZE } from "~/lib/public-caps";
import { parseReviewsPage } from "~/lib/reviews-page";
import { buildMeta, clinicFromMatches, languagesFromMatches, localeFromMatches, siteMeta, siteUrlFromMatches } from "~/lib/seo";
import { loadServicesPageTexts } from "~/server/content/page-bodies.server";
import { loadPageIntro } from "~/server/content/page-texts.server";
import { shownInFor } from "~/server/content/translations.server";
import { servicesContext } from "~/server/context.server";
import { listReviewsPage } from "~/server/content/testimonials.server";

// Every active review, newest first, 20 a page with Previous/Next links (issue 20 item 4;
// docs/decisions/035): the home carousel shows the clinic's picks and links here.

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const tr = translatorFromMatches(matches);
  // The loader refused the address (400): the error page's title, kept out of search.
  if (!loaderData) return [{ title: tr("pages.reviewsBadLinkTitle") }, { name: "robots", content: "noindex" }];
  const page = loaderData.page;
  const siteUrl = siteUrlFromMatches(matches);
  const locale = localeFromMatches(matches);
  return [
    ...buildMeta({
      title: page.metaTitle,
      description: page.metaDescription,
      path: "/reviews",
      siteUrl,
      ...siteMeta(clinicFromMatches(matches), locale, languagesFromMatches(matches)),
      keywords: keywordList(page.keywords),
      // Later pages are reached by following the links; search engines index the first, whose
      // address is stable (a cursor page's content depends on what is published).
      noindex: loaderData.paged,
    }),
    jsonLdGraph(
      webPage(siteUrl, "/reviews", page.title, locale),
      breadcrumbList(
        siteUrl,
        [
          { name: tr("pages.breadcrumbHome"), path: "/" },
          { name: tr("pages.crumbReviews"), path: "/reviews" },
        ],
        locale,
      ),
    ),
  ];
}

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const parsed = parseReviewsPage(url.searchParams);
  // An edited or cut-short link: a page that says so (400), never a 500 or an unbounded read.
  if (!parsed.ok) throw data({ message: parsed.message }, { status: 400 });
  const services = context.get(servicesContext);
  const [page, text, reviews] = await Promise.all([
    loadPageIntro(services, request, "reviews"),
    loadServicesPageTexts(services, request),
    shownInFor(services, request).then((shownIn) => listReviewsPage(services.database.db, parsed.page, shownIn)),
  ]);
  const { after, before, size } = parsed.page;
  return {
    page,
    cta: { title: text.ctaTitle, text: text.ctaText },
    reviews: reviews.rows,
    next: reviews.next,
    prev: reviews.prev,
    size: size === REVIEWS_PAGE_SIZE ? null : size,
    paged: after !== null || before !== null,
  };
}

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { page, reviews, next, prev, size, cta } = loaderData;
  const t = useT();
  const eyebrowLang = useFallbackLang(page.eyebrow);
  const introLang = useFallbackLang(page.intro);
  return (
    <>
      <PageHero
        crumb={t("pages.crumbReviews")}
        eyebrow={<span lang={eyebrowLang}>{page.eyebrow}</span>}
        title={page.title}
        intro={page.intro ? <p lang={introLang}>{page.intro}</p> : undefined}
      />
      <div className="section">
        <div className="container-page">
          {reviews.length === 0 ? <p className="text-lg text-muted">{t("pages.reviewsEmpty")}</p> : <ReviewList reviews={reviews} />}
          <ReviewPager prev={prev} next={next} size={size} />
        </div>
      </div>
      <CtaBand id="reviews-cta-title" title={cta.title} text={cta.text} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const badLink = isRouteErrorResponse(error) && error.status === 400;
  // Drawn inside the public layout, which gives the catalogue.
  const t = useT();
  return (
    <section className="container-page section" aria-labelledby="reviews-error-title">
      <h1 id="reviews-error-title" className="heading-2">
        {badLink ? t("pages.reviewsBadLinkTitle") : t("therapy.errorTitle")}
      </h1>
      <p className="mt-4 max-w-xl text-lg text-muted">{badLink ? t("pages.reviewsBadLinkMessage") : t("therapy.errorMessage")}</p>
      <p className="mt-8 flex flex-wrap gap-3">
        <Link to="/reviews" className="btn-primary">
          {t("pages.reviewsFirstPage")}
        </Link>
        <Link to="/" className="btn-secondary">
          {t("therapy.returnHome")}
        </Link>
      </p>
    </section>
  );
}
