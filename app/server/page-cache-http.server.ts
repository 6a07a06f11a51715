// HTTP side of the page cache: `tryHit` answers from the cache before Express runs at all
// (a hit needs no routing, compression, CSP or logging: its headers and encodings were made
// once); `renderMiss` sits just before React Router and renders a public page as an
// anonymous visitor would see it, stores it if it may be stored, and answers.
import { writeReadableStreamToWritable } from "@react-router/node";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response as ExpressResponse } from "express";
import { cachedPagePolicy, sealCachedPage } from "./page-cache-csp.server";
import { type CachedPage, buildEntry, chooseEncoding, matchesEtag, type PageCache, pageCacheKey } from "./page-cache.server";
import type { PlainReply } from "./plain-request-front.server";
import type { RequestHead } from "./request-head.server";

/**
 * Renders the page at `key` (path and canonical query) for nobody in particular: no
 * cookies, no visitor headers, a fixed origin. `nonce` goes into the document's scripts
 * (a stored page trades it for hashes: page-cache-csp.server.ts).
 */
export type PublicPageRenderer = (key: string, nonce: string) => Promise<Response>;

export interface PageCacheHandlers {
  /**
   * Answers a GET/HEAD from the cache on the bare Node request, before Express sees it;
   * false when the request is not for a cached page (Express takes it then).
   */
  tryHit(req: IncomingMessage, res: ServerResponse, secure: boolean): boolean;
  /** Express middleware just before React Router: renders, stores and answers a public page. */
  renderMiss(req: Request, res: ExpressResponse, next: NextFunction): Promise<void>;
  /**
   * The same answer as `tryHit`, as the bytes to write, for a plain request head read from
   * the socket (plain-request-front.server.ts); null when node:http is to take the request.
   */
  answerPlain(head: RequestHead, secure: boolean, remoteAddress: string | undefined): PlainReply | null;
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

interface EntryAnswer {
  status: 200 | 304;
  /** The stored header list, as it is (the same array on every hit). */
  head: string[];
  body: Buffer | null;
}

function entryAnswer(method: string | undefined, headers: IncomingHttpHeaders, entry: CachedPage): EntryAnswer {
  const encoding = chooseEncoding(headers["accept-encoding"]);
  const notModified = matchesEtag(headers["if-none-match"], entry);
  return {
    status: notModified ? 304 : 200,
    head: notModified ? entry.notModifiedHead[encoding] : entry.head[encoding],
    body: notModified || method === "HEAD" ? null : entry.bodies[encoding],
  };
}

export function sendEntry(req: IncomingMessage, res: ServerResponse, entry: CachedPage, state: "hit" | "miss", secure: boolean): void {
  const answer = entryAnswer(req.method, req.headers, entry);
  let head = answer.head;
  // The stored lists end with "X-Page-Cache", "hit"; copies only when something differs.
  if (state === "miss") head = [...head.slice(0, -1), "miss"];
  if (secure) head = [...head, "Strict-Transport-Security", HSTS];
  res.writeHead(answer.status, head);
  if (answer.body) res.end(answer.body);
  else res.end();
}

const STATUS_LINE = { 200: "HTTP/1.1 200 OK\r\n", 304: "HTTP/1.1 304 Not Modified\r\n" } as const;
// What node:http accepts in a header (its checkIsHttpToken and checkInvalidHeaderChar).
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;
/** Stored header lists as wire bytes, made once per list; false for a list node:http would refuse. */
const wireHeads = new WeakMap<readonly string[], Buffer | false>();

function wireHead(status: 200 | 304, list: readonly string[]): Buffer | false {
  let bytes = wireHeads.get(list);
  if (bytes !== undefined) return bytes;
  let text: string = STATUS_LINE[status];
  for (let i = 0; i + 1 < list.length; i += 2) {
    if (!HEADER_NAME.test(list[i]!) || !HEADER_VALUE.test(list[i + 1]!)) {
      text = "";
      break;
    }
    text += `${list[i]}: ${list[i + 1]}\r\n`;
  }
  bytes = text ? Buffer.from(text, "latin1") : false;
  wireHeads.set(list, bytes);
  return bytes;
}

const HSTS_LINE = Buffer.from(`Strict-Transport-Security: ${HSTS}\r\n`, "latin1");

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

/**
 * The response's headers as they would go out: the security headers already set on `res`,
 * then the page's own; the CSP allows the page's inline scripts by hash, not by nonce.
 */
function storedHeaders(res: ExpressResponse, response: Response, scriptHashes: readonly string[]): [string, string][] {
  const merged = new Map<string, [string, string]>();
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined) continue;
    merged.set(name.toLowerCase(), [name, Array.isArray(value) ? value.join(", ") : String(value)]);
  }
  for (const [name, value] of response.headers) merged.set(name.toLowerCase(), [name, value]);
  const csp = merged.get("content-security-policy");
  if (csp) merged.set("content-security-policy", [csp[0], cachedPagePolicy(csp[1], scriptHashes)]);
  return [...merged.values()];
}

