import assert from "node:assert/strict";
import { rmSync } from "node:fs";
import { after, describe, it } from "node:test";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { launchBrowser, openPage } from "./support/browser.ts";
import { type RunningServer, startServer, tempDataDir } from "./support/server.ts";

const dataDir = tempDataDir("restart");
after(() => rmSync(dataDir, { recursive: true, force: true }));

async function storedInquiries(): Promise<string[]> {
  // The server is stopped: the embedded database folder may be opened by one process only.
  const db = await PGlite.create({ dataDir: `${dataDir}/pglite`, extensions: { pg_trgm } });
  try {
    const result = await db.query<{ name: string; source: string }>("select name, source from inquiries order by id");
    return result.rows.map((r) => `${r.source}:${r.name}`);
  } finally {
    await db.close();
  }
}

describe("a restart keeps every inquiry", () => {
  it("stores JS and no-JS submissions, survives SIGTERM and a restart on the same folder", async () => {
    let server: RunningServer = await startServer({ dataDir, database: "pglite" });
    const browser = await launchBrowser();
    try {
      for (const javaScriptEnabled of [true, false]) {
        const t = await openPage(browser, { javaScriptEnabled, baseURL: server.url });
        await t.page.goto(server.url);
        if (javaScriptEnabled) await t.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        const form = t.page.locator("#contact form");
        await form.getByLabel("Your name").fill(javaScriptEnabled ? "With JS" : "Without JS");
        await form.getByLabel("Phone number").fill("+91 90000 22222");
        await form.getByLabel("Preferred service").selectOption("General Consultation");
        await form.getByRole("button", { name: "Send via WhatsApp" }).click();
        // Stored once the confirmation shows, with and without JavaScript (decision 070).
        await t.page.getByRole("heading", { name: "Thank you: we have your message" }).waitFor();
        await t.context.close();
      }
    } finally {
      await browser.close();
    }
    assert.equal(await server.stop(), 0, "clean exit on SIGTERM");
    assert.deepEqual(await storedInquiries(), ["home:With JS", "home:Without JS"]);

    server = await startServer({ dataDir, database: "pglite" });
    const health = await fetch(`${server.url}/healthz`);
    assert.deepEqual(await health.json(), { status: "ok", database: "pglite" });
    assert.equal(await server.stop(), 0);
    assert.deepEqual(await storedInquiries(), ["home:With JS", "home:Without JS"], "nothing lost or duplicated");
  });
});
