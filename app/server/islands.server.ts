import { readFileSync } from "node:fs";
import path from "node:path";

export const ISLANDS_ENTRY = "app/islands/main.ts";
const MANIFEST = "build/client/.vite/islands-manifest.json";

/** The script's address from the islands build's manifest (Vite's format), or null. */
export function islandsUrlFromManifest(json: string): string | null {
  const manifest = JSON.parse(json) as Record<string, { file?: unknown } | undefined>;
  const file = manifest[ISLANDS_ENTRY]?.file;
  return typeof file === "string" && file.startsWith("assets/") ? `/${file}` : null;
}

let cached: string | null | undefined;

/**
 * The address of the public pages' script: Vite serves the source in development; in
 * production it is the hashed file named by the islands build's manifest. Null when the
 * manifest is missing (a build without `vite build -c vite.islands.config.ts`): the pages
 * then work as they do without JavaScript, and the log says why.
 */
export function islandsScriptUrl(): string | null {
  if (import.meta.env.DEV) return `/${ISLANDS_ENTRY}`;
  if (cached !== undefined) return cached;
  try {
    cached = islandsUrlFromManifest(readFileSync(path.resolve(MANIFEST), "utf8"));
  } catch {
    cached = null;
  }
  if (cached === null) console.warn(`Samudra: no islands script in ${MANIFEST}; public pages will have no JavaScript (run npm run build)`);
  return cached;
}
