// The health documents' store (issue 48 item 2; docs/decisions/095) on a folder and on an
// S3-compatible bucket (s3rver on loopback): stored encrypted, read back, removed; nothing left
// behind after a refusal; scanned by a clamd stand-in; removed by the deletion job. On PGlite,
// and on PostgreSQL when TEST_DATABASE_URL is set.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/server/db/client.server";
import { healthDocumentDeletions } from "~/server/db/schema.server";
import { parseEnv } from "~/server/env.server";
import { SCANNER_UNAVAILABLE, ScannerUnavailableError } from "~/server/health-data/clamav.server";
import { DamagedDocumentError } from "~/server/health-data/document-crypto.server";
import { createHealthDocuments, type EncryptedHealthDocuments } from "~/server/health-data/document-store.server";
import { DocumentRefusedError, type HealthDocuments } from "~/server/health-data/documents.server";
import { SealedValueError } from "~/server/health-data/seal.server";
import { deletePendingDocuments } from "~/server/jobs/health-document-deletions.server";
import { S3MediaStorage } from "~/server/media/s3-storage.server";
import { EICAR, startTestClamd, type TestClamd } from "../support/clamd";
import { S3_TEST_KEY, startTestS3, type TestS3 } from "../support/s3";
import { TEST_HEALTH_KEY } from "../support/services";
import { createTestDatabase } from "../support/test-db";

const log = pino({ level: "silent" });
const MB = 1024 * 1024;

let database: Database;
let s3: TestS3;
let clamd: TestClamd;
const opened: HealthDocuments[] = [];

beforeAll(async () => {
  [database, s3, clamd] = await Promise.all([createTestDatabase(), startTestS3("samudra-documents"), startTestClamd()]);
});
afterAll(async () => {
  for (const store of opened) store.close();
  await Promise.all([database?.close(), s3?.stop(), clamd?.stop()]);
});
beforeEach(async () => {
  await database.db.delete(healthDocumentDeletions);
});

const pdf = (size: number, text = "") => {
  const head = Buffer.from(`%PDF-1.7\n${text}\n`, "latin1");
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]);
};

/** `bytes` as an upload arrives: in pieces. */
async function* arriving(bytes: Buffer, piece = 16_384) {
  for (let at = 0; at < bytes.length; at += piece) yield bytes.subarray(at, at + piece);
}

async function readAll(stream: Readable): Promise<Buffer> {
  const out: Buffer[] = [];
  for await (const chunk of stream) out.push(chunk as Buffer);
  return Buffer.concat(out);
}

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}

async function localStore(env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "samudra-documents-"));
  const store = await createHealthDocuments(parseEnv({ HEALTH_DOCUMENTS_DIR: dir, ...env }), TEST_HEALTH_KEY, log);
  opened.push(store);
  await store.check();
  return { store, dir };
}

async function s3Store(env: Record<string, string> = {}) {
  const store = await createHealthDocuments(parseEnv({ ...s3.env, ...env }), TEST_HEALTH_KEY, log);
  opened.push(store);
  await store.check();
  return store;
}

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

