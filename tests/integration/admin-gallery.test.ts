import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import { and, desc, eq, inArray } from "drizzle-orm";
import express from "express";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as galleryAction, loader as galleryLoader } from "~/routes/admin/gallery";
import { action as uploadAction } from "~/routes/admin/gallery-upload";
import { loader as mediaLibraryLoader } from "~/routes/admin/media-library";
import { loader as therapyLoader } from "~/routes/therapy";
import type { AppServices } from "~/server/context.server";
import { userContext } from "~/server/auth/guards.server";
import type { Database } from "~/server/db/client.server";
import { auditLog, galleryImages, type UserRole, users } from "~/server/db/schema.server";
import { serveMedia } from "~/server/media/serve.server";
import { pendingDraft } from "~/server/content/record-drafts.server";
import { createTestDatabase } from "../support/test-db";
import { makeContext, makeServices, routeArgs } from "../support/services";

let database: Database;
let services: AppServices;
let mediaDir: string;
let admin: { id: number; username: string; role: UserRole; sessionId: string };
let editor: typeof admin;

beforeAll(async () => {
  database = await createTestDatabase();
  mediaDir = mkdtempSync(path.join(tmpdir(), "samudra-gallery-test-"));
  services = makeServices(database, { MEDIA_DIR: mediaDir });
  const rows = await database.db.select().from(users);
  const find = (name: string) => {
    const u = rows.find((r) => r.username === name);
    if (!u) throw new Error(`no ${name}`);
    return { id: u.id, username: u.username, role: u.role, sessionId: "test" };
  };
  admin = find("admin");
  editor = find("editor");
});
afterAll(() => database.close());

