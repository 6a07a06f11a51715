// The defaults of a page whose loader gives no clinic settings (an error page): the pages read
// the stored settings otherwise.
// eslint-disable-next-line no-restricted-imports -- the one fallback, named above
import { clinicSettingsSeed } from "~/content/clinic";
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, localizePath, splitLocale, type Locale } from "~/i18n/locales";
import type { ClinicView } from "./clinic-view";

// Pure builders for each route's <head>: title, description, canonical, Open Graph and
// Twitter tags, all absolute so link previews and crawlers need no JavaScript.

export interface PageSeo {
  title: string;
  description: string;
  /** Path on the site, e.g. "/therapy/cryotherapy". */
  path: string;
  siteUrl: string;
  keywords?: readonly string[];
  /** Site-relative or absolute image address for previews. */
  image?: string;
  type?: "website" | "article" | "profile";
  noindex?: boolean;
  /** The clinic's name, for og:site_name and the title suffix (`siteMeta(clinic)` gives these three). */
  siteName?: string;
  /** The clinic's short name: a title that already holds it is not suffixed. */
  siteShortName?: string;
  /** The preview image of a page that has none of its own. */
  defaultImage?: string;
  /** The page's language: the canonical address is the page in it, and every language's
   * address is an hreflang alternate (English also as x-default). */
  locale?: Locale;
  /** The languages the site is published in; alternates are listed only with more than one. */
  languages?: readonly Locale[];
}

export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; hrefLang?: string };

// Fallbacks only, for a caller that has no clinic settings at hand: pages pass the published
// settings' values (`siteMeta(clinicFromMatches(matches))`).
export const SITE_NAME = clinicSettingsSeed.name;
export const SITE_SHORT_NAME = clinicSettingsSeed.shortName;
export const DEFAULT_OG_IMAGE = clinicSettingsSeed.shareImage;

/** The site-wide parts of `PageSeo`, from the clinic settings and the page's language. */
export function siteMeta(
  clinic: Pick<ClinicView, "name" | "shortName" | "shareImage">,
  locale: Locale = DEFAULT_LOCALE,
  languages: readonly Locale[] = [DEFAULT_LOCALE],
) {
  return { siteName: clinic.name, siteShortName: clinic.shortName, defaultImage: clinic.shareImage, locale, languages };
}

/** Each language's address of a page, for hreflang alternates (sitemap and <head>). */
export function languageAlternates(
  siteUrl: string,
  path: string,
  languages: readonly Locale[] = LOCALES,
): Array<{ hrefLang: string; href: string }> {
  const base = splitLocale(path).path;
  return [
    ...languages.map((code) => ({ hrefLang: LOCALE_INFO[code].tag, href: absoluteUrl(siteUrl, localizePath(code, base)) })),
    { hrefLang: "x-default", href: absoluteUrl(siteUrl, base) },
  ];
}

export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

/** "Cryotherapy | Samudra Rehab & Wellness Centre", unless the title already names the site. */
export function pageTitle(title: string, siteName: string = SITE_NAME, siteShortName: string = SITE_SHORT_NAME): string {
  const named = [siteName, siteShortName].some((name) => name.trim() !== "" && title.includes(name));
  return named ? title : `${title} | ${siteName}`;
}

export function buildMeta(seo: PageSeo): MetaTag[] {
  const siteName = seo.siteName ?? SITE_NAME;
  const title = pageTitle(seo.title, siteName, seo.siteShortName ?? (seo.siteName === undefined ? SITE_SHORT_NAME : ""));
  const locale = seo.locale ?? DEFAULT_LOCALE;
  const url = absoluteUrl(seo.siteUrl, localizePath(locale, splitLocale(seo.path).path));
  const image = absoluteUrl(seo.siteUrl, seo.image ?? seo.defaultImage ?? DEFAULT_OG_IMAGE);
  const tags: MetaTag[] = [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: LOCALE_INFO[locale].ogLocale },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
  ];
  if (seo.keywords && seo.keywords.length > 0) {
    tags.push({ name: "keywords", content: seo.keywords.join(", ") });
  }
  if (seo.noindex) tags.push({ name: "robots", content: "noindex" });
  else if ((seo.languages ?? []).length > 1) {
    for (const alternate of languageAlternates(seo.siteUrl, seo.path, seo.languages)) {
      tags.push({ tagName: "link", rel: "alternate", hrefLang: alternate.hrefLang, href: alternate.href });
    }
  }
  return tags;
}

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** The clinic settings the root loader read for this page (published, or a staff preview's draft). */
export function clinicFromMatches(matches: ReadonlyArray<MatchLike | undefined>): ClinicView {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { clinic?: ClinicView } | undefined;
  if (!root?.clinic) throw new Error("the root loader gave no clinic settings");
  return root.clinic;
}

/** SITE_URL comes from the root loader, so every route's meta can build absolute URLs. */
export function siteUrlFromMatches(matches: ReadonlyArray<MatchLike | undefined>): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "https://samudra-rehab.example";
}

/** The page's language, which the root loader read from its address. */
export function localeFromMatches(matches: ReadonlyArray<MatchLike | undefined>): Locale {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { locale?: Locale } | undefined;
  return root?.locale ?? DEFAULT_LOCALE;
}

/** The languages the site is published in (SITE_LANGUAGES), from the root loader. */
export function languagesFromMatches(matches: ReadonlyArray<MatchLike | undefined>): readonly Locale[] {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { languages?: readonly Locale[] } | undefined;
  return root?.languages ?? [DEFAULT_LOCALE];
}
