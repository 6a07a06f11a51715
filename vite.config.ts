import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

const ZOD_CLIENT = fileURLToPath(new URL("./app/lib/zod-client.ts", import.meta.url));

/** In the browser, "zod" means app/lib/zod-client.ts: zod set up without `new Function`,
 * which our CSP refuses (see that file). The server build keeps plain zod. */
function zodWithoutEvalInBrowser(): Plugin {
  return {
    name: "samudra:zod-without-eval-in-browser",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== "zod" || this.environment.name !== "client" || importer === ZOD_CLIENT) return null;
      return ZOD_CLIENT;
    },
  };
}

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
    // Fonts stay files: a small one inlined as a data: URL is refused by the CSP (font-src 'self').
    assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined),
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
  plugins: [zodWithoutEvalInBrowser(), tailwindcss(), reactRouter()],
});
