// typescript-eslint parses with TypeScript's JavaScript API, which TypeScript 7 (the native
// compiler this project type-checks with) no longer ships. Microsoft publishes the 6.0 API
// side by side as @typescript/typescript6; this hook hands it to typescript-eslint (and the
// helper packages it loads) while everything else keeps `typescript` 7. Remove it, and the
// "overrides" entry in package.json, once typescript-eslint supports TypeScript 7
// (typescript-eslint/typescript-eslint#10940). See docs/decisions/038-lint-format-and-tar.md.
import { registerHooks } from "node:module";

const LINT_PACKAGES = /[\\/]node_modules[\\/](@typescript-eslint[\\/]|typescript-eslint[\\/]|ts-api-utils[\\/])/;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if ((specifier === "typescript" || specifier.startsWith("typescript/")) && LINT_PACKAGES.test(context.parentURL ?? "")) {
      return nextResolve(specifier.replace(/^typescript/, "@typescript/typescript6"), context);
    }
    return nextResolve(specifier, context);
  },
});
