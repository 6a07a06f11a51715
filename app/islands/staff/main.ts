/**
 * The sign-in page's script (docs/decisions/040). That page is rendered by the server and not
 * hydrated, like the public pages, but its islands are staff-only, so they are a bundle of
 * their own: public pages do not download them. Built by `vite.islands.config.ts --mode staff`.
 */
import type { Island } from "../lib/island";
import { startIslands } from "../lib/start";

startIslands(document, import.meta.glob<Island["init"]>("./*.island.ts", { eager: true, import: "init" }));

// Tests wait for this: every island on the page is live.
document.documentElement.dataset.hydrated = "true";
