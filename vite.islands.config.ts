// The public pages' script (app/islands/main.ts), built after `react-router build` into the
// same client folder: one hashed file, found at run time through its manifest
// (app/server/islands.server.ts). docs/decisions/018-public-pages-without-hydration.md
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  publicDir: false,
  build: {
    outDir: "build/client",
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: ".vite/islands-manifest.json",
    modulePreload: false,
    rolldownOptions: {
      input: { islands: "app/islands/main.ts" },
      output: { entryFileNames: "assets/islands-[hash].js", chunkFileNames: "assets/islands-[name]-[hash].js" },
    },
  },
});
