import type { NextFunction, Request, Response } from "express";
import { isOwnOrigin, originOf } from "~/lib/own-origin";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by another site with a plain 403, before they reach
 * any action. (React Router would answer the same requests with a bare 400.) Requests without
 * an Origin header pass here; the staff area additionally insists on one (guards.server.ts).
 * This site is SITE_URL's origin, or the request's own as Express sees it behind TRUST_PROXY.
 */
export function rejectCrossSiteWrites(siteUrl: string) {
  const siteOrigin = originOf(siteUrl);
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    // A page sent with Referrer-Policy: no-referrer (a booking's or a case's private page) makes
    // the browser say "Origin: null" on its own form posts; the browser's Sec-Fetch-Site, which
    // no page can set, still says where the post came from.
    const ownNullOrigin = origin === "null" && fetchSite === "same-origin";
    const crossSite =
      (origin !== undefined && !ownNullOrigin && !isOwnOrigin(origin, siteOrigin, `${req.protocol}://${req.get("host") ?? ""}`)) ||
      fetchSite === "cross-site";
    if (!crossSite) return next();
    res.status(403).type("text/plain").send("This request did not come from this site, so it was refused.");
  };
}
