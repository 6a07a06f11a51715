import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { type AppServices, requestContext, servicesContext } from "~/server/context.server";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema.server";
import type { SessionUser } from "~/server/auth/session.server";
import { parseEnv } from "~/server/env.server";
import { LocalDiskStorage } from "~/server/media/storage.server";
import { parseHealthKey } from "~/server/health-data/seal.server";
import { EncryptedHealthDocuments, LocalEncryptedObjects } from "~/server/health-data/document-store.server";

let sharedMediaDir: string | undefined;
let sharedDocumentsDir: string | undefined;

/** A media folder of this test process's own (tests that count files pass their own MEDIA_DIR). */
function testMediaDir(): string {
  sharedMediaDir ??= mkdtempSync(path.join(tmpdir(), "samudra-test-media-"));
  return sharedMediaDir;
}

/** A health documents' folder of this test process's own. */
function testDocumentsDir(): string {
  sharedDocumentsDir ??= mkdtempSync(path.join(tmpdir(), "samudra-test-documents-"));
  return sharedDocumentsDir;
}

/** A fixed key, so a test can open what it sealed. */
export const TEST_HEALTH_KEY = parseHealthKey("MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=")!;

export function makeServices(database: Database, env: Record<string, string> = {}): AppServices {
  const parsed = parseEnv({ NODE_ENV: "test", MEDIA_DIR: testMediaDir(), HEALTH_DOCUMENTS_DIR: testDocumentsDir(), ...env });
  const log = pino({ level: "silent" });
  return {
    database,
    env: parsed,
    log,
    media: new LocalDiskStorage(parsed.MEDIA_DIR),
    ipSalt: "test-salt",
    healthKey: TEST_HEALTH_KEY,
    // Always a folder (tests of the S3 store build their own), never scanned unless a test says so.
    healthDocuments: new EncryptedHealthDocuments(new LocalEncryptedObjects(parsed.HEALTH_DOCUMENTS_DIR), TEST_HEALTH_KEY, log, null),
    startedAt: new Date(),
  };
}

export function makeContext(services: AppServices, clientIp = "203.0.113.7") {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestContext, { clientIp, nonce: "" });
  return context;
}

/** The arguments React Router passes a loader or action, for calling one directly. */
export function routeArgs<P extends Record<string, string>>(
  request: Request,
  context: RouterContextProvider,
  pattern = "/",
  params: P = {} as P,
) {
  return { request, context, params, url: new URL(request.url), pattern, unstable_pattern: pattern };
}

export function formRequest(path: string, fields: Record<string, string>) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

/** The seeded demo staff as signed-in users, for calling guarded loaders and actions. */
export async function demoStaff(database: Database): Promise<{ admin: SessionUser; editor: SessionUser }> {
  const rows = await database.db.select().from(users);
  const find = (name: string): SessionUser => {
    const u = rows.find((r) => r.username === name);
    if (!u) throw new Error(`no ${name}`);
    return { id: u.id, username: u.username, role: u.role, sessionId: `test-${name}` };
  };
  return { admin: find("admin"), editor: find("editor") };
}
