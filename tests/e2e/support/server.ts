import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface RunningServer {
  url: string;
  dataDir: string;
  output: string[];
  /** SIGTERM, then resolves with the exit code. */
  stop(): Promise<number | null>;
}

export function tempDataDir(label = "e2e"): string {
  return mkdtempSync(path.join(tmpdir(), `samudra-${label}-`));
}

/**
 * Starts the production build (`node server.ts`) on a free loopback port: on PGlite in
 * `dataDir`, or on a PostgreSQL server when `databaseUrl` is given (media still go to `dataDir`).
 */
export function startServer(
  opts: { dataDir?: string; databaseUrl?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const dataDir = opts.dataDir ?? tempDataDir();
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ["server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(`server did not start:\n${output.join("")}`)), 120_000);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      const match = /running at (http:\/\/\S+)/.exec(text);
      if (match?.[1]) {
        clearTimeout(timeout);
        resolve({
          url: match[1].replace("localhost", "127.0.0.1"),
          dataDir,
          output,
          stop: async () => {
            if (child.exitCode === null) child.kill("SIGTERM");
            return exited;
          },
        });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timeout);
      reject(new Error(`server exited with ${code} before it started:\n${output.join("")}`));
    });
  });
}
