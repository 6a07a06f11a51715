// Issue 16 item 2: two-step sign-in with an authenticator app (codes computed here from the
// shared secret), recovery codes, the throttle, replays, and the clinic's requirement.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as loginAction } from "~/routes/admin-login";
import { action as twoStepRouteAction, loader as twoStepRouteLoader } from "~/routes/admin-login-two-step";
import { twoStepAction } from "~/server/admin/two-step-setup.server";
import { signInSecurityAction } from "~/server/admin/sign-in-security.server";
import { adminMiddleware, userContext } from "~/server/auth/guards.server";
import { attemptLogin } from "~/server/auth/login.server";
import { createSession, findSessionUser, type SessionUser } from "~/server/auth/session.server";
import { readTwoStep, verifyTwoStep } from "~/server/auth/two-step.server";
import { totpCodeAt } from "~/server/auth/totp.server";
import type { Database } from "~/server/db/client.server";
import { auditLog, authChallenges, rateLimits, recoveryCodes, sessions, settings, users } from "~/server/db/schema.server";
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
  await database.db.delete(authChallenges);
  await database.db.delete(recoveryCodes);
  await database.db.delete(settings).where(eq(settings.key, "staff_security"));
  await database.db.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
});

const services = () => makeServices(database);
const META = { ip: "203.0.113.7", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0" };
const ORIGIN = "http://localhost";

async function editor(): Promise<SessionUser> {
  const [row] = await database.db
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users)
    .where(eq(users.username, "editor"));
  const session = await createSession(database.db, row!.id, {});
  return { ...row!, sessionId: session.id };
}

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

/** Turns the editor's authenticator app on; returns its secret and recovery codes. */
async function enrol(now = new Date()): Promise<{ secret: string; codes: string[]; user: SessionUser }> {
  const user = await editor();
  await twoStepAction(services(), user, form({ intent: "start" }), now);
  const [row] = await database.db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, user.id));
  const outcome = await twoStepAction(
    services(),
    user,
    form({ intent: "confirm", code: totpCodeAt(row!.secret!, now.getTime()), proof: "demo@2025" }),
    now,
  );
  if (!outcome.ok || !("codes" in outcome)) throw new Error("enrolment failed");
  return { secret: row!.secret!, codes: outcome.codes, user };
}

async function passwordStep(now = new Date()) {
  const outcome = await attemptLogin(services(), { username: "editor", password: "demo@2025" }, META, now);
  if (outcome.kind !== "second-factor") throw new Error(`expected a second step, got ${outcome.kind}`);
  return (await readTwoStep(database.db, outcome.pendingToken, now))!;
}

describe("setting up an authenticator app", () => {
  it("a wrong first code is refused; the right one turns it on with ten recovery codes, stored as hashes", async () => {
    const user = await editor();
    const now = new Date();
    await twoStepAction(services(), user, form({ intent: "start" }), now);
    const wrong = await twoStepAction(services(), user, form({ intent: "confirm", code: "000000", proof: "demo@2025" }), now);
    expect(wrong).toMatchObject({ ok: false, status: 400 });
    const [row] = await database.db.select({ secret: users.totpSecret, on: users.totpEnabledAt }).from(users).where(eq(users.id, user.id));
    expect(row!.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(row!.on).toBeNull();
    const right = await twoStepAction(
      services(),
      user,
      form({ intent: "confirm", code: totpCodeAt(row!.secret!, now.getTime()), proof: "demo@2025" }),
      now,
    );
    if (!right.ok || !("codes" in right)) throw new Error("expected codes");
    expect(right.codes).toHaveLength(10);
    expect(new Set(right.codes).size).toBe(10);
    for (const code of right.codes) expect(code).toMatch(/^[2-9A-Z]{5}-[2-9A-Z]{5}$/);
    const stored = await database.db.select({ hash: recoveryCodes.codeHash }).from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const s of stored) expect(right.codes.map((c) => c.replace("-", ""))).not.toContain(s.hash);
    const audit = await database.db.select({ summary: auditLog.summary }).from(auditLog).where(eq(auditLog.userId, user.id));
    expect(audit.map((a) => a.summary)).toContain("turned on two-step sign-in (authenticator app)");
  });

  it("an empty or non-numeric code gets a clear message", async () => {
    const user = await editor();
    await twoStepAction(services(), user, form({ intent: "start" }));
    expect(await twoStepAction(services(), user, form({ intent: "confirm", code: "" }))).toMatchObject({
      ok: false,
      data: { error: "Please enter the 6-digit code from your app." },
    });
    expect(await twoStepAction(services(), user, form({ intent: "confirm", code: "abcdef" }))).toMatchObject({ ok: false, status: 400 });
  });
});

