// Outsider and editor attacks against a running demo-mode server on loopback (issue 16 item 5):
//   NODE_ENV=production DEMO_MODE=true PORT=4100 HOST=127.0.0.1 DATA_DIR=/tmp/probe node server.ts
//   BASE=http://127.0.0.1:4100 node scripts/security/probe.mjs
// Prints one line per probe (PASS/FAIL, class, probe, what came back) and exits 1 on a FAIL.
// It signs in as the demo admin, creates an editor, sends an inquiry and uploads refused files:
// never point it at a server with real data.
import { deflateSync } from "node:zlib";
const B = process.env.BASE ?? "http://127.0.0.1:4100";
const ORIGIN = new URL(B).origin;
const rows = [];
const rec = (cls, probe, result, pass) => {
  rows.push({ cls, probe, result, pass });
  console.log(`${pass ? "PASS" : "FAIL"} | ${cls} | ${probe} | ${result}`);
};
const form = (o) => new URLSearchParams(o);
async function req(path, { method = "GET", headers = {}, body, cookie } = {}) {
  const h = { ...headers };
  if (cookie) h.cookie = cookie;
  if (body instanceof URLSearchParams) h["content-type"] = "application/x-www-form-urlencoded";
  return fetch(B + path, { method, headers: h, body, redirect: "manual" });
}
const cookieOf = (res, name) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith(`${name}=`)) ?? null;
async function login(username, password = "demo@2025", extra = {}) {
  const res = await req("/admin-login", { method: "POST", headers: { origin: ORIGIN, ...extra }, body: form({ username, password }) });
  return { res, cookie: cookieOf(res, "admin_user") };
}

// --- authentication and throttling
{
  const r = await req("/admin-login", {
    method: "POST",
    headers: { origin: ORIGIN },
    body: form({ username: "' OR 1=1 --", password: "' OR '1'='1" }),
  });
  rec("SQL injection", "login username/password ' OR 1=1 --", `HTTP ${r.status}`, r.status === 401);
  let last;
  for (let i = 0; i < 6; i++)
    last = await req("/admin-login", {
      method: "POST",
      headers: { origin: ORIGIN, "x-forwarded-for": `10.0.0.${i}` },
      body: form({ username: "editor", password: `wrong${i}` }),
    });
  rec(
    "Throttle bypass",
    "6 wrong passwords for editor, each with a new X-Forwarded-For",
    `6th: HTTP ${last.status}, Retry-After ${last.headers.get("retry-after")}`,
    last.status === 429,
  );
  const right = await login("editor");
  rec("Throttle bypass", "right password while throttled (same address)", `HTTP ${right.res.status}`, right.res.status === 429);
  const s1 = await login("admin");
  const s2 = await login("admin");
  rec(
    "Session fixation",
    "two sign-ins give different tokens; token is 43 chars, HttpOnly, SameSite",
    `${s1.cookie !== s2.cookie} ${s1.res.headers.getSetCookie()[0]?.split(";").slice(1).join(";")}`,
    s1.cookie !== s2.cookie && /HttpOnly/.test(s1.res.headers.getSetCookie()[0] ?? ""),
  );
  const forged = await req("/admin", { cookie: "admin_user=" + "A".repeat(43) });
  rec(
    "Authentication bypass",
    "forged session cookie on /admin",
    `HTTP ${forged.status} → ${forged.headers.get("location")}`,
    forged.status === 302 && forged.headers.get("location") === "/admin-login",
  );
  const pend = await req("/admin-login/two-step", { cookie: "admin_2fa=" + "B".repeat(43) });
  rec(
    "Second-factor bypass",
    "forged pending sign-in cookie on /admin-login/two-step",
    `HTTP ${pend.status} → ${pend.headers.get("location")}`,
    pend.status === 302 && pend.headers.get("location") === "/admin-login",
  );
  const code = await req("/admin-login/two-step", {
    method: "POST",
    headers: { origin: ORIGIN },
    body: form({ intent: "totp", code: "123456" }),
  });
  rec(
    "Second-factor bypass",
    "POST a code with no pending sign-in",
    `HTTP ${code.status} → ${code.headers.get("location")}, session cookie: ${cookieOf(code, "admin_user") ?? "none"}`,
    cookieOf(code, "admin_user") === null && (code.status === 401 || code.headers.get("location") === "/admin-login"),
  );
  globalThis.admin = s2.cookie;
}

