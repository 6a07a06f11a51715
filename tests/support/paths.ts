import { createHash } from "node:crypto";
import path from "node:path";

// Named after the checkout: git worktrees share one node_modules (a symlink), and one
// checkout's run must not rewrite the template another's test files are loading.
const checkout = createHash("sha256").update(process.cwd()).digest("hex").slice(0, 12);

export const TEMPLATE_DUMP = path.resolve(`node_modules/.cache/samudra-tests/pglite-template-${checkout}.tar`);
export const PG_TEMPLATE_DB = "samudra_test_template";
