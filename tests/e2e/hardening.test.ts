// The outside security scan's findings (issue 19), each against the production server over
// real HTTP: what a scanner or an attacker sends, and the small 4xx it must get back.
import assert from "node:assert/strict";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { describe, it } from "node:test";
import { BASE_URL } from "./support/browser.ts";
import { startServer, tempDataDir } from "./support/server.ts";

const base = new URL(BASE_URL);
const ORIGIN = base.origin;

/** Sends bytes as they are (no client fixing the request line up) and reads the status line and body. */
function raw(text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(base.port), base.hostname, () => socket.end(text));
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("end", () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, body: answer.slice(answer.indexOf("\r\n\r\n") + 4) });
    });
    socket.on("error", reject);
  });
}

async function signIn(username: string, redirectTo?: string): Promise<Response> {
  return fetch(new URL("/admin-login", BASE_URL), {
    method: "POST",
    redirect: "manual",
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username, password: "demo@2025", ...(redirectTo ? { redirectTo } : {}) }),
  });
}

async function sessionCookie(username: string): Promise<string> {
  const response = await signIn(username);
  const cookie = /admin_user=[^;]+/.exec(response.headers.getSetCookie().join("; "))?.[0];
  assert.ok(cookie, `${username} signs in`);
  return cookie;
}

describe("open redirect after sign-in", () => {
  for (const target of ["/.//evil.example/phish", "/a/..//evil.example/x", "/admin/../\\evil.example"]) {
    it(`sends ${target} to the dashboard, on sign-in and when already signed in`, async () => {
      const posted = await signIn("editor", target);
      assert.equal(posted.status, 302);
      assert.equal(posted.headers.get("location"), "/admin");
      const cookie = /admin_user=[^;]+/.exec(posted.headers.getSetCookie().join("; "))?.[0] ?? "";
      const visited = await fetch(new URL(`/admin-login?redirectTo=${encodeURIComponent(target)}`, BASE_URL), {
        redirect: "manual",
        headers: { Cookie: cookie },
      });
      assert.equal(visited.status, 302);
      assert.equal(visited.headers.get("location"), "/admin");
    });
  }
});

