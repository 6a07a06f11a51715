import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createScratchDatabase } from "../../support/scratch-database.ts";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../../../scripts/server-flags.mjs";

export interface RunningServer {
  url: string;
  dataDir: string;
  output: string[];
  /** The server's process (with WEB_CONCURRENCY > 1, the cluster primary). */
  pid: number;
  /** SIGTERM, then resolves with the exit code. */
  stop(): Promise<number | null>;
}

export function tempDataDir(label = "e2e"): string {
  return mkdtempSync(path.join(tmpdir(), `samudra-${label}-`));
}

export type E2eDatabase = "pglite" | "postgres";

/**
 * Which database the servers of this run use: `E2E_DATABASE=postgres` (set by
 * `tests/e2e/run.ts --postgres`) gives each server a fresh database on the PostgreSQL server
 * at TEST_DATABASE_URL; otherwise each gets an embedded one in its data folder.
 */
export function e2eDatabase(): E2eDatabase {
  return process.env.E2E_DATABASE === "postgres" ? "postgres" : "pglite";
}

/** A fresh, empty database on the test PostgreSQL server; the app migrates and seeds it. */
async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("E2E_DATABASE=postgres needs TEST_DATABASE_URL (see scripts/pg-test-cluster.sh)");
  return createScratchDatabase(serverUrl, "samudra_e2e");
}

/**
 * Starts the production build (`node server.ts`) on a free loopback port. Tests that read
 * the embedded database's folder themselves ask for `database: "pglite"`; tests that share
 * one PostgreSQL database between servers pass its `databaseUrl` (media still go to `dataDir`).
 */
export async function startServer(
  opts: { dataDir?: string; databaseUrl?: string; env?: Record<string, string>; database?: E2eDatabase } = {},
): Promise<RunningServer> {
  if (opts.databaseUrl) return spawnServer(opts);
  if ((opts.database ?? e2eDatabase()) === "postgres") {
    const database = await freshPostgresDatabase();
    try {
      // Demo mode is off by default on PostgreSQL; the suites sign in with the demo accounts.
      const server = await spawnServer({ ...opts, env: { DEMO_MODE: "true", DATABASE_URL: database.url, ...opts.env } });
      return {
        ...server,
        stop: async () => {
          const code = await server.stop();
          await database.drop();
          return code;
        },
      };
    } catch (error) {
      await database.drop();
      throw error;
    }
  }
  return spawnServer({ ...opts, env: { DATABASE_URL: "", ...opts.env } });
}

/**
 * Settings that do not change what a first start writes into an empty data folder: a server
 * started with nothing else may begin from a copy of the run's template folder.
 */
const SEED_NEUTRAL_ENV = new Set([
  "DATABASE_URL",
  "INQUIRY_RATE_LIMIT",
  "LOGIN_IP_LIMIT",
  "LOG_LEVEL",
  "MAIL_FROM",
  "PAGE_VIEWS",
  "SITE_LANGUAGES",
  "SMTP_URL",
  // Where patients' appointment messages go: nothing seeded reads them.
  "WHATSAPP_ACCESS_TOKEN",
  "WHATSAPP_API_URL",
  "WHATSAPP_APP_SECRET",
  "WHATSAPP_PHONE_NUMBER_ID",
  "WHATSAPP_TEMPLATE_LANGUAGES",
  "WHATSAPP_VERIFY_TOKEN",
]);

/**
 * `tests/e2e/run.ts` starts one server on an empty folder, stops it and names the folder in
 * E2E_TEMPLATE_DATA_DIR. A first start migrates and seeds an embedded database from nothing
 * (5-8 s of CPU here, over 30 s on a loaded machine); a copy of that cleanly stopped folder
 * opens in about one. The template's own start is the real first start each run still
 * proves, as do the files that start servers with other settings, which never copy it.
 */
function copyTemplateInto(dataDir: string, env: Record<string, string> | undefined) {
  const template = process.env.E2E_TEMPLATE_DATA_DIR;
  if (!template || !existsSync(template) || (env?.DATABASE_URL ?? "") !== "") return;
  if (Object.keys(env ?? {}).some((key) => !SEED_NEUTRAL_ENV.has(key))) return;
  if (readdirSync(dataDir).length > 0) return;
  // The lock names the template server's process; each copy takes its own.
  cpSync(template, dataDir, { recursive: true, filter: (source) => path.basename(source) !== "samudra.lock" });
}

function spawnServer(opts: { dataDir?: string; databaseUrl?: string; env?: Record<string, string> }): Promise<RunningServer> {
  const dataDir = opts.dataDir ?? tempDataDir();
  if (!opts.databaseUrl) copyTemplateInto(dataDir, opts.env);
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.ts"], {
    env: {
      ...process.env,
      ...SERVER_ENV,
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
          pid: child.pid ?? 0,
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
