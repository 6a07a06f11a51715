import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The server bundle's entry is our Express app factory, which pulls in the React
  // Router server build itself (see server.ts). React Router reads it from here.
  environments: {
    ssr: { build: { rollupOptions: { input: "./app/server/app.server.ts" } } },
  },
  resolve: { tsconfigPaths: true },
  // Bundling drizzle-orm saves ~1 s and ~250 MB at start (STACK-NOTES).
  ssr: { noExternal: ["drizzle-orm"] },
  build: {
    // `ANALYZE=1 npm run build` keeps source maps, to see what each client chunk holds.
    sourcemap: process.env.ANALYZE === "1",
    rolldownOptions: {
      output: {
        // Fewer, fuller client chunks (docs/decisions/016): React, react-dom and React Router
        // as one file every page needs anyway (~2 KB gzip less than four pieces), and the
        // app modules that nearly every page shares in one chunk instead of a dozen tiny
        // ones. Anything used by fewer entries stays with the routes that use it.
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: "shared", test: /[\\/]app[\\/](components|content|hooks|lib)[\\/]/, minShareCount: 10 },
          ],
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
});
