// The V8 flags and the environment the production server runs with: `npm start`
// (package.json) passes the same, and every script or test that starts `server.ts` itself
// passes these (a unit test keeps the two in step). docs/decisions/041, 044 and 048.
//
// --max-semi-space-size=8: V8 sizes the young generation from the machine's memory; on this
// 24 GiB machine each semi-space grew to tens of MB, and the server's heap kept ~100 MB of
// it. Measured after 100 admin requests: RSS 331 -> 256 MB on PostgreSQL, 467 -> 376 MB on
// PGlite, with the same admin throughput.
// --max-old-space-size=256: the heap's live objects are about 70 MB after an hour of mixed
// requests; without a cap V8 let the old generation hold ~190 MB, mostly garbage.
// --initial-old-space-size=96: under that cap V8 collected the old generation again as soon as
// it held a few MB more than the last collection kept (49-56 MB against 44-49), so a
// mark-compact ran every ~20 inbox pages and during exports. A larger starting size moves that
// point to 60-70 MB: 18-23 -> 6-8 mark-compacts per 400 inbox pages. At 200,000 inquiries a
// cached page's worst wait during an export went from 32-64 to 30-36 ms, with fewer staff-page
// p95s over 50 ms. RSS at rest +22 MB on PostgreSQL and +45-50 MB on PGlite, both under issue
// 20's bars (docs/decisions/054).
// --liftoff-only: PGlite's WebAssembly stays on V8's baseline compiler. Optimising its hot
// functions took ~500 MB for a moment, a few seconds after each start (RSS 270 -> 800 MB).
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8", "--max-old-space-size=256", "--initial-old-space-size=96", "--liftoff-only"];

// MALLOC_ARENA_MAX=2: glibc gives each thread that allocates its own malloc arena, and the
// embedded database's thread (docs/decisions/048) with V8's helper threads kept ~20 MB more
// resident. Measured on PGlite after 240 mixed requests: RSS 318-324 -> 296-297 MB; under the
// bench's load 421 -> 376 MB. Read by glibc when the process starts, so it is set there.
// MALLOC_MMAP_THRESHOLD_=131072: glibc's default threshold (128 KiB), fixed. Left dynamic,
// every large block freed (a 2 MB body, an export's chunk, a compressor's window) raises it to
// that block's size, up to 32 MiB; from then on such blocks come from the arenas, and what they
// free stays resident. Under `npm run bench:memory` on PGlite, malloc kept 71-149 MB free and
// RSS levelled off at 438-584 MB; with the threshold fixed, 24-31 MB and 370-425 MB, at the same
// CPU per request (docs/decisions/065).
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" };
