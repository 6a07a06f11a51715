// The page cache in front of a real Express stack (nonce, helmet CSP, compression) with a
// stand-in renderer, so each case controls exactly what "React Router" answers. Every case runs
// twice: hits answered by node:http, and by the socket front that production puts before it
// (plain-request-front.server.ts), which must answer exactly the same.
import { createHash } from "node:crypto";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { pageCacheHandlers, withPageCache } from "~/server/page-cache-http.server";
import { answerPlainRequestsFirst } from "~/server/plain-request-front.server";
import { PageCache } from "~/server/page-cache.server";
import { nonceMiddleware, securityHeaders } from "~/server/security-headers.server";

interface Rendered {
  key: string;
  nonce: string;
}

let servers: Server[] = [];
let base: string;
const bases = { "node:http": "", "the socket front": "" };
/** Requests node:http parsed on the server with the socket front (its misses and the rest). */
let parsedByNode: string[];
/** What the hit listener (the page-view counter in production) was told. */
let hits: string[];
const cache = new PageCache({ maxBytes: 1_000_000 });
let renders: Rendered[];
let respond: (key: string, nonce: string) => Response | Promise<Response>;
let passedThrough: string[];
/** Requests that reached renderMiss, which starts or joins a render before it first awaits. */
let reachedRenderMiss = 0;
let secure = false;

const doc = (key: string, nonce: string) =>
  new Response(`<!DOCTYPE html><html><body><h1>${key}</h1><script nonce="${nonce}">1</script>${"padding ".repeat(200)}</body></html>`, {
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });

