// npm run bench:case-upload [-- --files 10 --mb 10 --runs 3 --storage local|s3 --scan]
// Issue 48's figure: a patient's upload of 10 files of 10 MB, time and server memory. A server
// on loopback reads each request with readCaseUpload into the health documents' store (a
// folder, or s3rver's bucket with --storage s3; a clamd stand-in with --scan); the client is a
// separate process streaming generated PDFs, so the server's memory is its own. Prints each
// run's time and the server's peak RSS, heap and buffers over what it held before, and what it
// holds after a collection (run with node --expose-gc for the last).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { parseArgs } from "node:util";
import pino from "pino";
import { CASE_FILE_MAX_BYTES } from "~/lib/case-desk";
import { readCaseUpload } from "~/server/cases/case-upload.server";
import { parseEnv } from "~/server/env.server";
import { createHealthDocuments } from "~/server/health-data/document-store.server";
import { parseHealthKey } from "~/server/health-data/seal.server";
import { startTestClamd } from "../../tests/support/clamd";
import { startTestS3 } from "../../tests/support/s3";

const { values } = parseArgs({
  options: {
    files: { type: "string", default: "10" },
    mb: { type: "string", default: "10" },
    runs: { type: "string", default: "3" },
    storage: { type: "string", default: "local" },
    scan: { type: "boolean", default: false },
  },
});
const files = Number(values.files);
const mb = Number(values.mb);
const runs = Number(values.runs);
if (![files, mb, runs].every((n) => Number.isInteger(n) && n >= 1) || !["local", "s3"].includes(values.storage)) {
  console.error("--files, --mb and --runs take whole numbers of at least 1; --storage is local or s3.");
  process.exit(2);
}
const MB = 1024 * 1024;

const dir = mkdtempSync(path.join(tmpdir(), "samudra-bench-upload-"));
const s3 = values.storage === "s3" ? await startTestS3("samudra-bench") : null;
const clamd = values.scan ? await startTestClamd() : null;
const env = parseEnv({
  HEALTH_DOCUMENTS_DIR: dir,
  ...(s3 ? s3.env : {}),
  ...(clamd ? { CLAMAV_URL: clamd.url } : {}),
});
const key = parseHealthKey("MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=")!;
const store = await createHealthDocuments(env, key, pino({ level: "silent" }));
await store.check();

const toRequest = (req: IncomingMessage) =>
  new Request(`http://127.0.0.1${req.url ?? "/"}`, {
    method: "POST",
    headers: Object.entries(req.headers).flatMap(([name, value]): Array<[string, string]> =>
      typeof value === "string" ? [[name, value]] : [],
    ),
    body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
    duplex: "half",
  } as RequestInit);

const server = createServer((req, res) => {
  readCaseUpload(
    toRequest(req),
    { maxFiles: files, maxFileBytes: Math.max(CASE_FILE_MAX_BYTES, mb * MB), maxFields: 50, maxFieldBytes: 8192, fileField: "files" },
    store,
  )
    .then(async (upload) => {
      const stored = upload.files.flatMap((f) => ("stored" in f ? [f.stored.storageKey] : []));
      res.end(JSON.stringify({ stored: stored.length, refused: upload.files.length - stored.length }));
      await Promise.all(stored.map((k) => store.remove(k)));
    })
    .catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const { port } = server.address() as AddressInfo;

// The client, in plain JavaScript in a process of its own: generated PDFs, streamed as they are made.
const CLIENT = `
const http = require("node:http");
const crypto = require("node:crypto");
const [port, files, mb] = process.argv.slice(1).map(Number);
const boundary = "----samudrabench" + crypto.randomBytes(8).toString("hex");
const block = crypto.randomBytes(1024 * 1024);
block.write("%PDF-1.7\\n", 0, "latin1");
const head = (i) => Buffer.from("--" + boundary + '\\r\\nContent-Disposition: form-data; name="files"; filename="report-' + i + '.pdf"\\r\\nContent-Type: application/pdf\\r\\n\\r\\n');
const tail = Buffer.from("--" + boundary + "--\\r\\n");
let length = tail.length;
for (let i = 0; i < files; i++) length += head(i).length + mb * block.length + 2;
const req = http.request({ host: "127.0.0.1", port, method: "POST", path: "/case", headers: { "Content-Type": "multipart/form-data; boundary=" + boundary, "Content-Length": length } }, (res) => {
  let text = ""; res.on("data", (d) => (text += d)); res.on("end", () => { process.stdout.write(text); });
});
(async () => {
  for (let i = 0; i < files; i++) {
    if (!req.write(head(i))) await new Promise((r) => req.once("drain", r));
    for (let m = 0; m < mb; m++) if (!req.write(block)) await new Promise((r) => req.once("drain", r));
    req.write("\\r\\n");
  }
  req.end(tail);
})();
`;

function send(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", CLIENT, String(port), String(files), String(mb)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`client exited ${code}`))));
  });
}

const gc = (globalThis as { gc?: () => void }).gc;
const round = (n: number) => Math.round((n / MB) * 10) / 10;
console.log(
  `case upload: ${files} files of ${mb} MB into ${store.kind}${clamd ? ", scanned" : ""}; Node ${process.version}; ${gc ? "with" : "without"} --expose-gc`,
);
for (let run = 1; run <= runs; run++) {
  gc?.();
  const before = process.memoryUsage();
  const peak = { rss: before.rss, heapUsed: before.heapUsed, arrayBuffers: before.arrayBuffers };
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
    peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
  }, 5);
  const started = performance.now();
  const answer = await send();
  const ms = performance.now() - started;
  clearInterval(sampler);
  gc?.();
  const after = process.memoryUsage();
  console.log(
    `run ${run}: ${Math.round(ms)} ms (${Math.round((files * mb) / (ms / 1000))} MB/s) ${answer}; peak over the start: rss +${round(peak.rss - before.rss)} MB, heap +${round(peak.heapUsed - before.heapUsed)} MB, buffers +${round(peak.arrayBuffers - before.arrayBuffers)} MB; rss ${round(peak.rss)} MB at peak${gc ? `, heap +${round(after.heapUsed - before.heapUsed)} MB after` : ""}`,
  );
}

server.close();
store.close();
await clamd?.stop();
await s3?.stop();
rmSync(dir, { recursive: true, force: true });
