// `npm run seed:bulk -- --inquiries 200000 [--testimonials N] [--images N] [--therapies N] [--force]`
// Fills the configured database (DATABASE_URL, or the embedded one in DATA_DIR) with many
// realistic inquiries (and testimonials; therapies and gallery images copied from the seeded
// ones), to measure the inbox, the export and the public pages at volume. Stop the server first
// when it uses the embedded database (one process per data folder).
import { parseArgs } from "node:util";
import { ensureBuild } from "./ensure-build.mjs";

const USAGE = "Usage: npm run seed:bulk -- [--inquiries N] [--testimonials N] [--images N] [--therapies N] [--force]";
function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      inquiries: { type: "string" },
      testimonials: { type: "string" },
      images: { type: "string" },
      therapies: { type: "string" },
      force: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
  }));
} catch (error) {
  fail(`${error.message}\n${USAGE}`, 2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const count = (v) => (v === undefined ? 0 : /^\d+$/.test(v) ? Number(v) : NaN);
const inquiries = count(values.inquiries);
const testimonials = count(values.testimonials);
const images = count(values.images);
const therapies = count(values.therapies);
const counts = [inquiries, testimonials, images, therapies];
if (!counts.every(Number.isSafeInteger) || counts.every((n) => n === 0)) fail(USAGE, 2);

const buildProblem = ensureBuild();
if (buildProblem) fail(buildProblem);
const { seedBulkCommand } = await import(new URL("../build/server/index.js", import.meta.url).href);
try {
  const result = await seedBulkCommand({ inquiries, testimonials, images, therapies, force: Boolean(values.force) });
  if (!result.ok) fail(result.message);
  console.log(result.message);
  process.exit(0);
} catch (error) {
  fail(`seed:bulk failed: ${error instanceof Error ? error.message : String(error)}`);
}
