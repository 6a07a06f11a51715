import { readFileSync } from "node:fs";
import path from "node:path";
import { ISLAND_SETS, type IslandSet } from "~/islands/sets";

export const ISLANDS_ENTRY = ISLAND_SETS.public.entry;

/** The script's address from an islands build's manifest (Vite's format), or null. */
export function islandsUrlFromManifest(json: string, entry: string = ISLANDS_ENTRY): string | null {
  const manifest = JSON.parse(json) as Record<string, { file?: unknown } | undefined>;
  const file = manifest[entry]?.file;
  return typeof file === "string" && file.startsWith("assets/") ? `/${file}` : null;
}

const cached = new Map<IslandSet, string | null>();

/**
 * The address of the script of the pages React does not hydrate: the public pages' islands, or
 * the sign-in page's (`staff`). Vite serves the source in development; in production it is the
 * hashed file named by that islands build's manifest. Null when the manifest is missing (a build
 * without `vite build -c vite.islands.config.ts`): the pages then work as they do without
 * JavaScript, and the log says why.
 */
export function islandsScriptUrl(set: IslandSet = "public"): string | null {
  const { entry, manifest } = ISLAND_SETS[set];
  if (import.meta.env.DEV) return `/${entry}`;
  const known = cached.get(set);
  if (known !== undefined) return known;
  let url: string | null = null;
  try {
    url = islandsUrlFromManifest(readFileSync(path.resolve("build/client", manifest), "utf8"), entry);
  } catch {
    url = null;
  }
  cached.set(set, url);
  if (url === null)
    console.warn(`Samudra: no ${entry} in build/client/${manifest}; pages that use it will have no JavaScript (run npm run build)`);
  return url;
}
