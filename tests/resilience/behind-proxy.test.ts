// Issue 43 items 1 and 6 (docs/decisions/066): the production server behind a real Caddy
// (`tls internal`) and a real nginx (its usual proxy_set_header lines, a certificate made by
// openssl), both on loopback and both from the files a deployer copies (deploy/), with no
// proxy setting on the server at all: every public form, staff sign-in, the inquiry limit per
// visitor (each visitor connects from its own 127.x address), HSTS, the Secure cookie, links
// at the public address, the dashboard's word on the proxy and a misconfiguration said once.
// Then no log line (the server's, Caddy's, nginx's access and error logs, also while the server
// is down) holds a phone number that was typed into a form, searched in the inbox or mailed as a
// lead's link.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { startTestSmtp, type TestSmtp } from "../support/smtp.ts";
import { browserHeaders, printTable, PUBLIC_FORMS, type RunningApp, startApp } from "./support/app.ts";
import {
  type Answer,
  CADDY,
  NGINX,
  plainRequest,
  portFreeOn,
  type Proxy,
  publicOrigin,
  SITE_NAME,
  startCaddy,
  startNginx,
  validateCaddyfile,
  visit,
} from "./support/proxies.ts";

const ADMIN = "meera";
const PASSWORD = "Correct horse battery staple 42";
const LIMIT = 2;
// Every phone number typed, searched or mailed below holds these digits; no log line may.
const MARK = "98480";
const phoneOf = (n: number) => `+91 ${MARK} ${10_000 + n}`;
const CADDY_ADDRESS = "127.0.1.1";
const NGINX_ADDRESS = "127.0.2.1";

let dir = "";
let app: RunningApp | null = null;
let smtp: TestSmtp | null = null;
let caddy: Proxy | null = null;
let nginx: Proxy | null = null;
let siteUrl = "";
let nextVisitor = 2;
/** A visitor of their own: the next loopback address. */
const visitor = () => `127.0.0.${nextVisitor++}`;
const results: Record<string, Record<string, string>> = {};
const note = (proxy: Proxy, what: string, value: string) => ((results[what] ??= {})[proxy.name] = value);

function formBody(formIndex: number, n: number): string {
  const form = PUBLIC_FORMS[formIndex]!;
  const fields: Record<string, string> = { ...form.fields(`Proxy Visitor ${n}`), website: "" };
  // The international form's one contact field takes a phone number or an address.
  fields["phone" in fields ? "phone" : "contact"] = phoneOf(n);
  return new URLSearchParams(fields).toString();
}

/** An inquiry posted as Chromium posts it, plain HTML (the confirmation page) or from the island (JSON). */
async function postInquiry(proxy: Proxy, from: string, formIndex: number, n: number, viaJs: boolean): Promise<Answer> {
  const form = PUBLIC_FORMS[formIndex]!;
  return visit(proxy, from, "POST", viaJs ? form.dataAction : form.action, {
    headers: browserHeaders(publicOrigin(proxy.port), form.page, viaJs),
    body: formBody(formIndex, n),
  });
}

const stored = (answer: Answer, viaJs: boolean) =>
  viaJs ? answer.status === 200 && answer.body.includes('"sent"') : answer.status === 200 && /SAM-[0-9A-HJKMNP-TV-Z]{6}/.test(answer.body);

async function signIn(proxy: Proxy, from: string): Promise<{ answer: Answer; cookie: string }> {
  const answer = await visit(proxy, from, "POST", "/admin-login", {
    headers: browserHeaders(publicOrigin(proxy.port), "/admin-login", false),
    body: new URLSearchParams({ username: ADMIN, password: PASSWORD, redirectTo: "" }).toString(),
  });
  const session = (answer.headers["set-cookie"] ?? []).find((c) => c.startsWith("admin_user="));
  assert.ok(session, `${proxy.name}: sign-in answered ${answer.status} with no session cookie: ${answer.body.slice(0, 300)}`);
  return { answer, cookie: session.split(";")[0]! };
}

