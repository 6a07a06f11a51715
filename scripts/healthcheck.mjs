// `node scripts/healthcheck.mjs`: exit 0 when this machine's server answers /healthz with
// "ok", else 1 with one line saying why. The container's HEALTHCHECK (Dockerfile) runs it, and
// so does the suite that runs the Dockerfile's steps (tests/resilience/release.test.ts). Reads
// PORT and HOST as the server does; a wildcard HOST is reached on loopback.
const port = Number(process.env.PORT || 3000);
const host = !process.env.HOST || ["0.0.0.0", "::", "[::]"].includes(process.env.HOST) ? "127.0.0.1" : process.env.HOST;
const url = `http://${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}:${port}/healthz`;

try {
  const response = await fetch(url, { signal: AbortSignal.timeout(4_000) });
  const body = await response.json().catch(() => ({}));
  if (response.ok && body.status === "ok") process.exit(0);
  console.error(`${url}: ${response.status} ${JSON.stringify(body)}`);
} catch (error) {
  console.error(`${url}: ${error instanceof Error ? error.message : String(error)}`);
}
process.exit(1);