describe.each(["local", "s3"] as const)("the store on %s", (where) => {
  let store: EncryptedHealthDocuments;
  let stored: () => Promise<string[]>;
  beforeAll(async () => {
    if (where === "local") {
      const made = await localStore();
      store = made.store;
      stored = async () => listFiles(made.dir);
    } else {
      store = await s3Store();
      stored = async () => s3.keys("health-documents/");
    }
  });

  it("stores a file encrypted under a random key, and gives the same bytes back", async () => {
    const bytes = pdf(300_000, "Asha Rao, discharge summary");
    const doc = await store.store(arriving(bytes), { maxBytes: MB });
    expect(store.kind).toBe(where);
    expect(doc).toMatchObject({ sizeBytes: bytes.length, type: "pdf", contentType: "application/pdf", scan: "unscanned" });
    expect(doc.storageKey).toMatch(/^hd\/([0-9a-f]{2})\/\1[0-9a-f]{30}\.bin$/);
    expect(doc.wrappedKey).toMatch(/^hd1\./);
    const keys = await stored();
    expect(keys.some((k) => k.endsWith(doc.storageKey.split("/").join(path.sep)) || k === `health-documents/${doc.storageKey}`)).toBe(true);
    const back = await store.open(doc);
    expect((await readAll(back!)).equals(bytes)).toBe(true);
    await store.remove(doc.storageKey);
    expect(await store.open(doc)).toBeNull();
    await expect(store.remove(doc.storageKey)).resolves.toBeUndefined();
  });

  it("stores an image by what its bytes are", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const doc = await store.store(arriving(png), { maxBytes: MB });
    expect(doc).toMatchObject({ type: "png", contentType: "image/png", sizeBytes: png.length });
    await store.remove(doc.storageKey);
  });

  it("refuses a wrapped key of another file, and a file altered in storage", async () => {
    const a = await store.store(arriving(pdf(1000)), { maxBytes: MB });
    const b = await store.store(arriving(pdf(1000)), { maxBytes: MB });
    await expect(store.open({ storageKey: a.storageKey, wrappedKey: b.wrappedKey })).rejects.toBeInstanceOf(SealedValueError);
    if (where === "local") {
      const made = store.objects as unknown as { root: string };
      const file = path.join(made.root, ...a.storageKey.split("/"));
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file).includes(Buffer.from("%PDF"))).toBe(false);
    }
    await store.remove(a.storageKey);
    await store.remove(b.storageKey);
  });

  it("refuses by type, emptiness and pixels before writing anything", async () => {
    const before = await stored();
    const html = Buffer.from("<!doctype html><title>report.pdf</title><script>alert(1)</script>");
    await expect(store.store(arriving(html), { maxBytes: MB })).rejects.toMatchObject({ reason: "type" });
    await expect(store.store(arriving(Buffer.alloc(0)), { maxBytes: MB })).rejects.toMatchObject({ reason: "empty" });
    const bomb = Buffer.alloc(100);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(bomb);
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    await expect(store.store(arriving(bomb), { maxBytes: MB })).rejects.toMatchObject({ reason: "pixels" });
    expect(await stored()).toEqual(before);
  });

  it("refuses a file past the limit midway, and leaves nothing of it (a multipart upload on S3 too)", async () => {
    const before = await stored();
    const error = await store.store(arriving(pdf(8 * MB), 256 * 1024), { maxBytes: 7 * MB }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocumentRefusedError);
    expect((error as DocumentRefusedError).reason).toBe("size");
    expect(await stored()).toEqual(before);
    const small = await store.store(arriving(pdf(2 * MB)), { maxBytes: 2 * MB });
    expect(small.sizeBytes).toBe(2 * MB);
    await store.remove(small.storageKey);
  });

  it("stops reading the source once it refuses, so the reader can skip the rest", async () => {
    let pulled = 0;
    async function* endless() {
      for (;;) {
        pulled += 1;
        yield Buffer.from("<html>".padEnd(65_536, " "));
      }
    }
    await expect(store.store(endless(), { maxBytes: 100 * MB })).rejects.toMatchObject({ reason: "type" });
    expect(pulled).toBeLessThanOrEqual(2);
  });

  it("is removed by the deletion job once its row is queued", async () => {
    const a = await store.store(arriving(pdf(5000)), { maxBytes: MB });
    const b = await store.store(arriving(pdf(5000)), { maxBytes: MB });
    await database.db.insert(healthDocumentDeletions).values([{ storageKey: a.storageKey }, { storageKey: b.storageKey }]);
    expect(await deletePendingDocuments(database.db, store, { limit: 10 })).toEqual({ deleted: 2, failed: 0 });
    expect(await store.open(a)).toBeNull();
    expect(await store.open(b)).toBeNull();
    expect(await database.db.select().from(healthDocumentDeletions)).toEqual([]);
    expect(await stored()).not.toContain(a.storageKey);
  });
});

