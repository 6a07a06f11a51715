// The S3 media storage against a real S3-compatible server (s3rver on loopback): the adapter
// itself, the upload pipeline and gallery delete through the real route actions, and /media
// serving from the bucket. docs/decisions/015-s3-media-storage.md.
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import express from "express";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as galleryAction } from "~/routes/admin/gallery";
import { action as uploadAction } from "~/routes/admin/gallery-upload";
import { userContext } from "~/server/auth/guards.server";
import { createServerApp } from "~/server/app.server";
import type { AppServices } from "~/server/context.server";
import type { Database } from "~/server/db/client.server";
import { galleryImages, type UserRole, users } from "~/server/db/schema.server";
import { parseEnv } from "~/server/env.server";
import { S3MediaStorage, type S3StorageConfig } from "~/server/media/s3-storage.server";
import { serveMedia } from "~/server/media/serve.server";
import { createMediaStorage, InvalidMediaKeyError, LocalDiskStorage, MediaStorageError } from "~/server/media/storage.server";
import { makeContext, makeServices, routeArgs } from "../support/services";
import { S3_TEST_KEY, startTestS3, type TestS3 } from "../support/s3";
import { createTestDatabase } from "../support/test-db";

let s3: TestS3;
let storage: S3MediaStorage;
const opened: S3MediaStorage[] = [];

function adapter(overrides: Partial<S3StorageConfig> = {}) {
  const made = new S3MediaStorage({
    bucket: s3.bucket,
    region: "us-east-1",
    endpoint: s3.endpoint,
    accessKeyId: S3_TEST_KEY,
    secretAccessKey: S3_TEST_KEY,
    forcePathStyle: true,
    ...overrides,
  });
  opened.push(made);
  return made;
}

beforeAll(async () => {
  s3 = await startTestS3();
  storage = adapter();
});
afterAll(async () => {
  for (const s of opened) s.close();
  await s3?.stop();
});

const webp = (width: number) =>
  sharp({ create: { width, height: 10, channels: 3, background: "#1a8a8f" } })
    .webp()
    .toBuffer();
const readAll = async (body: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};
const key = (width = 480, ext = "webp") => `${Math.random().toString(16).slice(2, 10).padEnd(8, "0")}aaaaaaaaaaaaaaaa/${width}.${ext}`;

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