function context(user: typeof admin | null = admin) {
  const ctx = makeContext(services);
  if (user) ctx.set(userContext, user);
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

interface UploadFile {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

async function upload(files: UploadFile[], fields: Record<string, string> = {}, opts: { json?: boolean; user?: typeof admin } = {}) {
  const body = new FormData();
  for (const [k, val] of Object.entries({ category: "Facility", alt: "A test image", isActive: "on", ...fields })) body.set(k, val);
  for (const f of files) body.append("files", new Blob([new Uint8Array(f.bytes)], { type: f.type ?? "image/jpeg" }), f.name);
  const request = new Request("http://localhost/admin/gallery/upload", {
    method: "POST",
    body,
    headers: opts.json === false ? {} : { Accept: "application/json" },
  });
  const args = routeArgs(request, context(opts.user ?? admin), "/admin/gallery/upload") as Parameters<typeof uploadAction>[0];
  const result = await settle(() => uploadAction(args));
  if (!(result instanceof Response)) throw new Error("expected a Response");
  return result;
}

type UploadJson = {
  results?: { name: string; ok: boolean; id?: number; error?: string; note?: string; isActive?: boolean }[];
  error?: string;
  errors?: Record<string, string>;
};

const mediaFiles = () =>
  existsSync(mediaDir)
    ? readdirSync(mediaDir, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => path.join(d.parentPath, d.name))
    : [];

const jpeg = (width: number, height: number, background = "#1a8a8f") =>
  sharp({ create: { width, height, channels: 3, background } }).jpeg({ quality: 85 });

async function galleryPost(fields: Record<string, string | string[]>, search = "") {
  const body = new URLSearchParams();
  for (const [k, val] of Object.entries(fields)) for (const one of [val].flat()) body.append(k, one);
  const request = new Request(`http://localhost/admin/gallery${search}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  const args = routeArgs(request, context(), "/admin/gallery") as Parameters<typeof galleryAction>[0];
  return settle(() => galleryAction(args));
}

const lastAudit = async () => (await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe("upload pipeline", () => {
  it("re-encodes a 4000×3000 photo to AVIF and WebP at 480/960/1600 plus a thumbnail, without its EXIF/GPS, and keeps no original", async () => {
    const before = mediaFiles().length;
    const photo = new Uint8Array(
      await jpeg(4000, 3000)
        .withExif({
          IFD0: { Make: "SamudraTestCam", Model: "GPS-Check-Model" },
          IFD3: { GPSLatitudeRef: "N", GPSLatitude: "17/1 42/1 3/1", GPSLongitudeRef: "E", GPSLongitude: "83/1 18/1 5/1" },
        })
        .toBuffer(),
    );
    const meta = await sharp(photo).metadata();
    expect(meta.exif?.length ?? 0).toBeGreaterThan(0);
    expect(Buffer.from(photo).includes("SamudraTestCam")).toBe(true);

    const response = await upload([{ name: "IMG_2041.jpg", bytes: photo }], { title: "", therapySlug: "cryotherapy" });
    expect(response.status).toBe(200);
    const json = (await response.json()) as UploadJson;
    expect(json.results?.[0]).toMatchObject({ name: "IMG_2041.jpg", ok: true, isActive: true });
    const id = json.results?.[0]?.id ?? 0;
    const [row] = await database.db.select().from(galleryImages).where(eq(galleryImages.id, id));
    expect(row).toMatchObject({
      title: "IMG 2041",
      width: 4000,
      height: 3000,
      originalBytes: photo.length,
      therapySlug: "cryotherapy",
      isActive: true,
      url: null,
    });
    const summary = row?.variants.map((x) => `${x.format}:${x.width}x${x.height}`);
    expect(summary).toEqual([
      "avif:480x360",
      "avif:960x720",
      "avif:1600x1200",
      "webp:320x240",
      "webp:480x360",
      "webp:960x720",
      "webp:1600x1200",
    ]);
    expect(row?.storageKey).toMatch(/^[0-9a-f]{24}$/);

    for (const variant of row?.variants ?? []) {
      const file = path.join(mediaDir, variant.key);
      expect(statSync(file).size).toBe(variant.bytes);
      const bytes = readFileSync(file);
      const out = await sharp(bytes).metadata();
      expect(out.format).toBe(variant.format === "avif" ? "heif" : "webp");
      expect(out.exif).toBeUndefined();
      expect(out.xmp).toBeUndefined();
      expect(bytes.includes("SamudraTestCam")).toBe(false);
      expect(bytes.includes("GPS-Check-Model")).toBe(false);
    }
    // Seven renditions, no original.
    expect(mediaFiles().length - before).toBe(7);
    expect(mediaFiles().some((f) => /\.jpe?g$/.test(f))).toBe(false);
    expect(await lastAudit()).toMatchObject({
      userId: admin.id,
      action: "upload",
      entity: "gallery_image",
      entityId: String(id),
      summary: 'uploaded image "IMG 2041"',
    });
  }, 60_000);

  it("turns a photo upright from its EXIF orientation and never upscales a small PNG", async () => {
    const sideways = new Uint8Array(await jpeg(600, 400).withMetadata({ orientation: 6 }).toBuffer());
    const png = new Uint8Array(
      await sharp({ create: { width: 300, height: 200, channels: 4, background: "#ffffff80" } })
        .png()
        .toBuffer(),
    );
    const response = await upload([
      { name: "portrait.jpg", bytes: sideways },
      { name: "small.png", bytes: png, type: "image/png" },
    ]);
    const json = (await response.json()) as UploadJson;
    expect(json.results?.map((r) => r.ok)).toEqual([true, true]);
    const rows = await database.db
      .select()
      .from(galleryImages)
      .where(inArray(galleryImages.id, json.results?.map((r) => r.id ?? 0) ?? []));
    const portrait = rows.find((r) => r.title === "Portrait");
    expect([portrait?.width, portrait?.height]).toEqual([400, 600]);
    expect(portrait?.variants.map((x) => `${x.format}:${x.width}x${x.height}`)).toEqual(["avif:400x600", "webp:320x480", "webp:400x600"]);
    const small = rows.find((r) => r.title === "Small");
    expect(small?.variants.map((x) => `${x.format}:${x.width}`)).toEqual(["avif:300", "webp:300"]);
  }, 60_000);

  it("accepts WebP and AVIF by their bytes", async () => {
    const webp = new Uint8Array(
      await sharp({ create: { width: 500, height: 300, channels: 3, background: "#c99a55" } })
        .webp()
        .toBuffer(),
    );
    const avif = new Uint8Array(
      await sharp({ create: { width: 500, height: 300, channels: 3, background: "#c99a55" } })
        .avif()
        .toBuffer(),
    );
    // The browser's claimed type is ignored either way.
    const response = await upload([
      { name: "a.webp", bytes: webp, type: "application/octet-stream" },
      { name: "b.avif", bytes: avif, type: "text/plain" },
    ]);
    const json = (await response.json()) as UploadJson;
    expect(json.results?.map((r) => r.ok)).toEqual([true, true]);
  }, 60_000);

  it("refuses a text file renamed to .jpg, an SVG, a fake JPEG header in front of HTML, and a pixel bomb, storing nothing", async () => {
    const before = mediaFiles().length;
    const rowsBefore = (await database.db.select({ id: galleryImages.id }).from(galleryImages)).length;
    const text = new TextEncoder().encode("These are my notes, not a photo.\n".repeat(50));
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
    const fakeJpeg = new Uint8Array([
      0xff,
      0xd8,
      0xff,
      0xe0,
      ...new TextEncoder().encode("<html><script>alert(document.cookie)</script></html>"),
    ]);
    const response = await upload([
      { name: "notes.jpg", bytes: text },
      { name: "logo.svg", bytes: svg, type: "image/svg+xml" },
      { name: "polyglot.jpg", bytes: fakeJpeg },
      { name: "bomb.png", bytes: pngClaiming(30_000, 30_000), type: "image/png" },
    ]);
    expect(response.status).toBe(200);
    const json = (await response.json()) as UploadJson;
    const [notes, logo, polyglot, bomb] = json.results ?? [];
    expect(notes).toMatchObject({
      ok: false,
      error: "“notes.jpg” is not an accepted image. Please upload a JPEG, PNG, WebP or AVIF image.",
    });
    expect(logo?.ok).toBe(false);
    expect(logo?.error).toMatch(/SVG, which is not accepted.*JPEG, PNG, WebP or AVIF/);
    expect(polyglot).toMatchObject({ ok: false });
    expect(polyglot?.error).toMatch(/could not be read as an image/);
    expect(bomb).toMatchObject({ ok: false });
    expect(bomb?.error).toMatch(/too many pixels \(the limit is 50 megapixels\)/);
    expect(mediaFiles().length).toBe(before);
    expect((await database.db.select({ id: galleryImages.id }).from(galleryImages)).length).toBe(rowsBefore);
  }, 60_000);

  it("cleans a real JPEG with a script appended: the stored renditions carry none of it", async () => {
    const clean = await jpeg(800, 600, "#0d4d52").toBuffer();
    const payload = "<script>alert('polyglot')</script>";
    const polyglot = new Uint8Array(Buffer.concat([clean, Buffer.from(payload)]));
    const json = (await (await upload([{ name: "polyglot.jpg", bytes: polyglot }])).json()) as UploadJson;
    expect(json.results?.[0]?.ok).toBe(true);
    const [row] = await database.db
      .select()
      .from(galleryImages)
      .where(eq(galleryImages.id, json.results?.[0]?.id ?? 0));
    expect(row?.variants.length).toBeGreaterThan(0);
    for (const variant of row?.variants ?? []) {
      expect(readFileSync(path.join(mediaDir, variant.key)).includes("<script")).toBe(false);
    }
  }, 60_000);

  it("answers 413 with a message to a 12 MB file and keeps nothing", async () => {
    const before = mediaFiles().length;
    const big = new Uint8Array(12 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const response = await upload([{ name: "huge.jpg", bytes: big }]);
    expect(response.status).toBe(413);
    const json = (await response.json()) as UploadJson;
    expect(json.error).toMatch(/larger than 10 MB/);
    expect(mediaFiles().length).toBe(before);
  }, 60_000);

  it("saves an image without alt text as inactive and says why", async () => {
    const bytes = new Uint8Array(await jpeg(500, 400).toBuffer());
    const json = (await (await upload([{ name: "no-alt.jpg", bytes }], { alt: "  " })).json()) as UploadJson;
    expect(json.results?.[0]).toMatchObject({
      ok: true,
      isActive: false,
      note: "Saved as inactive: add alt text to show it on the website.",
    });
  }, 60_000);

  it("refuses bad details with field messages and removes the encoded files", async () => {
    const before = mediaFiles().length;
    const bytes = new Uint8Array(await jpeg(500, 400).toBuffer());
    const response = await upload([{ name: "x.jpg", bytes }], { category: "Selfies", therapySlug: "no-such-therapy" });
    expect(response.status).toBe(400);
    const json = (await response.json()) as UploadJson;
    // Every problem at once, each in its own words (the declaration checks the choice beside the rest).
    expect(json.errors).toEqual({ category: "Choose a category.", therapySlug: "Choose a therapy from the list." });
    expect(mediaFiles().length).toBe(before);
  }, 60_000);

  it("redirects a plain form upload back to the gallery with a toast", async () => {
    const bytes = new Uint8Array(await jpeg(500, 400).toBuffer());
    const response = await upload([{ name: "plain.jpg", bytes }], {}, { json: false });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/gallery");
    expect(decodeURIComponent(response.headers.get("Set-Cookie") ?? "")).toContain("Uploaded 1 image.");
  }, 60_000);

  it("is open to editors (content:manage) and closed to anyone not signed in", async () => {
    const bytes = new Uint8Array(await jpeg(400, 300).toBuffer());
    expect((await upload([{ name: "by-editor.jpg", bytes }], {}, { user: editor })).status).toBe(200);
    const request = new Request("http://localhost/admin/gallery", { method: "GET" });
    await expect(
      Promise.resolve().then(() =>
        galleryLoader(routeArgs(request, context(null), "/admin/gallery") as Parameters<typeof galleryLoader>[0]),
      ),
    ).rejects.toMatchObject({ init: { status: 401 } });
  }, 60_000);
});

/** A tiny, valid PNG header that claims a huge canvas: the decompression bomb's calling card. */
function pngClaiming(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", ihdr),
      chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

describe("serving /media", () => {
  it("serves renditions with year-long immutable caching, nosniff and the right type; 404 for anything else", async () => {
    const bytes = new Uint8Array(await jpeg(700, 500).toBuffer());
    const json = (await (await upload([{ name: "served.jpg", bytes }])).json()) as UploadJson;
    const [row] = await database.db
      .select()
      .from(galleryImages)
      .where(eq(galleryImages.id, json.results?.[0]?.id ?? 0));
    const app = express();
    app.use("/media", serveMedia(services.media, pino({ level: "silent" })));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const variant of row?.variants ?? []) {
        const res = await fetch(`${base}/media/${variant.key}`);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe(`image/${variant.format}`);
        expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
        expect((await res.arrayBuffer()).byteLength).toBe(variant.bytes);
      }
      const key = row?.variants[0]?.key ?? "";
      expect((await fetch(`${base}/media/${key}`, { headers: { "If-None-Match": `"${key}"` } })).status).toBe(304);
      for (const probe of [
        `${row?.storageKey}/9999.webp`,
        `${row?.storageKey}/original.jpg`,
        "..%2F..%2Fetc%2Fpasswd",
        `${row?.storageKey}/..%2F..%2F${key}`,
        "../package.json",
      ]) {
        const res = await fetch(`${base}/media/${probe}`);
        expect(res.status, probe).toBe(404);
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
        await res.arrayBuffer();
      }
    } finally {
      await new Promise((r) => server.close(r));
    }
  }, 60_000);
});

describe("gallery screen actions", () => {
  it("lists every image with a category filter", async () => {
    const request = new Request("http://localhost/admin/gallery?category=Staff");
    const data = await galleryLoader(routeArgs(request, context(), "/admin/gallery") as Parameters<typeof galleryLoader>[0]);
    expect(data.category).toBe("Staff");
    expect(data.tiles.length).toBeGreaterThan(0);
    expect(data.tiles.every((t) => t.category === "Staff")).toBe(true);
    const all = await galleryLoader(
      routeArgs(new Request("http://localhost/admin/gallery?category=Nope"), context(), "/admin/gallery") as Parameters<
        typeof galleryLoader
      >[0],
    );
    expect(all.category).toBeNull();
    expect(all.tiles.length).toBeGreaterThan(data.tiles.length);
  });

  it("edits an image; active needs alt text (server-enforced)", async () => {
    const [image] = await database.db.select().from(galleryImages).where(eq(galleryImages.category, "Staff")).limit(1);
    const id = String(image?.id);
    const refused = await galleryPost(
      { intent: "save", id, title: "Team photo", category: "Staff", alt: "", therapySlug: "", isActive: "on" },
      "?edit=1",
    );
    expect(refused).toMatchObject({
      init: { status: 400 },
      data: {
        id: Number(id),
        errors: { alt: "Add alt text before making the image active: it describes the image to people who cannot see it." },
        values: { title: "Team photo", isActive: true },
      },
    });
    const saved = await galleryPost(
      {
        intent: "save",
        id,
        title: "Team photo",
        category: "Staff",
        alt: "Four staff members",
        therapySlug: "cryotherapy",
        isActive: "on",
      },
      "?category=Staff&edit=1",
    );
    expect(saved).toBeInstanceOf(Response);
    expect((saved as Response).headers.get("Location")).toBe("/admin/gallery?category=Staff");
    const [after] = await database.db
      .select()
      .from(galleryImages)
      .where(eq(galleryImages.id, Number(id)));
    expect(after).toMatchObject({ title: "Team photo", alt: "Four staff members", therapySlug: "cryotherapy", isActive: true });
    expect(await lastAudit()).toMatchObject({
      action: "update",
      entity: "gallery_image",
      entityId: id,
      summary: 'updated image "Team photo"',
    });
  });

  it("adds by URL: says which of url and title is missing, refuses other schemes and other sites", async () => {
    const base = { intent: "save", id: "new", category: "Facility", alt: "An illustration", therapySlug: "", isActive: "on" };
    expect(await galleryPost({ ...base, url: "", title: "" })).toMatchObject({
      init: { status: 400 },
      data: { errors: { url: "Enter the image's address (URL).", title: "Enter a title for the image." } },
    });
    const noTitle = await galleryPost({ ...base, url: "https://samudra-rehab.example/illustrations/gallery-staff.svg", title: "" });
    expect(noTitle).toMatchObject({
      data: {
        errors: { title: "Enter a title for the image." },
        extra: { url: "https://samudra-rehab.example/illustrations/gallery-staff.svg" },
      },
    });
    expect(Object.keys((noTitle as { data: { errors: object } }).data.errors)).toEqual(["title"]);
    for (const [url, message] of [
      ["javascript:alert(1)", /Only http:\/\/ and https:\/\//],
      ["data:image/png;base64,AAAA", /Only http:\/\/ and https:\/\//],
      ["https://images.example.com/photo.jpg", /Only images on this website/],
      ["not a url", /full address/],
      // This site's origin, but a path that reads as another host ("//evil.invalid/x.png").
      ["https://samudra-rehab.example//evil.invalid/x.png", /double slash or backslash/],
      ["http://localhost//evil.invalid/x.png", /double slash or backslash/],
    ] as const) {
      const result = await galleryPost({ ...base, url, title: "X" });
      expect(result).toMatchObject({ init: { status: 400 } });
      expect((result as unknown as { data: { errors: { url: string } } }).data.errors.url).toMatch(message);
    }
    const added = await galleryPost({
      ...base,
      url: "https://samudra-rehab.example/illustrations/gallery-staff.svg",
      title: "Our team (illustration)",
    });
    expect(added).toBeInstanceOf(Response);
    const [row] = await database.db.select().from(galleryImages).where(eq(galleryImages.title, "Our team (illustration)"));
    expect(row).toMatchObject({ url: "/illustrations/gallery-staff.svg", storageKey: null, isActive: true });
    expect(await lastAudit()).toMatchObject({ action: "create", summary: 'added image "Our team (illustration)" by URL' });
    // The request's own address counts as this site too.
    expect(await galleryPost({ ...base, url: "http://localhost/illustrations/gallery-equipment.svg", title: "Local" })).toBeInstanceOf(
      Response,
    );
  });

  it("adds a picture by address as a draft: stored hidden, its details waiting to be published", async () => {
    const drafted = await galleryPost({
      intent: "draft",
      id: "new",
      url: "https://samudra-rehab.example/illustrations/gallery-facility.svg",
      title: "Reception (draft)",
      category: "Facility",
      alt: "The reception desk",
      therapySlug: "",
      isActive: "on",
    });
    expect(drafted).toBeInstanceOf(Response);
    const [row] = await database.db.select().from(galleryImages).where(eq(galleryImages.title, "Reception (draft)"));
    expect(row).toMatchObject({ url: "/illustrations/gallery-facility.svg", isActive: false });
    expect(await pendingDraft(database.db, "gallery_image", row!.id)).toMatchObject({
      data: { is_active: true, title: "Reception (draft)" },
    });
  });

  it("deletes several images in one audited write and removes their files; without the confirmation it only asks", async () => {
    const bytes = new Uint8Array(await jpeg(600, 400).toBuffer());
    const json = (await (
      await upload([
        { name: "del-1.jpg", bytes },
        { name: "del-2.jpg", bytes },
      ])
    ).json()) as UploadJson;
    const ids = json.results?.map((r) => String(r.id)) ?? [];
    const rows = await database.db
      .select()
      .from(galleryImages)
      .where(inArray(galleryImages.id, ids.map(Number)));
    const files = rows.flatMap((r) => r.variants.map((x) => path.join(mediaDir, x.key)));
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((f) => existsSync(f))).toBe(true);

    const asked = await galleryPost({ intent: "delete", ids });
    expect(asked).toMatchObject({ data: { intent: "confirm-delete", ids: ids.map(Number) } });
    expect(
      (
        await database.db
          .select()
          .from(galleryImages)
          .where(inArray(galleryImages.id, ids.map(Number)))
      ).length,
    ).toBe(2);

    const auditBefore = (await lastAudit())?.id ?? 0;
    const done = await galleryPost({ intent: "delete", ids, confirmed: "1" }, "?category=Facility");
    expect((done as Response).headers.get("Location")).toBe("/admin/gallery?category=Facility");
    expect(decodeURIComponent((done as Response).headers.get("Set-Cookie") ?? "")).toContain("Deleted 2 images.");
    expect(
      (
        await database.db
          .select()
          .from(galleryImages)
          .where(inArray(galleryImages.id, ids.map(Number)))
      ).length,
    ).toBe(0);
    expect(files.some((f) => existsSync(f))).toBe(false);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "delete"), eq(auditLog.entity, "gallery_image")));
    const mine = audits.filter((a) => a.id > auditBefore);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.summary).toBe('deleted 2 gallery images ("Del 1", "Del 2")');
  }, 60_000);

  it("refuses a delete with nothing selected", async () => {
    const result = await galleryPost({ intent: "delete", confirmed: "1" });
    expect(decodeURIComponent((result as Response).headers.get("Set-Cookie") ?? "")).toContain("Select at least one image to delete.");
  });
});

describe("media library search (issue 44)", () => {
  const titlesOf = (tiles: { title: string }[]) => tiles.map((t) => t.title).sort();
  async function gallery(search: string) {
    const request = new Request(`http://localhost/admin/gallery${search}`);
    return galleryLoader(routeArgs(request, context(), "/admin/gallery") as Parameters<typeof galleryLoader>[0]);
  }
  async function picker(q: string, user: typeof admin | null = admin) {
    const request = new Request(`http://localhost/admin/media-library?q=${encodeURIComponent(q)}`);
    const args = routeArgs(request, context(user), "/admin/media-library") as Parameters<typeof mediaLibraryLoader>[0];
    const response = await settle(() => mediaLibraryLoader(args));
    if (!(response instanceof Response)) throw new Error("expected a Response");
    return response;
  }

  beforeAll(async () => {
    const base = { url: "/illustrations/x.svg", isActive: true };
    await database.db.insert(galleryImages).values([
      { ...base, title: "Zebrafish tank", category: "Facility", alt: "A quiet room" },
      { ...base, title: "Reception desk", category: "Facility", alt: "Zebra-striped rug by the door" },
      { ...base, title: "Cold chamber", category: "Equipment", alt: "Chamber at minus 110", therapySlug: "cryotherapy" },
      { ...base, title: "Spring offer 50% off", category: "Facility", alt: "Poster" },
      { ...base, title: "Zebra hidden draft", category: "Staff", alt: "", isActive: false },
    ]);
  });

  it("finds images by title or alt text, in any case, with the category filter applied on top", async () => {
    expect(titlesOf((await gallery("?q=zebra")).tiles)).toEqual(["Reception desk", "Zebra hidden draft", "Zebrafish tank"]);
    expect(titlesOf((await gallery("?q=ZEBRA&category=Facility")).tiles)).toEqual(["Reception desk", "Zebrafish tank"]);
    const page = await gallery("?q=%20%20zebra%20%20");
    expect(page.q).toBe("zebra");
  });

  it("finds images by their therapy's name, and takes % and _ literally", async () => {
    const cryo = titlesOf((await gallery("?q=cryotherapy")).tiles);
    expect(cryo).toContain("Cold chamber");
    expect(cryo).not.toContain("Reception desk");
    expect(titlesOf((await gallery("?q=50%25")).tiles)).toEqual(["Spring offer 50% off"]);
    expect((await gallery("?q=%25%25")).tiles).toEqual([]);
  });

  it("answers the editors' picker with active images only, each with the address a field stores", async () => {
    const response = await picker("zebra");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as { q: string; images: { title: string; src: string; thumbSrc: string; alt: string }[] };
    expect(body.images.map((i) => i.title).sort()).toEqual(["Reception desk", "Zebrafish tank"]);
    expect(body.images.every((i) => i.src === "/illustrations/x.svg" && i.thumbSrc === i.src)).toBe(true);
    const therapy = (await (await picker("cryotherapy")).json()) as { images: { title: string; therapyTitle: string | null }[] };
    expect(therapy.images.find((i) => i.title === "Cold chamber")?.therapyTitle).toBe("Cryotherapy");
    await expect(picker("zebra", null)).rejects.toMatchObject({ init: { status: 401 } });
  });

  it("hands an upload back with the site address of its rendition, for an editor to insert", async () => {
    const response = await upload([{ name: "doctor.jpg", bytes: await jpeg(1200, 900).toBuffer() }], { alt: "Dr. Rao smiling" });
    const body = (await response.json()) as { results: { ok: boolean; src: string; thumbSrc: string; alt: string }[] };
    const [first] = body.results;
    expect(first?.ok).toBe(true);
    expect(first?.src).toMatch(/^\/media\/.+\/960\.webp$/);
    expect(first?.thumbSrc).toMatch(/^\/media\/.+\.webp$/);
    expect(first?.alt).toBe("Dr. Rao smiling");
  });
});

describe("therapy page gallery", () => {
  it("gives uploads AVIF and WebP sources with a WebP fallback, and keeps images added by URL as plain images", async () => {
    const bytes = new Uint8Array(await jpeg(2000, 1500).toBuffer());
    const json = (await (
      await upload([{ name: "hydrogen.jpg", bytes }], { therapySlug: "hydrogen-inhalation", alt: "The hydrogen station" })
    ).json()) as UploadJson;
    const id = json.results?.[0]?.id;
    const request = new Request("http://localhost/therapy/hydrogen-inhalation");
    const data = await therapyLoader(
      routeArgs(request, context(null), "/therapy/:therapySlug", { therapySlug: "hydrogen-inhalation" }) as Parameters<
        typeof therapyLoader
      >[0],
    );
    const uploadedItem = data.gallery.find((g) => g.id === id);
    expect(uploadedItem).toMatchObject({ alt: "The hydrogen station", width: 2000, height: 1500 });
    expect(uploadedItem?.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(uploadedItem?.sources[0]?.srcSet).toMatch(
      /^\/media\/[0-9a-f]{24}\/480\.avif 480w, \/media\/[0-9a-f]{24}\/960\.avif 960w, \/media\/[0-9a-f]{24}\/1600\.avif 1600w$/,
    );
    expect(uploadedItem?.src).toMatch(/\/960\.webp$/);
    expect(uploadedItem?.thumbSrc).toMatch(/\/320\.webp$/);
    const illustration = data.gallery.find((g) => g.src.startsWith("/illustrations/"));
    expect(illustration?.sources).toEqual([]);
  }, 60_000);
});