describe("signing in with password and code", () => {
  it("the password alone gives no session, only a pending sign-in; the code finishes it", async () => {
    const { secret } = await enrol(new Date(Date.now() - 60_000));
    await database.db.delete(sessions);
    const response = await loginAction(
      routeArgs(
        new Request(`${ORIGIN}/admin-login`, {
          method: "POST",
          body: new URLSearchParams({ username: "editor", password: "demo@2025", redirectTo: "/admin/inquiries" }),
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
        }),
        makeContext(services()),
        "/admin-login",
      ) as Parameters<typeof loginAction>[0],
    ).catch((r: unknown) => r);
    if (!(response instanceof Response)) throw new Error("expected a redirect");
    expect(response.headers.get("Location")).toBe("/admin-login/two-step");
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("admin_2fa="))!;
    expect(cookie).toMatch(/^admin_2fa=[A-Za-z0-9_-]{43}; Path=\/admin-login; Max-Age=600; HttpOnly; SameSite=Strict$/);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("admin_user="))).toBe(false);
    expect(await database.db.select().from(sessions)).toHaveLength(0);

    const pendingCookie = cookie.split(";")[0]!;
    const post = (code: string) =>
      twoStepRouteAction(
        routeArgs(
          new Request(`${ORIGIN}/admin-login/two-step`, {
            method: "POST",
            body: new URLSearchParams({ intent: "totp", code }),
            headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, Cookie: pendingCookie },
          }),
          makeContext(services()),
          "/admin-login/two-step",
        ) as Parameters<typeof twoStepRouteAction>[0],
      ).catch((r: unknown) => r);
    const done = await post(totpCodeAt(secret, Date.now()));
    if (!(done instanceof Response)) throw new Error("expected a redirect");
    expect(done.headers.get("Location")).toBe("/admin/inquiries");
    const token = /admin_user=([^;]+)/.exec(done.headers.getSetCookie().join("\n"))?.[1];
    expect(await findSessionUser(database.db, token ?? null)).toMatchObject({ username: "editor", hasSecondFactor: true });
    const [session] = await database.db.select({ method: sessions.method, ip: sessions.ip }).from(sessions);
    expect(session!.method).toBe("password+totp");
    expect(session!.ip).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(session!.ip).not.toContain("203.0.113");
    // The pending sign-in is gone with its use.
    const again = await twoStepRouteLoader(
      routeArgs(
        new Request(`${ORIGIN}/admin-login/two-step`, { headers: { Cookie: pendingCookie } }),
        makeContext(services()),
        "/admin-login/two-step",
      ) as Parameters<typeof twoStepRouteLoader>[0],
    ).catch((r: unknown) => r);
    expect(again instanceof Response && again.headers.get("Location")).toBe("/admin-login");
  });

  it("a code used once is refused the second time (replay), in another sign-in too", async () => {
    const now = new Date();
    const { secret } = await enrol(new Date(now.getTime() - 90_000));
    const code = totpCodeAt(secret, now.getTime());
    expect((await verifyTwoStep(services(), await passwordStep(now), { code }, META, now)).kind).toBe("ok");
    expect(await verifyTwoStep(services(), await passwordStep(now), { code }, META, now)).toMatchObject({ kind: "wrong" });
    // The next 30-second step's code works.
    const later = new Date(now.getTime() + 30_000);
    expect(
      (await verifyTwoStep(services(), await passwordStep(later), { code: totpCodeAt(secret, later.getTime()) }, META, later)).kind,
    ).toBe("ok");
  });

  it("wrong codes count in the sign-in throttle: after five, even the right password is refused for a while", async () => {
    const now = new Date();
    const { secret } = await enrol(new Date(now.getTime() - 90_000));
    const pending = await passwordStep(now);
    for (let i = 0; i < 4; i++) expect((await verifyTwoStep(services(), pending, { code: "123456" }, META, now)).kind).toBe("wrong");
    expect((await verifyTwoStep(services(), pending, { code: "123456" }, META, now)).kind).toBe("restart");
    expect(await readTwoStep(database.db, "x".repeat(43), now)).toBeNull();
    const throttled = await attemptLogin(services(), { username: "editor", password: "demo@2025" }, META, now);
    expect(throttled.kind).toBe("throttled");
    // A fresh address is still throttled by the username's bucket, so the right code cannot be tried.
    const other = await attemptLogin(services(), { username: "editor", password: "demo@2025" }, { ...META, ip: "198.51.100.9" }, now);
    expect(other.kind).toBe("throttled");
    expect(totpCodeAt(secret, now.getTime())).toMatch(/^\d{6}$/);
  });

  it("a recovery code signs in once; the same code again is refused", async () => {
    const now = new Date();
    const { codes } = await enrol(new Date(now.getTime() - 90_000));
    const lower = codes[3]!.toLowerCase().replace("-", " ");
    const first = await verifyTwoStep(services(), await passwordStep(now), { recovery: lower }, META, now);
    expect(first.kind).toBe("ok");
    expect(await readTwoStep(database.db, null, now)).toBeNull();
    const second = await verifyTwoStep(services(), await passwordStep(now), { recovery: codes[3]! }, META, now);
    expect(second).toMatchObject({ kind: "wrong" });
    const [session] = await database.db.select({ method: sessions.method }).from(sessions).where(eq(sessions.method, "password+recovery"));
    expect(session).toBeDefined();
    const audit = await database.db.select({ summary: auditLog.summary }).from(auditLog);
    expect(audit.map((a) => a.summary)).toContain("Signed in with password and a recovery code");
  });

  it("a pending sign-in expires after ten minutes", async () => {
    const now = new Date();
    await enrol(new Date(now.getTime() - 90_000));
    const outcome = await attemptLogin(services(), { username: "editor", password: "demo@2025" }, META, now);
    if (outcome.kind !== "second-factor") throw new Error("expected a second step");
    expect(await readTwoStep(database.db, outcome.pendingToken, new Date(now.getTime() + 9 * 60_000))).not.toBeNull();
    expect(await readTwoStep(database.db, outcome.pendingToken, new Date(now.getTime() + 11 * 60_000))).toBeNull();
  });
});

