// Every answer that leaves through Express (static files, media, React Router, page-cache
// misses, errors) has its Location made a path on this site just before its head is written
// (docs/decisions/062). Cached pages answered before Express are 200 or 304 and have none.
import type { NextFunction, Request, Response } from "express";
import onHeaders from "on-headers";
import { siteLocation } from "~/lib/site-location";

export function sameSiteLocations(_req: Request, res: Response, next: NextFunction): void {
  onHeaders(res, function keepLocationOnSite() {
    const location = this.getHeader("location");
    if (typeof location !== "string") return;
    const safe = siteLocation(location);
    if (safe !== location) this.setHeader("Location", safe);
  });
  next();
}
