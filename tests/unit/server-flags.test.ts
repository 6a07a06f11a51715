import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../../scripts/server-flags.mjs";

describe("the production server's V8 flags and environment", () => {
  it("are the ones `npm start` passes, so tests and benchmarks measure the server as it runs", () => {
    const start = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts.start ?? "";
    const [, assignments = "", command = ""] = /NODE_ENV=production ((?:[A-Z_]+=\S+ )*)node (.*) server\.ts/.exec(start) ?? [];
    const flags = command.split(" ").filter((word) => !word.startsWith("--env-file"));
    expect(flags).toEqual(SERVER_NODE_FLAGS);
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    const env = Object.fromEntries(
      assignments
        .trim()
        .split(" ")
        .filter(Boolean)
        .map((pair) => pair.split("=")),
    );
    expect(env).toEqual(SERVER_ENV);
  });

  it("are passed by every script and test that starts server.ts itself", () => {
    for (const file of [
      "scripts/bench/run.mjs",
      "scripts/bench/production-server.ts",
      "scripts/bench/cluster.mjs",
      "scripts/bench-start-media.mjs",
      "tests/e2e/support/server.ts",
    ]) {
      const source = readFileSync(file, "utf8");
      expect(source, file).toMatch(/\.\.\.SERVER_NODE_FLAGS, (?:"--import", hook, )?"server\.ts"/);
      expect(source, file).toContain("...SERVER_ENV");
    }
  });
});
