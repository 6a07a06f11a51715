import { readFileSync } from "node:fs";
import path from "node:path";

export const ISLANDS_ENTRY = "app/islands/main.ts";
const MANIFEST = "build/client/.vite/islands-manifest.json";

let cached: string | null | undefined;

/**
 * The address of the public pages' script: Vite serves the source in development; in
 * production it is the hashed file named by the islands build's manifest. Null when the
 * manifest is missing (a build without `vite build -c vite.islands.config.ts`): the pages
 * then work as they do without JavaScript.
 */
export function islandsScriptUrl(): string | null {
  if (import.meta.env.DEV) return `/${ISLANDS_ENTRY}`;
  if (cached !== undefined) return cached;
  try {
    const manifest = JSON.parse(readFileSync(path.resolve(MANIFEST), "utf8")) as Record<string, { file?: string }>;
    const file = manifest[ISLANDS_ENTRY]?.file;
    cached = file ? `/${file}` : null;
  } catch {
    cached = null;
  }
  if (cached === null) console.warn(`Samudra: ${MANIFEST} is missing; public pages will have no JavaScript (run npm run build)`);
  return cached;
}
