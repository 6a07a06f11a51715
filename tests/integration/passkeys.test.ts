// Passkeys (issue 16 item 1): registration and sign-in through the real route modules, the
// real @simplewebauthn/server checks and a real database, with a software authenticator.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RouterContextProvider } from "react-router";
import { action as loginOptions } from "~/routes/admin-login-passkey-options";
import { action as loginVerify } from "~/routes/admin-login-passkey-verify";
import { action as registerOptions } from "~/routes/admin/account-passkeys-options";
import { action as registerVerify } from "~/routes/admin/account-passkeys-verify";
import { action as passkeysPage, loader as passkeysLoader } from "~/routes/admin/account-passkeys";
import { userContext } from "~/server/auth/guards.server";
import { beginLogin, beginRegistration, CHALLENGE_TTL_MS, finishLogin, finishRegistration } from "~/server/auth/passkeys.server";
import { createSession, findSessionUser, type SessionUser } from "~/server/auth/session.server";
import type { Database } from "~/server/db/client.server";
import { auditLog, authChallenges, passkeys, rateLimits, sessions, users } from "~/server/db/schema.server";
import { assert as assertWith, register, type SoftCredential, UP } from "../support/soft-authenticator";
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
  await database.db.delete(passkeys);
  await database.db.delete(authChallenges);
  await database.db.delete(auditLog);
  await database.db.update(users).set({ disabledAt: null });
});

const LOCAL = "http://localhost:4321";
/** The demo accounts' password: the proof that adding or removing a sign-in method asks for. */
const PASSWORD = "demo@2025";
const LOOPBACK_IP = "127.0.0.1";

async function staff(username: string): Promise<SessionUser> {
  const [u] = await database.db.select().from(users).where(eq(users.username, username));
  if (!u) throw new Error(`no ${username}`);
  const { id } = await createSession(database.db, u.id, { method: "password" });
  return { id: u.id, username: u.username, role: u.role, sessionId: id };
}

function post(origin: string, path: string, fields: Record<string, string>, cookie?: string, headerOrigin = origin) {
  return new Request(`${origin}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: headerOrigin,
      "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36",
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
}

function context(opts: { user?: SessionUser; ip?: string; env?: Record<string, string> } = {}): RouterContextProvider {
  const c = makeContext(makeServices(database, opts.env), opts.ip ?? LOOPBACK_IP);
  if (opts.user) c.set(userContext, opts.user);
  return c;
}

type Action = (args: never) => Promise<Response> | Response;
async function call(action: Action, request: Request, ctx: RouterContextProvider): Promise<Response> {
  try {
    return await action(routeArgs(request, ctx) as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** name=value of a Set-Cookie header, or "" when it clears the cookie. */
function cookieFrom(response: Response, name: string): string {
  const line = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`)) ?? "";
  const value = /^[^=]+=([^;]*)/.exec(line)?.[1] ?? "";
  return value ? `${name}=${value}` : "";
}

interface Options {
  challenge: string;
  rp: { id: string; name: string };
  user: { id: string; name: string };
  authenticatorSelection?: { residentKey?: string; userVerification?: string };
}

/** Registers a passkey for `user` through both routes; answers the software credential. */
async function registerThroughRoutes(user: SessionUser, name = "Work laptop", origin = LOCAL): Promise<SoftCredential> {
  const ctx = context({ user });
  const started = await call(registerOptions, post(origin, "/admin/account/passkeys/options", { name, proof: PASSWORD }), ctx);
  expect(started.status).toBe(200);
  const { options } = (await started.json()) as { options: Options };
  const cookie = cookieFrom(started, "admin_passkey_reg");
  expect(cookie).toMatch(/^admin_passkey_reg=[A-Za-z0-9_-]{43}$/);
  const { credential, response } = register(options, origin);
  const finished = await call(
    registerVerify,
    post(origin, "/admin/account/passkeys/verify", { name, response: JSON.stringify(response) }, cookie),
    ctx,
  );
  expect(await finished.json()).toEqual({ ok: true, name });
  expect(finished.status).toBe(200);
  return credential;
}

