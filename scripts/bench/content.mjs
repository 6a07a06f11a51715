// npm run bench:content: how long staff wait for a content save (issue 13 item 11), and what a
// publish does to the public pages. Starts the production build on a fresh embedded database
// (or DATABASE_URL), signs in as the demo admin, then times, one request at a time:
//   - save draft and publish now of the clinic settings (POST → redirect, as a browser does)
//   - the first public page after a publish (a page-cache miss that re-renders) and the next (a hit)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { signInAsAdmin, startProductionServer } from "./production-server.ts";

const ROUNDS = Number(process.env.BENCH_CONTENT_ROUNDS ?? 40);
const dataDir = mkdtempSync(path.join(tmpdir(), "samudra-bench-content-"));

// Page views counted, as on a real server: a publish's cost includes them.
const server = await startProductionServer({ DATA_DIR: dataDir, PAGE_VIEWS: "true", DATABASE_URL: process.env.DATABASE_URL ?? "" });
const { url } = server;
const origin = new URL(url).origin;
const at = (p) => new URL(p, url).toString();
try {
  const cookie = await signInAsAdmin(url);

  // The editor's current fields, as the form would send them back.
  const { fields, version } = await editorState(cookie);
  let v = version;
  const timings = { draft: [], publish: [], miss: [], hit: [] };
  for (let i = 0; i < ROUNDS; i += 1) {
    for (const intent of ["draft", "publish"]) {
      const body = new URLSearchParams({
        ...fields,
        tagline: `Calm rehabilitation by the sea (${intent} ${i})`,
        intent,
        _version: String(v),
      });
      const began = performance.now();
      const response = await fetch(at("/admin/content/clinic-settings"), {
        method: "POST",
        redirect: "manual",
        headers: { Origin: origin, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
      // The browser then loads the editor again (the redirect): part of what staff wait for.
      if (response.status !== 302) throw new Error(`${intent} answered ${response.status}`);
      await (await fetch(at("/admin/content/clinic-settings"), { headers: { Cookie: cookie } })).arrayBuffer();
      timings[intent].push(performance.now() - began);
      v += 1;
    }
    for (const kind of ["miss", "hit"]) {
      const began = performance.now();
      const page = await fetch(at("/"), { headers: { "accept-encoding": "gzip" } });
      const text = await page.text();
      timings[kind].push(performance.now() - began);
      if (!text.includes(`(publish ${i})`)) throw new Error("the home page does not show the published tagline");
      const cache = page.headers.get("x-page-cache");
      if (kind === "hit" && cache !== "hit") throw new Error(`expected a page-cache hit, got ${cache}`);
    }
  }
  const stat = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))].toFixed(1);
    return `median ${q(0.5)} ms, p95 ${q(0.95)} ms`;
  };
  console.log(
    `content bench on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, ${ROUNDS} rounds (request + the editor reloaded after the redirect):`,
  );
  console.log(`  save draft:   ${stat(timings.draft)}`);
  console.log(`  publish now:  ${stat(timings.publish)}`);
  console.log(`  home page right after a publish (cache miss, re-render): ${stat(timings.miss)}`);
  console.log(`  home page again (cache hit):                            ${stat(timings.hit)}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

async function editorState(cookie) {
  const html = await (await fetch(at("/admin/content/clinic-settings"), { headers: { Cookie: cookie } })).text();
  const fields = {};
  for (const m of html.matchAll(/<input[^>]*>/g)) {
    const tag = m[0];
    const name = /name="([^"]+)"/.exec(tag)?.[1];
    if (!name || name.startsWith("_") || name === "intent") continue;
    const type = /type="([^"]+)"/.exec(tag)?.[1];
    if (type === "checkbox") {
      if (/checked/.test(tag)) fields[name] = "on";
      continue;
    }
    fields[name] = decode(/value="([^"]*)"/.exec(tag)?.[1] ?? "");
  }
  for (const m of html.matchAll(/<select[^>]*name="([^"]+)"[\s\S]*?<\/select>/g)) {
    fields[m[1]] = decode(
      /<option[^>]*selected=""[^>]*value="([^"]*)"|<option[^>]*value="([^"]*)"[^>]*selected/.exec(m[0])?.slice(1).find(Boolean) ?? "",
    );
  }
  const version = Number(/name="_version" value="(\d+)"/.exec(html)?.[1]);
  return { fields, version };
}

function decode(text) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
