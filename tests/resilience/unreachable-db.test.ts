// A database the server cannot use at start: it must say so on one line and exit non-zero
// within seconds — never hang, never print the password, never half-start.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import { printTable, startApp } from "./support/app.ts";

const BOUND_MS = 15_000;
const dataDir = mkdtempSync(path.join(tmpdir(), "samudra-unreachable-"));
const results: Record<string, string | number>[] = [];
after(() => {
  printTable("Start with an unusable database", results);
  rmSync(dataDir, { recursive: true, force: true });
});

interface Outcome {
  code: number | null;
  ms: number;
  stdout: string;
  stderr: string;
}

/** Starts `node server.ts`, killing it if it is still alive after twice the bound. */
function startExpectingFailure(env: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve) => {
    const begin = performance.now();
    const child = spawn(process.execPath, ["server.ts"], {
      env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    const killer = setTimeout(() => child.kill("SIGKILL"), BOUND_MS * 2);
    child.on("exit", (code) => {
      clearTimeout(killer);
      resolve({ code, ms: Math.round(performance.now() - begin), stdout, stderr });
    });
  });
}

function assertClearFailure(label: string, outcome: Outcome, expected: RegExp) {
  const lines = outcome.stderr.split("\n").filter((l) => l.trim() !== "");
  results.push({ case: label, "exit code": String(outcome.code), "exit ms": outcome.ms, message: lines[0] ?? "" });
  assert.ok(outcome.ms < BOUND_MS, `${label}: exited after ${outcome.ms} ms (bound ${BOUND_MS} ms)`);
  assert.equal(outcome.code, 1, `${label}: exit code`);
  assert.doesNotMatch(outcome.stdout, /running at/, `${label}: never claimed to be running`);
  assert.equal(lines.length, 1, `${label}: one line on stderr, got:\n${outcome.stderr}`);
  assert.match(lines[0] ?? "", /^Samudra could not start: /);
  assert.match(lines[0] ?? "", expected);
  assert.doesNotMatch(outcome.stderr, /s3cret/, `${label}: the password is never printed`);
}

/** A loopback port nobody listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  assert.ok(address && typeof address === "object");
  return address.port;
}

describe("database unreachable at start", () => {
  it("a closed loopback port: connection refused, exit 1 at once", async () => {
    const port = await closedPort();
    const outcome = await startExpectingFailure({ DATABASE_URL: `postgres://samudra:s3cret@127.0.0.1:${port}/samudra` });
    assertClearFailure(
      "closed port",
      outcome,
      new RegExp(`cannot connect to the PostgreSQL server in DATABASE_URL \\(127\\.0\\.0\\.1:${port}/samudra\\): .*ECONNREFUSED`),
    );
  });

  it("a port that accepts TCP but never answers: connection timeout, exit 1 within the bound", async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const address = silent.address();
    assert.ok(address && typeof address === "object");
    try {
      const outcome = await startExpectingFailure({ DATABASE_URL: `postgres://samudra:s3cret@127.0.0.1:${address.port}/samudra` });
      assertClearFailure(
        "silent port",
        outcome,
        /cannot connect to the PostgreSQL server in DATABASE_URL \(127\.0\.0\.1:\d+\/samudra\): .*timeout/,
      );
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it("a malformed DATABASE_URL: named, not echoed, exit 1", async () => {
    const broken = await startExpectingFailure({ DATABASE_URL: "postgres://samudra:s3cret@[127.0.0.1/samudra" });
    assertClearFailure("malformed URL", broken, /DATABASE_URL is not a valid URL/);
    const wrongScheme = await startExpectingFailure({ DATABASE_URL: "mysql://samudra:s3cret@127.0.0.1/samudra" });
    assertClearFailure("not postgres://", wrongScheme, /Invalid configuration: DATABASE_URL: must start with postgres:\/\//);
  });

  it("an embedded data folder another server holds: refused, naming that process", async () => {
    const first = await startApp({ dataDir });
    try {
      const outcome = await startExpectingFailure({ DATABASE_URL: "" });
      assertClearFailure("data folder in use", outcome, new RegExp(`in use by another process \\(pid ${first.pid}\\): stop it first`));
      const health = await fetch(`${first.url}/healthz`);
      assert.equal(health.status, 200, "the running server is unharmed");
    } finally {
      assert.equal(await first.stop(), 0);
    }
  });
});