// --- roles (editor) and CSRF
{
  // A fresh address: the editor's bucket above is throttled for this username, so sign in from a known device... use admin to make a second editor.
  const admin = globalThis.admin;
  const uname = `pt-ed-${Date.now().toString(36)}`;
  const made = await req("/admin/staff", {
    method: "POST",
    cookie: admin,
    headers: { origin: ORIGIN },
    body: form({ intent: "create", username: uname, role: "editor", password: "tide pool lantern 42" }),
  });
  const ed = await login(uname, "tide pool lantern 42");
  rec("Setup", `admin creates editor ${uname} and it signs in`, `create ${made.status}, login ${ed.res.status}`, ed.cookie !== null);
  const editor = ed.cookie;
  for (const [path, body] of [
    ["/admin/staff", form({ intent: "create", username: "evil-admin", role: "admin", password: "tide pool lantern 43" })],
    ["/admin/security", form({ intent: "policy", requireSecondFactor: "off" })],
    ["/admin/content/clinic-settings", form({ intent: "publish" })],
  ]) {
    const r = await req(path, { method: "POST", cookie: editor, headers: { origin: ORIGIN }, body });
    rec("Role escalation", `editor POST ${path}`, `HTTP ${r.status}`, r.status === 403);
  }
  const csv = await req("/admin/inquiries/export.csv", { cookie: editor });
  rec("Role escalation", "editor GET /admin/inquiries/export.csv", `HTTP ${csv.status}`, csv.status === 403);
  const staffPage = await req("/admin/staff", { cookie: editor });
  rec("Role escalation", "editor GET /admin/staff", `HTTP ${staffPage.status}`, staffPage.status === 403);
  const cs = await req("/admin/staff", {
    method: "POST",
    cookie: admin,
    headers: { origin: "http://evil.example" },
    body: form({ intent: "create", username: "csrf", role: "admin", password: "tide pool lantern 44" }),
  });
  rec("CSRF", "admin POST /admin/staff with Origin evil.example", `HTTP ${cs.status}`, cs.status === 403);
  const cs2 = await req("/admin/staff", {
    method: "POST",
    cookie: admin,
    body: form({ intent: "create", username: "csrf2", role: "admin", password: "tide pool lantern 45" }),
  });
  rec("CSRF", "admin POST /admin/staff with no Origin and no Sec-Fetch-Site", `HTTP ${cs2.status}`, cs2.status === 403);
  const cs3 = await req("/admin-login", {
    method: "POST",
    headers: { origin: "http://evil.example" },
    body: form({ username: "admin", password: "demo@2025" }),
  });
  rec("CSRF", "login CSRF from evil.example", `HTTP ${cs3.status}`, cs3.status === 403);
  const cs4 = await req("/admin-login/passkey/options", { method: "POST", headers: { origin: "http://evil.example" }, body: form({}) });
  rec("CSRF", "passkey sign-in options from evil.example", `HTTP ${cs4.status}`, cs4.status === 403);
  const cs5 = await req("/admin/logout", { method: "GET", cookie: admin });
  rec(
    "CSRF",
    "GET /admin/logout (state change by GET)",
    `HTTP ${cs5.status} → ${cs5.headers.get("location")}; session kept: ${(await req("/admin", { cookie: admin })).status === 200}`,
    cs5.status === 302,
  );
  globalThis.editor = editor;
}

