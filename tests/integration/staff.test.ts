import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { action as accountAction, loader as accountLoader } from "~/routes/admin/account";
import { action as staffAction, loader as staffLoader } from "~/routes/admin/staff";
import type { AppServices } from "~/server/context.server";
import { CURRENT_PASSWORD_LIMIT } from "~/server/admin/account.server";
import { COMMON_PASSWORD_MESSAGE } from "~/server/auth/common-passwords.server";
import { userContext } from "~/server/auth/guards.server";
import { attemptLogin } from "~/server/auth/login.server";
import { hashPassword, verifyPassword } from "~/server/auth/password.server";
import { createSession, findSessionUser, type SessionUser } from "~/server/auth/session.server";
import type { Database } from "~/server/db/client.server";
import { auditLog, rateLimits, sessions, users } from "~/server/db/schema.server";
import { createTestDatabase } from "../support/test-db";
import { formRequest, makeContext, makeServices, routeArgs } from "../support/services";

// Every password is hashed and checked with real scrypt (64 MiB, deliberately slow): on a
// busy two-core machine a single test can take tens of seconds.
vi.setConfig({ testTimeout: 120_000 });

let database: Database;
let services: AppServices;
let seededHashes: { id: number; passwordHash: string }[];
beforeAll(async () => {
  database = await createTestDatabase();
  services = makeServices(database);
  seededHashes = await database.db.select({ id: users.id, passwordHash: users.passwordHash }).from(users);
});
afterAll(() => database.close());

// Each test starts from the two seeded demo accounts (admin, editor), no sessions, no log.
beforeEach(async () => {
  const { db } = database;
  await db.delete(sessions);
  await db.delete(auditLog);
  await db.delete(rateLimits);
  await db.delete(users).where(sql`${users.username} not in ('admin', 'editor')`);
  await db.update(users).set({ disabledAt: null });
  await db.update(users).set({ role: "editor" }).where(eq(users.username, "editor"));
  for (const { id, passwordHash } of seededHashes) await db.update(users).set({ passwordHash }).where(eq(users.id, id));
});

const STRONG = "tide pool lantern 42";

type SignedIn = SessionUser & { token: string };

async function signIn(username: string): Promise<SignedIn> {
  const [row] = await database.db.select().from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  const session = await createSession(database.db, row.id, { ipHash: "a1b2c3" });
  return { id: row.id, username: row.username, role: row.role, sessionId: session.id, token: session.token };
}

function contextFor(user: SignedIn) {
  const context = makeContext(services);
  context.set(userContext, { id: user.id, username: user.username, role: user.role, sessionId: user.sessionId });
  return context;
}

/** What a loader or action produced, thrown or returned: a Response, data(), or a plain value. */
interface Outcome {
  status: number;
  body: unknown;
  headers: Headers;
}

function toOutcome(value: unknown): Outcome {
  if (value instanceof Response) return { status: value.status, body: null, headers: value.headers };
  if (value && typeof value === "object" && "init" in value && "data" in value) {
    const init = (value as { init?: ResponseInit | null }).init;
    return { status: init?.status ?? 200, body: (value as { data: unknown }).data, headers: new Headers(init?.headers) };
  }
  return { status: 200, body: value, headers: new Headers() };
}

async function run(fn: () => Promise<unknown>): Promise<Outcome> {
  try {
    return toOutcome(await fn());
  } catch (thrown) {
    if (thrown instanceof Error) throw thrown;
    return toOutcome(thrown);
  }
}

const postStaff = (user: SignedIn, fields: Record<string, string>) =>
  run(() =>
    staffAction(routeArgs(formRequest("/admin/staff", fields), contextFor(user), "/admin/staff") as Parameters<typeof staffAction>[0]),
  );
const getStaff = (user: SignedIn) =>
  run(() =>
    staffLoader(
      routeArgs(new Request("http://localhost/admin/staff"), contextFor(user), "/admin/staff") as Parameters<typeof staffLoader>[0],
    ),
  );
const postAccount = (user: SignedIn, fields: Record<string, string>) =>
  run(() =>
    accountAction(
      routeArgs(formRequest("/admin/account", fields), contextFor(user), "/admin/account") as Parameters<typeof accountAction>[0],
    ),
  );
const getAccount = (user: SignedIn) =>
  run(() =>
    accountLoader(
      routeArgs(new Request("http://localhost/admin/account"), contextFor(user), "/admin/account") as Parameters<typeof accountLoader>[0],
    ),
  );

