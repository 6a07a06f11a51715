import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { RouterContextProvider } from "react-router";
import { action as loginAction, loader as loginLoader } from "~/routes/admin-login";
import { adminMiddleware, isSameOrigin, userContext } from "~/server/auth/guards.server";
import { attemptLogin, LOGIN_WINDOW_SECONDS } from "~/server/auth/login.server";
import { hashPassword, SCRYPT_PARAMS, TEST_ONLY_SCRYPT_PARAMS, verifyPassword } from "~/server/auth/password.server";
import { createSession, deleteUserSessions, findSessionUser, SESSION_IDLE_MS } from "~/server/auth/session.server";
import type { Database } from "~/server/db/client.server";
import { rateLimits, sessions, users } from "~/server/db/schema.server";
import { createTestDatabase } from "../support/test-db";
import { makeContext, makeServices, routeArgs } from "../support/services";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(rateLimits);
  await database.db.delete(sessions);
});

const ORIGIN = "http://localhost";
function loginRequest(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}/admin-login`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, ...headers },
  });
}

async function postLogin(fields: Record<string, string>, opts: { ip?: string; env?: Record<string, string> } = {}) {
  const context = makeContext(makeServices(database, opts.env), opts.ip);
  try {
    return await loginAction(routeArgs(loginRequest(fields), context, "/admin-login") as Parameters<typeof loginAction>[0]);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const statusOf = (r: Awaited<ReturnType<typeof postLogin>>) => (r instanceof Response ? r.status : (r.init?.status ?? 200));

describe("login", () => {
  it("signs in with the right password: new session, HttpOnly cookie, redirect to /admin", async () => {
    const response = await postLogin({ username: "admin", password: "demo@2025" });
    if (!(response instanceof Response)) throw new Error("expected a redirect");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin");
    const [cookie = "", device = ""] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^admin_user=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax$/);
    expect(device).toMatch(
      /^admin_device=1\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Path=\/admin-login; Max-Age=15552000; HttpOnly; SameSite=Strict$/,
    );
    const token = /admin_user=([^;]+)/.exec(cookie)?.[1] ?? "";
    const user = await findSessionUser(database.db, token);
    expect(user).toMatchObject({ username: "admin", role: "admin" });
    const stored = await database.db.select().from(sessions);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.id).not.toBe(token);
    expect(stored[0]?.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it("is case-insensitive on the username and honours a same-site redirectTo only", async () => {
    const ok = await postLogin({ username: "Editor", password: "demo@2025", redirectTo: "/admin/gallery?x=1" });
    expect(ok instanceof Response && ok.headers.get("Location")).toBe("/admin/gallery?x=1");
    const offsite = await postLogin({ username: "editor", password: "demo@2025", redirectTo: "https://evil.example/" });
    expect(offsite instanceof Response && offsite.headers.get("Location")).toBe("/admin");
    const protocolRelative = await postLogin({ username: "editor", password: "demo@2025", redirectTo: "//evil.example/" });
    expect(protocolRelative instanceof Response && protocolRelative.headers.get("Location")).toBe("/admin");
  });

  it("answers a wrong password and an unknown user with the same message", async () => {
    const wrong = await postLogin({ username: "admin", password: "nope" });
    const unknown = await postLogin({ username: "nobody", password: "nope" });
    for (const r of [wrong, unknown]) {
      if (r instanceof Response) throw new Error("expected data");
      expect(r.init?.status).toBe(401);
      expect(r.data).toMatchObject({ error: "Invalid credentials. Please try again." });
    }
    if (!(wrong instanceof Response)) expect(wrong.data.username).toBe("admin");
  });

  it("requires both fields", async () => {
    const r = await postLogin({ username: " ", password: "" });
    if (r instanceof Response) throw new Error("expected data");
    expect(r.init?.status).toBe(400);
    expect(r.data.errors).toEqual({ username: "Please enter your username.", password: "Please enter your password." });
  });

  it("refuses a disabled user", async () => {
    const [u] = await database.db
      .insert(users)
      .values({ username: "gone", role: "editor", passwordHash: await hashPassword("a very long password"), disabledAt: new Date() })
      .returning();
    const r = await postLogin({ username: "gone", password: "a very long password" });
    expect(statusOf(r)).toBe(401);
    await database.db.delete(users).where(eq(users.id, u!.id));
  });

  it("replaces a hash made at a lower cost with one at the real cost when the password is right", async () => {
    // Made while the suite's cheap hashing is on (vitest.config.ts); then signed in without it.
    const cheap = await hashPassword("harbour kite morning 7");
    expect(cheap.split("$")[1]).toBe(String(TEST_ONLY_SCRYPT_PARAMS.N));
    const [u] = await database.db.insert(users).values({ username: "upgraded", role: "editor", passwordHash: cheap }).returning();
    vi.stubEnv("INSECURE_FAST_PASSWORD_HASHING", "false");
    try {
      expect(statusOf(await postLogin({ username: "upgraded", password: "not the password" }))).toBe(401);
      const [afterWrong] = await database.db.select().from(users).where(eq(users.id, u!.id));
      expect(afterWrong!.passwordHash).toBe(cheap);

      expect(statusOf(await postLogin({ username: "upgraded", password: "harbour kite morning 7" }))).toBe(302);
      const [after] = await database.db.select().from(users).where(eq(users.id, u!.id));
      expect(after!.passwordHash.split("$")[1]).toBe(String(SCRYPT_PARAMS.N));
      expect(await verifyPassword("harbour kite morning 7", after!.passwordHash)).toBe(true);
    } finally {
      vi.unstubAllEnvs();
      await database.db.delete(sessions).where(eq(sessions.userId, u!.id));
      await database.db.delete(users).where(eq(users.id, u!.id));
    }
  });

  it("never accepts the demo password when demo mode is off", async () => {
    const r = await postLogin({ username: "admin", password: "demo@2025" }, { env: { DEMO_MODE: "false" } });
    expect(statusOf(r)).toBe(401);
  });

  it("answers 'Login failed' on an unexpected failure", async () => {
    const broken = await createTestDatabase();
    await broken.close();
    const context = makeContext(makeServices(broken));
    const r = await loginAction(
      routeArgs(loginRequest({ username: "admin", password: "x" }), context) as Parameters<typeof loginAction>[0],
    );
    expect(r.init?.status).toBe(500);
    expect(r.data.error).toBe("Login failed. Please try again.");
  });

  it("sends a signed-in visitor of the login page on to where they were going", async () => {
    const { token } = await createSession(database.db, 1, {});
    const request = new Request(`${ORIGIN}/admin-login?redirectTo=/admin/youtube`, { headers: { Cookie: `admin_user=${token}` } });
    const thrown = await Promise.resolve(
      loginLoader(routeArgs(request, makeContext(makeServices(database))) as Parameters<typeof loginLoader>[0]),
    ).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/admin/youtube");
  });
});

describe("login throttling", () => {
  it(`blocks a username after 5 failures, even with the right password, until the time it names`, async () => {
    const services = makeServices(database);
    const meta = { ip: "198.51.100.10", userAgent: null };
    const t0 = new Date("2026-11-22T10:00:00Z");
    for (let i = 0; i < 5; i += 1) {
      expect((await attemptLogin(services, { username: "admin", password: "wrong" }, { ...meta, ip: `198.51.100.${i}` }, t0)).kind).toBe(
        "bad-credentials",
      );
    }
    const blocked = await attemptLogin(services, { username: "admin", password: "demo@2025" }, meta, t0);
    expect(blocked).toMatchObject({ kind: "throttled" });
    const retryAfter = blocked.kind === "throttled" ? blocked.retryAfterSeconds : 0;
    expect(retryAfter).toBeGreaterThan(0);
    // Past the fixed window's edge the previous window's failures still count (sliding window).
    const edge = new Date(t0.getTime() + LOGIN_WINDOW_SECONDS * 1000);
    expect((await attemptLogin(services, { username: "admin", password: "demo@2025" }, meta, edge)).kind).toBe("throttled");
    const justBefore = new Date(t0.getTime() + (retryAfter - 2) * 1000);
    expect((await attemptLogin(services, { username: "admin", password: "demo@2025" }, meta, justBefore)).kind).toBe("throttled");
    const then = new Date(t0.getTime() + retryAfter * 1000);
    expect((await attemptLogin(services, { username: "admin", password: "demo@2025" }, meta, then)).kind).toBe("ok");
  });

  it(`blocks an address after 20 failures across usernames`, async () => {
    const services = makeServices(database);
    const meta = { ip: "203.0.113.50", userAgent: null };
    const t0 = new Date("2026-11-22T11:00:00Z");
    for (let i = 0; i < 20; i += 1) {
      await attemptLogin(services, { username: `user${i}`, password: "wrong" }, meta, t0);
    }
    expect((await attemptLogin(services, { username: "editor", password: "demo@2025" }, meta, t0)).kind).toBe("throttled");
    expect((await attemptLogin(services, { username: "editor", password: "demo@2025" }, { ...meta, ip: "203.0.113.51" }, t0)).kind).toBe(
      "ok",
    );
    // Twenty real scrypt checks (N=2^16, p=2) take a while on two busy cores.
  }, 180_000);

  it("answers 429 with a retry time through the login action", async () => {
    for (let i = 0; i < 5; i += 1) await postLogin({ username: "editor", password: "wrong" });
    const r = await postLogin({ username: "editor", password: "demo@2025" });
    if (r instanceof Response) throw new Error("expected data");
    expect(r.init?.status).toBe(429);
    expect(new Headers(r.init?.headers).get("Retry-After")).toMatch(/^\d+$/);
    expect(r.data.error).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
  });
});

describe("concurrent guesses and device cookies", () => {
  const statusesOf = (rs: Awaited<ReturnType<typeof postLogin>>[]) => rs.map(statusOf);

  it("checks at most the username's limit of 30 wrong sign-ins sent at once; the rest 429 with Retry-After", async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => postLogin({ username: "admin", password: `wrong guess ${i}` }, { ip: `198.51.100.${100 + i}` })),
    );
    const statuses = statusesOf(results);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    for (const r of results) {
      if (statusOf(r) !== 429 || r instanceof Response) continue;
      expect(new Headers(r.init?.headers).get("Retry-After")).toMatch(/^[1-9]\d*$/);
    }
    const [row] = await database.db.select().from(rateLimits).where(eq(rateLimits.key, "login:user:admin"));
    expect(row?.count).toBe(5);
  }, 120_000);

  it("lets a staff member's own browser in while strangers' guesses have locked the username", async () => {
    const services = makeServices(database);
    const first = await attemptLogin(services, { username: "admin", password: "demo@2025" }, { ip: "192.0.2.1", userAgent: null });
    if (first.kind !== "ok") throw new Error("expected a sign-in");
    for (let i = 0; i < 5; i += 1) {
      await attemptLogin(services, { username: "admin", password: `stranger ${i}` }, { ip: `203.0.113.${i}`, userAgent: null });
    }
    const meta = { ip: "192.0.2.1", userAgent: null };
    expect((await attemptLogin(services, { username: "admin", password: "demo@2025" }, meta)).kind).toBe("throttled");
    const own = await attemptLogin(services, { username: "admin", password: "demo@2025" }, { ...meta, deviceToken: first.deviceToken });
    expect(own).toMatchObject({ kind: "ok", deviceToken: first.deviceToken });
  });

  it("keeps a shared address's lock (the clinic's Wi-Fi) away from staff whose browser signed in before", async () => {
    const services = makeServices(database, { LOGIN_IP_LIMIT: "3" });
    const clinic = { ip: "192.0.2.50", userAgent: null };
    const before = await attemptLogin(services, { username: "editor", password: "demo@2025" }, clinic);
    if (before.kind !== "ok") throw new Error("expected a sign-in");
    for (let i = 0; i < 3; i += 1) await attemptLogin(services, { username: `someone${i}`, password: "wrong" }, clinic);
    expect((await attemptLogin(services, { username: "editor", password: "demo@2025" }, clinic)).kind).toBe("throttled");
    expect(
      (await attemptLogin(services, { username: "editor", password: "demo@2025" }, { ...clinic, deviceToken: before.deviceToken })).kind,
    ).toBe("ok");
  });

  it("gives a device cookie no say over another account, and limits guesses from the device itself", async () => {
    const services = makeServices(database);
    const editor = await attemptLogin(services, { username: "editor", password: "demo@2025" }, { ip: "192.0.2.60", userAgent: null });
    if (editor.kind !== "ok") throw new Error("expected a sign-in");
    const meta = { ip: "192.0.2.60", userAgent: null, deviceToken: editor.deviceToken };
    for (let i = 0; i < 5; i += 1) await attemptLogin(services, { username: "admin", password: `guess ${i}` }, meta);
    expect((await attemptLogin(services, { username: "admin", password: "demo@2025" }, meta)).kind).toBe("throttled");
    for (let i = 0; i < 5; i += 1) await attemptLogin(services, { username: "editor", password: `typo ${i}` }, meta);
    expect((await attemptLogin(services, { username: "editor", password: "demo@2025" }, meta)).kind).toBe("throttled");
  });
});

describe("sessions", () => {
  it("treat garbled, unknown, expired and idle tokens as logged out", async () => {
    const { token, id } = await createSession(database.db, 1, {});
    expect(await findSessionUser(database.db, token)).not.toBeNull();
    expect(await findSessionUser(database.db, '{"id":"1","username":"admin","role":"admin"}')).toBeNull();
    expect(await findSessionUser(database.db, "A".repeat(43))).toBeNull();
    expect(await findSessionUser(database.db, null)).toBeNull();
    const idleLater = new Date(Date.now() + SESSION_IDLE_MS + 1000);
    expect(await findSessionUser(database.db, token, idleLater)).toBeNull();
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, id));
    expect(await findSessionUser(database.db, token)).toBeNull();
  });

  it("end when the user is disabled, and deleteUserSessions can keep the current one", async () => {
    const a = await createSession(database.db, 2, {});
    const b = await createSession(database.db, 2, {});
    await deleteUserSessions(database.db, 2, a.id);
    expect(await findSessionUser(database.db, a.token)).not.toBeNull();
    expect(await findSessionUser(database.db, b.token)).toBeNull();
    await database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, 2));
    expect(await findSessionUser(database.db, a.token)).toBeNull();
    await database.db.update(users).set({ disabledAt: null }).where(eq(users.id, 2));
  });
});

describe("admin middleware", () => {
  async function run(request: Request) {
    const context = makeContext(makeServices(database)) as RouterContextProvider;
    let reached = false;
    const outcome = await Promise.resolve(
      adminMiddleware(
        { request, context, params: {}, url: new URL(request.url), pattern: "/admin" } as Parameters<typeof adminMiddleware>[0],
        async () => {
          reached = true;
          return new Response("ok");
        },
      ),
    ).catch((e: unknown) => e);
    return { outcome, reached, user: reached ? context.get(userContext) : null };
  }

  it("redirects without a session, clearing a bad cookie and keeping where they were going", async () => {
    const plain = await run(new Request(`${ORIGIN}/admin/gallery?c=Staff`));
    expect(plain.reached).toBe(false);
    expect((plain.outcome as Response).headers.get("Location")).toBe("/admin-login?redirectTo=%2Fadmin%2Fgallery%3Fc%3DStaff");
    expect((plain.outcome as Response).headers.get("Set-Cookie")).toBeNull();
    const forged = await run(
      new Request(`${ORIGIN}/admin`, { headers: { Cookie: 'admin_user={"id":"1","username":"admin","role":"admin"}' } }),
    );
    expect((forged.outcome as Response).headers.get("Location")).toBe("/admin-login");
    expect((forged.outcome as Response).headers.get("Set-Cookie")).toMatch(/^admin_user=; Path=\/; Max-Age=0/);
  });

  it("lets a signed-in user through and puts them in context", async () => {
    const { token } = await createSession(database.db, 1, {});
    const r = await run(new Request(`${ORIGIN}/admin`, { headers: { Cookie: `admin_user=${token}` } }));
    expect(r.reached).toBe(true);
    expect(r.user).toMatchObject({ username: "admin" });
  });

  it("refuses a cross-site POST with 403 before anything else", async () => {
    const { token } = await createSession(database.db, 1, {});
    const r = await run(
      new Request(`${ORIGIN}/admin/logout`, { method: "POST", headers: { Cookie: `admin_user=${token}`, Origin: "https://evil.example" } }),
    );
    expect(r.reached).toBe(false);
    expect((r.outcome as { init?: { status?: number } }).init?.status).toBe(403);
    expect(await findSessionUser(database.db, token)).not.toBeNull();
  });

  it("decides same-origin by Origin, else by Sec-Fetch-Site", () => {
    const req = (headers: Record<string, string>) => new Request(`${ORIGIN}/admin/x`, { method: "POST", headers });
    const site = "https://samudra-rehab.example";
    expect(isSameOrigin(req({ Origin: ORIGIN }), site)).toBe(true);
    expect(isSameOrigin(req({ Origin: "http://localhost:9999" }), site)).toBe(false);
    expect(isSameOrigin(req({ "Sec-Fetch-Site": "same-origin" }), site)).toBe(true);
    expect(isSameOrigin(req({ "Sec-Fetch-Site": "cross-site" }), site)).toBe(false);
    expect(isSameOrigin(req({}), site)).toBe(false);
  });

  it("takes SITE_URL's origin as this site's: the browser's address behind a reverse proxy", () => {
    // A proxy that sends no X-Forwarded-Proto: the server sees http, the browser was on https.
    const behindProxy = new Request("http://clinic.example/admin-login", { method: "POST", headers: { Origin: "https://clinic.example" } });
    expect(isSameOrigin(behindProxy, "https://clinic.example")).toBe(true);
    expect(isSameOrigin(behindProxy, "https://clinic.example/")).toBe(true);
    expect(isSameOrigin(behindProxy, "https://other.example")).toBe(false);
    // nginx's `Host $host` drops a port the browser used.
    const noPort = new Request("https://clinic.example/x", { method: "POST", headers: { Origin: "https://clinic.example:8443" } });
    expect(isSameOrigin(noPort, "https://clinic.example:8443")).toBe(true);
    expect(isSameOrigin(noPort, "https://clinic.example")).toBe(false);
  });
});
