import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  buildSrcSet,
  fallbackVariant,
  type MediaVariant,
  pickCandidate,
  pictureData,
  thumbnailVariant,
  titleFromFileName,
  variantWidths,
} from "~/lib/media";
import { isServableKey } from "~/server/media/serve.server";
import { looksLikeSvg, sniffImageType } from "~/server/media/sniff.server";
import { contentTypeForKey, isSafeMediaKey, LocalDiskStorage, newMediaId } from "~/server/media/storage.server";

const v = (format: MediaVariant["format"], width: number): MediaVariant => ({
  format,
  width,
  height: Math.round(width * 0.75),
  key: `abc/${width}.${format}`,
  bytes: width * 10,
});
const uploaded = [v("avif", 1600), v("avif", 480), v("avif", 960), v("webp", 320), v("webp", 960), v("webp", 480), v("webp", 1600)];

describe("variantWidths", () => {
  it("encodes the targets below the original and the original width capped at the largest", () => {
    expect(variantWidths(4000, [480, 960, 1600])).toEqual([480, 960, 1600]);
    expect(variantWidths(1200, [480, 960, 1600])).toEqual([480, 960, 1200]);
    expect(variantWidths(960, [480, 960, 1600])).toEqual([480, 960]);
    expect(variantWidths(300, [320, 480, 960, 1600])).toEqual([300]);
  });
  it("never upscales and refuses nonsense", () => {
    for (const w of [1, 50, 479, 481, 2000]) expect(Math.max(...variantWidths(w, [480, 960, 1600]))).toBeLessThanOrEqual(w);
    expect(variantWidths(0, [480])).toEqual([]);
    expect(variantWidths(Number.NaN, [480])).toEqual([]);
  });
});

