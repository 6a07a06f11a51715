// `npm start` on a fresh clone must work without a separate build step, so build
// when the production bundle is missing or older than the sources it came from.
import { execFileSync } from "node:child_process";
import { existsSync, statSync, readdirSync } from "node:fs";
import { join } from "node:path";

const bundle = "build/server/index.js";

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

const sources = ["app", "public", "drizzle"].filter((d) => existsSync(d));
const stale = process.argv.includes("--force") || !existsSync(bundle) || Math.max(...sources.map(newestMtime)) > statSync(bundle).mtimeMs;

if (stale) {
  console.log("Building the production bundle (first start, sources changed or --force)…");
  execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
}
