import type { Route } from "./+types/conditions";
import { ConditionAreas, ConditionJumpLinks } from "~/components/pages/condition-areas";
import { CtaBand } from "~/components/pages/cta-band";
import { PageHero } from "~/components/pages/page-hero";
import { conditionsPage as page, conditionsText } from "~/content/pages";
import { buildMeta, clinicFromMatches, siteMeta, siteUrlFromMatches } from "~/lib/seo";
import { servicesContext } from "~/server/context.server";
import { listPublicTherapyCards } from "~/server/repos/therapies.server";

export function meta({ matches }: Route.MetaArgs) {
  return buildMeta({
    title: page.metaTitle,
    description: page.metaDescription,
    path: "/conditions",
    siteUrl: siteUrlFromMatches(matches),
    ...siteMeta(clinicFromMatches(matches)),
    keywords: page.keywords,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext).database;
  const cards = await listPublicTherapyCards(db);
  // Names only: links to therapy pages that are published right now.
  return { therapies: cards.map(({ slug, title }) => ({ slug, title })) };
}

export default function Conditions({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero crumb="Conditions" eyebrow={page.eyebrow} title={page.title} intro={page.intro}>
        <ConditionJumpLinks />
      </PageHero>
      <div className="bg-seaglass-50">
        <ConditionAreas therapies={loaderData.therapies} />
      </div>
      <CtaBand id="conditions-cta-title" title={conditionsText.ctaTitle} text={conditionsText.ctaText} />
    </>
  );
}
