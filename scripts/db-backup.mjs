// `npm run db:backup [-- path]`, `npm run db:restore -- FILE [--force]` and
// `npm run db:restore-drill [-- --from s3]`: one script for all three (the package.json entries pass the command), reaching the server code through the
// production bundle's entry like user-create.mjs. See app/server/db/backup.server.ts.
import { parseArgs } from "node:util";
import { ensureBuild } from "./ensure-build.mjs";

const USAGE = {
  drill: "Usage: npm run db:restore-drill [-- --from s3]   (restores the newest backup into a scratch place and compares counts)",
  backup: "Usage: npm run db:backup [-- FILE.tar.gz | FOLDER]   (default: ./backups/samudra-<time>.tar.gz)",
  restore: "Usage: npm run db:restore -- FILE.tar.gz [--force]   (--force replaces a non-empty data folder, keeping it beside)",
};

function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

const [command, ...rest] = process.argv.slice(2);
if (!Object.hasOwn(USAGE, command)) fail("Usage: node scripts/db-backup.mjs backup|restore|drill …", 2);

let parsed;
try {
  parsed = parseArgs({
    args: rest,
    options: { force: { type: "boolean" }, from: { type: "string" }, help: { type: "boolean", short: "h" } },
    allowPositionals: true,
    strict: true,
  });
} catch (error) {
  fail(`${error.message}\n${USAGE[command]}`, 2);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(USAGE[command]);
  process.exit(0);
}
if (
  positionals.length > 1 ||
  (command === "restore" && positionals.length !== 1) ||
  (command !== "restore" && values.force) ||
  (command === "drill" && (positionals.length > 0 || (values.from !== undefined && values.from !== "s3"))) ||
  (command !== "drill" && values.from !== undefined)
) {
  fail(USAGE[command], 2);
}

const buildProblem = ensureBuild();
if (buildProblem) fail(buildProblem);

const { backupCommand, restoreCommand, drillCommand, parseEnv } = await import(new URL("../build/server/index.js", import.meta.url).href);
try {
  const result =
    command === "backup"
      ? await backupCommand({ out: positionals[0] })
      : command === "restore"
        ? await restoreCommand({ file: positionals[0], force: values.force === true })
        : await drillCommand(parseEnv(process.env), values.from === "s3" ? { from: "s3" } : {});
  if (!result.ok) fail(result.message);
  console.log(result.message);
  process.exit(0);
} catch (error) {
  fail(`Could not ${command}: ${error instanceof Error ? error.message : String(error)}`);
}
