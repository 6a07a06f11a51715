// Where the health-data key comes from: HEALTH_DATA_KEY, as every instance on a shared
// database must have it; else, for the single-machine install, a key made once in the data
// folder (never in the database or its backups: a backup without the key holds no patient's
// details in the clear). A server on PostgreSQL in production will not start without the
// variable, since instances share the database but not a folder; the command-line tools, which
// never open a patient's details, do not ask for it.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import { HEALTH_DATA_KEY_HELP, type HealthKey, parseHealthKey } from "./seal.server";

export const HEALTH_KEY_FILE = "health-data.key";

interface KeyEnv {
  HEALTH_DATA_KEY?: string | undefined;
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
  NODE_ENV?: string;
  DEMO_MODE?: boolean;
}

/** Why this server may not make its own key, or null when it may. */
export function healthKeyMissing(env: KeyEnv): string | null {
  if (env.HEALTH_DATA_KEY || !env.DATABASE_URL || env.NODE_ENV !== "production" || env.DEMO_MODE) return null;
  return `HEALTH_DATA_KEY is required with DATABASE_URL: every instance on the database must read patients' details with the same key. It ${HEALTH_DATA_KEY_HELP}`;
}

export function loadHealthKey(env: KeyEnv, log: Pick<Logger, "info" | "warn">): HealthKey {
  const missing = healthKeyMissing(env);
  if (missing) throw new Error(missing);
  if (env.HEALTH_DATA_KEY) {
    const key = parseHealthKey(env.HEALTH_DATA_KEY);
    // The environment check has refused anything else; this guards a direct call.
    if (!key) throw new Error("HEALTH_DATA_KEY is not 32 bytes in base64 or hex");
    return key;
  }
  const file = path.join(env.DATA_DIR, HEALTH_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    // "wx": of two processes starting at once, one writes and the other reads what it wrote.
    try {
      writeFileSync(file, `${randomBytes(32).toString("base64")}\n`, { flag: "wx", mode: 0o600 });
      log.warn({ file }, "made a key for patients' details; keep a copy of this file away from the server, or set HEALTH_DATA_KEY");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  chmodSync(file, 0o600);
  const key = parseHealthKey(readFileSync(file, "utf8"));
  if (!key) throw new Error(`${file} does not hold a key of 32 bytes in base64 or hex`);
  log.info({ keyId: key.id }, "patients' details sealed with the key in the data folder");
  return key;
}
