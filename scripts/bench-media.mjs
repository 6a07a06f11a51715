// Bytes a visitor downloads for an uploaded 4000 px photo shown in a 400 CSS px slot, versus
// the original: runs the real upload pipeline, then lets Chromium choose from the real
// <picture> markup at DPR 1 and 2 and records what it fetched.
//   node_modules/.bin/node scripts/bench-media.mjs
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { pickCandidate, pictureData } from "../app/lib/media.ts";
import { processImage } from "../app/server/media/images.server.ts";
import { LocalDiskStorage } from "../app/server/media/storage.server.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./audit/chromium.ts";

const SLOT = 400;

/**
 * Photo-like content: large soft shapes, mid-scale texture (survives downscaling, like real
 * detail) and fine sensor grain, saved as a phone camera would (JPEG q90, 4000×3000).
 */
async function makePhoto() {
  const mid = await sharp({
    create: { width: 800, height: 600, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 45 } },
  })
    .resize(4000, 3000, { kernel: "cubic" })
    .png()
    .toBuffer();
  const coarse = await sharp({
    create: { width: 40, height: 30, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 70 } },
  })
    .resize(4000, 3000, { kernel: "cubic" })
    .png()
    .toBuffer();
  const grain = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 22 } },
  })
    .blur(0.6)
    .png()
    .toBuffer();
  return sharp(coarse)
    .composite([
      { input: mid, blend: "overlay" },
      { input: grain, blend: "soft-light" },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const started = Date.now();
const photo = await makePhoto();
const dir = mkdtempSync(path.join(tmpdir(), "samudra-bench-media-"));
const storage = new LocalDiskStorage(dir);
const t0 = Date.now();
const image = await processImage(storage, new Uint8Array(photo), "bench photo");
const encodeMs = Date.now() - t0;
const picture = pictureData(image.variants);
if (!picture) throw new Error("no renditions");

const html = `<!doctype html><meta charset="utf-8"><body style="margin:0">
<picture>${picture.sources.map((s) => `<source type="${s.type}" srcset="${s.srcSet}" sizes="${SLOT}px">`).join("")}
<img src="${picture.src}" width="${image.width}" height="${image.height}" alt="" style="width:${SLOT}px;height:auto"></picture>`;

const server = createServer(async (req, res) => {
  if (req.url === "/") return res.writeHead(200, { "Content-Type": "text/html" }).end(html);
  const object = await storage.get(decodeURIComponent((req.url ?? "").replace(/^\/media\//, "")));
  if (!object) return res.writeHead(404).end();
  res.writeHead(200, { "Content-Type": object.contentType, "Content-Length": object.size });
  object.body.pipe(res);
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
const rows = [];
try {
  for (const dpr of [1, 2]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: dpr });
    const page = await context.newPage();
    const fetched = [];
    page.on("response", async (r) => {
      if (r.url().includes("/media/")) fetched.push({ url: new URL(r.url()).pathname, bytes: (await r.body()).length });
    });
    await page.goto(base, { waitUntil: "networkidle" });
    const variant = image.variants.find((v) => fetched[0] && fetched[0].url.endsWith(v.key));
    const expected = pickCandidate(
      image.variants.filter((v) => v.format === "avif").map((v) => v.width),
      SLOT,
      dpr,
    );
    rows.push({
      slot: `${SLOT} CSS px`,
      dpr,
      requests: fetched.length,
      picked: variant ? `${variant.format} ${variant.width}×${variant.height}` : fetched.map((f) => f.url).join(" "),
      "bytes served": fetched.reduce((n, f) => n + f.bytes, 0),
      "vs original": `${((100 * fetched.reduce((n, f) => n + f.bytes, 0)) / photo.length).toFixed(2)} %`,
      "expected width": expected,
    });
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
  rmSync(dir, { recursive: true, force: true });
}

console.log(
  `original: ${image.width}×${image.height} JPEG, ${photo.length} bytes (${(photo.length / 1024 / 1024).toFixed(2)} MB), never served`,
);
console.log(`encoded in ${encodeMs} ms: ${image.variants.map((v) => `${v.format} ${v.width}w ${v.bytes} B`).join(", ")}`);
console.table(rows);
console.log(`total ${Date.now() - started} ms`);
