// The V8 flags the production server runs with: `npm start` (package.json) passes the same, and
// every script or test that starts `server.ts` itself passes these (a unit test keeps the two
// in step). docs/decisions/041.
//
// --max-semi-space-size=8: V8 sizes the young generation from the machine's memory; on this
// 24 GiB machine each semi-space grew to tens of MB, and the server's heap kept ~100 MB of
// it. Measured after 100 admin requests: RSS 331 -> 256 MB on PostgreSQL, 467 -> 376 MB on
// PGlite, with the same admin throughput.
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8"];
