import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BUNDLE, buildProblem, buildState, SOURCES_STAMP, sourcesDigest } from "~/server/build-state.server";

// A checkout in a temporary folder: sources, then a "build" whose bundle is newer than them.
let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));

function checkout(): string {
  root = mkdtempSync(path.join(tmpdir(), "samudra-build-state-"));
  mkdirSync(path.join(root, "app/routes"), { recursive: true });
  mkdirSync(path.join(root, "drizzle"), { recursive: true });
  writeFileSync(path.join(root, "app/root.tsx"), "export default 1;\n");
  writeFileSync(path.join(root, "app/routes/home.tsx"), "export default 2;\n");
  writeFileSync(path.join(root, "drizzle/0000_init.sql"), "create table t (id int);\n");
  writeFileSync(path.join(root, "vite.config.ts"), "export default {};\n");
  return root;
}

const HOUR = 3600;
function setTime(file: string, secondsAgo: number) {
  const at = Date.now() / 1000 - secondsAgo;
  utimesSync(path.join(root, file), at, at);
}

function build(dir: string) {
  mkdirSync(path.join(dir, path.dirname(BUNDLE)), { recursive: true });
  writeFileSync(path.join(dir, SOURCES_STAMP), `${sourcesDigest(dir)}\n`);
  writeFileSync(path.join(dir, BUNDLE), "export {};\n");
  for (const file of ["app/root.tsx", "app/routes/home.tsx", "drizzle/0000_init.sql", "vite.config.ts"]) setTime(file, 2 * HOUR);
  setTime(BUNDLE, HOUR);
}

describe("buildState", () => {
  it("is missing without a bundle, and says which command makes one", () => {
    const state = buildState(checkout());
    expect(state).toEqual({ fresh: false, reason: "missing" });
    if (state.fresh) throw new Error("unreachable");
    expect(buildProblem(state)).toBe("there is no production build (build/server/index.js): run `npm run build` first");
  });

  it("is fresh when no source is newer than the bundle", () => {
    const dir = checkout();
    build(dir);
    expect(buildState(dir)).toEqual({ fresh: true });
  });

  it("is stale when a source changed after the build, naming a newer file", () => {
    const dir = checkout();
    build(dir);
    writeFileSync(path.join(dir, "app/routes/home.tsx"), "export default 3;\n");
    const state = buildState(dir);
    expect(state).toEqual({ fresh: false, reason: "stale", changed: "app/routes/home.tsx" });
    if (state.fresh) throw new Error("unreachable");
    expect(buildProblem(state)).toBe(
      "the production build is older than its sources (app/routes/home.tsx is newer): run `npm run build` again",
    );
  });

  it("is stale for a new migration or a changed build configuration", () => {
    const dir = checkout();
    build(dir);
    writeFileSync(path.join(dir, "drizzle/0001_more.sql"), "alter table t add column x int;\n");
    expect(buildState(dir)).toMatchObject({ fresh: false, changed: "drizzle/0001_more.sql" });
    rmSync(path.join(dir, "drizzle/0001_more.sql"));
    writeFileSync(path.join(dir, "vite.config.ts"), "export default { base: '/x/' };\n");
    expect(buildState(dir)).toMatchObject({ fresh: false, changed: "vite.config.ts" });
  });

  it("stays fresh when files are only newer (a checkout, a copy into an image), as the build's digest shows", () => {
    const dir = checkout();
    build(dir);
    setTime("app/root.tsx", 0);
    setTime("drizzle/0000_init.sql", 0);
    expect(buildState(dir)).toEqual({ fresh: true });
  });

  it("is stale when newer files come with a build that recorded no digest", () => {
    const dir = checkout();
    build(dir);
    rmSync(path.join(dir, SOURCES_STAMP));
    setTime("app/root.tsx", 0);
    expect(buildState(dir)).toMatchObject({ fresh: false, reason: "stale", changed: "app/root.tsx" });
  });
});

describe("sourcesDigest", () => {
  it("changes with a file's bytes or name, not with its time", () => {
    const dir = checkout();
    const first = sourcesDigest(dir);
    setTime("app/root.tsx", 5 * HOUR);
    expect(sourcesDigest(dir)).toBe(first);
    writeFileSync(path.join(dir, "app/root.tsx"), "export default 10;\n");
    const changed = sourcesDigest(dir);
    expect(changed).not.toBe(first);
    rmSync(path.join(dir, "app/root.tsx"));
    writeFileSync(path.join(dir, "app/root2.tsx"), "export default 10;\n");
    expect(sourcesDigest(dir)).not.toBe(changed);
  });
});
