import path from "node:path";

export const TEMPLATE_DUMP = path.resolve("node_modules/.cache/samudra-tests/pglite-template.tar");
export const PG_TEMPLATE_DB = "samudra_test_template";
