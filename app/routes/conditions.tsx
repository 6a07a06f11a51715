import type { Route } from "./+types/conditions";
import { ConditionAreas, ConditionJumpLinks } from "~/components/pages/condition-areas";
import { CtaBand } from "~/components/pages/cta-band";
import { PageHero } from "~/components/pages/page-hero";
import { useFallbackLang, useT } from "~/components/messages-context";
import { loadConditionsPageTexts } from "~/server/content/page-bodies.server";
import { keywordList } from "~/content-types/page-intro";
import { buildMeta, clinicFromMatches, siteMeta, siteUrlFromMatches, localeFromMatches, languagesFromMatches } from "~/lib/seo";
import { loadPageIntro } from "~/server/content/page-texts.server";
import { servicesContext } from "~/server/context.server";
import { loadTherapyCards } from "~/server/content/translations.server";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const page = loaderData?.page;
  return buildMeta({
    title: page?.metaTitle ?? "",
    description: page?.metaDescription ?? "",
    path: "/conditions",
    siteUrl: siteUrlFromMatches(matches),
    ...siteMeta(clinicFromMatches(matches), localeFromMatches(matches), languagesFromMatches(matches)),
    keywords: keywordList(page?.keywords ?? ""),
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const [page, text, cards] = await Promise.all([
    loadPageIntro(services, request, "conditions"),
    loadConditionsPageTexts(services, request),
    loadTherapyCards(services, request),
  ]);
  // Names only: links to therapy pages that are published right now.
  return { page, text, therapies: cards.map(({ slug, title }) => ({ slug, title })) };
}

export default function Conditions({ loaderData }: Route.ComponentProps) {
  const { page, text } = loaderData;
  const t = useT();
  const eyebrowLang = useFallbackLang(page.eyebrow);
  const introLang = useFallbackLang(page.intro);
  return (
    <>
      <PageHero
        crumb={t("pages.crumbConditions")}
        eyebrow={<span lang={eyebrowLang}>{page.eyebrow}</span>}
        title={page.title}
        intro={page.intro ? <p lang={introLang}>{page.intro}</p> : undefined}
      >
        <ConditionJumpLinks areas={text.areas} label={text.jumpLabel} />
      </PageHero>
      <div className="bg-seaglass-50">
        <ConditionAreas text={text} therapies={loaderData.therapies} />
      </div>
      <CtaBand id="conditions-cta-title" title={text.ctaTitle} text={text.ctaText} />
    </>
  );
}