const userByName = async (username: string) => (await database.db.select().from(users).where(eq(users.username, username)))[0];
const auditRows = () => database.db.select().from(auditLog).orderBy(desc(auditLog.id));
const toastOf = (outcome: Outcome) => {
  const cookie = outcome.headers.get("Set-Cookie") ?? "";
  const match = /admin_toast=([^;]+)/.exec(cookie);
  return match?.[1] ? (JSON.parse(decodeURIComponent(match[1])) as { kind: string; message: string }) : null;
};

function expectRedirectToStaff(outcome: Outcome) {
  expect(outcome.status).toBe(302);
  expect(outcome.headers.get("Location")).toBe("/admin/staff");
}

async function createViaAction(admin: SignedIn, username: string, role = "editor") {
  const outcome = await postStaff(admin, { intent: "create", username, role, password: STRONG });
  expectRedirectToStaff(outcome);
  const row = await userByName(username.toLowerCase());
  if (!row) throw new Error("not created");
  return row;
}

describe("/admin/staff for admins", () => {
  it("lists every account with role, status, created date, last sign-in and open sessions", async () => {
    const admin = await signIn("admin");
    await database.db.insert(auditLog).values({ userId: admin.id, action: "login", entity: "session", summary: "Signed in" });
    const outcome = await getStaff(admin);
    expect(outcome.status).toBe(200);
    const body = outcome.body as Awaited<ReturnType<typeof staffLoader>>;
    expect(body.selfId).toBe(admin.id);
    expect(body.staff.map((s) => [s.username, s.role, s.active, s.openSessions])).toEqual([
      ["admin", "admin", true, 1],
      ["editor", "editor", true, 0],
    ]);
    expect(body.staff[0]?.lastSignIn).toMatch(/\d{4}/);
    expect(body.staff[1]?.lastSignIn).toBeNull();
    expect(body.staff[0]?.createdIso).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("creates an account (username lower-cased), audits it and redirects with a toast", async () => {
    const admin = await signIn("admin");
    const outcome = await postStaff(admin, { intent: "create", username: " Maya ", role: "editor", password: STRONG });
    expectRedirectToStaff(outcome);
    expect(toastOf(outcome)).toEqual({ kind: "success", message: 'Staff account "maya" created (Editor). They can sign in now.' });
    const row = await userByName("maya");
    expect(row).toMatchObject({ role: "editor", disabledAt: null });
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(STRONG, row?.passwordHash ?? "")).toBe(true);
    const [audit] = await auditRows();
    expect(audit).toMatchObject({
      userId: admin.id,
      action: "create",
      entity: "user",
      entityId: String(row?.id),
      summary: 'created staff account "maya" (editor)',
    });

    const login = await attemptLogin(services, { username: "maya", password: STRONG }, { ip: "198.51.100.9", userAgent: null });
    expect(login.kind).toBe("ok");
  });

  it("answers a username clash (any letter case) with a field error and keeps what was typed, not the password", async () => {
    const admin = await signIn("admin");
    const before = (await auditRows()).length;
    const outcome = await postStaff(admin, { intent: "create", username: "EDITOR", role: "admin", password: STRONG });
    expect(outcome.status).toBe(400);
    expect(outcome.body).toEqual({
      intent: "create",
      userId: null,
      message: null,
      errors: { username: 'The username "editor" is already taken. Please choose another.' },
      values: { username: "EDITOR", role: "admin", email: "", removePasskeys: false },
    });
    expect(JSON.stringify(outcome.body)).not.toContain(STRONG);
    expect((await auditRows()).length).toBe(before);

    // Reported together with other problems, not one round later.
    const both = await postStaff(admin, { intent: "create", username: "Admin", role: "editor", password: "short" });
    expect((both.body as { errors: object }).errors).toEqual({
      username: 'The username "admin" is already taken. Please choose another.',
      password: "Use at least 12 characters (this one has 5). A few unrelated words make a strong password.",
    });
  });

  it("refuses weak passwords, bad usernames and unknown roles with a sentence per field", async () => {
    const admin = await signIn("admin");
    const weak = await postStaff(admin, { intent: "create", username: "ravi", role: "editor", password: "password1234" });
    expect(weak.status).toBe(400);
    expect((weak.body as { errors: object }).errors).toEqual({
      password: "That password is too common. Please choose one that is harder to guess.",
    });
    // Deep in the 100,000 most common passwords (rank 99,929), in other letter case.
    const breached = await postStaff(admin, { intent: "create", username: "ravi", role: "editor", password: "BlackPanther" });
    expect((breached.body as { errors: object }).errors).toEqual({ password: COMMON_PASSWORD_MESSAGE });
    const containsName = await postStaff(admin, { intent: "create", username: "ravi", role: "editor", password: "ravi-at-the-desk" });
    expect((containsName.body as { errors: object }).errors).toEqual({ password: "The password must not contain the username." });
    const bad = await postStaff(admin, { intent: "create", username: "r a", role: "owner", password: "short" });
    expect((bad.body as { errors: object }).errors).toEqual({
      username: "Use only letters a–z, digits, dots, hyphens and underscores in the username.",
      role: "Choose a role: Admin, Editor or Doctor.",
      password: "Use at least 12 characters (this one has 5). A few unrelated words make a strong password.",
    });
    expect(await userByName("ravi")).toBeUndefined();
    expect(await auditRows()).toEqual([]);
  });

  it("disables an account: its sessions end at once, it can't sign in, and it is audited", async () => {
    const admin = await signIn("admin");
    const maya = await createViaAction(admin, "maya");
    const mayaSession = await signIn("maya");
    const mayaPhone = await signIn("maya");
    expect(await findSessionUser(database.db, mayaSession.token)).not.toBeNull();

    const outcome = await postStaff(admin, { intent: "disable", userId: String(maya.id) });
    expectRedirectToStaff(outcome);
    expect(toastOf(outcome)?.message).toBe('"maya" is disabled and has been signed out everywhere.');
    expect((await userByName("maya"))?.disabledAt).toBeInstanceOf(Date);
    expect(await findSessionUser(database.db, mayaSession.token)).toBeNull();
    expect(await findSessionUser(database.db, mayaPhone.token)).toBeNull();
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, maya.id))).toEqual([]);
    expect(await findSessionUser(database.db, admin.token)).not.toBeNull();
    const login = await attemptLogin(services, { username: "maya", password: STRONG }, { ip: "198.51.100.9", userAgent: null });
    expect(login.kind).toBe("bad-credentials");
    expect((await auditRows())[0]).toMatchObject({
      action: "disable",
      entityId: String(maya.id),
      summary: 'disabled staff account "maya"',
    });

    const listed = (await getStaff(admin)).body as Awaited<ReturnType<typeof staffLoader>>;
    expect(listed.staff.find((s) => s.username === "maya")).toMatchObject({ active: false, openSessions: 0 });
  });

  it("re-enables a disabled account, audited", async () => {
    const admin = await signIn("admin");
    const maya = await createViaAction(admin, "maya");
    await postStaff(admin, { intent: "disable", userId: String(maya.id) });
    const outcome = await postStaff(admin, { intent: "enable", userId: String(maya.id) });
    expectRedirectToStaff(outcome);
    expect(toastOf(outcome)?.message).toBe('"maya" can sign in again.');
    expect((await userByName("maya"))?.disabledAt).toBeNull();
    expect((await auditRows())[0]).toMatchObject({ action: "enable", summary: 're-enabled staff account "maya"' });
    const login = await attemptLogin(services, { username: "maya", password: STRONG }, { ip: "198.51.100.9", userAgent: null });
    expect(login.kind).toBe("ok");
  });

  it("resets another account's password and ends that account's sessions", async () => {
    const admin = await signIn("admin");
    const editor = await signIn("editor");
    const fresh = "harbour kite morning 7";
    const outcome = await postStaff(admin, { intent: "reset-password", userId: String(editor.id), password: fresh });
    expectRedirectToStaff(outcome);
    expect(toastOf(outcome)?.message).toBe('New password set for "editor". They have been signed out everywhere.');
    const row = await userByName("editor");
    expect(await verifyPassword(fresh, row?.passwordHash ?? "")).toBe(true);
    expect(await verifyPassword("demo@2025", row?.passwordHash ?? "")).toBe(false);
    expect(await findSessionUser(database.db, editor.token)).toBeNull();
    expect(await findSessionUser(database.db, admin.token)).not.toBeNull();
    expect((await auditRows())[0]).toMatchObject({
      userId: admin.id,
      action: "password",
      entityId: String(editor.id),
      summary: 'reset the password of "editor"',
    });

    const weak = await postStaff(admin, { intent: "reset-password", userId: String(editor.id), password: "editor-password-1" });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({
      intent: "reset-password",
      userId: editor.id,
      errors: { password: "The password must not contain the username." },
    });
    const breached = await postStaff(admin, { intent: "reset-password", userId: String(editor.id), password: "hastalavista" });
    expect(breached.body).toMatchObject({ errors: { password: COMMON_PASSWORD_MESSAGE } });
  });

  it("changes a role (audited), and treats the same role as nothing to do", async () => {
    const admin = await signIn("admin");
    const editor = await signIn("editor");
    const outcome = await postStaff(admin, { intent: "change-role", userId: String(editor.id), role: "admin" });
    expectRedirectToStaff(outcome);
    expect(toastOf(outcome)?.message).toBe('"editor" is now an Admin.');
    expect((await userByName("editor"))?.role).toBe("admin");
    expect((await auditRows())[0]).toMatchObject({ action: "update", summary: 'changed the role of "editor" from editor to admin' });
    // The role is read from the account on every request, so it applies to open sessions at once.
    expect((await findSessionUser(database.db, editor.token))?.role).toBe("admin");

    const count = (await auditRows()).length;
    const again = await postStaff(admin, { intent: "change-role", userId: String(editor.id), role: "admin" });
    expect(toastOf(again)?.message).toBe('"editor" is already an Admin.');
    expect((await auditRows()).length).toBe(count);
  });

  it("refuses to let an admin disable, demote or reset themselves", async () => {
    const admin = await signIn("admin");
    const cases: [Record<string, string>, string][] = [
      [{ intent: "disable" }, "You can't disable your own account. Another admin can do it if needed."],
      [{ intent: "change-role", role: "editor" }, "You can't change your own role. Another admin can do it if needed."],
      [{ intent: "reset-password", password: STRONG }, "To change your own password, use My Account: it asks for your current password."],
    ];
    for (const [fields, message] of cases) {
      const outcome = await postStaff(admin, { ...fields, userId: String(admin.id) });
      expect(outcome.status, fields.intent).toBe(400);
      expect(outcome.body).toMatchObject({ userId: admin.id, message });
    }
    expect(await userByName("admin")).toMatchObject({ role: "admin", disabledAt: null });
    expect(await findSessionUser(database.db, admin.token)).not.toBeNull();
    expect(await auditRows()).toEqual([]);
  });

  it("answers unknown accounts and unknown intents without changing anything", async () => {
    const admin = await signIn("admin");
    const missing = await postStaff(admin, { intent: "disable", userId: "99999" });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: "That staff account no longer exists. Please reload the page." });
    const junk = await postStaff(admin, { intent: "delete", userId: "1" });
    expect(junk.status).toBe(400);
    expect(junk.body).toMatchObject({ message: "Unknown action. Please reload the page and try again." });
    expect(await auditRows()).toEqual([]);
  });
});

