import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // One module graph per worker, not one per file: a file's import of the app (React Router,
    // drizzle, zod, PGlite) was 37-42 % of the run. Unit 30 -> 12 s, integration 119 -> 73 s
    // here (docs/decisions/046). Files must not leave state behind: stubs are undone in
    // afterEach, each integration file opens its own database, and a module mock (vi.mock)
    // stays in the one file that uses it, which nothing else imports.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // Without isolation, projects whose worker counts differ run as groups, one after the other.
          sequence: { groupOrder: 0 },
          include: ["tests/unit/**/*.test.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          sequence: { groupOrder: 1 },
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/global-db-setup.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Sign-in flows, not the key derivation's cost (docs/decisions/039); auth.test.ts
          // turns it off where the real cost and the upgrade from a cheap hash are the point.
          env: { INSECURE_FAST_PASSWORD_HASHING: "true" },
          // Two cores: one PGlite per worker is plenty.
          maxWorkers: 2,
          // PGlite's WebAssembly on V8's baseline compiler, as the server runs it (decision 044).
          execArgv: ["--liftoff-only"],
        },
      },
    ],
  },
});
