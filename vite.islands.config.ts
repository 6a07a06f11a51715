// The scripts of the pages React does not hydrate, built after `react-router build` into the
// same client folder: one hashed file each, found at run time through its manifest
// (app/server/islands.server.ts). The public pages' islands (docs/decisions/018) by default;
// `--mode staff` builds the sign-in page's (docs/decisions/040), so public pages never carry
// staff code and the staff bundle may load a library on demand.
import { defineConfig } from "vite";
import { ISLAND_SETS, type IslandSet } from "./app/islands/sets.ts";

export default defineConfig(({ mode }) => {
  const set: IslandSet = mode === "staff" ? "staff" : "public";
  const { entry, manifest, prefix } = ISLAND_SETS[set];
  return {
    resolve: { tsconfigPaths: true },
    publicDir: false,
    build: {
      outDir: "build/client",
      emptyOutDir: false,
      copyPublicDir: false,
      manifest,
      modulePreload: false,
      rolldownOptions: {
        input: { [prefix]: entry },
        output: { entryFileNames: `assets/${prefix}-[hash].js`, chunkFileNames: `assets/${prefix}-[name]-[hash].js` },
      },
    },
  };
});