describe("managing two-step sign-in", () => {
  it("turning it off needs a current code and ends the other sessions", async () => {
    const now = new Date();
    const { secret, user } = await enrol(new Date(now.getTime() - 90_000));
    const other = await createSession(database.db, user.id, {});
    expect(await twoStepAction(services(), user, form({ intent: "disable", code: "000000" }), now)).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await twoStepAction(services(), user, form({ intent: "disable", code: totpCodeAt(secret, now.getTime()) }), now)).toMatchObject({
      ok: true,
    });
    const [row] = await database.db.select({ secret: users.totpSecret, on: users.totpEnabledAt }).from(users).where(eq(users.id, user.id));
    expect(row).toEqual({ secret: null, on: null });
    expect(await database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toHaveLength(0);
    const left = await database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((s) => s.id)).toEqual([user.sessionId]);
    expect(left.map((s) => s.id)).not.toContain(other.id);
  });

  it("new recovery codes replace the old ones", async () => {
    const now = new Date();
    const { secret, codes, user } = await enrol(new Date(now.getTime() - 90_000));
    const fresh = await twoStepAction(services(), user, form({ intent: "new-codes", code: totpCodeAt(secret, now.getTime()) }), now);
    if (!fresh.ok || !("codes" in fresh)) throw new Error("expected codes");
    expect(fresh.codes).toHaveLength(10);
    expect((await verifyTwoStep(services(), await passwordStep(now), { recovery: codes[0]! }, META, now)).kind).toBe("wrong");
    expect((await verifyTwoStep(services(), await passwordStep(now), { recovery: fresh.codes[0]! }, META, now)).kind).toBe("ok");
  });
});

