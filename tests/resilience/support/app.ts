// Shared by the resilience tests: the production server as a child process (so it can be
// killed for real), a fresh database per run (PGlite folder, or a PostgreSQL database made
// from TEST_DATABASE_URL and dropped afterwards), and requests shaped like a browser's.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { createScratchDatabase } from "../../support/scratch-database.ts";
import { SERVER_NODE_FLAGS } from "../../../scripts/server-flags.mjs";

// These tests are about kills, load and outages, not the password hash's cost: every server
// and command they start hashes at the test-only cost (docs/decisions/039).
process.env.INSECURE_FAST_PASSWORD_HASHING ??= "true";

export interface RunningApp {
  url: string;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output: string[];
  /** Milliseconds from spawn to "running at". */
  startMs: number;
  /** SIGTERM, then the exit code (bounded: SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<number | null>;
  /** SIGKILL: no shutdown code runs at all. */
  kill9(): Promise<void>;
  exited: Promise<number | null>;
}

export function startApp(opts: { dataDir: string; env?: Record<string, string> }): Promise<RunningApp> {
  const output: string[] = [];
  const begin = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: opts.dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start within 120 s:\n${output.join("")}`));
    }, 120_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      const match = /running at (http:\/\/\S+)/.exec(text);
      if (!match?.[1]) return;
      clearTimeout(timeout);
      resolve({
        url: match[1].replace("localhost", "127.0.0.1"),
        pid: child.pid ?? 0,
        output,
        startMs: Math.round(performance.now() - begin),
        exited,
        async stop(graceMs = 30_000) {
          if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
          child.kill("SIGTERM");
          const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
          try {
            return await exited;
          } finally {
            clearTimeout(timer);
          }
        },
        async kill9() {
          child.kill("SIGKILL");
          await exited;
        },
      });
    });
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timeout);
      reject(new Error(`server exited with ${code} before it started:\n${output.join("")}`));
    });
  });
}

export type DbKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface DbTarget {
  kind: DbKind;
  dataDir: string;
  /** Extra environment for the server (DATABASE_URL, demo accounts). */
  env: Record<string, string>;
  /** Runs SQL on the database. With PGlite, only while no server holds the folder. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  dispose(): Promise<void>;
}

export async function createTarget(kind: DbKind, label: string): Promise<DbTarget> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `samudra-${label}-`));
  if (kind === "pglite") {
    return {
      kind,
      dataDir,
      env: {},
      async query<T>(sql: string, params?: unknown[]) {
        const client = await PGlite.create({ dataDir: `${dataDir}/pglite`, extensions: { pg_trgm } });
        try {
          return (await client.query<T>(sql, params)).rows;
        } finally {
          await client.close();
        }
      },
      async dispose() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const scratch = await createScratchDatabase(serverUrl, `samudra_${label}`);
  const databaseUrl = scratch.url;
  return {
    kind,
    dataDir,
    // Demo accounts are off by default with DATABASE_URL; these tests sign in as the demo admin.
    env: { DATABASE_URL: databaseUrl, DEMO_MODE: "true" },
    async query<T>(sql: string, params?: unknown[]) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows as T[];
      } finally {
        await client.end();
      }
    },
    async dispose() {
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Headers Chromium sends with a same-origin form post (plain HTML, or the island's fetch). */
export function browserHeaders(base: string, page: string, viaJs: boolean, extra: Record<string, string> = {}) {
  return {
    "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
    Origin: base,
    Referer: `${base}${page}`,
    "Sec-Fetch-Site": "same-origin",
    "Sec-Fetch-Mode": viaJs ? "cors" : "navigate",
    "Sec-Fetch-Dest": viaJs ? "empty" : "document",
    "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
    Accept: viaJs ? "*/*" : "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
    ...extra,
  };
}

/** One public form: where the page posts it (with and without JavaScript) and its fields. */
export interface PublicForm {
  page: string;
  /** The plain HTML form's action (answered with 303 to WhatsApp). */
  action: string;
  /** Where the form's island posts it with JavaScript (JSON, answered 200 with the outcome). */
  dataAction: string;
  fields(name: string): Record<string, string>;
}

export const PUBLIC_FORMS: PublicForm[] = [
  {
    page: "/",
    action: "/?index",
    dataAction: "/api/inquiries/home",
    fields: (name) => ({ name, phone: "+91 90000 11001", service: "Hydrogen Inhalation", message: "Load test" }),
  },
  {
    page: "/contact",
    action: "/contact",
    dataAction: "/api/inquiries/contact",
    fields: (name) => ({ name, phone: "+91 90000 11002", service: "General Consultation", message: "" }),
  },
  {
    page: "/international-patients",
    action: "/international-patients",
    dataAction: "/api/inquiries/international",
    fields: (name) => ({
      fullName: name,
      country: "Oman",
      contact: "patient@example.com",
      therapy: "HBOT",
      travelDates: "March",
      message: "Load test",
    }),
  },
  {
    page: "/wellness-programs",
    action: "/wellness-programs",
    dataAction: "/api/inquiries/wellness",
    fields: (name) => ({ name, email: "team@example.com", phone: "+91 90000 11003", message: "" }),
  },
];

export type InquiryAnswer = "stored" | "unsaved" | "other";

/**
 * Posts one inquiry as a browser would (honeypot present and empty) and classifies the
 * answer: a 303 to WhatsApp (no JS) or a 200 "sent" (JS) means the server says it stored it.
 */
export async function postInquiry(
  base: string,
  form: PublicForm,
  name: string,
  viaJs: boolean,
): Promise<{ status: number; answer: InquiryAnswer }> {
  const body = new URLSearchParams({ ...form.fields(name), website: "" });
  const response = await fetch(`${base}${viaJs ? form.dataAction : form.action}`, {
    method: "POST",
    headers: browserHeaders(base, form.page, viaJs),
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  // Without JavaScript the page answers with the confirmation (decision 070): the lead's
  // reference when it was stored, WhatsApp alone (no reference) when the database failed.
  if (!viaJs && response.status === 200 && response.headers.get("content-type")?.startsWith("text/html")) {
    return { status: 200, answer: /SAM-[0-9A-HJKMNP-TV-Z]{6}/.test(text) ? "stored" : "unsaved" };
  }
  if (viaJs && response.status === 200) {
    if (text.includes('"unsaved"')) return { status: 200, answer: "unsaved" };
    if (text.includes('"sent"')) return { status: 200, answer: "stored" };
  }
  return { status: response.status, answer: "other" };
}

/** Signs in through the login form's action; returns the Cookie header for later requests. */
export async function signIn(base: string, username = "admin", password = "demo@2025"): Promise<string> {
  const response = await fetch(`${base}/admin-login`, {
    method: "POST",
    headers: browserHeaders(base, "/admin-login", false),
    body: new URLSearchParams({ username, password, redirectTo: "" }),
    redirect: "manual",
    signal: AbortSignal.timeout(60_000),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("admin_user="));
  if (![302, 303].includes(response.status) || !cookie) {
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  }
  return cookie.split(";")[0] ?? "";
}

/** Posts an admin form as the browser does without JavaScript; true when it redirected (success). */
export async function postAdmin(base: string, cookie: string, action: string, fields: Record<string, string>) {
  const response = await fetch(`${base}${action}`, {
    method: "POST",
    headers: browserHeaders(base, action, false, { Cookie: cookie }),
    body: new URLSearchParams(fields),
    redirect: "manual",
    signal: AbortSignal.timeout(60_000),
  });
  await response.arrayBuffer();
  const location = response.headers.get("location") ?? "";
  // Success is a redirect back to the list with a success toast; an error toast is not success.
  const toast = decodeURIComponent(
    response.headers
      .getSetCookie()
      .find((c) => c.startsWith("admin_toast="))
      ?.split(";")[0] ?? "",
  );
  return {
    status: response.status,
    ok: [302, 303].includes(response.status) && location.startsWith("/admin") && toast.includes('"kind":"success"'),
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Prints a small table for the report (node:test shows a test file's stdout). */
export function printTable(title: string, rows: Record<string, string | number>[]) {
  if (rows.length === 0) return;
  const keys = Object.keys(rows[0] ?? {});
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  console.log(
    `\n${title}\n${line(keys)}\n${line(keys.map(() => "---"))}\n${rows.map((r) => line(keys.map((k) => r[k] ?? ""))).join("\n")}\n`,
  );
}
