// The page cache on the production server, in Chromium: a cached page and a 304 still run
// their scripts under the CSP they came with, which names no nonce (one body goes to every
// visitor); staff and visitors get the same page; a content edit shows at once; error pages
// are never kept.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import { startContentServer } from "./support/admin-content-server.ts";
import { launchBrowser } from "./support/browser.ts";

let server: Awaited<ReturnType<typeof startContentServer>>;
let browser: Browser;

before(async () => {
  server = await startContentServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.dispose();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.at(path), { redirect: "manual", headers });
  return {
    status: response.status,
    cache: response.headers.get("x-page-cache"),
    etag: response.headers.get("etag"),
    csp: response.headers.get("content-security-policy") ?? "",
    cacheControl: response.headers.get("cache-control"),
    html: await response.text(),
  };
}

async function signIn(username: string): Promise<string> {
  const response = await fetch(server.at("/admin-login"), {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username, password: "demo@2025" }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("admin_user="));
  assert.ok(cookie, "signed in");
  return cookie.split(";")[0]!;
}

/** The sha256 sources of a document's inline scripts that a browser would run (not JSON-LD). */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attrs) || /type="application\/ld\+json"/.test(attrs)) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return hashes;
}

const scriptSrc = (csp: string) => /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1]?.split(" ") ?? [];

describe("page cache on the production server", () => {
  it("sends a cached page with no nonce: three requests share none, and its inline scripts are allowed by hash", async () => {
    const answers = [await get("/about"), await get("/about"), await get("/about")];
    assert.deepEqual(
      answers.map((a) => a.cache),
      ["miss", "hit", "hit"],
    );
    for (const answer of answers) {
      // A nonce sent to every visitor is no secret: neither the header nor the body has one.
      assert.doesNotMatch(answer.csp, /'nonce-/);
      assert.doesNotMatch(answer.html, /\snonce=/);
      const hashes = inlineScriptHashes(answer.html);
      assert.ok(hashes.length > 0, "the page has its inline start-up script");
      for (const hash of hashes) assert.ok(scriptSrc(answer.csp).includes(hash), `script-src names ${hash}`);
    }
    assert.equal(new Set(answers.map((a) => a.csp)).size, 1);
    // Pages that are never stored keep a fresh nonce per response.
    const login = [await get("/admin-login"), await get("/admin-login")].map((a) => /'nonce-([^']+)'/.exec(a.csp)?.[1]);
    assert.ok(login[0] && login[1] && login[0] !== login[1], "a staff page's nonce changes per response");
  });

  it("runs a cached page's scripts and a revalidated (304) one's under its CSP, with no violation", async () => {
    // A context of its own, without openPage's request routing: Chromium turns its HTTP cache
    // off while requests are intercepted, and this test needs the cache's If-None-Match.
    // (The resolver rule of launchBrowser still keeps it on this machine.)
    const context = await browser.newContext();
    await context.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) =>
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    const page = await context.newPage();
    const t = { page, context, errors: [] as string[] };
    page.on("pageerror", (error) => t.errors.push(`pageerror: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") t.errors.push(`console: ${message.text()}`);
    });
    // The headers Chromium really sent (the cache adds If-None-Match after the request event).
    const sent: Promise<string | undefined>[] = [];
    t.page.on("response", (r) => {
      if (new URL(r.url()).pathname === "/therapy/cryotherapy")
        sent.push(
          r
            .request()
            .allHeaders()
            .then((h) => h["if-none-match"]),
        );
    });
    try {
      for (let i = 0; i < 3; i++) {
        if (i === 0) await t.page.goto(server.at("/therapy/cryotherapy"));
        else await t.page.reload();
        // The islands script (external) set this; the inline head script set the `js` class.
        await t.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        assert.ok(await t.page.evaluate(() => document.documentElement.classList.contains("js")), "the inline script ran");
        await t.page.evaluate(() => delete document.documentElement.dataset.hydrated);
      }
      // Reloads revalidate (no-cache): the server's 304 keeps the stored body, and its
      // scripts still run, so the CSP sent with the 304 fits the body.
      const revalidations = await Promise.all(sent);
      assert.equal(revalidations.length, 3);
      assert.equal(revalidations[0], undefined);
      assert.match(revalidations[1] ?? "", /^"[^"]+"$/);
      assert.equal(revalidations[2], revalidations[1]);
      assert.deepEqual(t.errors, [], "no CSP violation or script error");
    } finally {
      await t.context.close();
    }
    const hit = await get("/therapy/cryotherapy");
    assert.equal(hit.cache, "hit");
    assert.equal(hit.cacheControl, "no-cache");
    assert.doesNotMatch(hit.csp, /'nonce-|'strict-dynamic'/);
    assert.doesNotMatch(hit.html, /\snonce=/);
  });

  it("a signed-in staff member gets the very same public page as a visitor", async () => {
    const visitor = await get("/about");
    const cookie = await signIn("admin");
    const staff = await get("/about", { Cookie: cookie, "Accept-Language": "hi-IN,hi;q=0.9" });
    assert.equal(staff.status, 200);
    assert.equal(staff.etag, visitor.etag);
    assert.equal(staff.html, visitor.html);
    assert.doesNotMatch(staff.html, /Sign out|Dashboard/);
  });

  it("shows a therapy deleted by staff on the very next request, and its page becomes a 404 that is not kept", async () => {
    await get("/");
    const warm = await get("/");
    assert.equal(warm.cache, "hit");
    assert.match(warm.html, /href="\/therapy\/hydrogen-inhalation"/);
    assert.equal((await get("/therapy/hydrogen-inhalation")).status, 200);

    // Staff delete the therapy through the admin form (the list's delete action).
    const cookie = await signIn("admin");
    const list = await (await fetch(server.at("/admin/therapies"), { headers: { Cookie: cookie } })).text();
    const id = /name="id" value="(\d+)"[^>]*>[\s\S]{0,400}?Hydrogen/.exec(list)?.[1] ?? /Hydrogen[\s\S]*?[?&]delete=(\d+)/.exec(list)?.[1];
    assert.ok(id, "the therapy's id on the admin list");
    const deleted = await fetch(server.at("/admin/therapies"), {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "delete", id }),
    });
    assert.equal(deleted.status, 302);

    const next = await get("/");
    assert.equal(next.cache, "miss", "the write dropped the cache");
    assert.doesNotMatch(next.html, /href="\/therapy\/hydrogen-inhalation"/);
    const gone = await get("/therapy/hydrogen-inhalation");
    assert.equal(gone.status, 404);
    assert.equal((await get("/therapy/hydrogen-inhalation")).cache, "bypass", "a 404 is rendered each time, never stored");
  });

  it("leaves unknown query strings and the staff area uncached", async () => {
    assert.equal((await get("/about?utm_source=newsletter")).cache, null);
    assert.equal((await get("/admin-login")).cache, null);
    assert.equal((await get("/wellness-programs?reviews=all")).status, 200);
    assert.equal((await get("/wellness-programs?reviews=all")).cache, "hit");
  });
});
