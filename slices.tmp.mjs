import { chromium } from "playwright-core";
const [url, prefix, width = "390", count = "6"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 844 }, reducedMotion: "reduce", javaScriptEnabled: process.env.NOJS ? false : true });
page.on("console", (m) => { if (m.type() === "error") console.log("console error:", m.text()); });
page.on("pageerror", (e) => console.log("page error:", e.message));
const origin = new URL(url).origin;
await page.goto(origin + "/admin-login");
await page.fill("#username", process.env.AS ?? "admin");
await page.fill("#password", process.env.PW ?? "demo@2025");
await Promise.all([page.waitForURL(/\/admin$/), page.click("button[type=submit]")]);
await page.goto(url, { waitUntil: "networkidle" });
if (process.env.ACT) await eval(`(async () => { ${process.env.ACT} })()`);
const height = await page.evaluate(() => document.documentElement.scrollHeight);
console.log("height", height, "status-url", page.url());
const n = Number(count);
for (let i = 0; i < n; i++) {
  const y = Math.round((height - 844) * i / Math.max(1, n - 1));
  await page.evaluate((y) => window.scrollTo(0, y), y);
  await page.waitForTimeout(150);
  await page.screenshot({ path: `${prefix}-${i}.png` });
}
await browser.close();
