import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as accountAction, loader as accountLoader } from "~/routes/admin/account";
import { action as staffAction, loader as staffLoader } from "~/routes/admin/staff";
import { sessionHandle } from "~/server/admin/sessions.server";
import type { AppServices } from "~/server/context.server";
import { userContext } from "~/server/auth/guards.server";
import { createSession, findSessionUser, SESSION_IDLE_MS, type SessionMeta, type SessionUser } from "~/server/auth/session.server";
import type { Database } from "~/server/db/client.server";
import { auditLog, sessions, users } from "~/server/db/schema.server";
import { createTestDatabase } from "../support/test-db";
import { formRequest, makeContext, makeServices, routeArgs } from "../support/services";

// Sessions listed and ended from My Account and from the staff page (issue 16 item 3).
// No password is hashed here: sessions are made directly, as a sign-in would make them.

const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const LAPTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

let database: Database;
let services: AppServices;
beforeAll(async () => {
  database = await createTestDatabase();
  services = makeServices(database);
});
afterAll(() => database.close());

beforeEach(async () => {
  const { db } = database;
  await db.delete(sessions);
  await db.delete(auditLog);
  await db.delete(users).where(sql`${users.username} not in ('admin', 'editor')`);
  await db.update(users).set({ disabledAt: null });
  await db.update(users).set({ role: "editor" }).where(eq(users.username, "editor"));
});

type SignedIn = SessionUser & { token: string };

async function signIn(username: string, meta: SessionMeta = {}): Promise<SignedIn> {
  const [row] = await database.db.select().from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  const session = await createSession(database.db, row.id, { ipHash: "a1b2c3", ...meta });
  return { id: row.id, username: row.username, role: row.role, sessionId: session.id, token: session.token };
}

function contextFor(user: SignedIn) {
  const context = makeContext(services);
  context.set(userContext, { id: user.id, username: user.username, role: user.role, sessionId: user.sessionId });
  return context;
}

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

type AccountData = Awaited<ReturnType<typeof accountLoader>>;
const getAccount = async (user: SignedIn) =>
  (
    await run(() =>
      accountLoader(
        routeArgs(new Request("http://localhost/admin/account"), contextFor(user), "/admin/account") as Parameters<typeof accountLoader>[0],
      ),
    )
  ).body as AccountData;
const postAccount = (user: SignedIn, fields: Record<string, string>) =>
  run(() =>
    accountAction(
      routeArgs(formRequest("/admin/account", fields), contextFor(user), "/admin/account") as Parameters<typeof accountAction>[0],
    ),
  );
const postStaff = (user: SignedIn, fields: Record<string, string>) =>
  run(() =>
    staffAction(routeArgs(formRequest("/admin/staff", fields), contextFor(user), "/admin/staff") as Parameters<typeof staffAction>[0]),
  );
const getStaff = async (user: SignedIn) =>
  (
    await run(() =>
      staffLoader(
        routeArgs(new Request("http://localhost/admin/staff"), contextFor(user), "/admin/staff") as Parameters<typeof staffLoader>[0],
      ),
    )
  ).body as Awaited<ReturnType<typeof staffLoader>>;

const auditRows = () => database.db.select().from(auditLog).orderBy(desc(auditLog.id));
const alive = async (user: SignedIn) => (await findSessionUser(database.db, user.token)) !== null;
const toastOf = (outcome: Outcome) => {
  const match = /admin_toast=([^;]+)/.exec(outcome.headers.get("Set-Cookie") ?? "");
  return match?.[1] ? (JSON.parse(decodeURIComponent(match[1])) as { kind: string; message: string }).message : null;
};
const handleOf = (user: SignedIn) => sessionHandle(user.sessionId);

