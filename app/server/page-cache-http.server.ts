// Express side of the page cache: `serveHit` sits before compression, CSP and request
// logging (a hit needs none of them: its headers and encodings were made once);
// `renderMiss` sits just before React Router and renders a public page as an anonymous
// visitor would see it, stores it if it may be stored, and answers.
import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response as ExpressResponse } from "express";
import { type CachedPage, buildEntry, chooseEncoding, matchesEtag, type PageCache, pageCacheKey } from "./page-cache.server";

/**
 * Renders the page at `key` (path and canonical query) for nobody in particular: no
 * cookies, no visitor headers, a fixed origin. `nonce` goes into the document's scripts.
 */
export type PublicPageRenderer = (key: string, nonce: string) => Promise<Response>;

export interface PageCacheHandlers {
  serveHit(req: Request, res: ExpressResponse, next: NextFunction): void;
  renderMiss(req: Request, res: ExpressResponse, next: NextFunction): Promise<void>;
}

const HSTS = "max-age=31536000; includeSubDomains";

/** A 200 HTML document that sets no cookie: the only kind of response worth keeping. */
export function isStorable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.headers.get("set-cookie") === null &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    !/no-store|private/i.test(response.headers.get("cache-control") ?? "")
  );
}

export function sendEntry(req: Request, res: ExpressResponse, entry: CachedPage, state: "hit" | "miss"): void {
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const extra = ["X-Page-Cache", state];
  if (req.secure) extra.push("Strict-Transport-Security", HSTS);
  if (matchesEtag(req.headers["if-none-match"], entry)) {
    res.writeHead(304, [...entry.notModifiedHead, "ETag", entry.etags[encoding], ...extra]);
    res.end();
    return;
  }
  res.writeHead(200, [...entry.head[encoding], ...extra]);
  if (req.method === "HEAD") res.end();
  else res.end(entry.bodies[encoding]);
}

async function sendResponse(req: Request, res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  res.setHeader("X-Page-Cache", "bypass");
  if (req.method === "HEAD" || !response.body) {
    await response.body?.cancel();
    res.end();
    return;
  }
  await writeReadableStreamToWritable(response.body, res);
}

/** The response's headers as they would go out: the security headers already set on `res`, then the page's own. */
function outgoingHeaders(res: ExpressResponse, response: Response): [string, string][] {
  const merged = new Map<string, [string, string]>();
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined) continue;
    merged.set(name.toLowerCase(), [name, Array.isArray(value) ? value.join(", ") : String(value)]);
  }
  for (const [name, value] of response.headers) merged.set(name.toLowerCase(), [name, value]);
  return [...merged.values()];
}

export function pageCacheHandlers(cache: PageCache, render: PublicPageRenderer): PageCacheHandlers {
  return {
    serveHit(req, res, next) {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      const key = pageCacheKey(req.originalUrl);
      if (key === null) return next();
      const entry = cache.get(key);
      if (entry) return sendEntry(req, res, entry, "hit");
      res.locals.pageCacheKey = key;
      next();
    },

    async renderMiss(req, res, next) {
      const key = res.locals.pageCacheKey as string | undefined;
      if (key === undefined) return next();
      try {
        const joined = cache.inFlight(key);
        if (joined) {
          const entry = await joined;
          if (entry) return sendEntry(req, res, entry, "hit");
          // That render was not storable (e.g. a 404): render this one on its own.
        }
        const generation = cache.generation;
        let settle: (entry: CachedPage | null) => void = () => {};
        if (!joined) cache.track(key, new Promise((resolve) => (settle = resolve)));
        try {
          // The nonce of this response: helmet has already put it into the CSP header on `res`.
          const response = await render(key, String(res.locals.cspNonce ?? ""));
          if (!isStorable(response)) {
            settle(null);
            return await sendResponse(req, res, response);
          }
          const html = Buffer.from(await response.arrayBuffer());
          const entry = await buildEntry(key, html, outgoingHeaders(res, response));
          cache.set(entry, generation);
          settle(entry);
          sendEntry(req, res, entry, "miss");
        } catch (error) {
          settle(null);
          throw error;
        }
      } catch (error) {
        next(error);
      }
    },
  };
}
