// `npm start` on a fresh clone must work without a separate build step, so build when the
// production bundle is missing or older than its sources — on a newcomer's machine only. In
// production (NODE_ENV=production), or in an installation without the build tools (`npm prune
// --omit=dev`), nothing is built implicitly: a missing or stale build is one line naming the
// command, and exit code 1. `node scripts/ensure-build.mjs [--force]`, or ensureBuild() from the
// command-line scripts that load the bundle (user:create, db:migrate, db:backup, …).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { buildProblem, buildState } from "../app/server/build-state.server.ts";

/** What `npm run build` runs (scripts/build.mjs); devDependencies, gone after `npm prune --omit=dev`. */
const BUILD_TOOLS = ["node_modules/.bin/react-router", "node_modules/.bin/vite"];

/**
 * Builds if needed and allowed. Returns null when build/ can be used, else the one line to
 * print. `force` builds even a fresh build (the audit's --rebuild): asked for, not implicit.
 */
export function ensureBuild({ force = false, env = process.env } = {}) {
  const state = buildState();
  if (state.fresh && !force) return null;
  const problem = state.fresh ? "a rebuild was asked for" : buildProblem(state);
  if (!force && env.NODE_ENV === "production") return `${capitalise(problem)} (NODE_ENV=production: nothing is built implicitly).`;
  if (!BUILD_TOOLS.every((tool) => existsSync(tool))) {
    return `${capitalise(problem)}; this installation has no build tools (devDependencies, removed by npm prune --omit=dev): build where they are installed (npm ci), then prune.`;
  }
  console.log(
    `Building the production bundle (${state.fresh ? "--force" : state.reason === "missing" ? "first start" : "sources changed"})…`,
  );
  try {
    execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: ["ignore", "inherit", "inherit"] });
  } catch {
    return "Could not build the server bundle (see above).";
  }
  return null;
}

function capitalise(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  // `npm start` runs this before the server, which reads .env itself: NODE_ENV=production set
  // there applies here too (the environment wins over the file, as with --env-file).
  if (existsSync(".env")) process.loadEnvFile(".env");
  const problem = ensureBuild({ force: process.argv.includes("--force") });
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
