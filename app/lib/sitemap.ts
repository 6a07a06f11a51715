export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** Only when known: a guessed date is worse than none. */
  lastmod?: Date | null;
  /** The page in every language (hreflang alternates, x-default included). */
  alternates?: ReadonlyArray<{ hrefLang: string; href: string }>;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>` : "";
    const links = (e.alternates ?? [])
      .map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hrefLang)}" href="${escapeXml(a.href)}"/>`)
      .join("");
    return `<url><loc>${escapeXml(e.loc)}</loc>${lastmod}${links}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /admin-login",
    "Disallow: /api/",
    "",
    `Sitemap: ${siteUrl.replace(/\/+$/, "")}/sitemap.xml`,
    "",
  ].join("\n");
}
