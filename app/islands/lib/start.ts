import type { Island } from "./island";

/** "./lib/../gallery.island.ts" or "/app/islands/gallery.island.ts" → "gallery". */
export function islandName(file: string): string {
  return file.slice(file.lastIndexOf("/") + 1, -".island.ts".length);
}

/**
 * Calls each island's `init` on every element under `root` that names it in `data-island`,
 * in document order. `inits` is keyed by module file (as import.meta.glob gives them).
 */
export function startIslands(root: ParentNode, inits: Record<string, Island["init"]>): void {
  for (const [file, init] of Object.entries(inits)) {
    const name = islandName(file);
    for (const element of root.querySelectorAll<HTMLElement>(`[data-island~="${name}"]`)) {
      try {
        init(element);
      } catch (error) {
        // One broken part must not leave the rest of the page dead.
        console.error(`island ${name} failed`, error);
      }
    }
  }
}
