// How every PGlite that opens the site's database is configured: the server's own thread
// (pglite-worker.server.ts, run by Node directly, so this module imports packages only), the
// command-line tools and the tests.
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

// PGlite's default shared_buffers (128 MB) is far more than a clinic site needs.
export const PGLITE_CONF = ["shared_buffers = 16MB"];

/** The inbox's trigram indexes (migration 0012) cannot be written or searched without pg_trgm's code loaded. */
export const PGLITE_EXTENSIONS = { pg_trgm };
