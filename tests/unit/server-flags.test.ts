import { execFileSync } from "node:child_process";
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

  it("let memory freed from large blocks go back to the system, even after a larger block was freed", () => {
    // glibc's dynamic mmap threshold: once a 4 MB block is freed, 1 MB blocks come from its
    // heap, and freeing them (below a block still in use) leaves them resident. With the
    // threshold fixed (SERVER_ENV), each is mapped on its own and unmapped when freed.
    const child = `
      const MB = 1 << 20;
      const rss = () => process.memoryUsage().rss;
      // Until V8 has released the buffers' memory to malloc.
      const released = async (limit) => {
        gc();
        while (process.memoryUsage().arrayBuffers > limit) {
          await new Promise((resolve) => setImmediate(resolve));
          gc();
        }
      };
      (async () => {
        let big = Buffer.allocUnsafeSlow(4 * MB).fill(1);
        big = null;
        await released(MB);
        const before = rss();
        let blocks = Array.from({ length: 64 }, () => Buffer.allocUnsafeSlow(MB).fill(1));
        const inUse = Buffer.allocUnsafeSlow(64 * 1024).fill(1);
        const grew = rss() - before;
        blocks = null;
        await released(2 * MB);
        console.log(JSON.stringify({ grewMB: grew / MB, keptMB: (rss() - before) / MB, inUse: inUse.length }));
      })();
    `;
    const out = execFileSync(process.execPath, [...SERVER_NODE_FLAGS, "--expose-gc", "--input-type=commonjs", "-e", child], {
      env: { ...process.env, ...SERVER_ENV },
      encoding: "utf8",
    });
    const { grewMB, keptMB } = JSON.parse(out) as { grewMB: number; keptMB: number };
    expect(grewMB).toBeGreaterThan(60);
    expect(keptMB).toBeLessThan(8);
  });
});
