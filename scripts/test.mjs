// npm test: every check CI runs, one phase after another, stopping at the first that fails,
// then each phase's time (docs/decisions/039). The static checks and the build read the
// sources only, so they run two at a time: a 2-core machine otherwise waits on one
// single-threaded tool after another.
import { spawn } from "node:child_process";

const npm = (...args) => ["npm", ["run", "--silent", ...args]];
const node = (...args) => [process.execPath, args];
/** A command run with these variables removed from its environment. */
const withoutEnv = ([command, args], ...names) => [
  command,
  args,
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !names.includes(name))),
];

/** Each phase: one command, or commands run two at a time (output printed whole as each ends). */
const PHASES = [
  { name: "check-node", commands: [node("scripts/check-node.mjs")] },
  {
    name: "typecheck, lint, format, build",
    commands: [npm("build"), npm("typecheck"), npm("lint"), npm("format:check")],
  },
  // Without TEST_DATABASE_URL, which CI sets for the PostgreSQL phase: with it, this phase ran
  // the integration suite on PostgreSQL as well, and the PGlite-only files were skipped everywhere.
  {
    name: "unit and integration (Vitest, PGlite)",
    commands: [withoutEnv(node("node_modules/vitest/vitest.mjs", "run"), "TEST_DATABASE_URL")],
  },
  { name: "end-to-end (PGlite)", commands: [node("tests/e2e/run.ts")] },
  { name: "audit", commands: [npm("audit")] },
  { name: "PostgreSQL: integration and end-to-end", commands: [node("scripts/test-postgres.mjs")] },
  { name: "resilience", commands: [npm("test:resilience")] },
  { name: "bench --short", commands: [npm("bench", "--", "--short")] },
];

function run([command, args, env = process.env], live) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: live ? "inherit" : ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("close", (code) =>
      resolve({ code: code ?? 1, output, label: [command === process.execPath ? "node" : command, ...args].join(" ") }),
    );
  });
}

async function runPhase(phase) {
  if (phase.commands.length === 1) return (await run(phase.commands[0], true)).code;
  const queue = [...phase.commands];
  let status = 0;
  const worker = async () => {
    while (queue.length > 0) {
      const result = await run(queue.shift(), false);
      console.log(`\n> ${result.label} (exit ${result.code})\n${result.output}`);
      if (result.code !== 0) status = result.code;
    }
  };
  await Promise.all([worker(), worker()]);
  return status;
}

const times = [];
const began = performance.now();
let status = 0;
for (const phase of PHASES) {
  const start = performance.now();
  console.log(`\n===== ${phase.name} =====`);
  status = await runPhase(phase);
  times.push([phase.name, (performance.now() - start) / 1000, status]);
  if (status !== 0) break;
}
console.log("\n===== phase times =====");
for (const [name, seconds, code] of times)
  console.log(`${name.padEnd(42)} ${seconds.toFixed(0).padStart(6)} s${code ? `  FAILED (exit ${code})` : ""}`);
console.log(`${"total".padEnd(42)} ${((performance.now() - began) / 1000).toFixed(0).padStart(6)} s`);
process.exit(status);
