// Throwaway databases on the test PostgreSQL server (TEST_DATABASE_URL), for the integration,
// end-to-end and resilience suites. Plain relative imports only: node runs the e2e files as is.
import { randomBytes } from "node:crypto";
import pg from "pg";

export interface ScratchDatabase {
  name: string;
  /** TEST_DATABASE_URL with this database's name in place of the server's. */
  url: string;
  /** Drops it, closing whatever connections are still open on it. */
  drop(): Promise<void>;
}

/** Runs one statement on the server's own database (CREATE/DROP DATABASE cannot run elsewhere). */
export async function serverQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new database named `{prefix}_{random}`, empty or a copy of `template`. */
export async function createScratchDatabase(serverUrl: string, prefix: string, template?: string): Promise<ScratchDatabase> {
  const name = `${prefix.replace(/\W/g, "_")}_${randomBytes(6).toString("hex")}`;
  await serverQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => serverQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}
