// linkinator over the whole site from "/": every internal link, image, script and stylesheet
// (and #fragment) must resolve. External links are never requested (no network here, and a
// third party's outage must not fail our build); they are counted as skipped. Absolute links
// to the site's own public address (canonical, og:url, sitemap) are checked on this server.
import { LinkChecker, LinkState } from "linkinator";

export interface LinkReport {
  checked: number;
  pages: number;
  broken: Array<{ url: string; status: number | undefined; parent: string | undefined }>;
  skippedExternal: number;
  skippedHosts: Record<string, number>;
}

export async function checkLinks(baseUrl: string, siteUrl: string): Promise<LinkReport> {
  const origin = new URL(baseUrl).origin;
  const siteOrigin = new URL(siteUrl).origin;
  const skippedHosts: Record<string, number> = {};
  const skipped = new Set<string>();
  const pages = new Set<string>();
  const checker = new LinkChecker();
  checker.on("pagestart", (url) => pages.add(url));
  const result = await checker.check({
    path: `${origin}/`,
    recurse: true,
    concurrency: 4,
    timeout: 30_000,
    checkFragments: true,
    urlRewriteExpressions: [{ pattern: new RegExp(`^${siteOrigin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=/|$)`), replacement: origin }],
    linksToSkip: async (link) => {
      let url: URL;
      try {
        url = new URL(link);
      } catch {
        return false;
      }
      // The site's public address is rewritten to this server (below), so it is checked.
      if (url.origin === origin || url.origin === siteOrigin) return false;
      if (!skipped.has(link)) {
        skipped.add(link);
        skippedHosts[url.host || url.protocol] = (skippedHosts[url.host || url.protocol] ?? 0) + 1;
      }
      return true;
    },
  });
  const internal = result.links.filter((l) => l.state !== LinkState.SKIPPED);
  return {
    checked: internal.length,
    pages: pages.size,
    broken: internal.filter((l) => l.state === LinkState.BROKEN).map((l) => ({ url: l.url, status: l.status, parent: l.parent })),
    skippedExternal: skipped.size,
    skippedHosts,
  };
}
