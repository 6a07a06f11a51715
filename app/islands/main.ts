/**
 * The only script public pages load (docs/decisions/018-public-pages-without-hydration.md).
 * Public pages are rendered by React on the server and never hydrated; each interactive
 * part carries `data-island="name"` and is brought to life by `./name.island.ts`, whose
 * `init(element)` runs once per element, in document order. Bundled into one small file
 * (vite.islands.config.ts) shared and cached by every page.
 */
import type { Island } from "./lib/island";
import { startIslands } from "./lib/start";
import { rememberVisit, tabStorage } from "./lib/visit";

rememberVisit(tabStorage(), location, document.referrer);

const inits = import.meta.glob<Island["init"]>("./*.island.ts", { eager: true, import: "init" });

// After the first frame is painted (a timer queued from the frame's callback runs after its
// paint): the page's text shows without waiting for the islands' set-up.
requestAnimationFrame(() =>
  setTimeout(() => {
    startIslands(document, inits);
    // Tests (and CSS, if ever needed) wait for this: every island on the page is live.
    document.documentElement.dataset.hydrated = "true";
  }),
);
