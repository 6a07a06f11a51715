import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
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
