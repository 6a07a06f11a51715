// Prints the client JavaScript and CSS a page loads (gzip bytes), read from its HTML:
// `node scripts/page-weight.mjs http://localhost:3000/ [more URLs…]` against a running server.
import { gzipSync } from "node:zlib";

async function weigh(pageUrl) {
  const html = await (await fetch(pageUrl)).text();
  const refs = new Set();
  for (const m of html.matchAll(/<(?:link|script)[^>]+(?:href|src)="([^"]+\.(?:js|css))"/g)) refs.add(m[1]);
  // Chunks the deferred start-up script loads after the page has painted (docs/decisions/017).
  for (const m of html.matchAll(/\\?"(\/assets\/[^"\\]+\.js)\\?"/g)) refs.add(m[1]);
  const sizes = { js: 0, css: 0 };
  for (const ref of refs) {
    const body = Buffer.from(await (await fetch(new URL(ref, pageUrl))).arrayBuffer());
    sizes[ref.endsWith(".css") ? "css" : "js"] += gzipSync(body, { level: 9 }).length;
  }
  const htmlGzip = gzipSync(Buffer.from(html), { level: 9 }).length;
  return {
    page: new URL(pageUrl).pathname,
    files: refs.size,
    jsGzipKB: +(sizes.js / 1024).toFixed(1),
    cssGzipKB: +(sizes.css / 1024).toFixed(1),
    htmlKB: +(html.length / 1024).toFixed(1),
    htmlGzipKB: +(htmlGzip / 1024).toFixed(1),
  };
}

const rows = [];
for (const u of process.argv.slice(2)) rows.push(await weigh(u));
console.table(rows);
