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
}

export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string };

export const SITE_NAME = "Samudra Rehab & Wellness Centre";
export const DEFAULT_OG_IMAGE = "/og-default.png";

export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}

/** "Cryotherapy | Samudra Rehab & Wellness Centre", unless the title already names the site. */
export function pageTitle(title: string): string {
  return title.includes("Samudra") ? title : `${title} | ${SITE_NAME}`;
}

export function buildMeta(seo: PageSeo): MetaTag[] {
  const title = pageTitle(seo.title);
  const url = absoluteUrl(seo.siteUrl, seo.path);
  const image = absoluteUrl(seo.siteUrl, seo.image ?? DEFAULT_OG_IMAGE);
  const tags: MetaTag[] = [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
  ];
  if (seo.keywords && seo.keywords.length > 0) {
    tags.push({ name: "keywords", content: seo.keywords.join(", ") });
  }
  if (seo.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** SITE_URL comes from the root loader, so every route's meta can build absolute URLs. */
export function siteUrlFromMatches(matches: ReadonlyArray<MatchLike | undefined>): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "https://samudra-rehab.example";
}