describe("sign-in throttle under concurrent guesses", () => {
  it("checks at most 5 of 30 wrong passwords sent at once; the rest 429 with Retry-After", async () => {
    // A username of this test's own: the other tests' accounts stay usable.
    const username = `scan-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        fetch(new URL("/admin-login", BASE_URL), {
          method: "POST",
          redirect: "manual",
          headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ username, password: `wrong guess ${i}` }),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    assert.equal(statuses.filter((s) => s === 401).length, 5, statuses.join(","));
    assert.equal(statuses.filter((s) => s === 429).length, 25, statuses.join(","));
    for (const a of answers.filter((a) => a.status === 429)) assert.match(a.headers.get("retry-after") ?? "", /^[1-9]\d*$/);
  });
});

describe("form bodies", () => {
  it("refuses a 20 MB form at once with 413 and a short answer, without reading it", async () => {
    const body = `name=${"a".repeat(20 * 1024 * 1024)}&phone=1`;
    const began = performance.now();
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        new URL("/contact", BASE_URL),
        {
          method: "POST",
          headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body) },
        },
        (res) => {
          let text = "";
          res.on("data", (c: Buffer) => (text += c.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      // The server answers before the body is sent and closes; the unsent rest is not an error here.
      req.on("error", (error: NodeJS.ErrnoException) =>
        error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error),
      );
      req.write(body.slice(0, 64 * 1024));
    });
    assert.equal(answer.status, 413);
    assert.ok(answer.body.length < 200, answer.body);
    assert.ok(performance.now() - began < 5000);
  });

  it("refuses a chunked body once it passes the limit", async () => {
    const chunks = Array.from({ length: 64 }, () => "x".repeat(16 * 1024));
    const answer = await fetch(new URL("/api/inquiries/home", BASE_URL), {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new ReadableStream({
        pull(controller) {
          const next = chunks.pop();
          if (next) controller.enqueue(new TextEncoder().encode(next));
          else controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit).catch((error: unknown) => error);
    // The server may close before the whole stream is sent; when an answer arrives it is 413.
    if (answer instanceof Response) {
      assert.equal(answer.status, 413);
      assert.match(((await answer.json()) as { error: string }).error, /larger than 32 KB/);
    }
  });

  it("answers non-form bodies with 415 and a short message", async () => {
    for (const [type, body] of [
      ["text/xml", "<a/>"],
      ["application/json", "{}"],
    ] as const) {
      for (const path of ["/contact", "/admin-login", "/api/inquiries/home"]) {
        const answer = await fetch(new URL(path, BASE_URL), { method: "POST", headers: { Origin: ORIGIN, "Content-Type": type }, body });
        assert.equal(answer.status, 415, `${type} to ${path}`);
        assert.ok((await answer.text()).length < 200);
      }
    }
  });
});

describe("malformed requests get a 4xx, never a 500", () => {
  for (const [name, request, expected] of [
    ["TRACE", "TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 405],
    ["a lone %", "GET /% HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 400],
    ["invalid UTF-8 in the path", "GET /therapy/%ff HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 400],
    ["a NUL in the path", "GET /about%00 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 400],
    ["an absolute-form target", `GET ${ORIGIN}/about HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 400],
  ] as const) {
    it(`${name} → ${expected}`, async () => {
      const answer = await raw(request);
      assert.equal(answer.status, expected);
      assert.ok(answer.body.length < 200, answer.body);
      assert.doesNotMatch(answer.body, /at \w+ \(|node_modules/);
    });
  }

  it("a therapy preview with an id out of range → 404", async () => {
    const cookie = await sessionCookie("editor");
    for (const id of ["1e99", "9999999999", "-1"]) {
      const answer = await fetch(new URL(`/admin/therapies/${id}/preview`, BASE_URL), { headers: { Cookie: cookie } });
      assert.equal(answer.status, 404, id);
    }
  });

  it("an empty POST without a Content-Type is an empty form: the page says what is missing", async () => {
    for (const [path, expected] of [
      ["/contact", 400],
      ["/admin-login", 400],
    ] as const) {
      const answer = await fetch(new URL(path, BASE_URL), { method: "POST", headers: { Origin: ORIGIN } });
      assert.equal(answer.status, expected, path);
    }
  });

  it("a NUL in the sign-in username is an ordinary failed sign-in, not a 500", async () => {
    const answer = await fetch(new URL("/admin-login", BASE_URL), {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: "username=no%00body&password=x",
    });
    assert.equal(answer.status, 401);
  });
});

describe("control characters in a lead", () => {
  it("stores an inquiry whose message holds a NUL, without it, and shows it in the inbox", async () => {
    const name = `Nul Test ${Date.now()}`;
    const body = new FormData();
    body.append("name", name);
    body.append("phone", "+91 98765 43210");
    body.append("service", "Cryotherapy");
    body.append("message", "Knee pain\u0000 since March\u0007,\nplease call");
    const answer = await fetch(new URL("/api/inquiries/home", BASE_URL), {
      method: "POST",
      headers: { Origin: ORIGIN, Accept: "application/json" },
      body,
    });
    assert.equal(answer.status, 200);
    assert.equal(((await answer.json()) as { status: string }).status, "sent");
    const inbox = await fetch(new URL(`/admin/inquiries?q=${encodeURIComponent(name)}`, BASE_URL), {
      headers: { Cookie: await sessionCookie("admin") },
    });
    const html = await inbox.text();
    assert.ok(html.includes(name), "the lead is in the inbox");
    // Stored without the control characters; the line break kept (as CRLF: multipart normalises it).
    assert.match(html, /Knee pain since March,\r?\nplease call/);
  });

  it("a NUL in the inbox search is dropped, not a 500", async () => {
    const answer = await fetch(new URL("/admin/inquiries?q=%00ravi", BASE_URL), { headers: { Cookie: await sessionCookie("admin") } });
    assert.equal(answer.status, 200);
  });
});