describe("documents in the media bucket", () => {
  it("are never listed by the media storage (backups read its list)", async () => {
    const store = await s3Store();
    const doc = await store.store(arriving(pdf(2000)), { maxBytes: MB });
    const media = new S3MediaStorage({
      bucket: s3.bucket,
      region: "us-east-1",
      endpoint: s3.endpoint,
      accessKeyId: S3_TEST_KEY,
      secretAccessKey: S3_TEST_KEY,
      forcePathStyle: true,
    });
    try {
      expect(await s3.keys("health-documents/")).toContain(`health-documents/${doc.storageKey}`);
      const listed: string[] = [];
      for await (const { key } of media.list()) listed.push(key);
      expect(listed.filter((k) => k.includes("health-documents") || k.endsWith(".bin"))).toEqual([]);
      expect(await media.get(`health-documents/${doc.storageKey}`)).toBeNull();
    } finally {
      media.close();
      await store.remove(doc.storageKey);
    }
  });
});

describe("the deletion job", () => {
  it("counts a failure on its row and keeps the error, then succeeds later", async () => {
    const { store } = await localStore();
    const doc = await store.store(arriving(pdf(1000)), { maxBytes: MB });
    const t0 = new Date();
    await database.db.insert(healthDocumentDeletions).values({ storageKey: doc.storageKey, dueAt: new Date(t0.getTime() - 1000) });
    const failing = { remove: () => Promise.reject(new Error("S3 bucket at http://x: could not delete a health document")) };
    expect(await deletePendingDocuments(database.db, failing, { now: t0 })).toEqual({ deleted: 0, failed: 1 });
    // Tried again a minute later, not at once; then two minutes after that.
    expect(await deletePendingDocuments(database.db, failing, { now: new Date(t0.getTime() + 30_000) })).toEqual({ deleted: 0, failed: 0 });
    const t1 = new Date(t0.getTime() + 60_000);
    expect(await deletePendingDocuments(database.db, failing, { now: t1 })).toEqual({ deleted: 0, failed: 1 });
    const [row] = await database.db.select().from(healthDocumentDeletions).where(eq(healthDocumentDeletions.storageKey, doc.storageKey));
    expect(row).toMatchObject({ attempts: 2, lastError: "S3 bucket at http://x: could not delete a health document" });
    expect(row!.dueAt).toEqual(new Date(t1.getTime() + 120_000));
    expect(await deletePendingDocuments(database.db, store, { now: new Date(t1.getTime() + 120_000) })).toEqual({ deleted: 1, failed: 0 });
    expect(await store.open(doc)).toBeNull();
  });

  it("leaves a file a refused form stored until its day is over, so the corrected form can adopt it", async () => {
    const { store } = await localStore();
    const doc = await store.store(arriving(pdf(1000)), { maxBytes: MB });
    const now = new Date();
    await database.db.insert(healthDocumentDeletions).values({ storageKey: doc.storageKey, dueAt: new Date(now.getTime() + 86_400_000) });
    expect(await deletePendingDocuments(database.db, store, { now })).toEqual({ deleted: 0, failed: 0 });
    expect(await store.open(doc)).not.toBeNull();
    expect(await deletePendingDocuments(database.db, store, { now: new Date(now.getTime() + 86_400_000) })).toEqual({
      deleted: 1,
      failed: 0,
    });
    expect(await store.open(doc)).toBeNull();
  });

  it("removes a key whose object is already gone", async () => {
    const { store } = await localStore();
    await database.db.insert(healthDocumentDeletions).values({ storageKey: "hd/ab/ab0123456789abcdef0123456789abcd.bin" });
    expect(await deletePendingDocuments(database.db, store)).toEqual({ deleted: 1, failed: 0 });
  });
});

