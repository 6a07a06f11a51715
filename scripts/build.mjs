// The production build, one command for `npm run build`, `npm start` on a stale build
// (ensure-build.mjs) and the benchmark: the app (React Router), the public pages' script
// and the sign-in page's (vite.islands.config.ts), then Brotli and gzip copies of every compressible client file,
// compressed once at their highest levels instead of on each request (docs/decisions/019).
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { SOURCES_STAMP, sourcesDigest } from "../app/server/build-state.server.ts";

const CLIENT_DIR = "build/client";
/** Text formats; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".json", ".txt", ".xml", ".webmanifest", ".map"]);
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

const bin = (name) => path.resolve("node_modules/.bin", name);
const quiet = process.argv.includes("--quiet");
const stdio = quiet ? ["ignore", "ignore", "inherit"] : "inherit";
// Taken before building: a file edited during the build must not count as built.
const digest = sourcesDigest();
rmSync(SOURCES_STAMP, { force: true });

execFileSync(bin("react-router"), ["build"], { stdio });
execFileSync(bin("vite"), ["build", "-c", "vite.islands.config.ts", "--logLevel", "warn"], { stdio });
execFileSync(bin("vite"), ["build", "-c", "vite.islands.config.ts", "--mode", "staff", "--logLevel", "warn"], { stdio });

let files = 0;
let before = 0;
let after = 0;
for (const entry of readdirSync(CLIENT_DIR, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(entry.name))) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  files++;
  before += body.length;
  after += br.length;
}
// What this build was made from, for a start after a checkout or a copy that changed only
// the files' times (app/server/build-state.server.ts).
writeFileSync(SOURCES_STAMP, `${digest}\n`);
if (!quiet) {
  console.log(`precompressed ${files} client files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB (Brotli)`);
}
