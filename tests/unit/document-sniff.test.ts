// What a patient's file is, from its bytes (issue 48: "checked by content, not by name"), and
// the pixels an image declares (a decompression bomb is refused before it is stored).
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SNIFF_BYTES, SNIFF_MAX_BYTES, sniffDocument, type SniffVerdict } from "~/server/health-data/document-sniff.server";

const image = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#1a8a8f" } });

function box(type: string, ...children: Buffer[]): Buffer {
  const body = Buffer.concat(children);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, "latin1");
  return Buffer.concat([head, body]);
}
const u32 = (...values: number[]) => Buffer.concat(values.map((v) => Buffer.from([v >>> 24, (v >>> 16) & 255, (v >>> 8) & 255, v & 255])));
const fullBox = (type: string, ...children: Buffer[]) => box(type, u32(0), ...children);

/** An ISO-BMFF image: ftyp with these brands, then meta/iprp/ipco with one ispe per size. */
function isoImage(major: string, compatible: string[], sizes: Array<[number, number]>, mdatFirst = 0): Buffer {
  const ftyp = box("ftyp", Buffer.from(major, "latin1"), u32(0), Buffer.from(compatible.join(""), "latin1"));
  const ispes = sizes.map(([w, h]) => fullBox("ispe", u32(w, h)));
  const meta = fullBox("meta", fullBox("hdlr", Buffer.alloc(20)), box("iprp", box("ipco", ...ispes)));
  const mdat = box("mdat", Buffer.alloc(mdatFirst || 1000, 7));
  return mdatFirst ? Buffer.concat([ftyp, mdat, meta]) : Buffer.concat([ftyp, meta, mdat]);
}

function png(width: number, height: number): Buffer {
  const b = Buffer.alloc(64);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b);
  b.writeUInt32BE(13, 8);
  b.write("IHDR", 12, "latin1");
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
}

const kind = (v: SniffVerdict) => (v.kind === "accepted" ? v.type : v.kind === "refused" ? `refused:${v.reason}` : "more");

