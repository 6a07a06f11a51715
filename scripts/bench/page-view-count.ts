// npm run bench:page-views: what PageViewCounter.count costs per call, on its own (issue 49
// item 4; docs/decisions/028). `npm run bench` gives the same figure through HTTP, against a
// hit of 15-50 µs, but on a busy machine its noise is larger than the counting; this runs the
// counter in a loop and reports CPU time per call, the lowest of five runs for each case:
//   - a burst: one address, one page, a phone's browser (every call after the first is a repeat);
//   - new visitors: a new address for each call, so every call is counted and written to the batch;
//   - one address, a new page each call: counted until the address's share for the day is used.
//   - behind a proxy on this machine (TRUST_PROXY's default): a new visitor each call, named
//     in X-Forwarded-For (docs/decisions/066);
// and what the proxy watch (proxy-watch.server.ts) costs each request, a cached hit included.
// Hits are 15-50 µs of CPU (decisions 012 and 056): 5 % of the fastest is 750 ns.
import { PageViewCounter } from "~/server/analytics/page-view-counter.server";
import { ProxyWatch } from "~/server/proxy-watch.server";
import { DEFAULT_TRUST_PROXY, parseTrustProxy, type TrustProxy, trustFunction } from "~/server/trust-proxy.server";

const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const CALLS = 400_000;
const RUNS = 5;

const request = {
  method: "GET",
  headers: { "user-agent": PHONE, host: "127.0.0.1:3000", "accept-encoding": "gzip", referer: "https://www.google.com/" },
};
const addresses = Array.from({ length: CALLS }, (_, i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
const paths = Array.from({ length: CALLS }, (_, i) => `/page-${i}`);

const forwarded = addresses.map((address) => ({
  ...request,
  headers: { ...request.headers, "x-forwarded-for": address, "x-forwarded-proto": "https" },
}));
const setting = parseTrustProxy(DEFAULT_TRUST_PROXY) as TrustProxy;
const trusted = trustFunction(setting);

const cases: Record<string, (counter: PageViewCounter, i: number) => void> = {
  "burst: one address, one page": (c) => c.count(request, "/about", "203.0.113.7"),
  "new visitors: a new address each": (c, i) => c.count(request, "/about", addresses[i]),
  "one address, a new page each": (c, i) => c.count(request, paths[i]!, "203.0.113.7"),
  "behind a proxy: a new visitor each": (c, i) => c.count(forwarded[i]!, "/about", "127.0.0.1"),
};

for (const [name, call] of Object.entries(cases)) {
  let best = Infinity;
  for (let run = 0; run < RUNS; run++) {
    const counter = new PageViewCounter({ siteHost: "samudra-rehab.example", sessionCookie: "admin_user", trusted });
    const start = process.cpuUsage();
    for (let i = 0; i < CALLS; i++) call(counter, i);
    const used = process.cpuUsage(start);
    best = Math.min(best, ((used.user + used.system) * 1000) / CALLS);
  }
  console.log(`${name.padEnd(36)} ${best.toFixed(0).padStart(5)} ns per call (lowest of ${RUNS} runs of ${CALLS.toLocaleString("en")})`);
}

// The proxy watch on each request: proxied from 127.0.0.1 (the usual case), and direct from
// visitors with nothing forwarded (no proxy).
const watchCases: Record<string, (watch: ProxyWatch, i: number) => void> = {
  "proxy watch: a proxied request": (w, i) => w.observe("127.0.0.1", forwarded[i]!.headers, false),
  "proxy watch: a direct request": (w, i) => w.observe(addresses[i], request.headers, false),
};
for (const [name, call] of Object.entries(watchCases)) {
  let best = Infinity;
  for (let run = 0; run < RUNS; run++) {
    const watch = new ProxyWatch({
      siteUrl: "https://samudra-rehab.example",
      production: true,
      trustProxy: setting,
      trust: trusted,
      log: console,
    });
    const start = process.cpuUsage();
    for (let i = 0; i < CALLS; i++) call(watch, i);
    const used = process.cpuUsage(start);
    best = Math.min(best, ((used.user + used.system) * 1000) / CALLS);
  }
  console.log(`${name.padEnd(36)} ${best.toFixed(0).padStart(5)} ns per call (lowest of ${RUNS} runs of ${CALLS.toLocaleString("en")})`);
}
