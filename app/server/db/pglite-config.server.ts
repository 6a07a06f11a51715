// How every PGlite that opens the site's database is configured: the server's own thread
// (pglite-worker.server.ts, run by Node directly, so this module imports packages only), the
// command-line tools and the tests.
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

// PGlite's default shared_buffers (128 MB) is more than a clinic site needs; 16 MB was too
// little at 200,000 leads: the dashboard's pages no longer fitted, and each page read again
// from the data folder is a file read through the WebAssembly file system (17 ms of read()
// calls per dashboard view). 32 MB cut the dashboard's loader from 39 to 24 ms and left the
// server's resident memory where it was (532 against 538 MB); 64 MB gained nothing more
// (decision 079). It lives inside PGlite's 128 MB of WebAssembly memory either way.
export const PGLITE_CONF = ["shared_buffers = 32MB"];

/** The inbox's trigram indexes (migration 0012) cannot be written or searched without pg_trgm's code loaded. */
export const PGLITE_EXTENSIONS = { pg_trgm };