describe("S3MediaStorage against s3rver", () => {
  it("stores an object with its type and year-long Cache-Control, and reads the same bytes back as a stream", async () => {
    const k = key();
    const bytes = new Uint8Array(await webp(480));
    await storage.put(k, bytes, "image/webp");
    expect(await s3.head(k)).toEqual({
      contentType: "image/webp",
      cacheControl: "public, max-age=31536000, immutable",
      size: bytes.length,
    });
    const got = await storage.get(k);
    expect(got).not.toBeNull();
    expect(got?.contentType).toBe("image/webp");
    expect(got?.size).toBe(bytes.length);
    expect(Buffer.compare(await readAll(got!.body), Buffer.from(bytes))).toBe(0);
  });

  it("answers null for a missing key and for a key that is not a media key, without asking for the latter", async () => {
    expect(await storage.get(key(960, "avif"))).toBeNull();
    expect(await storage.get("../etc/passwd.webp")).toBeNull();
    expect(await storage.get("samudra-write-check/0123456789abcdef")).toBeNull();
  });

  it("types an object by its key, not by what the bucket says", async () => {
    const k = key(320);
    // Someone (not this app) stored it as HTML.
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: k, Body: "<script>x</script>", ContentType: "text/html" }));
    expect((await storage.get(k))?.contentType).toBe("image/webp");
  });

  it("deletes idempotently: once, twice, and a key that never existed", async () => {
    const k = key();
    await storage.put(k, new Uint8Array(await webp(100)), "image/webp");
    expect(await s3.keys(k)).toEqual([k]);
    await storage.delete(k);
    expect(await s3.keys(k)).toEqual([]);
    await expect(storage.delete(k)).resolves.toBeUndefined();
    await expect(storage.delete(key(1600, "avif"))).resolves.toBeUndefined();
    expect(await storage.get(k)).toBeNull();
  });

  it("refuses unsafe keys and a type that does not match the key, before any request", async () => {
    await expect(storage.put("../x.webp", new Uint8Array(1), "image/webp")).rejects.toBeInstanceOf(InvalidMediaKeyError);
    await expect(storage.put(key(), new Uint8Array(1), "image/avif")).rejects.toThrow(/does not match/);
    await expect(storage.delete("a/../../b.webp")).rejects.toBeInstanceOf(InvalidMediaKeyError);
  });

  it("is writable, and the check leaves no object behind", async () => {
    const before = await s3.keys();
    await expect(storage.check()).resolves.toBeUndefined();
    expect(await storage.writable()).toBe(true);
    expect(await s3.keys()).toEqual(before);
  });

  it("says plainly when the credentials are refused (writable false, put and get fail, not 'not found')", async () => {
    const wrong = adapter({ accessKeyId: "WRONGKEY", secretAccessKey: "wrong-secret" });
    const failure = await wrong.check().then(
      () => null,
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(MediaStorageError);
    expect((failure as Error).message).toMatch(
      new RegExp(
        `^S3 bucket "${s3.bucket}" at ${s3.endpoint}: could not write a test object: the credentials were refused: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY \\(InvalidAccessKeyId`,
      ),
    );
    expect((failure as Error).message).not.toContain("wrong-secret");
    expect(await wrong.writable()).toBe(false);
    await expect(wrong.put(key(), new Uint8Array(await webp(50)), "image/webp")).rejects.toThrow(/credentials were refused/);
    const k = key();
    await storage.put(k, new Uint8Array(await webp(50)), "image/webp");
    await expect(wrong.get(k)).rejects.toThrow(/credentials were refused/);
    await expect(wrong.delete(k)).rejects.toThrow(/credentials were refused/);
  });

  it("says plainly when the bucket does not exist or the service cannot be reached", async () => {
    await expect(adapter({ bucket: "no-such-bucket" }).check()).rejects.toThrow(
      /^S3 bucket "no-such-bucket" at .*: could not write a test object: the bucket does not exist: check S3_BUCKET, S3_REGION and S3_ENDPOINT \(NoSuchBucket/,
    );
    const port = await closedPort();
    const unreachable = adapter({ endpoint: `http://127.0.0.1:${port}`, maxAttempts: 1 });
    await expect(unreachable.check()).rejects.toThrow(
      /could not write a test object: the service could not be reached: check S3_ENDPOINT and the network \(ECONNREFUSED/,
    );
    expect(await unreachable.writable()).toBe(false);
  });
});

describe("choosing the storage from the environment", () => {
  it("builds the S3 storage for MEDIA_STORAGE=s3 and the folder otherwise", async () => {
    const chosen = await createMediaStorage(parseEnv(s3.env));
    expect(chosen).toBeInstanceOf(S3MediaStorage);
    expect((chosen as S3MediaStorage).config).toMatchObject({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      region: "us-east-1",
    });
    expect(await chosen.writable()).toBe(true);
    chosen.close();
    expect(await createMediaStorage(parseEnv({ MEDIA_DIR: "/tmp/x" }))).toBeInstanceOf(LocalDiskStorage);
  });

  it("refuses to start with refused credentials, naming the variables, before opening the database", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "samudra-s3-start-"));
    const start = createServerApp({
      mode: "production",
      env: { ...s3.env, S3_ACCESS_KEY_ID: "WRONGKEY", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
      loadBuild: () => Promise.reject(new Error("no build in this test")),
    });
    await expect(start).rejects.toThrow(/could not write a test object: the credentials were refused: check S3_ACCESS_KEY_ID/);
    expect(readdirSync(dataDir)).toEqual([]);
  });
});