describe("virus scanning with clamd", () => {
  it("stores a clean file as scanned, having sent the scanner every byte", async () => {
    const { store } = await localStore({ CLAMAV_URL: clamd.url });
    const bytes = pdf(3 * MB);
    const doc = await store.store(arriving(bytes), { maxBytes: 5 * MB });
    expect(doc.scan).toBe("clean");
    expect(clamd.scans.at(-1)).toEqual({ bytes: bytes.length, found: false });
    expect(await store.scannerAnswers()).toBe(true);
  });

  it.each(["local", "s3"] as const)("refuses a file with a virus and leaves nothing stored (%s)", async (where) => {
    const made = where === "local" ? await localStore({ CLAMAV_URL: clamd.url }) : null;
    const store = made?.store ?? (await s3Store({ CLAMAV_URL: clamd.url }));
    const before = made ? listFiles(made.dir) : await s3.keys("health-documents/");
    // The test string across two of the pieces the upload arrives in.
    const bytes = Buffer.concat([pdf(16_384 - 20), Buffer.from(EICAR), randomBytes(50_000)]);
    const error = await store.store(arriving(bytes), { maxBytes: MB }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocumentRefusedError);
    expect(error).toMatchObject({ reason: "virus", message: "the virus scanner found Eicar-Test-Signature" });
    expect(made ? listFiles(made.dir) : await s3.keys("health-documents/")).toEqual(before);
  });

  it("fails closed when the scanner cannot be reached, or answers something else", async () => {
    const { store, dir } = await localStore({ CLAMAV_URL: `tcp://127.0.0.1:${await closedPort()}` });
    const error = await store.store(arriving(pdf(200_000)), { maxBytes: MB }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScannerUnavailableError);
    expect((error as Error).message).toBe(SCANNER_UNAVAILABLE);
    expect(listFiles(dir)).toEqual([]);
    expect(await store.scannerAnswers()).toBe(false);

    const broken = await startTestClamd({ answer: "INSTREAM size limit exceeded. ERROR" });
    try {
      const other = await localStore({ CLAMAV_URL: broken.url });
      await expect(other.store.store(arriving(pdf(1000)), { maxBytes: MB })).rejects.toBeInstanceOf(ScannerUnavailableError);
      expect(listFiles(other.dir)).toEqual([]);
    } finally {
      await broken.stop();
    }
  });

  it("refuses a damaged stored file while reading it", async () => {
    const { store, dir } = await localStore();
    const doc = await store.store(arriving(pdf(200_000)), { maxBytes: MB });
    const file = path.join(dir, ...doc.storageKey.split("/"));
    const { writeFileSync } = await import("node:fs");
    const bytes = readFileSync(file);
    bytes[bytes.length - 100]! ^= 1;
    writeFileSync(file, bytes);
    await expect(readAll((await store.open(doc))!)).rejects.toBeInstanceOf(DamagedDocumentError);
  });
});

describe("configuration", () => {
  it("keeps documents out of the media folder, and says what S3 needs", () => {
    expect(() => parseEnv({ MEDIA_DIR: "/srv/media", HEALTH_DOCUMENTS_DIR: "/srv/media/documents" })).toThrow(
      /HEALTH_DOCUMENTS_DIR: must be a folder apart from MEDIA_DIR/,
    );
    expect(() => parseEnv({ MEDIA_DIR: "/srv/media", HEALTH_DOCUMENTS_DIR: "/srv/media" })).toThrow(/HEALTH_DOCUMENTS_DIR/);
    expect(() => parseEnv({ HEALTH_DOCUMENTS_STORAGE: "s3" })).toThrow(/S3_BUCKET: is required when HEALTH_DOCUMENTS_STORAGE=s3/);
    // Documents in the bucket with images on the disk: the key pair is still checked.
    expect(() => parseEnv({ HEALTH_DOCUMENTS_STORAGE: "s3", S3_BUCKET: "b", S3_REGION: "r", S3_ACCESS_KEY_ID: "k" })).toThrow(
      /S3_SECRET_ACCESS_KEY: is required when S3_ACCESS_KEY_ID is set/,
    );
    expect(() => parseEnv({ CLAMAV_URL: "http://127.0.0.1:3310" })).toThrow(/CLAMAV_URL: must be clamd's TCP address/);
    const env = parseEnv({ DATA_DIR: "/var/lib/samudra", CLAMAV_URL: "tcp://clamd:3310" });
    expect(env).toMatchObject({ HEALTH_DOCUMENTS_DIR: "/var/lib/samudra/health-documents", HEALTH_DOCUMENTS_STORAGE: "local" });
    expect(parseEnv({ ...s3.env }).HEALTH_DOCUMENTS_STORAGE).toBe("s3");
    expect(parseEnv({ ...s3.env, HEALTH_DOCUMENTS_STORAGE: "local" }).HEALTH_DOCUMENTS_STORAGE).toBe("local");
  });
});