describe("the clinic's requirement", () => {
  async function throughMiddleware(path: string, token: string) {
    const ctx = makeContext(services());
    const request = new Request(`${ORIGIN}${path}`, { headers: { Cookie: `admin_user=${token}` } });
    let reached = false;
    const outcome = await Promise.resolve(
      adminMiddleware(
        { request, context: ctx, params: {}, url: new URL(request.url), pattern: path } as Parameters<typeof adminMiddleware>[0],
        async () => {
          reached = true;
          return new Response("ok");
        },
      ),
    ).catch((e: unknown) => e);
    return { reached, outcome, user: reached ? ctx.get(userContext) : null };
  }

  it("an account without a second factor is sent to set one up, and may reach only that", async () => {
    const [admin] = await database.db
      .select({ id: users.id, username: users.username, role: users.role })
      .from(users)
      .where(eq(users.username, "admin"));
    const adminSession = await createSession(database.db, admin!.id, {});
    const adminUser: SessionUser = { ...admin!, sessionId: adminSession.id };
    expect(await signInSecurityAction(services(), adminUser, form({ intent: "policy", requireSecondFactor: "on" }))).toMatchObject({
      ok: true,
    });

    const { token } = await createSession(database.db, admin!.id, {});
    const blocked = await throughMiddleware("/admin/inquiries", token);
    expect(blocked.reached).toBe(false);
    expect(blocked.outcome instanceof Response && blocked.outcome.headers.get("Location")).toBe("/admin/account/two-step?required=1");
    expect((await throughMiddleware("/admin/account/two-step", token)).reached).toBe(true);
    expect((await throughMiddleware("/admin/account/passkeys", token)).reached).toBe(true);

    // With an app set up, everything opens again.
    const { user } = await enrol();
    const editorSession = await createSession(database.db, user.id, {});
    expect((await throughMiddleware("/admin/inquiries", editorSession.token)).reached).toBe(true);

    // It cannot be turned off while it is the only factor and the clinic requires one.
    const [row] = await database.db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, user.id));
    const later = new Date(Date.now() + 30_000);
    expect(
      await twoStepAction(services(), user, form({ intent: "disable", code: totpCodeAt(row!.secret!, later.getTime()) }), later),
    ).toMatchObject({ ok: false, status: 409 });
  });

  it("the session lookup reads the requirement with the session: stored, switched off, or not a policy", async () => {
    const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, "admin"));
    const { token } = await createSession(database.db, admin!.id, {});
    const required = async () => (await findSessionUser(database.db, token))?.secondFactorRequired;
    const store = (value: unknown) =>
      database.db.insert(settings).values({ key: "staff_security", value }).onConflictDoUpdate({ target: settings.key, set: { value } });

    await database.db.delete(settings).where(eq(settings.key, "staff_security"));
    expect(await required()).toBe(false);
    await store({ requireSecondFactor: true });
    expect(await required()).toBe(true);
    expect((await throughMiddleware("/admin/inquiries", token)).reached).toBe(false);
    await store({ requireSecondFactor: false });
    expect(await required()).toBe(false);
    expect((await throughMiddleware("/admin/inquiries", token)).reached).toBe(true);
    // A value that is not a policy means the default, as readSecurityPolicy reads it.
    await store({ requireSecondFactor: "yes" });
    expect(await required()).toBe(false);
  });

  it("an admin resets a staff member's factors: app, codes and sessions gone, audited", async () => {
    const { user } = await enrol();
    await createSession(database.db, user.id, {});
    const [admin] = await database.db
      .select({ id: users.id, username: users.username, role: users.role })
      .from(users)
      .where(eq(users.username, "admin"));
    const adminUser: SessionUser = { ...admin!, sessionId: (await createSession(database.db, admin!.id, {})).id };
    expect(await signInSecurityAction(services(), adminUser, form({ intent: "reset", userId: String(user.id) }))).toMatchObject({
      ok: true,
    });
    const [row] = await database.db.select({ on: users.totpEnabledAt }).from(users).where(eq(users.id, user.id));
    expect(row!.on).toBeNull();
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(await database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toHaveLength(0);
    const [audit] = await database.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.userId, admin!.id))
      .orderBy(auditLog.id);
    expect(audit).toBeDefined();
    expect(await signInSecurityAction(services(), adminUser, form({ intent: "reset", userId: "99999" }))).toMatchObject({
      ok: false,
      status: 404,
    });
  });
});