describe("headers", () => {
  it("/healthz carries the security headers, and pages a Permissions-Policy", async () => {
    for (const path of ["/healthz", "/", "/admin-login"]) {
      const answer = await fetch(new URL(path, BASE_URL));
      assert.match(answer.headers.get("content-security-policy") ?? "", /frame-ancestors 'none'/, path);
      assert.equal(answer.headers.get("x-content-type-options"), "nosniff", path);
      assert.match(answer.headers.get("permissions-policy") ?? "", /camera=\(\), .*geolocation=\(\)/, path);
    }
  });

  it("staff pages keep other sites' windows out (COOP); public pages, cached or not, do without it", async () => {
    const admin = await sessionCookie("admin");
    for (const path of ["/admin-login", "/admin", "/admin/inquiries"]) {
      const answer = await fetch(new URL(path, BASE_URL), { redirect: "manual", headers: { Cookie: admin } });
      assert.equal(answer.headers.get("cross-origin-opener-policy"), "same-origin", path);
    }
    // "/" twice: the second answer comes from the page cache.
    for (const path of ["/", "/", "/te/doctors/aditya-varma", "/no-such-page"]) {
      const answer = await fetch(new URL(path, BASE_URL));
      assert.equal(answer.headers.get("cross-origin-opener-policy"), null, path);
      assert.equal(answer.headers.get("x-frame-options"), "DENY", path);
    }
  });
});

describe("staff pages are never stored (issue 16)", () => {
  it("answers every /admin page, its data requests, the CSV export and the sign-in page with no-store; public pages stay cacheable", async () => {
    const admin = await sessionCookie("admin");
    const get = (path: string, cookie?: string) =>
      fetch(new URL(path, BASE_URL), { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
    for (const path of [
      "/admin",
      "/admin/inquiries",
      "/admin/doctors",
      "/admin/content/clinic-settings",
      "/admin/inquiries/export.csv",
      "/admin/inquiries.data",
    ]) {
      const response = await get(path, admin);
      assert.ok(response.status < 400, `${path} answers (${response.status})`);
      assert.match(response.headers.get("cache-control") ?? "", /no-store/, path);
      await response.arrayBuffer();
    }
    for (const path of ["/admin-login", "/admin"]) {
      const response = await get(path);
      assert.match(response.headers.get("cache-control") ?? "", /no-store/, `${path} signed out`);
      await response.arrayBuffer();
    }
    const home = await get("/");
    assert.doesNotMatch(home.headers.get("cache-control") ?? "", /no-store/);
    await home.arrayBuffer();
  });
});

describe("security.txt", () => {
  it("names the clinic's email from its settings and an expiry within a year (RFC 9116)", async () => {
    const response = await fetch(new URL("/.well-known/security.txt", BASE_URL));
    assert.equal(response.status, 200);
    assert.match(response.headers.get("content-type") ?? "", /^text\/plain/);
    const text = await response.text();
    assert.match(text, /^Contact: mailto:care@samudra-rehab\.example$/m);
    const expires = Date.parse(/^Expires: (.+)$/m.exec(text)?.[1] ?? "");
    assert.ok(expires > Date.now() && expires < Date.now() + 365 * 24 * 60 * 60 * 1000, "expires within a year");
    assert.match(text, /^Canonical: https:\/\/.+\/\.well-known\/security\.txt$/m);
  });
});

describe("demo mode and the network", () => {
  const embedded = (env: Record<string, string>) => ({
    database: "pglite" as const,
    dataDir: tempDataDir("demo"),
    env: { DATABASE_URL: "", ...env },
  });

  it("refuses to start the implicit demo on a non-loopback address", async () => {
    await assert.rejects(
      startServer(embedded({ HOST: "0.0.0.0" })),
      /HOST: demo mode \(on by default with the embedded database\) serves this machine only/,
    );
  });

  it("refuses demo mode with a production https SITE_URL, even when asked for", async () => {
    await assert.rejects(
      startServer(embedded({ SITE_URL: "https://clinic.example", DEMO_MODE: "true" })),
      /DEMO_MODE: a public https SITE_URL/,
    );
  });

  it("starts an explicit demo on every interface with a loud warning, at start and on the sign-in page", async () => {
    const server = await startServer(embedded({ HOST: "0.0.0.0", DEMO_MODE: "true" }));
    try {
      assert.match(server.output.join(""), /DEMO MODE ON THE NETWORK/);
      const page = await (await fetch(new URL("/admin-login", server.url))).text();
      assert.match(page, /Warning: demo mode is on for everyone who can reach this site/);
    } finally {
      await server.stop();
    }
  });
});