// --- XSS
{
  const payload = `<script>alert(1)</script><img src=x onerror=alert(2)>`;
  const r = await req("/api/inquiries/home", {
    method: "POST",
    headers: { origin: ORIGIN, accept: "application/json", "user-agent": "pt" },
    body: form({
      name: `Asha ${payload}`,
      phone: "+91 90000 12345",
      service: "Cryotherapy",
      message: `=HYPERLINK("http://evil.example") ${payload}`,
      website: "",
    }),
  });
  rec("Setup", "visitor sends an inquiry with script in name and message", `HTTP ${r.status}`, r.status === 200 || r.status === 201);
  const inbox = await (await req("/admin/inquiries?q=Asha", { cookie: globalThis.admin })).text();
  rec(
    "Stored XSS",
    "inquiry name/message rendered in the staff inbox",
    inbox.includes("<script>alert(1)") || inbox.includes("<img src=x") ? "raw markup found" : "escaped (&lt;script&gt;)",
    !inbox.includes("<script>alert(1)") && !inbox.includes("<img src=x"),
  );
  const csv = await (await req("/admin/inquiries/export.csv", { cookie: globalThis.admin })).text();
  rec(
    "CSV injection",
    "message starting with =HYPERLINK in the CSV export",
    csv.includes(`"'=HYPERLINK`) || csv.includes(`'=HYPERLINK`) ? "prefixed with '" : "not guarded",
    csv.includes(`'=HYPERLINK`),
  );
  const refl = await (await req(`/admin-login?redirectTo=${encodeURIComponent(`"><script>alert(3)</script>`)}`)).text();
  rec(
    "Reflected XSS",
    "redirectTo with markup on /admin-login",
    refl.includes("<script>alert(3)") ? "reflected raw" : "escaped",
    !refl.includes("<script>alert(3)"),
  );
  const refl2 = await (await req(`/?utm_source=${encodeURIComponent("<script>alert(4)</script>")}`)).text();
  rec(
    "Reflected XSS",
    "utm_source with markup on /",
    refl2.includes("<script>alert(4)") ? "reflected raw" : "not reflected",
    !refl2.includes("<script>alert(4)"),
  );
  const refl3 = await (
    await req(`/admin/inquiries?q=${encodeURIComponent(`"><svg onload=alert(5)>`)}`, { cookie: globalThis.admin })
  ).text();
  rec(
    "Reflected XSS",
    "inbox search with markup",
    refl3.includes("<svg onload") ? "reflected raw" : "escaped",
    !refl3.includes("<svg onload"),
  );
  const sqli = await req(`/admin/inquiries?q=${encodeURIComponent("'; drop table inquiries; --")}`, { cookie: globalThis.admin });
  const still = await req("/admin/inquiries", { cookie: globalThis.admin });
  rec(
    "SQL injection",
    "inbox search '; drop table inquiries; --",
    `HTTP ${sqli.status}, inbox after: ${still.status}`,
    sqli.status === 200 && still.status === 200,
  );
  const sqli2 = await req(`/admin/inquiries?status=${encodeURIComponent("new' or '1'='1")}&page=${encodeURIComponent("1;select")}`, {
    cookie: globalThis.admin,
  });
  rec(
    "SQL injection",
    "inbox filters status=new' or '1'='1, page=1;select",
    `HTTP ${sqli2.status}`,
    sqli2.status === 200 || sqli2.status === 400,
  );
}

// --- path traversal
for (const p of [
  "/media/../../etc/passwd",
  "/media/%2e%2e/%2e%2e/etc/passwd",
  "/media/..%2f..%2fpackage.json",
  "/assets/..%2f..%2fpackage.json",
  "/assets/%2e%2e/%2e%2e/server.ts",
  "/..%2f..%2fetc/passwd",
  "/media/%00.jpg",
]) {
  const r = await req(p);
  const text = await r.text();
  rec(
    "Path traversal",
    p,
    `HTTP ${r.status}`,
    !text.includes("root:x:") && !text.includes('"name": "samudra"') && !text.includes("createServerApp") && r.status >= 400,
  );
}

// --- uploads
{
  async function upload(name, type, bytes) {
    const fd = new FormData();
    fd.set("title", "pt upload");
    fd.set("category", "Facility");
    fd.set("alt", "test");
    fd.append("files", new Blob([bytes], { type }), name);
    const r = await fetch(`${B}/admin/gallery/upload`, {
      method: "POST",
      headers: { cookie: globalThis.editor, origin: ORIGIN, accept: "application/json" },
      body: fd,
      redirect: "manual",
    });
    return { status: r.status, body: await r.text() };
  }
  const svg = await upload("x.svg", "image/svg+xml", Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>`));
  rec("Upload tricks", "SVG with onload", `HTTP ${svg.status} ${svg.body.slice(0, 120)}`, !/"ok":true/.test(svg.body));
  const html = await upload("photo.jpg", "image/jpeg", Buffer.from("<html><script>alert(1)</script></html>"));
  rec(
    "Upload tricks",
    "HTML named photo.jpg with image/jpeg type",
    `HTTP ${html.status} ${html.body.slice(0, 120)}`,
    !/"ok":true/.test(html.body),
  );
  const php = await upload("shell.php.png", "image/png", Buffer.from("<?php system($_GET['c']); ?>"));
  rec("Upload tricks", "PHP named shell.php.png", `HTTP ${php.status} ${php.body.slice(0, 120)}`, !/"ok":true/.test(php.body));
  // A PNG claiming 60000 x 60000 pixels with a tiny compressed body (decompression bomb).
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(60000, 0);
  ihdr.writeUInt32BE(60000, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  const row = Buffer.alloc(60001);
  const idat = deflateSync(Buffer.concat(Array.from({ length: 200 }, () => row)));
  const bomb = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", idat),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  const t0 = Date.now();
  const b = await upload("bomb.png", "image/png", bomb);
  const health = await req("/healthz");
  rec(
    "Upload tricks",
    `decompression bomb PNG 60000x60000 (${bomb.length} bytes)`,
    `HTTP ${b.status} in ${Date.now() - t0} ms ${b.body.slice(0, 100)}; /healthz ${health.status}`,
    !/"ok":true/.test(b.body) && health.status === 200,
  );
  globalThis.upload = upload;
}

// --- open redirects
for (const target of [
  "//evil.example",
  "/\\evil.example",
  "https://evil.example",
  "/.//evil.example",
  "/%2F%2Fevil.example",
  "javascript:alert(1)",
]) {
  const r = await req("/admin-login", {
    method: "POST",
    headers: { origin: ORIGIN },
    body: form({ username: "admin", password: "demo@2025", redirectTo: target }),
  });
  const loc = r.headers.get("location");
  rec(
    "Open redirect",
    `login redirectTo=${target}`,
    `HTTP ${r.status} → ${loc}`,
    loc !== null && loc.startsWith("/") && !loc.startsWith("//") && !loc.startsWith("/\\") && !/evil/.test(new URL(loc, B).host),
  );
}

// --- oversized bodies
{
  const huge = "x".repeat(3 * 1024 * 1024);
  const r = await req("/api/inquiries/home", {
    method: "POST",
    headers: { origin: ORIGIN, accept: "application/json" },
    body: form({ name: "a", phone: "1", service: "x", message: huge }),
  });
  rec("Oversized bodies", "3 MB inquiry form body", `HTTP ${r.status}`, r.status === 413 || r.status === 400);
  const r2 = await req("/admin-login", {
    method: "POST",
    headers: { origin: ORIGIN },
    body: form({ username: "a".repeat(100000), password: "b".repeat(100000) }),
  });
  rec("Oversized bodies", "login with 100 KB username and password", `HTTP ${r2.status}`, r2.status === 400 || r2.status === 413);
  const health = await req("/healthz");
  rec("Oversized bodies", "server alive afterwards", `HTTP ${health.status}`, health.status === 200);
}

// --- cache leaks of staff pages
{
  const a = await req("/admin/inquiries", { cookie: globalThis.admin });
  rec(
    "Cache leaks",
    "Cache-Control of /admin/inquiries",
    `${a.headers.get("cache-control")}; X-Page-Cache ${a.headers.get("x-page-cache")}`,
    /no-store/.test(a.headers.get("cache-control") ?? ""),
  );
  const c = await req("/admin/inquiries/export.csv", { cookie: globalThis.admin });
  rec(
    "Cache leaks",
    "Cache-Control of the CSV export",
    `${c.headers.get("cache-control")}`,
    /no-store/.test(c.headers.get("cache-control") ?? ""),
  );
  const anon = await req("/admin/inquiries");
  rec(
    "Cache leaks",
    "/admin/inquiries without a cookie after a signed-in view",
    `HTTP ${anon.status} → ${anon.headers.get("location")}`,
    anon.status === 302,
  );
  const pub1 = await req("/", { cookie: globalThis.admin });
  const pubText = await pub1.text();
  rec(
    "Cache leaks",
    "public / fetched with a staff cookie holds no staff name and sets no cookie",
    `X-Page-Cache ${pub1.headers.get("x-page-cache")}; Set-Cookie ${pub1.headers.getSetCookie().length}`,
    !pubText.includes("Welcome back") && pub1.headers.getSetCookie().length === 0,
  );
  const n1 = (await (await req("/about")).text()).match(/nonce="([^"]+)"/)?.[1] ?? "none";
  const n2 = (await (await req("/about")).text()).match(/nonce="([^"]+)"/)?.[1] ?? "none";
  rec("Cache leaks", "CSP nonce on two cached /about answers", `${n1} / ${n2}`, n1 === "none" || n1 !== n2);
  const host = await (await req("/about", { headers: { host: "evil.example" } })).text();
  rec(
    "Host header injection",
    "Host: evil.example on /about",
    host.includes("evil.example") ? "evil.example in the page" : "canonical from SITE_URL",
    !host.includes("evil.example"),
  );
  const sec = await req("/admin-login/two-step", { headers: { cookie: "admin_2fa=x" } });
  rec("Cache leaks", "Cache-Control of the two-step page", `${sec.headers.get("cache-control")}`, true);
}

// Last: the server answers 413 before reading the body and closes that connection.
{
  const big = await globalThis.upload("big.jpg", "image/jpeg", Buffer.alloc(11 * 1024 * 1024, 0xff));
  rec("Oversized bodies", "11 MB upload (limit 10 MB)", `HTTP ${big.status}`, big.status === 413 || !/"ok":true/.test(big.body));
}

const failed = rows.filter((r) => !r.pass);
console.log(`\n${rows.length - failed.length} passed, ${failed.length} failed`);
process.exitCode = failed.length > 0 ? 1 : 0;