describe("/admin/staff for editors", () => {
  it("answers 403 to the loader and to every action, and changes nothing", async () => {
    const editor = await signIn("editor");
    const admin = await userByName("admin");
    expect((await getStaff(editor)).status).toBe(403);
    for (const fields of <Record<string, string>[]>[
      { intent: "create", username: "sneaky", role: "admin", password: STRONG },
      { intent: "disable", userId: String(admin?.id) },
      { intent: "change-role", userId: String(editor.id), role: "admin" },
      { intent: "reset-password", userId: String(admin?.id), password: STRONG },
    ]) {
      const outcome = await postStaff(editor, fields);
      expect(outcome.status, fields.intent).toBe(403);
    }
    expect(await userByName("sneaky")).toBeUndefined();
    expect(await userByName("editor")).toMatchObject({ role: "editor" });
    expect(await userByName("admin")).toMatchObject({ disabledAt: null });
    expect(await auditRows()).toEqual([]);
  });
});

describe("/admin/account", () => {
  const change = (user: SignedIn, currentPassword: string, newPassword: string, confirmPassword = newPassword) =>
    postAccount(user, { intent: "password", currentPassword, newPassword, confirmPassword });

  it("shows every signed-in user their account and other open sessions", async () => {
    const editor = await signIn("editor");
    await signIn("editor");
    const outcome = await getAccount(editor);
    expect(outcome.body).toMatchObject({ username: "editor", role: "editor" });
    const listed = (outcome.body as Awaited<ReturnType<typeof accountLoader>>).sessions;
    expect(listed.map((s) => s.current)).toEqual([true, false]);
  });

  it("changes the password after checking the current one; other sessions end, this one stays", async () => {
    const editor = await signIn("editor");
    const laptop = await signIn("editor");
    const phone = await signIn("editor");
    const fresh = "harbour kite morning 7";
    const outcome = await change(editor, "demo@2025", fresh);
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get("Location")).toBe("/admin/account");
    expect(toastOf(outcome)?.message).toBe("Your password has been changed. Any other devices signed in as you were signed out.");
    expect(await verifyPassword(fresh, (await userByName("editor"))?.passwordHash ?? "")).toBe(true);
    expect(await findSessionUser(database.db, editor.token)).not.toBeNull();
    expect(await findSessionUser(database.db, laptop.token)).toBeNull();
    expect(await findSessionUser(database.db, phone.token)).toBeNull();
    expect((await auditRows())[0]).toMatchObject({
      userId: editor.id,
      action: "password",
      entity: "user",
      summary: "changed their own password",
    });
  });

  it("refuses a wrong current password, a weak or unchanged new one, and a mismatched repeat", async () => {
    const editor = await signIn("editor");
    const other = await signIn("editor");
    const hashBefore = (await userByName("editor"))?.passwordHash;
    const cases: [string, string, string, object][] = [
      [
        "wrong password here",
        "harbour kite morning 7",
        "harbour kite morning 7",
        { currentPassword: "That is not your current password." },
      ],
      [
        "demo@2025",
        "qwertyuiop12",
        "qwertyuiop12",
        { newPassword: "That password is too common. Please choose one that is harder to guess." },
      ],
      ["demo@2025", "iloveyou4ever", "iloveyou4ever", { newPassword: COMMON_PASSWORD_MESSAGE }],
      [
        "demo@2025",
        "harbour kite morning 7",
        "harbour kite morning 8",
        { confirmPassword: "The two new passwords don't match. Please type it again." },
      ],
      [
        "",
        "",
        "",
        {
          currentPassword: "Please enter your current password.",
          newPassword: "Please enter a new password.",
          confirmPassword: "Please enter the new password a second time.",
        },
      ],
    ];
    for (const [current, next, confirm, errors] of cases) {
      const outcome = await change(editor, current, next, confirm);
      expect(outcome.status).toBe(400);
      expect((outcome.body as { errors: object }).errors).toEqual(errors);
      expect(JSON.stringify(outcome.body)).not.toContain(next || "never");
    }
    expect((await userByName("editor"))?.passwordHash).toBe(hashBefore);
    expect(await findSessionUser(database.db, other.token)).not.toBeNull();
    expect(await auditRows()).toEqual([]);

    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword(STRONG) })
      .where(eq(users.id, editor.id));
    const unchanged = await change(editor, STRONG, STRONG);
    expect((unchanged.body as { errors: object }).errors).toEqual({
      newPassword: "Choose a new password that differs from the current one.",
    });
  });

  it("stops guessing the current password after a few wrong tries (429), even with the right one", async () => {
    const editor = await signIn("editor");
    for (let i = 0; i < CURRENT_PASSWORD_LIMIT.attempts; i += 1) {
      expect((await change(editor, `wrong guess number ${i}`, "harbour kite morning 7")).status).toBe(400);
    }
    const blocked = await change(editor, "demo@2025", "harbour kite morning 7");
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((blocked.body as { message: string }).message).toMatch(
      /^Too many wrong current passwords\. Please try again in \d+ minutes?\.$/,
    );
    expect(await verifyPassword("demo@2025", (await userByName("editor"))?.passwordHash ?? "")).toBe(true);
    const keys = await database.db
      .select()
      .from(rateLimits)
      .where(and(eq(rateLimits.key, `account-password-fail:user:${editor.id}`)));
    expect(keys[0]?.count).toBe(CURRENT_PASSWORD_LIMIT.attempts);
  });

  it("checks at most the limit of wrong current passwords sent at once; the rest get 429 unchecked", async () => {
    const editor = await signIn("editor");
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) => change(editor, `concurrent wrong guess ${i}`, "harbour kite morning 7")),
    );
    const statuses = outcomes.map((o) => o.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(CURRENT_PASSWORD_LIMIT.attempts);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - CURRENT_PASSWORD_LIMIT.attempts);
    for (const o of outcomes.filter((o) => o.status === 429)) expect(o.headers.get("Retry-After")).toMatch(/^[1-9]\d*$/);
  });
});