describe("behind Caddy and nginx on this machine, with no proxy setting", { timeout: 300_000 }, () => {
  before(async () => {
    for (const [tool, file, pkg] of [
      ["Caddy", CADDY, "caddy"],
      ["nginx", NGINX, "nginx"],
    ] as const) {
      assert.ok(existsSync(file), `${tool} not found at ${file}: apt-get install ${pkg} (.ci/run does)`);
    }
    dir = mkdtempSync(path.join(tmpdir(), "samudra-proxy-"));
    // The deployer's Caddyfile as it is, before the test's own names go in.
    const validated = validateCaddyfile("deploy/caddy/Caddyfile", dir);
    assert.equal(validated.status, 0, validated.output);
    assert.doesNotMatch(validated.output, /not formatted/, "deploy/caddy/Caddyfile as `caddy fmt` writes it");
    const port = await portFreeOn([CADDY_ADDRESS, NGINX_ADDRESS]);
    siteUrl = publicOrigin(port);
    smtp = await startTestSmtp();
    const dataDir = path.join(dir, "data");
    const env = {
      NODE_ENV: "production",
      SITE_URL: siteUrl,
      DEMO_MODE: "false",
      // A real installation: full password hashing (refused otherwise with an https SITE_URL).
      INSECURE_FAST_PASSWORD_HASHING: "",
      LOG_LEVEL: "info",
      INQUIRY_RATE_LIMIT: String(LIMIT),
      SMTP_URL: smtp.url,
      MAIL_FROM: "Samudra Website <website@samudra-rehab.example>",
    };
    execFileSync(process.execPath, ["scripts/user-create.mjs", "--username", ADMIN, "--role", "admin"], {
      input: `${PASSWORD}\n`,
      env: { ...process.env, ...env, DATA_DIR: dataDir, DATABASE_URL: "" },
      stdio: ["pipe", "ignore", "pipe"],
    });
    app = await startApp({ dataDir, env });
    const upstreamPort = Number(new URL(app.url).port);
    caddy = await startCaddy({ dir, address: CADDY_ADDRESS, port, upstreamPort });
    nginx = await startNginx({ dir, address: NGINX_ADDRESS, port, upstreamPort });
  });

  after(async () => {
    await caddy?.stop();
    await nginx?.stop();
    await app?.stop();
    await smtp?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
    const rows = Object.entries(results).map(([what, by]) => ({ what, caddy: by.caddy ?? "", nginx: by.nginx ?? "" }));
    printTable("Behind a reverse proxy on loopback, TRUST_PROXY unset", rows);
  });

  for (const name of ["caddy", "nginx"] as const) {
    const proxyOf = () => (name === "caddy" ? caddy : nginx)!;

    it(`${name}: serves pages over https with HSTS, cached ones too, links at SITE_URL, and redirects http`, async () => {
      const proxy = proxyOf();
      const from = visitor();
      const first = await visit(proxy, from, "GET", "/");
      const again = await visit(proxy, from, "GET", "/");
      const staff = await visit(proxy, from, "GET", "/admin-login");
      for (const [label, answer] of [
        ["home page", first],
        ["home page from the cache", again],
        ["sign-in page", staff],
      ] as const) {
        assert.equal(answer.status, 200, `${label}: ${answer.status}`);
        assert.match(String(answer.headers["strict-transport-security"]), /max-age=\d+/, `${label} has HSTS`);
      }
      assert.equal(again.headers["x-page-cache"], "hit");
      note(proxy, "home page over https", String(first.status));
      note(proxy, "Strict-Transport-Security (page, cached page, sign-in page)", "present on all three");
      assert.ok(first.body.includes(`<link rel="canonical" href="${siteUrl}/"`), "canonical link at SITE_URL");
      const redirected = await plainRequest(proxy.address, proxy.httpPort, "/contact", { Host: SITE_NAME });
      assert.ok([301, 308].includes(redirected.status), `http answered ${redirected.status}`);
      assert.match(String(redirected.headers.location), new RegExp(`^https://${SITE_NAME.replace(".", "\\.")}(:\\d+)?/contact$`));
      note(proxy, "plain http", `${redirected.status} to https`);
    });

    it(`${name}: stores every public form's inquiry, with and without JavaScript, each from its own visitor`, async () => {
      const proxy = proxyOf();
      const answers: string[] = [];
      for (let f = 0; f < PUBLIC_FORMS.length; f++) {
        for (const viaJs of [false, true]) {
          const n = nextVisitor;
          const answer = await postInquiry(proxy, visitor(), f, n, viaJs);
          answers.push(String(answer.status));
          assert.ok(
            stored(answer, viaJs),
            `${PUBLIC_FORMS[f]!.dataAction} (${viaJs ? "JS" : "no JS"}): ${answer.status} ${answer.body.slice(0, 200)}`,
          );
        }
      }
      note(proxy, `inquiries, ${PUBLIC_FORMS.length} forms x with/without JS, 8 visitors`, answers.join(" "));
    });

    it(`${name}: holds each visitor to their own inquiry limit`, async () => {
      const proxy = proxyOf();
      const first = visitor();
      const second = visitor();
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT; i++) statuses.push((await postInquiry(proxy, first, 1, 200 + i, true)).status);
      statuses.push((await postInquiry(proxy, second, 1, 300, true)).status);
      assert.deepEqual(statuses, [...Array<number>(LIMIT).fill(200), 429, 200], "the limit is the first visitor's, not the second's");
      note(proxy, `inquiry limit ${LIMIT}: visitor A x${LIMIT + 1}, then visitor B`, statuses.join(" "));
    });

    it(`${name}: signs staff in with a Secure cookie; the inbox searches for a phone number`, async () => {
      const proxy = proxyOf();
      const { answer, cookie } = await signIn(proxy, visitor());
      assert.ok([302, 303].includes(answer.status), `sign-in: ${answer.status}`);
      for (const set of answer.headers["set-cookie"] ?? []) assert.match(set, /; Secure(;|$)/, `Secure: ${set.split("=")[0]}`);
      note(proxy, "staff sign-in", String(answer.status));
      note(proxy, "cookies set at sign-in", "HttpOnly; SameSite=Lax; Secure");
      const search = `/admin/inquiries?${new URLSearchParams({ q: phoneOf(2) }).toString()}`;
      const inbox = await visit(proxy, visitor(), "GET", search, { headers: { Cookie: cookie } });
      assert.equal(inbox.status, 200);
      assert.ok(inbox.body.includes(phoneOf(2)), "the search finds the inquiry");
      const signedOut = await visit(proxy, visitor(), "GET", search);
      assert.equal(signedOut.status, 302);
      const login = await visit(proxy, visitor(), "GET", String(signedOut.headers.location));
      assert.equal(login.status, 200);
    });
  }

  it("mails each lead with a link to the inbox at SITE_URL, which opens through the proxy", async () => {
    const mails = await smtp!.waitForMails(1, 60_000);
    const text = String(mails[0]!.parsed.text ?? "");
    const link = new RegExp(`${siteUrl.replace(/[.:/]/g, "\\$&")}/admin/inquiries\\?q=[^\\s)]+`).exec(text)?.[0];
    assert.ok(link, `a link at ${siteUrl} in the mail:\n${text}`);
    assert.ok(decodeURIComponent(link.replace(/\+/g, " ")).includes(MARK), "the link searches for the lead's phone number");
    const target = link.slice(siteUrl.length);
    const { cookie } = await signIn(caddy!, visitor());
    assert.equal((await visit(caddy!, visitor(), "GET", target, { headers: { Cookie: cookie } })).status, 200);
    const signedOut = await visit(nginx!, visitor(), "GET", target);
    assert.equal(signedOut.status, 302);
    assert.equal((await visit(nginx!, visitor(), "GET", String(signedOut.headers.location))).status, 200);
  });

  it("shows the proxy on the dashboard; says once, and there, when an https site is answered as plain http", async () => {
    const { cookie } = await signIn(caddy!, visitor());
    const status = async () => {
      const page = await visit(caddy!, visitor(), "GET", "/admin", { headers: { Cookie: cookie } });
      assert.equal(page.status, 200);
      return /data-status="Reverse proxy">([^<]*)</.exec(page.body)?.[1] ?? "(no Reverse proxy line)";
    };
    assert.match(
      await status(),
      /^Behind a reverse proxy at 127\.0\.0\.1, over HTTPS; visitors&#x27; own addresses are used \(TRUST_PROXY=loopback\)$/,
    );
    // What nginx sends without `proxy_set_header X-Forwarded-Proto $scheme;`, straight to the server.
    const port = Number(new URL(app!.url).port);
    const headers = { Host: new URL(siteUrl).host, "X-Forwarded-For": "203.0.113.7" };
    for (let i = 0; i < 3; i++) {
      const answer = await plainRequest("127.0.0.1", port, "/about", headers);
      assert.equal(answer.status, 200);
      assert.equal(answer.headers["strict-transport-security"], undefined, "no HSTS for what looks like plain http");
    }
    const said = app!.output
      .join("")
      .split("\n")
      .filter((line) => line.includes("no X-Forwarded-Proto"));
    assert.equal(said.length, 1, `said once:\n${said.join("\n")}`);
    assert.match(said[0]!, /proxy_set_header X-Forwarded-Proto \$scheme;/);
    assert.match(
      await status(),
      /^Requests for clinic\.localhost:\d+ come from the proxy at 127\.0\.0\.1 as plain http with no X-Forwarded-Proto/,
    );
  });

  it("writes no phone number into any log line: the server's, Caddy's or nginx's logs", async () => {
    // A lead mail's link opened as plain http (typed, or an old mail): the proxy only redirects it.
    const search = `/admin/inquiries?${new URLSearchParams({ q: phoneOf(3) }).toString()}`;
    for (const proxy of [caddy!, nginx!]) {
      const redirected = await plainRequest(proxy.address, proxy.httpPort, search, { Host: SITE_NAME });
      assert.ok([301, 308].includes(redirected.status), `${proxy.name}: http answered ${redirected.status}`);
    }
    // While the server is down (a restart, an upgrade), each proxy logs every request as an error.
    await app!.stop();
    for (const proxy of [caddy!, nginx!]) {
      assert.equal((await visit(proxy, visitor(), "GET", search)).status, 502, `${proxy.name} with the server stopped`);
    }
    await caddy!.stop();
    await nginx!.stop();
    const serverLines = app!.output.join("").split("\n");
    const accessLines = readFileSync(nginx!.accessLog!, "utf8").split("\n");
    const mainAccessLog = nginx!.mainAccessLog!;
    const logs = {
      server: serverLines,
      caddy: caddy!.output.join("").split("\n"),
      "nginx access log": accessLines,
      "nginx main access log": existsSync(mainAccessLog) ? readFileSync(mainAccessLog, "utf8").split("\n") : [],
      "nginx error logs": nginx!.errorLogs.flatMap((file) => (existsSync(file) ? readFileSync(file, "utf8").split("\n") : [])),
      nginx: nginx!.output.join("").split("\n"),
    };
    const leaks = Object.fromEntries(Object.entries(logs).map(([source, lines]) => [source, lines.filter((line) => line.includes(MARK))]));
    assert.deepEqual(
      leaks,
      { server: [], caddy: [], "nginx access log": [], "nginx main access log": [], "nginx error logs": [], nginx: [] },
      "log lines holding a phone number",
    );
    // The searches were logged, without what was searched for.
    const requestLines = serverLines.filter((line) => line.includes('"msg":"request"'));
    assert.ok(
      requestLines.some((line) => line.includes('"url":"/admin/inquiries?q=*"')),
      "the inbox search's request line",
    );
    assert.ok(
      requestLines.some((line) => line.includes('"url":"/admin-login?redirectTo=*"')),
      "the sign-in page's request line",
    );
    assert.ok(
      accessLines.some((line) => line.includes("GET /admin/inquiries HTTP")),
      "nginx logged the search, without its query",
    );
    assert.ok(
      accessLines.some((line) => line.includes('"GET /admin/inquiries HTTP/1.1" 301')),
      "nginx logged the plain-http link's redirect in the site's own access log, without its query",
    );
    results["log lines holding a typed, searched or mailed phone number"] = {
      caddy: "0 (server and Caddy)",
      nginx: "0 (server and access log)",
    };
  });
});
