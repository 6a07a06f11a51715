import { SiteLink as Link } from "~/components/ui/site-link";
import { CalendarCheck, Phone } from "~/components/ui/lucide";
import type { Route } from "./+types/services";
import { bookingLink } from "~/components/home/services-grid";
import { CtaBand } from "~/components/pages/cta-band";
import { useClinic } from "~/components/clinic-context";
import { PageHero } from "~/components/pages/page-hero";
import { useFallbackLang, useT } from "~/components/messages-context";
import { RelatedServices } from "~/components/pages/related-services";
import { TherapyList } from "~/components/pages/therapy-list";
import { SectionHeading } from "~/components/ui/section-heading";
import { keywordList } from "~/content-types/page-intro";
import { buildMeta, clinicFromMatches, siteMeta, siteUrlFromMatches, localeFromMatches, languagesFromMatches } from "~/lib/seo";
import { loadPageIntro } from "~/server/content/page-texts.server";
import { loadServicesPageTexts } from "~/server/content/page-bodies.server";
import { servicesContext } from "~/server/context.server";
import { loadTherapyCards } from "~/server/content/translations.server";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const page = loaderData?.page;
  return buildMeta({
    title: page?.metaTitle ?? "",
    description: page?.metaDescription ?? "",
    path: "/services",
    siteUrl: siteUrlFromMatches(matches),
    ...siteMeta(clinicFromMatches(matches), localeFromMatches(matches), languagesFromMatches(matches)),
    keywords: keywordList(page?.keywords ?? ""),
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const [page, text, therapies] = await Promise.all([
    loadPageIntro(services, request, "services"),
    loadServicesPageTexts(services, request),
    loadTherapyCards(services, request),
  ]);
  return { page, text, therapies };
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { primaryPhone } = useClinic();
  const t = useT();
  const { page, text, therapies } = loaderData;
  const eyebrowLang = useFallbackLang(page.eyebrow);
  const introLang = useFallbackLang(page.intro);
  const emptyListLang = useFallbackLang(text.emptyList);
  const unsureLang = useFallbackLang(text.unsureTitle, text.unsureText);
  return (
    <>
      <PageHero
        crumb={t("pages.crumbServices")}
        eyebrow={<span lang={eyebrowLang}>{page.eyebrow}</span>}
        title={page.title}
        intro={page.intro ? <p lang={introLang}>{page.intro}</p> : undefined}
      />
      <section aria-labelledby="therapies-title" className="section">
        <div className="container-page">
          <SectionHeading
            id="therapies-title"
            eyebrow={t("pages.servicesEyebrow")}
            title={t("pages.servicesCount", { count: therapies.length })}
            intro={text.listIntro}
            translated={["eyebrow", "title"]}
          />
          <div className="mt-10">
            {therapies.length > 0 ? (
              <TherapyList therapies={therapies} />
            ) : (
              <p className="rounded-2xl bg-sand-50 p-6 text-center text-lg" lang={emptyListLang}>
                {text.emptyList}
              </p>
            )}
          </div>
          <div className="mt-10 flex flex-col gap-5 rounded-3xl bg-seaglass-50 p-6 ring-1 ring-seaglass-200 sm:p-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl" lang={unsureLang}>
              <h3 className="text-xl font-semibold text-ocean-950">{text.unsureTitle}</h3>
              <p className="mt-2 text-muted">{text.unsureText}</p>
            </div>
            <div className="flex flex-wrap gap-3">
              <Link to={bookingLink()} className="btn-primary">
                <CalendarCheck className="size-4" aria-hidden="true" /> {t("pages.servicesGeneralConsultation")}
              </Link>
              <a href={`tel:${primaryPhone.e164}`} className="btn-secondary">
                <Phone className="size-4" aria-hidden="true" /> <bdi>{primaryPhone.display}</bdi>
              </a>
            </div>
          </div>
        </div>
      </section>
      <RelatedServices eyebrow={text.relatedEyebrow} title={text.relatedTitle} items={text.related} />
      <CtaBand id="services-cta-title" title={text.ctaTitle} text={text.ctaText} />
    </>
  );
}