describe("srcset and <picture> data", () => {
  it("lists one format's renditions by width with w descriptors", () => {
    expect(buildSrcSet(uploaded, "avif")).toBe("/media/abc/480.avif 480w, /media/abc/960.avif 960w, /media/abc/1600.avif 1600w");
    expect(buildSrcSet(uploaded, "webp")).toBe(
      "/media/abc/320.webp 320w, /media/abc/480.webp 480w, /media/abc/960.webp 960w, /media/abc/1600.webp 1600w",
    );
    expect(buildSrcSet(uploaded, "jpeg")).toBe("");
  });
  it("offers AVIF before WebP, a WebP 960 fallback and the smallest WebP as thumbnail", () => {
    expect(pictureData(uploaded)).toEqual({
      sources: [
        { type: "image/avif", srcSet: buildSrcSet(uploaded, "avif") },
        { type: "image/webp", srcSet: buildSrcSet(uploaded, "webp") },
      ],
      src: "/media/abc/960.webp",
      thumbSrc: "/media/abc/320.webp",
    });
  });
  it("falls back sensibly for small originals and has nothing for images without renditions", () => {
    const small = [v("avif", 400), v("webp", 320), v("webp", 400)];
    expect(fallbackVariant(small)?.key).toBe("abc/400.webp");
    expect(thumbnailVariant(small)?.key).toBe("abc/320.webp");
    expect(pictureData(small)?.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(pictureData([])).toBeNull();
  });
});

describe("pickCandidate (what the browser downloads)", () => {
  it("takes the smallest width covering slot × DPR, else the largest", () => {
    expect(pickCandidate([480, 960, 1600], 400, 1)).toBe(480);
    expect(pickCandidate([480, 960, 1600], 400, 2)).toBe(960);
    expect(pickCandidate([480, 960, 1600], 832, 3)).toBe(1600);
    expect(pickCandidate([], 400, 1)).toBeNull();
  });
});

describe("titleFromFileName", () => {
  it("makes a readable default title", () => {
    expect(titleFromFileName("IMG_2041-final.JPG")).toBe("IMG 2041 final");
    expect(titleFromFileName("hyperbaric chamber.webp")).toBe("Hyperbaric chamber");
    expect(titleFromFileName("C:\\Users\\me\\gait.trainer.png")).toBe("Gait trainer");
    expect(titleFromFileName(".png")).toBe("Untitled image");
  });
});

async function realHeader(format: "jpeg" | "png" | "webp" | "avif") {
  const img = sharp({ create: { width: 16, height: 16, channels: 3, background: "#137277" } });
  return new Uint8Array(await img.toFormat(format).toBuffer());
}

describe("sniffImageType (magic bytes)", () => {
  it("recognises real JPEG, PNG, WebP and AVIF files", async () => {
    for (const format of ["jpeg", "png", "webp", "avif"] as const) {
      expect(sniffImageType(await realHeader(format))).toBe(format);
    }
  });
  it("ignores names and claims: text, HTML, SVG, GIF, HEIC, MP4 and truncated headers are not images we accept", () => {
    const bytes = (s: string) => new TextEncoder().encode(s);
    const ftyp = (major: string, ...compatible: string[]) => {
      const brands = [major, "\0\0\0\0", ...compatible].join("");
      const size = 8 + brands.length;
      return new Uint8Array([0, 0, 0, size, ...bytes("ftyp"), ...bytes(brands)]);
    };
    expect(sniffImageType(bytes("just some text, renamed to photo.jpg"))).toBeNull();
    expect(sniffImageType(bytes("<!doctype html><script>alert(1)</script>"))).toBeNull();
    expect(sniffImageType(bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(bytes("GIF89a\x01\x00\x01\x00"))).toBeNull();
    expect(sniffImageType(ftyp("heic", "mif1", "heic"))).toBeNull();
    expect(sniffImageType(ftyp("isom", "mp41"))).toBeNull();
    expect(sniffImageType(ftyp("mif1", "avif", "miaf"))).toBe("avif");
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffImageType(bytes("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
  });
  it("spots SVG for its own message", () => {
    expect(looksLikeSvg(new TextEncoder().encode('<?xml version="1.0"?>\n<svg viewBox="0 0 1 1">'))).toBe(true);
    expect(looksLikeSvg(new TextEncoder().encode("hello"))).toBe(false);
  });
});

describe("media keys", () => {
  it("accepts only plain server-made keys", () => {
    const id = newMediaId();
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(newMediaId()).not.toBe(id);
    for (const key of [`${id}/960.webp`, `${id}/480.avif`, "a/b-c/d_e.png", "x.jpg"]) expect(isSafeMediaKey(key), key).toBe(true);
    for (const key of [
      "../etc/passwd.png",
      `${id}/../../x.webp`,
      `/${id}/960.webp`,
      `${id}//960.webp`,
      `${id}\\960.webp`,
      `${id}/960.webp\0.png`,
      `${id}/%2e%2e/960.webp`,
      `${id}/960.WEBP`,
      `${id}/960.svg`,
      `${id}/960.html`,
      `${id}/.webp`,
      "",
      `${"a".repeat(200)}.png`,
    ]) {
      expect(isSafeMediaKey(key), key).toBe(false);
    }
    expect(contentTypeForKey(`${id}/960.avif`)).toBe("image/avif");
    expect(contentTypeForKey("../x.avif")).toBeNull();
  });
  it("serves renditions only, never originals or other files", () => {
    const id = newMediaId();
    expect(isServableKey(`${id}/960.webp`)).toBe(true);
    expect(isServableKey(`${id}/1600.avif`)).toBe(true);
    for (const key of [`${id}/original.jpg`, `${id}/960.png`, `${id}/960.jpeg`, "abc/960.webp", `${id}/960.webp/`, `${id}/../x/960.webp`]) {
      expect(isServableKey(key), key).toBe(false);
    }
  });
  it("local disk storage refuses traversal and keeps files inside its folder", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "samudra-unit-media-"));
    const outside = path.join(path.dirname(root), "outside.png");
    writeFileSync(outside, "secret");
    const storage = new LocalDiskStorage(root);
    await expect(storage.put("../outside.png", new Uint8Array([1]), "image/png")).rejects.toThrow(/Refused media key/);
    await expect(storage.delete("../outside.png")).rejects.toThrow(/Refused media key/);
    expect(await storage.get("../outside.png")).toBeNull();
    await expect(storage.put("a/1.webp", new Uint8Array([1]), "text/html")).rejects.toThrow(/does not match/);

    await storage.put("a/1.webp", new Uint8Array([1, 2, 3]), "image/webp");
    const got = await storage.get("a/1.webp");
    expect(got?.contentType).toBe("image/webp");
    expect(got?.size).toBe(3);
    got?.body.destroy();
    expect(await storage.get("a/2.webp")).toBeNull();
    await storage.delete("a/1.webp");
    await storage.delete("a/1.webp"); // deleting twice is fine, as on S3
    expect(readdirSync(root)).toEqual([]);
    expect(await storage.writable()).toBe(true);
  });
});