describe("sniffDocument", () => {
  it("knows a PDF by its header", () => {
    const pdf = Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n", "latin1");
    expect(sniffDocument(pdf, true)).toEqual({ kind: "accepted", type: "pdf", contentType: "application/pdf", dimensions: null });
  });

  it("knows JPEG, PNG and WebP (lossy, lossless, extended) with their sizes", async () => {
    expect(sniffDocument(await image(640, 480).jpeg().toBuffer(), true)).toMatchObject({
      type: "jpeg",
      contentType: "image/jpeg",
      dimensions: { width: 640, height: 480 },
    });
    expect(sniffDocument(await image(300, 200).png().toBuffer(), true)).toMatchObject({
      type: "png",
      dimensions: { width: 300, height: 200 },
    });
    expect(sniffDocument(await image(321, 123).webp().toBuffer(), true)).toMatchObject({
      type: "webp",
      dimensions: { width: 321, height: 123 },
    });
    expect(sniffDocument(await image(99, 77).webp({ lossless: true }).toBuffer(), true)).toMatchObject({
      type: "webp",
      dimensions: { width: 99, height: 77 },
    });
    const withAlpha = await sharp({ create: { width: 50, height: 40, channels: 4, background: { r: 1, g: 2, b: 3, alpha: 0.5 } } })
      .webp()
      .toBuffer();
    expect(withAlpha.subarray(12, 16).toString("latin1")).toBe("VP8X");
    expect(sniffDocument(withAlpha, true)).toMatchObject({ type: "webp", dimensions: { width: 50, height: 40 } });
  });

  it("knows HEIC by its brands and reads the largest declared size (a grid photo's whole)", () => {
    const heic = isoImage(
      "heic",
      ["mif1", "heic"],
      [
        [512, 512],
        [4032, 3024],
        [320, 240],
      ],
    );
    expect(sniffDocument(heic, true)).toEqual({
      kind: "accepted",
      type: "heic",
      contentType: "image/heic",
      dimensions: { width: 4032, height: 3024 },
    });
    expect(kind(sniffDocument(isoImage("mif1", ["heic"], [[100, 100]]), true))).toBe("heic");
  });

  it("refuses AVIF (it shares mif1 with HEIC) and a video", async () => {
    expect(kind(sniffDocument(await image(64, 64).avif().toBuffer(), true))).toBe("refused:type");
    expect(kind(sniffDocument(isoImage("avif", ["mif1", "miaf"], [[64, 64]]), true))).toBe("refused:type");
    expect(kind(sniffDocument(isoImage("isom", ["iso2", "avc1", "mp41"], []), true))).toBe("refused:type");
    // A file that claims HEIC and declares no size is not read as one.
    expect(kind(sniffDocument(isoImage("heic", ["mif1"], []), true))).toBe("refused:type");
  });

  it("refuses HTML, SVG, ZIP, an executable, plain text and a PDF not at the start", () => {
    const refused = [
      "<!doctype html><html><body><script>alert(1)</script></body></html>",
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      "PK\u0003\u0004\u0014\u0000\u0000\u0000\u0008\u0000 a zip archive's first entry........",
      "MZ\u0090\u0000\u0003\u0000\u0000\u0000\u0004\u0000\u0000\u0000\u00ff\u00ff this program cannot be run in DOS mode",
      "Just a letter, saved as report.pdf, with enough text to be sniffed.",
      "<html>%PDF-1.4 a polyglot that starts as HTML .................</html>",
    ];
    for (const text of refused) expect(kind(sniffDocument(Buffer.from(text, "latin1"), true)), text).toBe("refused:type");
  });

  it("refuses an image declaring more pixels than accepted, from its header alone", () => {
    const bomb = sniffDocument(png(20_000, 20_000), false);
    expect(bomb).toMatchObject({ kind: "refused", reason: "pixels" });
    expect(kind(sniffDocument(isoImage("heic", ["mif1"], [[16_384, 16_384]]), true))).toBe("refused:pixels");
    expect(kind(sniffDocument(png(10_000, 10_000), false))).toBe("png");
    expect(kind(sniffDocument(png(0, 100), true))).toBe("refused:type");
  });

  it("asks for more bytes while a JPEG's header runs on (large Exif or ICC segments first)", async () => {
    const jpeg = await image(800, 600).jpeg().toBuffer();
    // 200 KB of application segments between the start and the frame header.
    const app = Buffer.alloc(4 + 65_000);
    app.writeUInt16BE(0xffe2, 0);
    app.writeUInt16BE(65_002, 2);
    const padded = Buffer.concat([jpeg.subarray(0, 2), app, app, app, jpeg.subarray(2)]);
    expect(sniffDocument(padded.subarray(0, SNIFF_BYTES), false)).toEqual({ kind: "more" });
    expect(sniffDocument(padded, true)).toMatchObject({ type: "jpeg", dimensions: { width: 800, height: 600 } });
    // Past the most it reads, a header that never ends is refused.
    const endless = Buffer.concat([jpeg.subarray(0, 2), ...Array.from({ length: 17 }, () => app)]);
    expect(kind(sniffDocument(endless.subarray(0, SNIFF_MAX_BYTES), false))).toBe("refused:type");
    expect(kind(sniffDocument(endless.subarray(0, 1000), true))).toBe("refused:type");
  });

  it("waits for a HEIC's meta box when the first bytes end before it", () => {
    const heic = isoImage("heic", ["mif1"], [[1000, 800]], 100_000);
    expect(sniffDocument(heic.subarray(0, SNIFF_BYTES), false)).toEqual({ kind: "more" });
    expect(kind(sniffDocument(heic, true))).toBe("heic");
  });

  it("asks for more when too little has come to tell, and refuses a tiny whole file", () => {
    expect(sniffDocument(Buffer.from("%PD"), false)).toEqual({ kind: "more" });
    expect(kind(sniffDocument(Buffer.from("%PD"), true))).toBe("refused:type");
  });
});