async function startLogin(origin = LOCAL, ip = LOOPBACK_IP) {
  const started = await call(loginOptions, post(origin, "/admin-login/passkey/options", {}), context({ ip }));
  const body = (await started.json()) as {
    options?: { challenge: string; rpId: string; userVerification: string; allowCredentials?: unknown[] };
    error?: string;
  };
  return { status: started.status, body, cookie: cookieFrom(started, "admin_passkey_login") };
}

async function verifyLogin(
  response: Record<string, unknown>,
  cookie: string,
  opts: { origin?: string; ip?: string; redirectTo?: string; env?: Record<string, string> } = {},
) {
  const origin = opts.origin ?? LOCAL;
  const fields: Record<string, string> = {
    response: JSON.stringify(response),
    ...(opts.redirectTo !== undefined ? { redirectTo: opts.redirectTo } : {}),
  };
  const r = await call(loginVerify, post(origin, "/admin-login/passkey/verify", fields, cookie), context({ ip: opts.ip, env: opts.env }));
  return {
    status: r.status,
    body: (await r.json()) as { ok?: boolean; redirectTo?: string; error?: string },
    session: cookieFrom(r, "admin_user"),
  };
}

async function signInWith(
  credential: SoftCredential,
  overrides: Parameters<typeof assertWith>[3] = {},
  opts: Parameters<typeof verifyLogin>[2] = {},
) {
  const started = await startLogin(opts.origin ?? LOCAL, opts.ip);
  if (!started.body.options) throw new Error(`no options: ${started.body.error}`);
  return verifyLogin(assertWith(credential, started.body.options, opts.origin ?? LOCAL, overrides), started.cookie, opts);
}

/** The redirect a page action throws on success. */
async function thrownBy(pending: Promise<unknown>): Promise<Response> {
  const thrown = await pending.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(thrown instanceof Response)) throw new Error("expected a redirect");
  return thrown;
}

const auditSummaries = async () => (await database.db.select().from(auditLog).orderBy(auditLog.id)).map((a) => a.summary);

