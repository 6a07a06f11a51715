// Start time of the production server with local-disk media and with S3 media (s3rver on
// loopback, in this process), so the cost of the AWS SDK is visible. Run after `npm run build`:
//   node scripts/bench-start-media.mjs [runs]       (default 5 runs per mode)
// Each run spawns `node server.ts` on a prepared data folder (no initdb in the figure) and
// times spawn → "Samudra is running" line; RSS and CPU time (user+system, less sensitive to
// other load on the machine than wall time) are read from /proc right then. A resolve hook
// counts the @aws-sdk/* modules the server loaded: none is the point of the lazy import.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./server-flags.mjs";

const runs = Number(process.argv[2] ?? 5);
const modes = (process.argv[3] ?? "local,s3").split(",");
const work = mkdtempSync(path.join(tmpdir(), "samudra-bench-start-"));
const hook = path.join(work, "count-aws-sdk.mjs");
writeFileSync(
  hook,
  `import { registerHooks } from "node:module";
const seen = new Set();
registerHooks({
  resolve(specifier, context, next) {
    const result = next(specifier, context);
    if (result.url.includes("/node_modules/@aws-sdk/") && !seen.has(result.url)) {
      seen.add(result.url);
      process.stderr.write("aws-sdk-module\\n");
    }
    return result;
  },
});
`,
);

async function startS3() {
  const { default: S3rver } = await import("s3rver");
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(work, "s3"),
    configureBuckets: [{ name: "media" }],
  });
  const address = await server.run();
  return { server, endpoint: `http://127.0.0.1:${address.port}` };
}

function startOnce(env) {
  return new Promise((resolve, reject) => {
    const began = process.hrtime.bigint();
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "--import", hook, "server.ts"], {
      env: { ...process.env, ...SERVER_ENV, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let measured;
    let out = "";
    let err = "";
    let sdkModules = 0;
    child.stderr.on("data", (d) => {
      const text = String(d);
      sdkModules += text.split("aws-sdk-module\n").length - 1;
      err += text.replaceAll("aws-sdk-module\n", "");
    });
    child.stdout.on("data", (d) => {
      out += d;
      if (/Samudra is running at/.test(out)) {
        const ms = Number(process.hrtime.bigint() - began) / 1e6;
        const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1] ?? 0);
        // utime and stime, fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 per second).
        const stat = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1].split(" ");
        const cpuMs = (Number(stat[11]) + Number(stat[12])) * 10;
        measured = { ms, rssMb: rssKb / 1024, cpuMs, sdkModules };
        child.kill("SIGTERM");
      }
    });
    child.once("exit", (code) => (measured ? resolve(measured) : reject(new Error(`server exited early (${code}): ${err || out}`))));
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
let s3;
try {
  const dataDir = path.join(work, "data");
  // First start creates and seeds the embedded database; not measured.
  await startOnce({ DATA_DIR: dataDir });
  const rows = [];
  for (const mode of modes) {
    let env = { DATA_DIR: dataDir, MEDIA_STORAGE: mode };
    if (mode === "s3") {
      s3 ??= await startS3();
      env = {
        ...env,
        S3_BUCKET: "media",
        S3_REGION: "us-east-1",
        S3_ENDPOINT: s3.endpoint,
        S3_FORCE_PATH_STYLE: "true",
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
      };
    }
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await startOnce(env));
    rows.push({
      mode,
      ms: results.map((r) => r.ms),
      cpu: results.map((r) => r.cpuMs),
      rss: results.map((r) => r.rssMb),
      sdk: Math.max(...results.map((r) => r.sdkModules)),
    });
  }
  console.log(
    `| media storage | wall time to listening, median of ${runs} (min–max) | CPU time to listening, median | RSS at listening, median | @aws-sdk modules loaded |`,
  );
  console.log("|---|---|---|---|---|");
  for (const r of rows) {
    const range = (xs) => `${median(xs).toFixed(0)} ms (${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)})`;
    console.log(`| ${r.mode} | ${range(r.ms)} | ${range(r.cpu)} | ${median(r.rss).toFixed(0)} MB | ${r.sdk} |`);
  }
} finally {
  await s3?.server.close();
  rmSync(work, { recursive: true, force: true });
}
