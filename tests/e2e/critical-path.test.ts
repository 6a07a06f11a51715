// What a first visit downloads before the page can paint: one small font file and
// precompressed text files (docs/decisions/019-critical-path.md).
import assert from "node:assert/strict";
import { request as httpRequest } from "node:http";
import { after, describe, it } from "node:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { browserForFile, gotoHydrated, launchBrowser, openPage, type TestPage, url, waitUntil } from "./support/browser.ts";

let t: TestPage;
const browser = browserForFile(() => t);

const fileName = (u: string) => new URL(u).pathname.split("/").pop() ?? "";

/** Records the font files the page fetches. */
function fontRequests(t: TestPage): string[] {
  const fonts: string[] = [];
  t.page.on("request", (r) => {
    if (r.resourceType() === "font") fonts.push(fileName(r.url()));
  });
  return fonts;
}

/** The fonts Chromium actually drew an element's text with (DevTools protocol). */
async function platformFonts(t: TestPage, selector: string) {
  const cdp = await t.context.newCDPSession(t.page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts;
}

/** The page's font files after loading `path`, without their content hashes. */
async function fetched(t: TestPage, fonts: string[], path: string) {
  fonts.length = 0;
  await gotoHydrated(t.page, path);
  await t.page.evaluate(() => document.fonts.ready);
  return fonts.map((f) => f.replace(/-[\w-]{8}\.woff2$/, ".woff2")).sort();
}

const preloaded = (t: TestPage) =>
  t.page.$$eval('link[rel="preload"][as="font"]', (links) =>
    links
      .map((l) =>
        (l as HTMLLinkElement).href
          .split("/")
          .pop()!
          .replace(/-[\w-]{8}\.woff2$/, ".woff2"),
      )
      .sort(),
  );

let phone: Browser | undefined;
after(() => phone?.close());

describe("fonts", () => {
  it("a page fetches only the core Inter file, and its heading and text are drawn in it", async () => {
    t = await openPage(browser());
    const fonts = fontRequests(t);
    for (const path of ["/", "/therapy/cryotherapy", "/doctors/aditya-varma"]) {
      fonts.length = 0;
      await gotoHydrated(t.page, path);
      await t.page.evaluate(() => document.fonts.ready);
      // At this width the top bar's language switcher shows "हिन्दी తెలుగు العربية", drawn from
      // three files cut to those letters (1.5–3.2 KB each), never the whole script fonts.
      const LANGUAGE_NAMES = ["language-names-devanagari.woff2", "language-names-telugu.woff2", "language-names-arabic.woff2"];
      assert.deepEqual(
        fonts.map((f) => f.replace(/-[\w-]{8}\.woff2$/, ".woff2")).sort(),
        ["inter-core-wght.woff2", ...LANGUAGE_NAMES].sort(),
        `${path}: fonts fetched`,
      );
      for (const selector of ["h1", "main p"]) {
        const drawn = await platformFonts(t, selector);
        assert.ok(
          drawn.length > 0 && drawn.every((f) => f.isCustomFont),
          `${path} ${selector} drawn in the site's font: ${JSON.stringify(drawn)}`,
        );
      }
    }
  });

  it("without the script's fonts on the device, a translated page fetches its own script's core file when it draws it, and no other; nothing preloads it", async () => {
    t = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    // Each page as a visitor meets it first: with the earlier pages' fonts in its cache,
    // Chromium also took the Devanagari file from the cache on /te, a file /te declares but
    // does not ask for when nothing is cached.
    const cdp = await t.context.newCDPSession(t.page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const fonts = fontRequests(t);
    assert.deepEqual(await fetched(t, fonts, "/"), ["inter-core-wght.woff2"]);
    assert.deepEqual(await preloaded(t), ["inter-core-wght.woff2"], "an English page preloads no script font");
    for (const [path, core] of [
      ["/hi", "noto-sans-devanagari-core-wght.woff2"],
      ["/hi/about", "noto-sans-devanagari-core-wght.woff2"],
      ["/te", "noto-sans-telugu-core-wght.woff2"],
      ["/ar", "noto-sans-arabic-core-wght.woff2"],
      ["/ar/contact", "noto-sans-arabic-core-wght.woff2"],
    ] as const) {
      assert.deepEqual(await fetched(t, fonts, path), ["inter-core-wght.woff2", core].sort(), `${path}: fonts fetched`);
      assert.deepEqual(await preloaded(t), ["inter-core-wght.woff2"], `${path}: only Inter preloaded`);
    }
    await fetched(t, fonts, "/te");
    const drawn = await platformFonts(t, 'a[href="/te/international-patients"]');
    assert.ok(
      drawn.some((f) => f.isCustomFont && /Telugu/.test(f.familyName)),
      `the top bar's Telugu link drawn in Noto Sans Telugu: ${JSON.stringify(drawn)}`,
    );
  });

  it("on a phone that has Noto for the script (as Android does), a translated page fetches no script font and draws its text in the phone's Noto", async () => {
    phone ??= await launchBrowser("phone");
    t = await openPage(phone, { viewport: { width: 390, height: 844 } });
    const fonts = fontRequests(t);
    for (const [path, family] of [
      ["/hi", "Noto Sans Devanagari"],
      ["/te/about", "Noto Sans Telugu"],
      ["/ar", "Noto Sans Arabic"],
    ] as const) {
      assert.deepEqual(await fetched(t, fonts, path), ["inter-core-wght.woff2"], `${path}: fonts fetched`);
      for (const selector of ["h1", "main p"]) {
        const drawn = await platformFonts(t, selector);
        const script = drawn.filter((f) => !f.isCustomFont);
        assert.ok(
          script.length > 0 && script.every((f) => f.familyName === family),
          `${path} ${selector}: the script drawn in the device's ${family}: ${JSON.stringify(drawn)}`,
        );
      }
    }
  });

  it("a rarer letter of the script (a Vedic sign) is still drawn in Noto Sans, from the full file", async () => {
    t = await openPage(browser());
    const fonts = fontRequests(t);
    await gotoHydrated(t.page, "/hi/about");
    await t.page.evaluate(() => {
      const p = document.createElement("p");
      p.id = "outside-core";
      // U+1CD0, a Vedic tone mark: not in the core file's block, in the full @fontsource file.
      p.textContent = "नमस्ते \u1CD0";
      document.querySelector("main")?.prepend(p);
    });
    await waitUntil(
      async () => fonts.some((f) => f.startsWith("noto-sans-devanagari-devanagari-wght-")),
      "the full Devanagari file fetched for U+1CD0",
    );
    await t.page.evaluate(() => document.fonts.ready);
    const drawn = await platformFonts(t, "#outside-core");
    assert.ok(
      drawn.every((f) => f.isCustomFont),
      `every glyph drawn in the site's fonts: ${JSON.stringify(drawn)}`,
    );
  });

  it("a character outside the core file (é, ₹) is still drawn in Inter, from the full files", async () => {
    t = await openPage(browser());
    const fonts = fontRequests(t);
    await gotoHydrated(t.page, "/about");
    await t.page.evaluate(() => {
      const p = document.createElement("p");
      p.id = "outside-core";
      p.textContent = "Café consultation from ₹500";
      document.querySelector("main")?.prepend(p);
    });
    await waitUntil(async () => fonts.some((f) => f.startsWith("inter-latin-ext-")), "the Latin Extended file fetched for ₹");
    await t.page.evaluate(() => document.fonts.ready);
    assert.ok(
      fonts.some((f) => f.startsWith("inter-latin-wght-")),
      `the Latin file fetched for é: ${fonts.join(", ")}`,
    );
    const drawn = await platformFonts(t, "#outside-core");
    assert.ok(
      drawn.every((f) => f.isCustomFont),
      `every glyph drawn in Inter: ${JSON.stringify(drawn)}`,
    );
  });
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that leaves the body as sent (fetch would decompress it). */
function rawGet(path: string, acceptEncoding: string | null): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = acceptEncoding === null ? {} : { "accept-encoding": acceptEncoding };
    const req = httpRequest(url(path), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

describe("static files", () => {
  it("the stylesheet, the page script and illustrations go out precompressed, Brotli first", async () => {
    t = await openPage(browser());
    const html = (await rawGet("/", null)).body.toString("utf8");
    const css = html.match(/\/assets\/app-[\w-]+\.css/)?.[0];
    const js = html.match(/\/assets\/islands-[\w-]+\.js/)?.[0];
    assert.ok(css && js, "the home page links its stylesheet and script");
    for (const [path, type, cache] of [
      [css, /^text\/css/, /immutable/],
      [js, /^text\/javascript|^application\/javascript/, /immutable/],
      ["/illustrations/hero-coast.svg", /^image\/svg\+xml/, /max-age=3600/],
    ] as const) {
      const plain = await rawGet(path, null);
      assert.equal(plain.status, 200, path);
      assert.equal(plain.headers["content-encoding"], undefined, `${path} without Accept-Encoding`);

      const br = await rawGet(path, "gzip, deflate, br, zstd");
      assert.equal(br.headers["content-encoding"], "br", `${path}: Brotli when offered, whatever the order`);
      assert.match(String(br.headers["content-type"]), type, `${path} keeps its type`);
      assert.match(String(br.headers["cache-control"]), cache, `${path} cache`);
      assert.match(String(br.headers.vary), /accept-encoding/i, `${path} varies on Accept-Encoding`);
      assert.deepEqual(brotliDecompressSync(br.body), plain.body, `${path}: the Brotli copy is the file`);

      const gz = await rawGet(path, "gzip, br;q=0");
      assert.equal(gz.headers["content-encoding"], "gzip", `${path}: gzip when Brotli is refused`);
      assert.deepEqual(gunzipSync(gz.body), plain.body, `${path}: the gzip copy is the file`);
    }
  });
});

describe("hero illustrations", () => {
  // Shown from 1024 px up: a phone must not spend its first round trips on an image it hides.
  for (const path of ["/", "/international-patients"]) {
    it(`${path}: a phone does not fetch the hidden illustration; a wide screen fetches and shows it`, async () => {
      for (const [width, wanted] of [
        [390, false],
        [1280, true],
      ] as const) {
        t = await openPage(browser(), { viewport: { width, height: 844 } });
        const images: string[] = [];
        t.page.on("request", (r) => {
          if (r.resourceType() === "image") images.push(fileName(r.url()));
        });
        await gotoHydrated(t.page, path);
        await t.page.waitForLoadState("load");
        const hero = t.page.locator('main img[src="/illustrations/hero-coast.svg"]');
        assert.equal(await hero.isVisible(), wanted, `${width} px: shown`);
        if (wanted) await waitUntil(() => hero.evaluate((img) => (img as HTMLImageElement).complete), "the illustration loads");
        assert.equal(images.includes("hero-coast.svg"), wanted, `${width} px: fetched (${images.join(", ")})`);
        await t.context.close();
      }
    });
  }
});

describe("the site icon", () => {
  it("travels inside the page: no request of its own, and the browser can draw it", async () => {
    t = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    const requested: string[] = [];
    t.page.on("request", (r) => requested.push(r.url()));
    await gotoHydrated(t.page, "/about");
    await t.page.waitForLoadState("load");
    const href = await t.page.locator('head link[rel="icon"]').getAttribute("href");
    assert.match(href ?? "", /^data:image\/svg\+xml,/);
    assert.ok(!requested.some((u) => /favicon/.test(u)), `no icon request (${requested.map(fileName).join(", ")})`);
    const drawn = await t.page.evaluate(
      (src) =>
        new Promise<number>((resolve) => {
          const img = new Image();
          img.onload = () => resolve(img.naturalWidth);
          img.onerror = () => resolve(0);
          img.src = src;
        }),
      href!,
    );
    assert.ok(drawn > 0, "the icon decodes as an image");
    await t.context.close();
  });
});

describe("icons", () => {
  it("draw from the stylesheet: a 2 px round stroke in the text colour, sized by their classes, stars filled", async () => {
    t = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    await gotoHydrated(t.page, "/");
    const looks = await t.page.evaluate(() => {
      const icons = [...document.querySelectorAll<SVGSVGElement>("svg.lucide")];
      const style = (el: Element) => getComputedStyle(el);
      const outlined = icons.filter((svg) => !svg.getAttribute("class")!.includes("fill-"));
      const star = icons.find((svg) => svg.classList.contains("lucide-star") && svg.getAttribute("class")!.includes("fill-"))!;
      const sized = icons.find((svg) => svg.classList.contains("size-4") && svg.checkVisibility())!;
      return {
        count: icons.length,
        withAttributes: icons.filter((svg) => svg.hasAttribute("stroke") || svg.hasAttribute("width")).length,
        strokes: [
          ...new Set(
            outlined.map(
              (svg) => `${style(svg).fill}|${style(svg).strokeWidth}|${style(svg).strokeLinecap}|${style(svg).stroke === style(svg).color}`,
            ),
          ),
        ],
        starFill: style(star).fill,
        sizedBox: [sized.getBoundingClientRect().width, sized.getBoundingClientRect().height],
      };
    });
    assert.ok(looks.count > 20, `icons on the home page: ${looks.count}`);
    assert.equal(looks.withAttributes, 0, "no presentation attributes left on the icons");
    assert.deepEqual(looks.strokes, ["none|2px|round|true"]);
    assert.notEqual(looks.starFill, "none", "a rated star is filled");
    assert.deepEqual(looks.sizedBox, [16, 16], "size-4 gives 16 px");
    await t.context.close();
  });
});