/** The parts of a request a hit listener reads: node's IncomingMessage, or a plain head. */
export interface HitRequest {
  method?: string | undefined;
  headers: IncomingHttpHeaders;
}

/**
 * Told of each page answered from the cache (the page-view counter), with the page's path and
 * the socket's peer address.
 */
export type HitListener = (req: HitRequest, path: string, remoteAddress: string | undefined) => void;

export function pageCacheHandlers(cache: PageCache, render: PublicPageRenderer, onHit?: HitListener): PageCacheHandlers {
  const tell = (req: HitRequest, key: string, remoteAddress: string | undefined) => {
    if (!onHit) return;
    const q = key.indexOf("?");
    onHit(req, q === -1 ? key : key.slice(0, q), remoteAddress);
  };
  return {
    answerPlain(head, secure, remoteAddress) {
      const key = pageCacheKey(head.target);
      if (key === null) return null;
      const entry = cache.get(key);
      if (!entry) return null;
      const answer = entryAnswer(head.method, head.headers, entry);
      const bytes = wireHead(answer.status, answer.head);
      if (!bytes) return null;
      tell(head, key, remoteAddress);
      return { head: secure ? [bytes, HSTS_LINE] : [bytes], body: answer.body };
    },

    tryHit(req, res, secure) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const key = pageCacheKey(req.url ?? "");
      if (key === null) return false;
      const entry = cache.get(key);
      if (!entry) return false;
      sendEntry(req, res, entry, "hit", secure);
      tell(req, key, req.socket.remoteAddress);
      return true;
    },

    async renderMiss(req, res, next) {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      const key = pageCacheKey(req.originalUrl);
      if (key === null) return next();
      try {
        const joined = cache.inFlight(key);
        if (joined) {
          const entry = await joined;
          if (entry) return sendEntry(req, res, entry, "hit", req.secure);
          // That render was not storable (e.g. a 404): render this one on its own.
        }
        cache.countMiss();
        const generation = cache.generation;
        let settle: (entry: CachedPage | null) => void = () => {};
        if (!joined) cache.track(key, new Promise((resolve) => (settle = resolve)));
        try {
          // The nonce of this response: helmet has already put it into the CSP header on `res`,
          // which a page that is not stored goes out with.
          const nonce = String(res.locals.cspNonce ?? "");
          const response = await render(key, nonce);
          if (!isStorable(response)) {
            settle(null);
            return await sendResponse(req, res, response);
          }
          // A stored page (this answer included) goes out with hashes and no nonce at all.
          const sealed = sealCachedPage(await response.text(), nonce);
          const entry = await buildEntry(key, Buffer.from(sealed.html), storedHeaders(res, response, sealed.scriptHashes));
          cache.set(entry, generation);
          settle(entry);
          sendEntry(req, res, entry, "miss", req.secure);
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

/**
 * The server's request listener: a cached page straight from the cache, everything else
 * (and every miss) through Express. `secure` mirrors Express's req.secure for HSTS.
 */
export function withPageCache(
  app: (req: IncomingMessage, res: ServerResponse) => void,
  handlers: PageCacheHandlers | null,
  secure: (req: IncomingMessage) => boolean,
): (req: IncomingMessage, res: ServerResponse) => void {
  if (!handlers) return app;
  return (req, res) => {
    if (!handlers.tryHit(req, res, secure(req))) app(req, res);
  };
}
