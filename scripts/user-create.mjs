// `npm run user:create -- --username NAME --role admin|editor|doctor [--email ADDRESS]`
// Creates a staff account on the configured database (DATABASE_URL or DATA_DIR, as the
// server reads them). The password comes from stdin when piped, or is asked for twice,
// hidden, on a terminal. It never appears on the command line (shell history, `ps`).
import { parseArgs } from "node:util";
import { ensureBuild } from "./ensure-build.mjs";

const USAGE =
  "Usage: npm run user:create -- --username NAME --role admin|editor|doctor [--email ADDRESS]\n" +
  "       (--email: where notices of changes to the account's sign-in go; optional)\n" +
  "       (password: typed when asked, or piped: echo 'long password' | npm run user:create -- …)";

function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

let options;
try {
  ({ values: options } = parseArgs({
    options: { username: { type: "string" }, role: { type: "string" }, email: { type: "string" }, help: { type: "boolean", short: "h" } },
    strict: true,
  }));
} catch (error) {
  fail(`${error.message}\n${USAGE}`, 2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!options.username || !options.role) fail(USAGE, 2);

/** A problem at the prompt, said as is (the database is closed properly before exiting). */
class PromptError extends Error {}

/** Reads one line from a terminal without echoing it. */
function askHidden(prompt) {
  return new Promise((resolve, reject) => {
    const { stdin, stderr } = process;
    stderr.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let value = "";
    const done = (fn) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.removeListener("data", onData);
      stderr.write("\n");
      fn();
    };
    const onData = (chunk) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") return done(() => resolve(value));
        if (ch === "\u0003") return done(() => reject(new PromptError("Cancelled. Nothing was created.")));
        if (ch === "\u0004" && value === "") return done(() => reject(new PromptError("Cancelled. Nothing was created.")));
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else if (ch >= " ") value += ch;
      }
    };
    stdin.on("data", onData);
  });
}

async function readPassword() {
  if (process.stdin.isTTY) {
    const first = await askHidden(`Password for "${options.username}": `);
    const second = await askHidden("Same password again: ");
    if (first !== second) throw new PromptError("The two passwords don't match. Nothing was created.");
    return first;
  }
  let input = "";
  process.stdin.setEncoding("utf8");
  for await (const chunk of process.stdin) input += chunk;
  // `echo` adds a newline; the password is the first line exactly as typed.
  return input.split(/\r?\n/)[0] ?? "";
}

// The server code is TypeScript bundled by Vite: on a newcomer's machine, build it if missing
// or stale (silent unless it has to); in production, a build that cannot be used is one line.
const buildProblem = ensureBuild();
if (buildProblem) fail(buildProblem);

const { createUserCommand } = await import(new URL("../build/server/index.js", import.meta.url).href);
try {
  // The password is asked for only after the username and role have been checked.
  const result = await createUserCommand({ username: options.username, role: options.role, email: options.email, password: readPassword });
  if (!result.ok) fail(result.message);
  console.log(result.message);
  process.exit(0);
} catch (error) {
  if (error instanceof PromptError) fail(error.message);
  fail(`Could not create the account: ${error instanceof Error ? error.message : String(error)}`);
}