describe("passkeys: register, then sign in with no password", () => {
  it("registers through My Account's endpoints and signs in through the sign-in page's", async () => {
    const admin = await staff("admin");
    const credential = await registerThroughRoutes(admin);

    const [stored] = await database.db.select().from(passkeys);
    expect(stored).toMatchObject({
      id: credential.id,
      userId: admin.id,
      name: "Work laptop",
      counter: 0,
      transports: ["internal"],
      lastUsedAt: null,
    });

    const started = await startLogin();
    expect(started.body.options).toMatchObject({ rpId: "localhost", userVerification: "required" });
    // Discoverable credentials: no username asked, no credential list handed out.
    expect(started.body.options?.allowCredentials ?? []).toEqual([]);

    const result = await verifyLogin(assertWith(credential, started.body.options!, LOCAL), started.cookie, {
      redirectTo: "/admin/gallery?x=1",
    });
    expect(result).toMatchObject({ status: 200, body: { ok: true, redirectTo: "/admin/gallery?x=1" } });
    const user = await findSessionUser(database.db, result.session.replace("admin_user=", ""));
    expect(user).toMatchObject({ id: admin.id, username: "admin" });
    const [session] = await database.db.select().from(sessions).where(eq(sessions.id, user!.sessionId));
    expect(session?.method).toBe("passkey");

    const [after] = await database.db.select().from(passkeys);
    expect(after?.counter).toBe(1);
    expect(after?.lastUsedAt).toBeInstanceOf(Date);
    expect(await auditSummaries()).toEqual(['added the passkey "Work laptop"', "Signed in with a passkey (Work laptop)"]);
    const [login] = await database.db.select().from(auditLog).where(eq(auditLog.action, "login"));
    expect(login).toMatchObject({ userId: admin.id, entity: "session" });
    // Every challenge was used up.
    expect(await database.db.select().from(authChallenges)).toEqual([]);
  });

  it("asks for a discoverable credential with user verification, and leaves out the ones already registered", async () => {
    const editor = await staff("editor");
    const first = await registerThroughRoutes(editor, "Phone");
    const ctx = context({ user: editor });
    const r = await call(registerOptions, post(LOCAL, "/admin/account/passkeys/options", { name: "Second", proof: PASSWORD }), ctx);
    const { options } = (await r.json()) as { options: Options & { excludeCredentials: Array<{ id: string }> } };
    expect(options.rp).toEqual({ id: "localhost", name: "Samudra Rehab & Wellness Centre" });
    expect(options.user.name).toBe("editor");
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    expect(options.excludeCredentials.map((c) => c.id)).toEqual([first.id]);
  });

  it("goes only to a staff page after signing in", async () => {
    const credential = await registerThroughRoutes(await staff("admin"));
    for (const [asked, went] of [
      ["https://evil.example/", "/admin"],
      ["//evil.example", "/admin"],
      ["/about", "/admin"],
      ["/administrator", "/admin"],
      ["", "/admin"],
      ["/admin/staff", "/admin/staff"],
    ]) {
      const r = await signInWith(credential, {}, { redirectTo: asked });
      expect(r.body.redirectTo, asked).toBe(went);
    }
  });

  it("works at SITE_URL's own address with SITE_URL's origin, from anywhere", async () => {
    const site = "https://samudra-rehab.example";
    const admin = await staff("admin");
    const ctx = context({ user: admin, ip: "198.51.100.20" });
    const started = await call(registerOptions, post(site, "/admin/account/passkeys/options", { name: "Laptop", proof: PASSWORD }), ctx);
    const { options } = (await started.json()) as { options: Options };
    expect(options.rp.id).toBe("samudra-rehab.example");
    const { credential, response } = register(options, site);
    const finished = await call(
      registerVerify,
      post(
        site,
        "/admin/account/passkeys/verify",
        { name: "Laptop", response: JSON.stringify(response) },
        cookieFrom(started, "admin_passkey_reg"),
      ),
      ctx,
    );
    expect(finished.status).toBe(200);
    const r = await signInWith(credential, {}, { origin: site, ip: "198.51.100.20" });
    expect(r.body.ok).toBe(true);
  });
});

