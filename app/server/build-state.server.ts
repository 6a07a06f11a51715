// Whether build/ was made from the sources beside it. Read by server.ts before it imports the
// bundle, by scripts/ensure-build.mjs (which builds on a newcomer's machine, never in
// production) and by scripts/build.mjs, which records what it built. Plain Node (no bundler):
// server.ts and the scripts import this file as it is, so it uses erasable TypeScript only.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** What the production bundle is made from; the migrations are read at run time but belong to the schema it was built with. */
export const BUILD_SOURCES = ["app", "public", "drizzle", "vite.config.ts", "vite.islands.config.ts", "react-router.config.ts"];
export const BUNDLE = "build/server/index.js";
/** The sources' digest at the start of the last build (scripts/build.mjs writes it once the build has succeeded). */
export const SOURCES_STAMP = "build/sources.sha256";
export const BUILD_COMMAND = "npm run build";

export type BuildState = { fresh: true } | { fresh: false; reason: "missing" } | { fresh: false; reason: "stale"; changed: string };

function sourceFiles(root: string): string[] {
  const files: string[] = [];
  for (const source of BUILD_SOURCES) {
    const full = path.join(root, source);
    if (!existsSync(full)) continue;
    if (!statSync(full).isDirectory()) {
      files.push(source);
      continue;
    }
    for (const entry of readdirSync(full, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.push(path.relative(root, path.join(entry.parentPath, entry.name)));
    }
  }
  return files.sort();
}

/** One digest over every source file's path and bytes. */
export function sourcesDigest(root = "."): string {
  const hash = createHash("sha256");
  for (const file of sourceFiles(root)) {
    hash.update(`${file.split(path.sep).join("/")}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/**
 * Fresh when no source is newer than the bundle. A newer file alone does not make it stale:
 * a checkout, a copy into an image or a `touch` changes times, not contents, so the digest the
 * build recorded decides (read only then, so an ordinary start costs a few hundred stat calls).
 */
export function buildState(root = "."): BuildState {
  const bundle = path.join(root, BUNDLE);
  if (!existsSync(bundle)) return { fresh: false, reason: "missing" };
  const builtAt = statSync(bundle).mtimeMs;
  const newer = sourceFiles(root).find((file) => statSync(path.join(root, file)).mtimeMs > builtAt);
  if (newer === undefined) return { fresh: true };
  const stamp = path.join(root, SOURCES_STAMP);
  if (existsSync(stamp) && readFileSync(stamp, "utf8").trim() === sourcesDigest(root)) return { fresh: true };
  return { fresh: false, reason: "stale", changed: newer };
}

/** One line for a build that cannot be used, naming the command that makes one. */
export function buildProblem(state: Exclude<BuildState, { fresh: true }>): string {
  return state.reason === "missing"
    ? `there is no production build (${BUNDLE}): run \`${BUILD_COMMAND}\` first`
    : `the production build is older than its sources (${state.changed} is newer): run \`${BUILD_COMMAND}\` again`;
}
