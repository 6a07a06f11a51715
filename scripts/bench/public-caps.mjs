// node scripts/bench/public-caps.mjs: what the home page, the reviews page and the admin's
// testimonials list cost at volume (issue 20 items 2 and 4; docs/decisions/035). Starts the
// production build on DATA_DIR (PGlite; seed it with `npm run seed:bulk -- --testimonials 5000
// --inquiries 1000`) or DATABASE_URL with the page cache off (so every request renders), signs
// in as the demo admin, and prints for each page: median and p95 server time over 20 requests
// (after 3 warm-ups), the HTML's raw and gzip size, and the slides and review cards it holds.
import { spawn } from "node:child_process";
import { request } from "node:http";
import { readFileSync } from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";

const dataDir = process.env.DATA_DIR;
if (!process.env.DATABASE_URL && !dataDir) {
  console.error("Set DATA_DIR (a PGlite folder seeded with npm run seed:bulk) or DATABASE_URL.");
  process.exit(2);
}
const RUNS = Number(process.env.RUNS ?? 20);

function start() {
  const child = spawn(process.execPath, ["server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "warn",
      DEMO_MODE: "true",
      LOGIN_IP_LIMIT: "1000",
      PAGE_VIEWS: "false",
      PAGE_CACHE: "false",
      DATABASE_URL: process.env.DATABASE_URL ?? "",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      const match = /running at (http:\/\/\S+)/.exec(chunk.toString());
      if (match) resolve({ child, url: match[1].replace("localhost", "127.0.0.1") });
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
}

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

const { child, url } = await start();
const origin = new URL(url).origin;
const at = (p) => new URL(p, url).toString();
try {
  const login = await fetch(at("/admin-login"), {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username: "admin", password: "demo@2025" }),
  });
  const cookie = /admin_user=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error(`sign-in failed: ${login.status}`);
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
  const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  console.log(`server RSS after the runs: ${rss.toFixed(0)} MB`);
} finally {
  child.kill("SIGTERM");
}