describe("passkeys: what is refused", () => {
  it("refuses an assertion made for another origin or another RP ID", async () => {
    const credential = await registerThroughRoutes(await staff("admin"));
    expect((await signInWith(credential, { origin: "https://evil.example" })).body).toEqual({ error: "That passkey was not accepted." });
    expect((await signInWith(credential, { origin: "http://localhost:9999" })).status).toBe(401);
    expect((await signInWith(credential, { rpId: "evil.example" })).status).toBe(401);
    // A genuine assertion still works afterwards: nothing was counted as a use.
    const ok = await signInWith(credential);
    expect(ok.body.ok).toBe(true);
    expect(await database.db.select().from(sessions).where(eq(sessions.method, "passkey"))).toHaveLength(1);
  });

  it("refuses a registration made for another origin", async () => {
    const admin = await staff("admin");
    const ctx = context({ user: admin });
    const started = await call(registerOptions, post(LOCAL, "/admin/account/passkeys/options", { name: "X", proof: PASSWORD }), ctx);
    const { options } = (await started.json()) as { options: Options };
    const { response } = register(options, LOCAL, { origin: "https://evil.example" });
    const r = await call(
      registerVerify,
      post(
        LOCAL,
        "/admin/account/passkeys/verify",
        { name: "X", response: JSON.stringify(response) },
        cookieFrom(started, "admin_passkey_reg"),
      ),
      ctx,
    );
    expect(r.status).toBe(400);
    expect(await database.db.select().from(passkeys)).toEqual([]);
  });

  it("refuses a reused or lower signature counter, and says so in the account's log", async () => {
    const admin = await staff("admin");
    const credential = await registerThroughRoutes(admin);
    expect((await signInWith(credential, { counter: 5 })).body.ok).toBe(true);
    expect((await signInWith(credential, { counter: 5 })).body).toEqual({ error: "That passkey was not accepted." });
    expect((await signInWith(credential, { counter: 3 })).status).toBe(401);
    const [row] = await database.db.select().from(passkeys);
    expect(row?.counter).toBe(5);
    expect((await auditSummaries()).filter((s) => s.includes("may have been copied"))).toHaveLength(2);
    expect((await signInWith(credential, { counter: 6 })).body.ok).toBe(true);
  });

  it("accepts an authenticator that keeps no counter (always zero)", async () => {
    const credential = await registerThroughRoutes(await staff("admin"));
    expect((await signInWith(credential, { counter: 0 })).body.ok).toBe(true);
    expect((await signInWith(credential, { counter: 0 })).body.ok).toBe(true);
    // Once it has counted, zero is no longer accepted.
    expect((await signInWith(credential, { counter: 1 })).body.ok).toBe(true);
    expect((await signInWith(credential, { counter: 0 })).status).toBe(401);
  });

  it("uses a challenge once: the same token and assertion a second time are refused", async () => {
    const credential = await registerThroughRoutes(await staff("admin"));
    const started = await startLogin();
    const assertion = assertWith(credential, started.body.options!, LOCAL);
    expect((await verifyLogin(assertion, started.cookie)).body.ok).toBe(true);
    const again = await verifyLogin(assertion, started.cookie);
    expect(again.status).toBe(400);
    expect(again.body.error).toMatch(/took too long or was already used/);
    // Without the cookie at all.
    expect((await verifyLogin(assertWith(credential, started.body.options!, LOCAL), "")).status).toBe(400);
  });

  it("refuses an expired challenge (5 minutes)", async () => {
    const services = makeServices(database);
    const admin = await staff("admin");
    const credential = await registerThroughRoutes(admin);
    const past = new Date(Date.now() - CHALLENGE_TTL_MS - 1000);
    const request = post(LOCAL, "/admin-login/passkey/options", {});
    const started = await beginLogin(services, request, LOOPBACK_IP, past);
    if (!started.ok) throw new Error(started.error);
    const response = JSON.stringify(assertWith(credential, started.value.options, LOCAL));
    const outcome = await finishLogin(services, post(LOCAL, "/admin-login/passkey/verify", {}), {
      clientIp: LOOPBACK_IP,
      userAgent: null,
      token: started.value.token,
      response,
    });
    expect(outcome).toMatchObject({ ok: false, status: 400 });
    // Expired rows are pruned when the next ceremony starts.
    await beginLogin(services, request, LOOPBACK_IP);
    expect(await database.db.select().from(authChallenges)).toHaveLength(1);
  });

  it("refuses a registration finished with another user's challenge", async () => {
    const services = makeServices(database);
    const admin = await staff("admin");
    const editor = await staff("editor");
    const request = post(LOCAL, "/admin/account/passkeys/options", { name: "x" });
    const editors = await beginRegistration(services, editor, request, LOOPBACK_IP, PASSWORD);
    if (!editors.ok) throw new Error(editors.error);
    const { response } = register(editors.value.options, LOCAL);
    const outcome = await finishRegistration(services, admin, request, LOOPBACK_IP, {
      token: editors.value.token,
      name: "Mine now",
      response: JSON.stringify(response),
    });
    expect(outcome).toMatchObject({ ok: false, status: 400 });
    expect(await database.db.select().from(passkeys)).toEqual([]);
    // And it is used up, so the editor can't finish with it either.
    const late = await finishRegistration(services, editor, request, LOOPBACK_IP, {
      token: editors.value.token,
      name: "Phone",
      response: JSON.stringify(response),
    });
    expect(late).toMatchObject({ ok: false });
  });

  it("refuses a login challenge for registration and the other way round", async () => {
    const services = makeServices(database);
    const admin = await staff("admin");
    const credential = await registerThroughRoutes(admin);
    const login = await beginLogin(services, post(LOCAL, "/x", {}), LOOPBACK_IP);
    if (!login.ok) throw new Error(login.error);
    const { response } = register({ challenge: login.value.options.challenge, rp: { id: "localhost" }, user: { id: "AAAA" } }, LOCAL);
    expect(
      await finishRegistration(services, admin, post(LOCAL, "/x", {}), LOOPBACK_IP, {
        token: login.value.token,
        name: "x",
        response: JSON.stringify(response),
      }),
    ).toMatchObject({ ok: false });
    const reg = await beginRegistration(services, admin, post(LOCAL, "/x", {}), LOOPBACK_IP, PASSWORD);
    if (!reg.ok) throw new Error(reg.error);
    const assertion = JSON.stringify(assertWith(credential, { challenge: reg.value.options.challenge, rpId: "localhost" }, LOCAL));
    expect(
      await finishLogin(services, post(LOCAL, "/x", {}), {
        clientIp: LOOPBACK_IP,
        userAgent: null,
        token: reg.value.token,
        response: assertion,
      }),
    ).toMatchObject({ ok: false, status: 400 });
  });

  it("refuses a disabled user's passkey", async () => {
    const editor = await staff("editor");
    const credential = await registerThroughRoutes(editor);
    await database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, editor.id));
    const r = await signInWith(credential);
    expect(r).toMatchObject({ status: 401, session: "" });
    expect((await auditSummaries()).at(-1)).toBe('A sign-in with the passkey "Work laptop" was refused: the account is disabled');
  });

  it("refuses an assertion without user verification, an unknown credential and a garbled answer", async () => {
    const credential = await registerThroughRoutes(await staff("admin"));
    expect((await signInWith(credential, { flags: UP })).status).toBe(401);
    const stranger = register({ challenge: "x", rp: { id: "localhost" }, user: { id: "AAAA" } }, LOCAL).credential;
    expect((await signInWith(stranger)).body).toEqual({ error: "That passkey was not accepted." });
    const started = await startLogin();
    const garbled = await call(
      loginVerify,
      post(LOCAL, "/admin-login/passkey/verify", { response: "{not json" }, started.cookie),
      context(),
    );
    expect(garbled.status).toBe(400);
    expect(await database.db.select().from(sessions).where(eq(sessions.method, "passkey"))).toEqual([]);
  });

  it("offers passkeys only at SITE_URL's host or at localhost from this machine (never at an IP address)", async () => {
    expect((await startLogin("http://127.0.0.1:4321")).status).toBe(400);
    expect((await startLogin("https://evil.example")).status).toBe(400);
    const remote = await startLogin(LOCAL, "198.51.100.7");
    expect(remote.status).toBe(400);
    expect(remote.body.error).toMatch(/only at this site's own address/);
  });

  it("refuses a ceremony posted from another site", async () => {
    for (const action of [loginOptions, loginVerify] as Action[]) {
      const r = await call(action, post(LOCAL, "/admin-login/passkey/options", {}, undefined, "https://evil.example"), context());
      expect(r.status).toBe(403);
      expect(r.headers.getSetCookie()).toEqual([]);
    }
  });

  it("counts passkey attempts in the address's sign-in throttle", async () => {
    const credential = await registerThroughRoutes(await staff("admin"));
    const env = { LOGIN_IP_LIMIT: "3" };
    // A success takes its count back.
    expect((await signInWith(credential, {}, { env })).body.ok).toBe(true);
    for (let i = 0; i < 3; i += 1) expect((await signInWith(credential, { origin: "https://evil.example" }, { env })).status).toBe(401);
    const blocked = await signInWith(credential, {}, { env });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/Too many sign-in attempts/);
  });

  it("validates the name: 1-60 characters, trimmed", async () => {
    const admin = await staff("admin");
    const ctx = context({ user: admin });
    for (const name of ["   ", "x".repeat(61)]) {
      const r = await call(registerOptions, post(LOCAL, "/admin/account/passkeys/options", { name }), ctx);
      expect(r.status).toBe(400);
    }
    await registerThroughRoutes(admin, "  Desk key  ".trim());
    const started = await call(registerOptions, post(LOCAL, "/admin/account/passkeys/options", { name: "ok", proof: PASSWORD }), ctx);
    const { options } = (await started.json()) as { options: Options };
    const { response } = register(options, LOCAL);
    const r = await call(
      registerVerify,
      post(
        LOCAL,
        "/admin/account/passkeys/verify",
        { name: "  Trimmed  ", response: JSON.stringify(response) },
        cookieFrom(started, "admin_passkey_reg"),
      ),
      ctx,
    );
    expect(await r.json()).toEqual({ ok: true, name: "Trimmed" });
  });
});

