// `npm run db:migrate`: applies the committed migrations to the configured database (DATABASE_URL
// or DATA_DIR, as the server reads them) without starting the site; see
// app/server/db/migrate-command.server.ts. Reaches the server code through the production
// bundle's entry like user-create.mjs.
import { parseArgs } from "node:util";
import { ensureBuild } from "./ensure-build.mjs";

const USAGE = "Usage: npm run db:migrate   (applies drizzle/ to DATABASE_URL, or to the embedded database in DATA_DIR)";

function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

try {
  const { values } = parseArgs({ options: { help: { type: "boolean", short: "h" } }, strict: true });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
} catch (error) {
  fail(`${error.message}\n${USAGE}`, 2);
}

const buildProblem = ensureBuild();
if (buildProblem) fail(buildProblem);

const { migrateCommand } = await import(new URL("../build/server/index.js", import.meta.url).href);
try {
  const result = await migrateCommand();
  if (!result.ok) fail(result.message);
  console.log(result.message);
  process.exit(0);
} catch (error) {
  fail(`Could not migrate: ${error instanceof Error ? error.message : String(error)}`);
}
