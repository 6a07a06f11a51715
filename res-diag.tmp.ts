import { createTarget, startApp, postInquiry, PUBLIC_FORMS } from "./tests/resilience/support/app.ts";
import { writeFileSync } from "node:fs";
const target = await createTarget("pglite", "diag");
const app = await startApp({ dataDir: target.dataDir, env: { INQUIRY_RATE_LIMIT: "1000000000", LOG_LEVEL: "info" } });
const t0 = performance.now();
const lat: [number, number, number][] = [];
await Promise.all(Array.from({ length: 200 }, async (_, i) => {
  for (let n = 0; performance.now() - t0 < 8000; n++) {
    const b = performance.now();
    await postInquiry(app.url, PUBLIC_FORMS[(i + n) % 4]!, `Load d w${i} n${n}`, (i + n) % 2 === 1);
    lat.push([(b - t0) / 1000, (performance.now() - t0) / 1000, performance.now() - b]);
  }
}));
await app.stop();
writeFileSync("/tmp/res-diag/server.log", app.output.join(""));
writeFileSync("/tmp/res-diag/client.json", JSON.stringify(lat));
const slow = lat.filter(([, , ms]) => ms > 2000);
console.log("n", lat.length, "slow>2s", slow.length, slow.slice(0, 10).map(([s, e, ms]) => `${s.toFixed(1)}-${e.toFixed(1)}:${ms.toFixed(0)}`).join(" "));
await target.dispose();