describe("passkeys page", () => {
  it("lists my passkeys only; renaming is audited; removing one ends my other sessions, audited", async () => {
    const admin = await staff("admin");
    const other = await createSession(database.db, admin.id, { method: "password" });
    const editor = await staff("editor");
    const credential = await registerThroughRoutes(admin, "Work laptop");
    await registerThroughRoutes(editor, "Editor phone");

    const page = await passkeysLoader(routeArgs(new Request(`${LOCAL}/admin/account/passkeys`), context({ user: admin })) as never);
    expect((page as { passkeys: Array<{ name: string }> }).passkeys.map((p) => p.name)).toEqual(["Work laptop"]);

    const renamed = await thrownBy(
      passkeysPage(
        routeArgs(
          post(LOCAL, "/admin/account/passkeys", { intent: "rename", passkeyId: credential.id, name: " Old laptop " }),
          context({ user: admin }),
        ) as never,
      ),
    );
    expect(renamed.status).toBe(302);
    const tooLong = await passkeysPage(
      routeArgs(
        post(LOCAL, "/admin/account/passkeys", { intent: "rename", passkeyId: credential.id, name: "x".repeat(61) }),
        context({ user: admin }),
      ) as never,
    );
    expect((tooLong as { init: { status: number } }).init.status).toBe(400);

    // Someone else's passkey is not mine to remove.
    const [editorsKey] = await database.db.select().from(passkeys).where(eq(passkeys.userId, editor.id));
    const notMine = await passkeysPage(
      routeArgs(
        post(LOCAL, "/admin/account/passkeys", { intent: "remove", passkeyId: editorsKey!.id, proof: PASSWORD }),
        context({ user: admin }),
      ) as never,
    );
    expect((notMine as { init: { status: number } }).init.status).toBe(404);

    const removed = await thrownBy(
      passkeysPage(
        routeArgs(
          post(LOCAL, "/admin/account/passkeys", { intent: "remove", passkeyId: credential.id, proof: PASSWORD }),
          context({ user: admin }),
        ) as never,
      ),
    );
    expect(removed.status).toBe(302);
    expect(removed.headers.get("Location")).toBe("/admin/account/passkeys");
    expect(await database.db.select().from(passkeys).where(eq(passkeys.userId, admin.id))).toEqual([]);
    const left = await database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, admin.id));
    expect(left.map((s) => s.id)).toEqual([admin.sessionId]);
    expect(left.map((s) => s.id)).not.toContain(other.id);
    // The editor's sessions are untouched.
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, editor.id))).toHaveLength(1);
    const summaries = await auditSummaries();
    expect(summaries).toContain('renamed the passkey "Work laptop" to "Old laptop"');
    expect(summaries).toContain('removed the passkey "Old laptop" (other sessions ended)');

    // A removed passkey signs nobody in.
    expect((await signInWith(credential)).status).toBe(401);
  });
});