describe("My Account: where you're signed in", () => {
  it("lists working sessions, this one first, with device, method and India times, never the session id", async () => {
    const laptop = await signIn("editor", { userAgent: LAPTOP, method: "password+totp" });
    const phone = await signIn("editor", { userAgent: PHONE, method: "passkey", ipHash: "other-network" });
    const old = await signIn("editor", { userAgent: null });
    const idle = await signIn("editor", { userAgent: PHONE });
    await database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 60_000) })
      .where(eq(sessions.id, idle.sessionId));
    await database.db
      .update(sessions)
      .set({ createdAt: new Date("2026-11-27T09:35:00Z"), lastSeenAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.id, phone.sessionId));
    await signIn("admin", { userAgent: LAPTOP });

    const page = await getAccount(laptop);
    expect(page.sessions.map((s) => [s.device, s.method, s.current, s.sameNetwork])).toEqual([
      ["Firefox on Windows", "Password and authenticator code", true, false],
      ["Unknown browser", "Password", false, true],
      ["Chrome on Android (phone)", "Passkey", false, false],
    ]);
    const phoneRow = page.sessions.find((s) => s.handle === handleOf(phone));
    expect(phoneRow?.created).toBe("27 Nov 2026, 3:05 pm");
    expect(phoneRow?.createdIso).toBe("2026-11-27T09:35:00.000Z");
    expect(page.sessions.find((s) => s.handle === handleOf(old))).toBeDefined();
    const json = JSON.stringify(page);
    for (const secret of [laptop, phone, old, idle]) {
      expect(json).not.toContain(secret.sessionId);
      expect(json).not.toContain(secret.sessionId.slice(0, 16));
      expect(json).not.toContain(secret.token);
    }
    expect(json).not.toContain("a1b2c3");
  });

  it("ends one other session (audited); that browser is signed out at its next request", async () => {
    const laptop = await signIn("editor", { userAgent: LAPTOP });
    const phone = await signIn("editor", { userAgent: PHONE });
    const tablet = await signIn("editor");
    const outcome = await postAccount(laptop, { intent: "end-session", session: handleOf(phone) });
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get("Location")).toBe("/admin/account");
    expect(toastOf(outcome)).toBe("Signed out: Chrome on Android (phone). It will have to sign in again.");
    expect([await alive(laptop), await alive(phone), await alive(tablet)]).toEqual([true, false, true]);
    expect(await auditRows()).toMatchObject([
      {
        userId: laptop.id,
        action: "end-session",
        entity: "user",
        entityId: String(laptop.id),
        summary: "ended a session (Chrome on Android (phone))",
      },
    ]);

    const again = await postAccount(laptop, { intent: "end-session", session: handleOf(phone) });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({
      intent: "sessions",
      message: "That session has already ended. The list below is up to date.",
      errors: {},
    });
    expect(await auditRows()).toHaveLength(1);
  });

  it("signs out all other devices (audited), keeping this one", async () => {
    const laptop = await signIn("editor");
    const others = [await signIn("editor"), await signIn("editor")];
    const admin = await signIn("admin");
    const outcome = await postAccount(laptop, { intent: "end-other-sessions" });
    expect(outcome.status).toBe(302);
    expect(toastOf(outcome)).toBe("Signed out on all other devices. You stay signed in here.");
    expect(await alive(laptop)).toBe(true);
    for (const o of others) expect(await alive(o)).toBe(false);
    expect(await alive(admin)).toBe(true);
    expect(await auditRows()).toMatchObject([{ userId: laptop.id, action: "end-sessions", summary: "signed out all other devices" }]);
    expect((await getAccount(laptop)).sessions).toHaveLength(1);

    const nothing = await postAccount(laptop, { intent: "end-other-sessions" });
    expect(toastOf(nothing)).toBe("You were not signed in anywhere else.");
    expect(await auditRows()).toHaveLength(1);
  });

  it("refuses a forged, foreign or malformed handle and this device's own, ending nothing", async () => {
    const editor = await signIn("editor");
    const admin = await signIn("admin");
    const adminPhone = await signIn("admin");
    const cases: [string, number, string][] = [
      [handleOf(admin), 404, "That session has already ended. The list below is up to date."],
      [handleOf(adminPhone), 404, "That session has already ended. The list below is up to date."],
      // The raw id's prefix is not a handle either.
      [admin.sessionId.slice(0, 16), 404, "That session has already ended. The list below is up to date."],
      ["0123456789abcdef", 404, "That session has already ended. The list below is up to date."],
      [admin.sessionId, 400, "Unknown session. Please reload the page."],
      ["' or 1=1 --", 400, "Unknown session. Please reload the page."],
      [handleOf(editor), 400, "That is this device. To end it, use Logout in the menu."],
    ];
    for (const [session, status, message] of cases) {
      const outcome = await postAccount(editor, { intent: "end-session", session });
      expect(outcome.status, session).toBe(status);
      expect(outcome.body).toEqual({ intent: "sessions", message, errors: {} });
    }
    expect((await postAccount(editor, { intent: "end-session" })).status).toBe(400);
    const unknown = await postAccount(editor, { intent: "delete-everything" });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ intent: "sessions", message: "Unknown action. Please reload the page and try again.", errors: {} });
    expect([await alive(editor), await alive(admin), await alive(adminPhone)]).toEqual([true, true, true]);
    expect(await auditRows()).toEqual([]);
  });

  it("answers a password form without intent as an unknown action (the password is untouched)", async () => {
    const editor = await signIn("editor");
    const before = (await database.db.select().from(users).where(eq(users.id, editor.id)))[0]?.passwordHash;
    const outcome = await postAccount(editor, {
      currentPassword: "demo@2025",
      newPassword: "harbour kite morning 7",
      confirmPassword: "harbour kite morning 7",
    });
    expect(outcome.status).toBe(400);
    expect((await database.db.select().from(users).where(eq(users.id, editor.id)))[0]?.passwordHash).toBe(before);
  });
});

