// `npm run lint`. typescript-eslint's recommended rules (syntax only: the type-aware set took
// over two minutes and 2 GB here, under TypeScript 6's checker; docs/decisions/038), React's
// two hook rules, and the import boundaries ARCHITECTURE.md states: islands and app/lib stay
// free of React and of server code.
import "./scripts/lint/typescript6.mjs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const REACT = [
  ...["react", "react/*", "react-dom", "react-dom/*", "react-router", "react-router/*", "@react-router/*", "lucide-react"],
  ...["~/components", "~/components/*", "~/hooks", "~/hooks/*"],
];
const SERVER = ["~/server", "~/server/*", "*.server", "**/*.server", "*.server.ts", "**/*.server.ts"];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "public/",
      "data/",
      "backups/",
      "audit-report/",
      "test-results/",
      "tmp/",
      ".tmp/",
      "drizzle/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // A leading underscore marks a deliberately unused argument or a field left out of a rest copy.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      // Input hygiene matches control characters on purpose (header injection, NUL in text).
      "no-control-regex": "off",
    },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // The production bundle's import has no types until `react-router build` has run, so
    // neither @ts-expect-error nor a plain import type-checks in both states.
    files: ["server.ts"],
    rules: { "@typescript-eslint/ban-ts-comment": ["error", { "ts-ignore": "allow-with-description" }] },
  },
  {
    // Islands are small vanilla scripts for public pages (decisions 016-018) and app/lib is
    // pure logic shared by both sides: neither may pull React or server code into a bundle.
    files: ["app/islands/**", "app/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: REACT, message: "Islands and app/lib stay free of React: move the component to app/components." },
            { group: SERVER, message: "Islands and app/lib never import server code (*.server.ts, ~/server)." },
            {
              group: ["~/content/*"],
              importNamePattern: "Seeds?$",
              message: "app/lib never imports content seeds: they are the seed's data, and the site reads what is stored (issue 46).",
            },
          ],
        },
      ],
    },
  },
  {
    // The layers of issue 46: a declaration and a component are read by the browser too.
    // A type may be named (it is erased); no server code may be.
    files: ["app/content-types/**", "app/components/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: SERVER,
              allowTypeImports: true,
              message: "Content types and components never import server code (*.server.ts, ~/server).",
            },
          ],
        },
      ],
    },
  },
  {
    // server/content alone reads and writes content rows (issue 46 item 3): elsewhere the
    // content tables are not named, except as types. Routes and server/admin go through
    // server/content's functions; the schema and the seeds (server/db) define and fill them.
    files: ["app/routes/**", "app/server/**"],
    ignores: ["app/server/content/**", "app/server/db/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/db/schema.server", "~/server/db/schema.server"],
              importNames: [
                "therapies",
                "testimonials",
                "videoEmbeds",
                "galleryImages",
                "documents",
                "documentRevisions",
                "contentSeeds",
                "bookingResources",
                "bookingServices",
              ],
              allowTypeImports: true,
              message: "Content rows are read and written in server/content (issue 46 item 3): call one of its functions.",
            },
          ],
        },
      ],
    },
  },
  {
    // server/content owns content storage and server/repos the other rows; both sit below
    // server/admin (screen flow: messages, toasts, redirects) and never reach up into it.
    files: ["app/server/content/**", "app/server/repos/**", "app/server/jobs/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["../admin/*", "~/server/admin/*"],
              message: "server/admin is screen flow; content, repos and jobs sit below it (issue 46 item 3).",
            },
          ],
        },
      ],
    },
  },
);
