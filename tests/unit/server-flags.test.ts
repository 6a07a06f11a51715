import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "../../scripts/server-flags.mjs";

describe("the production server's V8 flags", () => {
  it("are the ones `npm start` passes, so tests and benchmarks measure the server as it runs", () => {
    const start = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts.start ?? "";
    const command = /NODE_ENV=production node (.*) server\.ts/.exec(start)?.[1] ?? "";
    const flags = command.split(" ").filter((word) => !word.startsWith("--env-file"));
    expect(flags).toEqual(SERVER_NODE_FLAGS);
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
  });
});
