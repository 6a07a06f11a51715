import type { Route } from "./+types/sitemap";
import { staticPublicPaths } from "~/content/site-pages";
import { localizePath } from "~/i18n/locales";
import { absoluteUrl, languageAlternates } from "~/lib/seo";
import { sitemapXml } from "~/lib/sitemap";
import { doctorPath } from "~/lib/doctors";
import { DOCTOR, listPublicDoctors } from "~/server/content/doctors.server";
import { listPublishedDates } from "~/server/content/documents.server";
import { servicesContext } from "~/server/context.server";
import { listPublicTherapyDates } from "~/server/content/therapies.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { env, database } = context.get(servicesContext);
  const [therapies, doctors, doctorDates] = await Promise.all([
    listPublicTherapyDates(database.db),
    listPublicDoctors(database.db),
    listPublishedDates(database.db, DOCTOR),
  ]);
  const newestTherapy = therapies.reduce<Date | null>((a, t) => (!a || t.updatedAt > a ? t.updatedAt : a), null);
  const pages = [
    // Static pages carry no lastmod: their date is not known at run time, and a guess misleads.
    ...staticPublicPaths.map((path) => ({
      loc: absoluteUrl(env.SITE_URL, path),
      // The home page lists the therapies, so it changes when they do.
      lastmod: path === "/" ? newestTherapy : null,
    })),
    // A profile's date is its last publication (its linked reviews and videos have their own).
    ...doctors.map((d) => ({ loc: absoluteUrl(env.SITE_URL, doctorPath(d.slug)), lastmod: doctorDates.get(d.slug) ?? null })),
    ...therapies.map((t) => ({ loc: absoluteUrl(env.SITE_URL, `/therapy/${t.slug}`), lastmod: t.updatedAt })),
  ];
  // Every page in every published language, each naming all of them (hreflang, x-default: English).
  const languages = env.SITE_LANGUAGES;
  const xml = sitemapXml(
    languages.flatMap((locale) =>
      pages.map((page) => {
        const path = new URL(page.loc).pathname;
        const alternates = languages.length > 1 ? languageAlternates(env.SITE_URL, path, languages) : [];
        return { ...page, loc: absoluteUrl(env.SITE_URL, localizePath(locale, path)), alternates };
      }),
    ),
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