describe("Staff page: sign a staff member out everywhere", () => {
  it("shows each account's working sessions and ends all of them (audited); other accounts keep theirs", async () => {
    const admin = await signIn("admin");
    const editorPhone = await signIn("editor");
    const editorLaptop = await signIn("editor");
    expect((await getStaff(admin)).staff.map((s) => [s.username, s.openSessions])).toEqual([
      ["admin", 1],
      ["editor", 2],
    ]);

    const outcome = await postStaff(admin, { intent: "end-sessions", userId: String(editorPhone.id) });
    expect(outcome.status).toBe(302);
    expect(outcome.headers.get("Location")).toBe("/admin/staff");
    expect(toastOf(outcome)).toBe('"editor" has been signed out everywhere.');
    expect([await alive(editorPhone), await alive(editorLaptop), await alive(admin)]).toEqual([false, false, true]);
    expect(await auditRows()).toMatchObject([
      {
        userId: admin.id,
        action: "end-sessions",
        entity: "user",
        entityId: String(editorPhone.id),
        summary: 'signed "editor" out everywhere',
      },
    ]);
    expect((await getStaff(admin)).staff.map((s) => s.openSessions)).toEqual([1, 0]);

    const nothing = await postStaff(admin, { intent: "end-sessions", userId: String(editorPhone.id) });
    expect(toastOf(nothing)).toBe('"editor" was not signed in anywhere.');
    expect(await auditRows()).toHaveLength(1);
  });

  it("keeps the admin's own current session when they sign themselves out everywhere", async () => {
    const admin = await signIn("admin");
    const adminPhone = await signIn("admin");
    const outcome = await postStaff(admin, { intent: "end-sessions", userId: String(admin.id) });
    expect(toastOf(outcome)).toBe("You were signed out on your other devices. You stay signed in here.");
    expect([await alive(admin), await alive(adminPhone)]).toEqual([true, false]);
    expect(await auditRows()).toMatchObject([
      { action: "end-sessions", entityId: String(admin.id), summary: "signed out all other devices" },
    ]);
  });

  it("refuses editors (403) and unknown accounts (404), ending nothing", async () => {
    const editor = await signIn("editor");
    const admin = await signIn("admin");
    expect((await postStaff(editor, { intent: "end-sessions", userId: String(admin.id) })).status).toBe(403);
    expect(await alive(admin)).toBe(true);
    const missing = await postStaff(admin, { intent: "end-sessions", userId: "99999" });
    expect(missing.status).toBe(404);
    const bad = await postStaff(admin, { intent: "end-sessions", userId: "abc" });
    expect(bad.status).toBe(400);
    expect([await alive(editor), await alive(admin)]).toEqual([true, true]);
    expect(await auditRows()).toEqual([]);
  });
});
