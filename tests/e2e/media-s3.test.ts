// The production server with MEDIA_STORAGE=s3 against s3rver on loopback: an image uploaded
// in the staff area lands in the bucket (not on disk) and the page shows it from /media on
// the site itself. A server whose S3 key is refused does not start, and says why.
import assert from "node:assert/strict";
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { startTestS3, type TestS3 } from "../support/s3.ts";
import { launchBrowser, openPage, waitUntil, waitUntilInteractive } from "./support/browser.ts";
import { type RunningServer, startServer, tempDataDir } from "./support/server.ts";

let s3: TestS3;
let browser: Browser;
before(async () => {
  s3 = await startTestS3();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await s3?.stop();
});

describe("media on S3-compatible storage (production server)", () => {
  it("stores an upload's renditions in the bucket and serves them from /media with year-long caching", async () => {
    const dataDir = tempDataDir("s3");
    const server: RunningServer = await startServer({ dataDir, env: s3.env });
    const t = await openPage(browser, { baseURL: server.url });
    try {
      await t.page.goto(`${server.url}/admin-login`);
      await waitUntilInteractive(t.page);
      await t.page.getByLabel("Username").fill("editor");
      await t.page.getByLabel("Password", { exact: true }).fill("demo@2025");
      await t.page.getByRole("button", { name: "Sign In" }).click();
      await t.page.waitForURL((u) => u.pathname.startsWith("/admin") && u.pathname !== "/admin-login");
      await t.page.goto(`${server.url}/admin/gallery`);
      await t.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

      const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#1a8a8f" } })
        .jpeg()
        .toBuffer();
      await t.page.locator("input[type=file]").setInputFiles([{ name: "s3-room.jpg", mimeType: "image/jpeg", buffer: photo }]);
      const item = t.page.getByRole("list", { name: "Images to upload" }).getByRole("listitem").first();
      await item.getByLabel("Category").selectOption("Facility");
      await item.getByLabel("Alt text").fill("The hydrotherapy room, stored in the bucket");
      await t.page.getByRole("button", { name: "Upload 1 image" }).click();
      await waitUntil(async () => (await item.locator("[data-upload-status]").innerText()) === "Uploaded", "upload done", 60_000);

      const tile = t.page.locator("li[data-image-id]").filter({ has: t.page.getByText("S3 room", { exact: true }) });
      await tile.waitFor();
      const img = tile.locator("img");
      await waitUntil(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), "thumbnail loads", 30_000);
      const src = (await img.getAttribute("src")) ?? "";
      const match = /^\/media\/([0-9a-f]{24})\/320\.webp$/.exec(src);
      assert.ok(match, `thumbnail served by the site itself: ${src}`);

      const id = match[1];
      assert.deepEqual(
        await s3.keys(`${id}/`),
        [
          `${id}/1200.avif`,
          `${id}/320.webp`,
          `${id}/480.avif`,
          `${id}/480.webp`,
          `${id}/960.avif`,
          `${id}/960.webp`,
          `${id}/1200.webp`,
        ].sort(),
      );
      const mediaDir = path.join(dataDir, "media");
      assert.deepEqual(existsSync(mediaDir) ? readdirSync(mediaDir) : [], [], "nothing on the server's disk");

      const response = await fetch(`${server.url}${src}`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get("content-type"), "image/webp");
      assert.equal(response.headers.get("cache-control"), "public, max-age=31536000, immutable");
      assert.equal(response.headers.get("x-content-type-options"), "nosniff");
      const bytes = Buffer.from(await response.arrayBuffer());
      assert.equal((await sharp(bytes).metadata()).width, 320);
      assert.equal((await fetch(`${server.url}/media/${"0".repeat(24)}/320.webp`)).status, 404);

      assert.deepEqual(t.errors, [], "no console or page errors");
      assert.deepEqual(t.thirdParty, [], "no third-party requests");
    } finally {
      await t.context.close();
      assert.equal(await server.stop(), 0, "clean exit on SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses to start when the bucket refuses the key, naming the variables to check", async () => {
    const dataDir = tempDataDir("s3-bad");
    try {
      await assert.rejects(startServer({ dataDir, env: { ...s3.env, S3_ACCESS_KEY_ID: "WRONGKEY" } }), (error: Error) => {
        assert.match(error.message, /server exited with 1 before it started/);
        assert.match(
          error.message,
          /Samudra could not start: S3 bucket "samudra-media" at http:\/\/127\.0\.0\.1:\d+: could not write a test object: the credentials were refused: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
        );
        return true;
      });
      assert.deepEqual(readdirSync(dataDir), [], "the database was never opened");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
