import { data } from "react-router";
import { SiteLink as Link } from "~/components/ui/site-link";
import type { Route } from "./+types/not-found";
import { useClinic } from "~/components/clinic-context";
import { useFallbackLang, useT } from "~/components/messages-context";
import { footerLinks } from "~/content/navigation";
import { splitAtPhone } from "~/content-types/page-not-found";
import { buildMeta, clinicFromMatches, siteMeta, siteUrlFromMatches, localeFromMatches, languagesFromMatches } from "~/lib/seo";
import { servicesContext } from "~/server/context.server";
import { loadPageNotFoundTexts } from "~/server/content/page-texts.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  // A real 404 status, so crawlers drop the address; the page itself stays helpful.
  return data(await loadPageNotFoundTexts(context.get(servicesContext), request), { status: 404 });
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  return buildMeta({
    title: loaderData?.metaTitle ?? "Page not found",
    description: loaderData?.metaDescription ?? "",
    path: location.pathname,
    siteUrl: siteUrlFromMatches(matches),
    ...siteMeta(clinicFromMatches(matches), localeFromMatches(matches), languagesFromMatches(matches)),
    noindex: true,
  });
}

export default function NotFound({ loaderData: texts }: Route.ComponentProps) {
  const { primaryPhone } = useClinic();
  const t = useT();
  const eyebrowLang = useFallbackLang(texts.eyebrow);
  const headingLang = useFallbackLang(texts.heading);
  const messageLang = useFallbackLang(texts.message);
  const homeButtonLang = useFallbackLang(texts.homeButton);
  const parts = splitAtPhone(texts.message);
  return (
    <section className="container-page section" aria-labelledby="not-found-title">
      <p className="eyebrow" lang={eyebrowLang}>
        {texts.eyebrow}
      </p>
      <h1 id="not-found-title" className="heading-2 mt-2" lang={headingLang}>
        {texts.heading}
      </h1>
      <p className="mt-4 max-w-xl text-lg text-muted" lang={messageLang}>
        {parts ? (
          <>
            {parts[0]}
            <a className="font-semibold text-ocean-800 underline" href={`tel:${primaryPhone.e164}`}>
              <bdi>{primaryPhone.display}</bdi>
            </a>
            {parts[1]}
          </>
        ) : (
          texts.message
        )}
      </p>
      <ul className="mt-8 grid gap-2 sm:grid-cols-2">
        {footerLinks.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="flex min-h-11 items-center text-ocean-800 underline underline-offset-2">
              {t(l.label)}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <Link to="/" className="btn-primary" lang={homeButtonLang}>
          {texts.homeButton}
        </Link>
      </p>
    </section>
  );
}
