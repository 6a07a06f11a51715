// The curve's staff browser (bench:curve): one request at a time, as a signed-in browser makes
// it, timed from a process of its own. Run in the curve's process, the same requests measured
// 4-25 ms slower at p95 than from curl or a fresh process (docs/decisions/082): that process
// holds the fill's database heap and tsx, and its collector shared the server's two cores.
// node:http with one kept-alive socket, not fetch: a browser keeps its connection too, and
// fetch's own work added 1-6 ms at p95 (measured against curl on the same pages).
//
// Input on stdin, JSON: { urls: string[], cookie, warmup, runs, serverWarmup }.
// Output on stdout, JSON: [[p50, p95], …] in ms, one pair per url, in order.
import http from "node:http";

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { urls, cookie, warmup, runs, serverWarmup } = JSON.parse(Buffer.concat(chunks).toString("utf8"));
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request, its time in ms, the body read whole. */
function getOnce(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent, headers: { Cookie: cookie, "Accept-Encoding": "gzip" } }, (response) => {
        response.on("data", () => {});
        response.on("end", () =>
          response.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${url} answered ${response.statusCode}`)),
        );
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

const quantile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

// Before any case is measured, the cases in turn: V8 compiles and optimises a just-started
// server's code over its first ~100 staff pages (docs/decisions/054 and 058).
for (let i = 0; i < serverWarmup; i++) await getOnce(urls[i % urls.length]);
const results = [];
for (const url of urls) {
  // Unmeasured first: the first reads of a query plan or page of the table.
  for (let i = 0; i < warmup; i++) await getOnce(url);
  const ms = [];
  for (let i = 0; i < runs; i++) ms.push(await getOnce(url));
  ms.sort((a, b) => a - b);
  results.push([quantile(ms, 0.5), quantile(ms, 0.95)]);
}
agent.destroy();
process.stdout.write(JSON.stringify(results));
