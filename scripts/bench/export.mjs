// node scripts/bench/export.mjs: the inbox's CSV export at volume (issue 20). Starts the
// production build on DATA_DIR (PGlite; seed it first with `npm run seed:bulk`) or on
// DATABASE_URL, signs in as the demo admin, then exports every inquiry while a cached public
// page (/) is requested every 20 ms, and reports: time to the first byte, total time, bytes,
// the server's peak RSS (VmHWM) and the worst latency of the public page during the export.
import { measureExport, signInAsAdmin, startProductionServer } from "./production-server.ts";

if (!process.env.DATABASE_URL && !process.env.DATA_DIR) {
  console.error("Set DATA_DIR (a PGlite folder seeded with npm run seed:bulk) or DATABASE_URL.");
  process.exit(2);
}

const server = await startProductionServer({ DATABASE_URL: process.env.DATABASE_URL ?? "" });
try {
  const cookie = await signInAsAdmin(server.url);
  const m = await measureExport({ url: server.url, cookie, pid: server.child.pid });
  const f = (n) => n.toFixed(1);
  console.log(`export bench on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}:`);
  console.log(
    `  first byte ${m.firstByteMs.toFixed(0)} ms, total ${m.totalMs.toFixed(0)} ms, ${(m.bytes / 1e6).toFixed(1)} MB (${m.lines} lines incl. header and line breaks in messages)`,
  );
  console.log(
    `  server RSS: ${m.rssBeforeMB.toFixed(0)} MB before, sampled peak ${m.rssPeakSampledMB.toFixed(0)} MB, VmHWM ${m.vmHwmMB.toFixed(0)} MB`,
  );
  console.log(
    `  cached / : idle median ${f(m.idleMedianMs)} ms; during the export ${m.duringCount} requests, median ${f(m.duringMedianMs)} ms, worst ${f(m.duringWorstMs)} ms${m.failures.length ? `, ${m.failures.length} failed (${[...new Set(m.failures)].join(", ")})` : ""}`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await server.stop();
}
