// node scripts/bench/public-caps.mjs: what the home page, the reviews page and the admin's
// testimonials list cost at volume (issue 20 items 2 and 4; docs/decisions/035). Starts the
// production build on DATA_DIR (PGlite; seed it with `npm run seed:bulk -- --testimonials 5000
// --inquiries 1000`) or DATABASE_URL with the page cache off (so every request renders), signs
// in as the demo admin, and prints for each page: median and p95 server time over 20 requests
// (after 3 warm-ups), the HTML's raw and gzip size, and the slides and review cards it holds.
import { request } from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";
import { procMemoryMB, signInAsAdmin, startProductionServer } from "./production-server.ts";

const dataDir = process.env.DATA_DIR;
if (!process.env.DATABASE_URL && !dataDir) {
  console.error("Set DATA_DIR (a PGlite folder seeded with npm run seed:bulk) or DATABASE_URL.");
  process.exit(2);
}
const RUNS = Number(process.env.RUNS ?? 20);

/** One GET, timed to the last byte, with the raw (still compressed) body. */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const began = performance.now();
    const req = request(url, { headers: { "Accept-Encoding": "gzip", ...headers } }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode, ms: performance.now() - began, body: Buffer.concat(chunks), headers: res.headers }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

// The page cache off: every request renders, which is what this bench measures.
const server = await startProductionServer({ PAGE_CACHE: "false", DATABASE_URL: process.env.DATABASE_URL ?? "" });
const { url } = server;
const at = (p) => new URL(p, url).toString();
try {
  const cookie = await signInAsAdmin(url);
  const pages = [
    { name: "/", path: "/", headers: {} },
    { name: "/reviews", path: "/reviews", headers: {} },
    { name: "/admin/testimonials", path: "/admin/testimonials", headers: { Cookie: cookie } },
    { name: "/admin/gallery", path: "/admin/gallery", headers: { Cookie: cookie } },
    { name: "/admin/therapies", path: "/admin/therapies", headers: { Cookie: cookie } },
  ];
  console.log("| page | status | median ms | p95 ms | HTML KB | gzip KB | slides | review cards |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (let n = 0; n < pages.length; n += 1) {
    const page = pages[n];
    for (let i = 0; i < 3; i += 1) await get(at(page.path), page.headers);
    const times = [];
    let last;
    for (let i = 0; i < RUNS; i += 1) {
      last = await get(at(page.path), page.headers);
      times.push(last.ms);
    }
    const gz = last.headers["content-encoding"] === "gzip" ? last.body : gzipSync(last.body);
    const html = (last.headers["content-encoding"] === "gzip" ? gunzipSync(last.body) : last.body).toString("utf8");
    const slides = (html.match(/aria-roledescription="slide"/g) ?? []).length;
    const cards = (html.match(/data-testimonial-id=|id="review-\d+-name"/g) ?? []).length;
    // A list's second page (its Next link) is measured too: keyset pages cost the same at any depth.
    const next = /<a [^>]*rel="next"[^>]*href="([^"]+)"|<a [^>]*href="([^"]+)"[^>]*rel="next"/
      .exec(html)
      ?.slice(1)
      .find(Boolean)
      ?.replaceAll("&amp;", "&");
    if (next && !page.name.endsWith("(page 2)"))
      pages.splice(n + 1, 0, { name: `${page.name} (page 2)`, path: next, headers: page.headers });
    console.log(
      `| ${page.name} | ${last.status} | ${quantile(times, 0.5).toFixed(1)} | ${quantile(times, 0.95).toFixed(1)} | ${(Buffer.byteLength(html) / 1024).toFixed(0)} | ${(gz.length / 1024).toFixed(1)} | ${slides} | ${cards} |`,
    );
  }
  const rss = procMemoryMB(server.child.pid, "VmRSS");
  console.log(`server RSS after the runs: ${rss.toFixed(0)} MB`);
} finally {
  await server.stop();
}