beforeAll(async () => {
  const app = express();
  const handlers = pageCacheHandlers(
    cache,
    async (key, nonce) => {
      renders.push({ key, nonce });
      return respond(key, nonce);
    },
    (req, path, remoteAddress) => hits.push(`${req.method} ${path} ${req.headers["user-agent"]} ${remoteAddress}`),
  );
  // The same order as app.server.ts, with a counter just before renderMiss.
  app.use(compression());
  app.use(nonceMiddleware);
  app.use(securityHeaders({ dev: false }));
  app.use((_req, _res, next) => {
    reachedRenderMiss++;
    next();
  });
  app.use(handlers.renderMiss);
  app.use((req, res) => {
    passedThrough.push(`${req.method} ${req.originalUrl}`);
    res.status(200).type("text/plain").send("not cached");
  });
  const listen = async (server: Server) => {
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  bases["node:http"] = await listen(createServer(withPageCache(app, handlers, () => secure)));
  const fronted = createServer(withPageCache(app, handlers, () => secure));
  fronted.on("request", (req: { method?: string; url?: string }) => parsedByNode.push(`${req.method} ${req.url}`));
  answerPlainRequestsFirst(fronted, (head, socket) => handlers.answerPlain(head, secure, socket.remoteAddress));
  bases["the socket front"] = await listen(fronted);
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  servers = [];
});

beforeEach(() => {
  cache.clear();
  renders = [];
  passedThrough = [];
  reachedRenderMiss = 0;
  parsedByNode = [];
  hits = [];
  respond = doc;
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // One connection per request (Connection: close): a miss hands its connection to node:http
    // for good, and the next request must find the front again.
    const req = httpRequest(`${base}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const csp = (a: Answer) => String(a.headers["content-security-policy"]);
const nonceInCsp = (a: Answer) => /'nonce-([^']+)'/.exec(csp(a))?.[1];
const nonceInBody = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];
// The stand-in document's one inline script, `1`, as a CSP hash source.
const HASH_OF_DOC_SCRIPT = `'sha256-${createHash("sha256").update("1").digest("base64")}'`;

describe.each(["node:http", "the socket front"] as const)("page cache over HTTP, hits answered by %s", (via) => {
  beforeAll(() => {
    base = bases[via];
  });

  it("renders once, then answers from the cache with the same document", async () => {
    const first = await get("/about");
    const second = await get("/about");
    expect(first.status).toBe(200);
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(renders).toHaveLength(1);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["cache-control"]).toBe("no-cache");
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
    // The security headers made once at render time are replayed on a hit.
    expect(second.headers["x-frame-options"]).toBe("DENY");
    expect(second.headers["x-content-type-options"]).toBe("nosniff");
    // Through the front, node:http parsed the miss and never saw the hit.
    if (via === "the socket front") expect(parsedByNode).toEqual(["GET /about"]);
  });

  it("sends a cached page with no nonce: three requests share none, its script is allowed by hash, also on a 304", async () => {
    const answers = [await get("/about"), await get("/about"), await get("/about")];
    expect(answers.map((a) => a.headers["x-page-cache"])).toEqual(["miss", "hit", "hit"]);
    // The render's nonce only marked the page's own scripts; it never leaves the server.
    expect(renders[0]?.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    for (const answer of answers) {
      expect(nonceInCsp(answer)).toBeUndefined();
      expect(nonceInBody(answer.body.toString())).toBeUndefined();
      expect(answer.body.toString()).toContain("<script>1</script>");
      expect(csp(answer)).toContain(`script-src 'self' ${HASH_OF_DOC_SCRIPT};`);
      expect(csp(answer)).not.toContain("strict-dynamic");
    }
    const revalidated = await get("/about", { "If-None-Match": String(answers[2]?.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(csp(revalidated)).toBe(csp(answers[0]!));
    expect(revalidated.headers.etag).toBe(answers[2]?.headers.etag);
  });

  it("answers 304 only for the current ETag; after a content change the new page comes whole", async () => {
    const first = await get("/", { "Accept-Encoding": "gzip" });
    expect((await get("/", { "Accept-Encoding": "gzip", "If-None-Match": String(first.headers.etag) })).status).toBe(304);
    expect((await get("/", { "If-None-Match": '"something-else"' })).status).toBe(200);
    cache.clear();
    respond = (key, nonce) => doc(`${key} changed`, nonce);
    const after = await get("/", { "Accept-Encoding": "gzip", "If-None-Match": String(first.headers.etag) });
    expect(after.status).toBe(200);
    expect(gunzipSync(after.body).toString()).toContain("changed");
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });

  it("sends stored gzip and brotli bodies with their own ETags and Vary: Accept-Encoding", async () => {
    await get("/contact");
    const gz = await get("/contact", { "Accept-Encoding": "gzip" });
    const br = await get("/contact", { "Accept-Encoding": "gzip, deflate, br" });
    const plain = await get("/contact");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(Number(gz.headers["content-length"])).toBe(gz.body.length);
    expect(new Set([gz.headers.etag, br.headers.etag, plain.headers.etag]).size).toBe(3);
    expect(gz.headers.vary).toBe("Accept-Encoding");
    expect(renders).toHaveLength(1);
  });

  it("varies on nothing the visitor sends: cookies and languages get the same page, and the render never sees them", async () => {
    const staff = await get("/about", { Cookie: "admin_user=abc; admin_toast=x", "Accept-Language": "de" });
    const visitor = await get("/about", { "Accept-Language": "hi-IN" });
    expect(visitor.headers.etag).toBe(staff.headers.etag);
    expect(renders).toHaveLength(1);
    expect(staff.headers["set-cookie"]).toBeUndefined();
  });

  it("adds HSTS to a hit only when the request counts as secure", async () => {
    await get("/about");
    expect((await get("/about")).headers["strict-transport-security"]).toBeUndefined();
    secure = true;
    try {
      const hit = await get("/about");
      expect(hit.headers["x-page-cache"]).toBe("hit");
      expect(hit.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    } finally {
      secure = false;
    }
  });

  it("tells the hit listener of each hit, with the page's path, the request's headers and the peer's address", async () => {
    await get("/about?service=Cryotherapy");
    await get("/about?service=Cryotherapy", { "User-Agent": "phone" });
    await get("/about");
    await get("/about", { "User-Agent": "tablet" }, "HEAD");
    await get("/about", { "User-Agent": "laptop" });
    expect(hits).toEqual(["GET /about phone 127.0.0.1", "HEAD /about tablet 127.0.0.1", "GET /about laptop 127.0.0.1"]);
  });

  it("answers HEAD from the cache without a body", async () => {
    await get("/about");
    const head = await get("/about", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["x-page-cache"]).toBe("hit");
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
  });

  it("never stores a response that sets a cookie, and passes the cookie only to its own visitor", async () => {
    respond = (key, nonce) => {
      const r = doc(key, nonce);
      r.headers.append("Set-Cookie", "flash=1; Path=/");
      return r;
    };
    const one = await get("/about");
    const two = await get("/about");
    expect(one.headers["set-cookie"]).toEqual(["flash=1; Path=/"]);
    expect(two.headers["x-page-cache"]).toBe("bypass");
    expect(renders).toHaveLength(2);
    expect(cache.size).toBe(0);
  });

  it("never stores an error page, a 404, a redirect or a database-down page", async () => {
    for (const status of [500, 503, 404, 302]) {
      respond = (key, nonce) =>
        status === 302
          ? new Response(null, { status, headers: { Location: "/" } })
          : new Response(`<html><body nonce="${nonce}">Database unavailable</body></html>`, {
              status,
              headers: { "Content-Type": "text/html" },
            });
      const before = renders.length;
      const one = await get("/therapy/x");
      const two = await get("/therapy/x");
      expect(one.status).toBe(status);
      expect(two.status).toBe(status);
      expect(renders.length - before).toBe(2);
      expect(cache.size).toBe(0);
      // A page that is not stored keeps a nonce of its own, in its CSP and its body.
      if (status !== 302) {
        expect(nonceInCsp(two)).toBe(nonceInBody(two.body.toString()));
        expect(nonceInCsp(two)).not.toBe(nonceInCsp(one));
      }
    }
  });

  it("never stores a non-HTML answer or one that says no-store", async () => {
    respond = () => new Response("{}", { headers: { "Content-Type": "application/json" } });
    await get("/x");
    respond = (key, nonce) => {
      const r = doc(key, nonce);
      r.headers.set("Cache-Control", "no-store");
      return r;
    };
    await get("/y");
    expect(cache.size).toBe(0);
  });

  it("leaves staff pages, posts, files and unknown query strings to the app", async () => {
    for (const path of ["/admin", "/admin/therapies", "/admin-login", "/media/a.webp", "/about?utm_source=x", "/sitemap.xml"])
      await get(path);
    await get("/about", {}, "POST");
    expect(renders).toHaveLength(0);
    expect(passedThrough).toEqual([
      "GET /admin",
      "GET /admin/therapies",
      "GET /admin-login",
      "GET /media/a.webp",
      "GET /about?utm_source=x",
      "GET /sitemap.xml",
      "POST /about",
    ]);
  });

  it("renders a page once for many visitors arriving together", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    respond = async (key, nonce) => {
      await gate;
      return doc(key, nonce);
    };
    const answers = Promise.all(Array.from({ length: 8 }, () => get("/services")));
    // Every visitor has started the render or joined it before it ends.
    await vi.waitFor(() => expect(reachedRenderMiss).toBe(8));
    release();
    const all = await answers;
    expect(renders).toHaveLength(1);
    expect(new Set(all.map((a) => a.headers.etag)).size).toBe(1);
    // Each visitor's CSP fits the one shared body, and names no nonce.
    for (const a of all) {
      expect(nonceInCsp(a)).toBeUndefined();
      expect(csp(a)).toContain(HASH_OF_DOC_SCRIPT);
    }
  });

  it("does not keep a page whose render began before a content write", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    respond = async (key, nonce) => {
      await gate;
      return doc(`${key} stale`, nonce);
    };
    const answer = get("/services");
    await vi.waitFor(() => expect(renders).toHaveLength(1));
    cache.clear(); // the write commits while the page is being rendered
    release();
    expect((await answer).status).toBe(200);
    expect(cache.size).toBe(0);
    respond = doc;
    const fresh = await get("/services");
    expect(fresh.body.toString()).not.toContain("stale");
  });
});