describe("uploads, deletes and /media with S3 storage", () => {
  let database: Database;
  let services: AppServices;
  let mediaDir: string;
  let admin: { id: number; username: string; role: UserRole; sessionId: string };

  beforeAll(async () => {
    database = await createTestDatabase();
    mediaDir = mkdtempSync(path.join(tmpdir(), "samudra-s3-unused-media-"));
    services = { ...makeServices(database, { MEDIA_DIR: mediaDir, ...s3.env }), media: storage };
    const [u] = await database.db.select().from(users).where(eq(users.username, "admin"));
    if (!u) throw new Error("no admin");
    admin = { id: u.id, username: u.username, role: u.role, sessionId: "test" };
  });
  afterAll(() => database?.close());

  function context() {
    const ctx = makeContext(services);
    ctx.set(userContext, admin);
    return ctx;
  }

  async function settle<T>(run: () => Promise<T> | T): Promise<T | Response> {
    try {
      return await run();
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  async function uploadPhoto(bytes: Uint8Array, name: string) {
    const body = new FormData();
    for (const [k, v] of Object.entries({ category: "Facility", alt: "Treatment room", isActive: "on", title: "" })) body.set(k, v);
    body.append("files", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
    const request = new Request("http://localhost/admin/gallery/upload", { method: "POST", body, headers: { Accept: "application/json" } });
    const result = await settle(() =>
      uploadAction(routeArgs(request, context(), "/admin/gallery/upload") as Parameters<typeof uploadAction>[0]),
    );
    if (!(result instanceof Response)) throw new Error("expected a Response");
    expect(result.status).toBe(200);
    const json = (await result.json()) as { results: { ok: boolean; id: number }[] };
    expect(json.results[0]?.ok).toBe(true);
    const [row] = await database.db
      .select()
      .from(galleryImages)
      .where(eq(galleryImages.id, json.results[0]?.id ?? 0));
    if (!row) throw new Error("no row");
    return row;
  }

  async function withMediaServer<T>(media: AppServices["media"], log: pino.Logger, run: (base: string) => Promise<T>) {
    const app = express();
    app.use("/media", serveMedia(media, log));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    try {
      return await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      await new Promise((r) => server.close(r));
    }
  }

  it("stores every rendition of a real photo in the bucket (none on disk), serves them from /media, and a delete removes them", async () => {
    const photo = new Uint8Array(
      await sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#c99a55" } })
        .jpeg({ quality: 85 })
        .withExif({ IFD0: { Make: "SamudraS3Cam" } })
        .toBuffer(),
    );
    const row = await uploadPhoto(photo, "room.jpg");
    expect(row.variants.map((v) => `${v.format}:${v.width}x${v.height}`)).toEqual([
      "avif:480x360",
      "avif:960x720",
      "avif:1600x1200",
      "webp:320x240",
      "webp:480x360",
      "webp:960x720",
      "webp:1600x1200",
    ]);
    expect(await s3.keys(`${row.storageKey}/`)).toEqual(row.variants.map((v) => v.key).sort());
    for (const v of row.variants) {
      const head = await s3.head(v.key);
      expect(head).toEqual({ contentType: `image/${v.format}`, cacheControl: "public, max-age=31536000, immutable", size: v.bytes });
    }
    expect(existsSync(mediaDir) ? readdirSync(mediaDir, { recursive: true }) : []).toEqual([]);

    await withMediaServer(storage, pino({ level: "silent" }), async (base) => {
      for (const v of row.variants) {
        const response = await fetch(`${base}/media/${v.key}`);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe(`image/${v.format}`);
        expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        expect(response.headers.get("etag")).toBe(`"${v.key}"`);
        expect(response.headers.get("content-length")).toBe(String(v.bytes));
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(bytes.length).toBe(v.bytes);
        expect(bytes.includes("SamudraS3Cam")).toBe(false);
        const meta = await sharp(bytes).metadata();
        expect([meta.width, meta.height]).toEqual([v.width, v.height]);
      }
      const first = row.variants[0]!;
      const head = await fetch(`${base}/media/${first.key}`, { method: "HEAD" });
      expect([head.status, head.headers.get("content-length")]).toEqual([200, String(first.bytes)]);
      const cached = await fetch(`${base}/media/${first.key}`, { headers: { "If-None-Match": `"${first.key}"` } });
      expect(cached.status).toBe(304);
      const missing = await fetch(`${base}/media/${"0".repeat(24)}/480.webp`);
      expect([missing.status, missing.headers.get("cache-control")]).toEqual([404, "no-store"]);
      // Only renditions are public, even if the bucket holds something else.
      expect((await fetch(`${base}/media/samudra-write-check/0123456789abcdef`)).status).toBe(404);
    });

    const body = new URLSearchParams([
      ["intent", "delete"],
      ["ids", String(row.id)],
      ["confirmed", "1"],
    ]);
    const request = new Request("http://localhost/admin/gallery", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    const done = await settle(() => galleryAction(routeArgs(request, context(), "/admin/gallery") as Parameters<typeof galleryAction>[0]));
    expect(decodeURIComponent((done as Response).headers.get("Set-Cookie") ?? "")).toContain("Deleted 1 image.");
    expect(await s3.keys(`${row.storageKey}/`)).toEqual([]);
    await withMediaServer(storage, pino({ level: "silent" }), async (base) => {
      expect((await fetch(`${base}/media/${row.variants[0]!.key}`)).status).toBe(404);
    });
  }, 120_000);

  it("answers 404 and logs the reason when the bucket refuses to serve an image", async () => {
    const row = await uploadPhoto(
      new Uint8Array(
        await sharp({ create: { width: 400, height: 300, channels: 3, background: "#0d4d52" } })
          .jpeg()
          .toBuffer(),
      ),
      "small.jpg",
    );
    const lines: string[] = [];
    const log = pino({ level: "error" }, { write: (line: string) => void lines.push(line) });
    await withMediaServer(adapter({ accessKeyId: "WRONGKEY" }), log, async (base) => {
      const response = await fetch(`${base}/media/${row.variants[0]!.key}`);
      expect([response.status, response.headers.get("cache-control")]).toEqual([404, "no-store"]);
    });
    const logged = lines.map((l) => JSON.parse(l) as { msg: string; err: { type: string; message: string } });
    expect(logged.map((l) => [l.msg, l.err.type])).toEqual([["media read failed", "MediaStorageError"]]);
    expect(logged[0]?.err.message).toMatch(/could not read .*: the credentials were refused/);
  }, 60_000);
});
