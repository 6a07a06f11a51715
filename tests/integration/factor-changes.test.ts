// Issue 49 item 1: a session alone changes no sign-in method. Adding or removing a passkey, adding
// an authenticator app, removing passkeys when signing out everywhere and changing the notice
// address ask for the current password or a current app code; an admin's password reset and
// sign-out-everywhere offer to remove passkeys; every such change is in the audit log and is
// mailed to the account's owner through the outbox, here to a real SMTP server on loopback.
import { eq, inArray } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as registerOptions } from "~/routes/admin/account-passkeys-options";
import { action as registerVerify } from "~/routes/admin/account-passkeys-verify";
import { action as passkeysPage } from "~/routes/admin/account-passkeys";
import { runAccountAction } from "~/server/admin/account.server";
import { signInSecurityAction } from "~/server/admin/sign-in-security.server";
import { runStaffAction } from "~/server/admin/staff-actions.server";
import { twoStepAction } from "~/server/admin/two-step-setup.server";
import { userContext } from "~/server/auth/guards.server";
import { PROOF_LIMIT } from "~/server/auth/reauthentication.server";
import { createSession, type SessionUser } from "~/server/auth/session.server";
import { totpCodeAt } from "~/server/auth/totp.server";
import type { Database } from "~/server/db/client.server";
import { auditLog, authChallenges, mailOutbox, passkeys, rateLimits, recoveryCodes, sessions, users } from "~/server/db/schema.server";
import { sendDueMail } from "~/server/jobs/mail-outbox.server";
import { createMailer, type Mailer } from "~/server/mail/transport.server";
import { register } from "../support/soft-authenticator";
import { startTestSmtp, type TestSmtp } from "../support/smtp";
import { createTestDatabase } from "../support/test-db";
import { makeContext, makeServices, routeArgs } from "../support/services";

const LOCAL = "http://localhost:4321";
const PASSWORD = "demo@2025";
const EDITOR_MAIL = "editor@samudra-rehab.example";
const FROM = "Samudra Website <website@samudra-rehab.example>";

let database: Database;
let smtp: TestSmtp | undefined;
const mailers: Mailer[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(rateLimits);
  await database.db.delete(sessions);
  await database.db.delete(passkeys);
  await database.db.delete(authChallenges);
  await database.db.delete(recoveryCodes);
  await database.db.delete(mailOutbox);
  await database.db.delete(auditLog);
  await database.db.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, email: null });
});
afterEach(async () => {
  for (const m of mailers.splice(0)) m.close();
  await smtp?.stop();
  smtp = undefined;
});

/** Services with mail on (a loopback SMTP server), or off. */
function services(smtpUrl?: string) {
  return makeServices(database, smtpUrl ? { SMTP_URL: smtpUrl, MAIL_FROM: FROM } : {});
}

async function staff(username: string): Promise<SessionUser> {
  const [u] = await database.db.select().from(users).where(eq(users.username, username));
  const { id } = await createSession(database.db, u!.id, { method: "password" });
  return { id: u!.id, username: u!.username, role: u!.role, sessionId: id };
}

function post(path: string, fields: Record<string, string>, cookie?: string) {
  return new Request(`${LOCAL}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: LOCAL, ...(cookie ? { Cookie: cookie } : {}) },
  });
}

function context(user: SessionUser, smtpUrl?: string): RouterContextProvider {
  const c = makeContext(services(smtpUrl), "127.0.0.1");
  c.set(userContext, user);
  return c;
}

type Action = (args: never) => Promise<unknown> | unknown;
async function call(action: Action, request: Request, ctx: RouterContextProvider): Promise<Response> {
  try {
    const answer = (await action(routeArgs(request, ctx) as never)) as unknown;
    // An action's data() answer: its status is in init.
    if (answer instanceof Response) return answer;
    const { data, init } = answer as { data: unknown; init?: { status?: number } };
    return Response.json(data, { status: init?.status ?? 200 });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const cookieFrom = (response: Response, name: string) =>
  /^[^=]+=([^;]*)/.exec(response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`)) ?? "")?.[1] ?? "";

/** Adds a passkey through both routes, with `proof`; the options' answer when refused. */
async function addPasskey(user: SessionUser, proof: string | null, opts: { name?: string; smtpUrl?: string } = {}) {
  const ctx = context(user, opts.smtpUrl);
  const name = opts.name ?? "Work laptop";
  const started = await call(registerOptions, post("/admin/account/passkeys/options", { name, ...(proof === null ? {} : { proof }) }), ctx);
  const body = (await started.json()) as { options?: Parameters<typeof register>[0]; error?: string; field?: string };
  if (!body.options) return { status: started.status, body };
  const { response } = register(body.options, LOCAL);
  const finished = await call(
    registerVerify,
    post(
      "/admin/account/passkeys/verify",
      { name, response: JSON.stringify(response) },
      `admin_passkey_reg=${cookieFrom(started, "admin_passkey_reg")}`,
    ),
    ctx,
  );
  return { status: finished.status, body: (await finished.json()) as { ok?: boolean; error?: string } };
}

const passkeysOf = (userId: number) => database.db.select().from(passkeys).where(eq(passkeys.userId, userId));
const summaries = async () => (await database.db.select({ summary: auditLog.summary }).from(auditLog)).map((r) => r.summary);

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

async function turnOnApp(user: SessionUser, now = new Date()) {
  await twoStepAction(services(), user, form({ intent: "start" }), now);
  const [row] = await database.db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, user.id));
  const on = await twoStepAction(
    services(),
    user,
    form({ intent: "confirm", code: totpCodeAt(row!.secret!, now.getTime()), proof: PASSWORD }),
    now,
  );
  expect(on.ok).toBe(true);
  return row!.secret!;
}

describe("adding a passkey", () => {
  it("is refused with a session alone, or a wrong password, before any challenge exists", async () => {
    const editor = await staff("editor");
    for (const proof of [null, "", "not my password"]) {
      const refused = await addPasskey(editor, proof);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ field: "proof" });
      expect(refused.body.error).toMatch(proof ? /not your current password/ : /current password/);
    }
    expect(await database.db.select().from(authChallenges)).toEqual([]);
    expect(await passkeysOf(editor.id)).toEqual([]);
  });

  it("works with the current password, or with a current code from the app", async () => {
    const editor = await staff("editor");
    expect(await addPasskey(editor, PASSWORD)).toMatchObject({ status: 200, body: { ok: true } });
    const now = new Date();
    const secret = await turnOnApp(editor, new Date(now.getTime() - 60_000));
    expect(await addPasskey(editor, totpCodeAt(secret, now.getTime()), { name: "Phone" })).toMatchObject({ status: 200 });
    // A code is good once: the same one again is refused (and not then taken as a password).
    expect(await addPasskey(editor, totpCodeAt(secret, now.getTime()), { name: "Key" })).toMatchObject({ status: 400 });
    expect((await passkeysOf(editor.id)).map((p) => p.name).sort()).toEqual(["Phone", "Work laptop"]);
  });

  it("counts wrong answers: after five, even the right password waits (429 with Retry-After)", async () => {
    const editor = await staff("editor");
    for (let i = 0; i < PROOF_LIMIT.attempts; i += 1) expect((await addPasskey(editor, `guess ${i}`)).status).toBe(400);
    const ctx = context(editor);
    const blocked = await call(registerOptions, post("/admin/account/passkeys/options", { name: "x", proof: PASSWORD }), ctx);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await passkeysOf(editor.id)).toEqual([]);
  });
});

describe("removing a passkey", () => {
  it("needs the current password too", async () => {
    const admin = await staff("admin");
    await addPasskey(admin, PASSWORD);
    const [key] = await passkeysOf(admin.id);
    const remove = (proof?: string) =>
      call(
        passkeysPage,
        post("/admin/account/passkeys", { intent: "remove", passkeyId: key!.id, ...(proof ? { proof } : {}) }),
        context(admin),
      );
    expect((await remove()).status).toBe(400);
    expect((await remove("wrong")).status).toBe(400);
    expect(await passkeysOf(admin.id)).toHaveLength(1);
    expect((await remove(PASSWORD)).status).toBe(302);
    expect(await passkeysOf(admin.id)).toEqual([]);
  });
});

describe("adding an authenticator app", () => {
  it("needs the current password with the app's first code", async () => {
    const editor = await staff("editor");
    const now = new Date();
    await twoStepAction(services(), editor, form({ intent: "start" }), now);
    const [row] = await database.db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, editor.id));
    const code = totpCodeAt(row!.secret!, now.getTime());
    const refused = await twoStepAction(services(), editor, form({ intent: "confirm", code }), now);
    expect(refused).toMatchObject({ ok: false, status: 400, data: { intent: "confirm", field: "proof" } });
    const [still] = await database.db.select({ on: users.totpEnabledAt }).from(users).where(eq(users.id, editor.id));
    expect(still!.on).toBeNull();
    // The refused request did not spend the code.
    expect(await twoStepAction(services(), editor, form({ intent: "confirm", code, proof: PASSWORD }), now)).toMatchObject({ ok: true });
  });
});

describe("signing out everywhere", () => {
  it("can remove my passkeys too, with proof; without the box ticked they stay", async () => {
    const editor = await staff("editor");
    const other = await createSession(database.db, editor.id, { method: "passkey" });
    await addPasskey(editor, PASSWORD);
    await addPasskey(editor, PASSWORD, { name: "Phone" });
    const refused = await runAccountAction(services(), editor, form({ intent: "end-other-sessions", removePasskeys: "on" }));
    expect(refused).toMatchObject({ ok: false, status: 400, data: { intent: "sessions", values: { removePasskeys: true } } });
    expect(await passkeysOf(editor.id)).toHaveLength(2);

    const done = await runAccountAction(services(), editor, form({ intent: "end-other-sessions", removePasskeys: "on", proof: PASSWORD }));
    expect(done).toEqual({
      ok: true,
      toast: "Signed out on all other devices; you stay signed in here. Your 2 passkeys were removed too.",
    });
    expect(await passkeysOf(editor.id)).toEqual([]);
    const left = await database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, editor.id));
    expect(left.map((s) => s.id)).toEqual([editor.sessionId]);
    expect(left.map((s) => s.id)).not.toContain(other.id);
    expect(await summaries()).toContain("signed out all other devices and removed their 2 passkeys");
  });
});

describe("an admin", () => {
  it("resetting a password or signing someone out everywhere may remove their passkeys too", async () => {
    const admin = await staff("admin");
    const editor = await staff("editor");
    await addPasskey(editor, PASSWORD);
    const reset = await runStaffAction(
      services(),
      admin,
      form({ intent: "reset-password", userId: String(editor.id), password: "a fresh harbour lantern 42" }),
    );
    expect(reset.ok).toBe(true);
    expect(await passkeysOf(editor.id)).toHaveLength(1);
    const again = await runStaffAction(
      services(),
      admin,
      form({ intent: "reset-password", userId: String(editor.id), password: "a second harbour lantern 43", removePasskeys: "on" }),
    );
    expect(again).toEqual({
      ok: true,
      toast: 'New password set for "editor" and removed their passkey. They have been signed out everywhere.',
    });
    expect(await passkeysOf(editor.id)).toEqual([]);

    await database.db
      .update(users)
      .set({ passwordHash: (await database.db.select().from(users).where(eq(users.username, "admin")))[0]!.passwordHash })
      .where(eq(users.id, editor.id));
    await addPasskey(await staff("editor"), PASSWORD);
    const out = await runStaffAction(services(), admin, form({ intent: "end-sessions", userId: String(editor.id), removePasskeys: "on" }));
    expect(out).toEqual({ ok: true, toast: '"editor" has been signed out everywhere and removed their passkey.' });
    expect(await passkeysOf(editor.id)).toEqual([]);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, editor.id))).toEqual([]);
  });
});

describe("the address for security notices", () => {
  it("needs proof, is checked, and keeps what was typed when refused", async () => {
    const editor = await staff("editor");
    expect(await runAccountAction(services(), editor, form({ intent: "email", email: "not an address", proof: PASSWORD }))).toMatchObject({
      ok: false,
      status: 400,
      data: { intent: "email", errors: { email: expect.stringMatching(/like name@example.com/) }, values: { email: "not an address" } },
    });
    expect(await runAccountAction(services(), editor, form({ intent: "email", email: EDITOR_MAIL }))).toMatchObject({
      ok: false,
      data: { errors: { proof: expect.any(String) }, values: { email: EDITOR_MAIL } },
    });
    expect(await runAccountAction(services(), editor, form({ intent: "email", email: ` ${EDITOR_MAIL} `, proof: PASSWORD }))).toEqual({
      ok: true,
      toast: `Security notices will go to ${EDITOR_MAIL}.`,
    });
    const [row] = await database.db.select({ email: users.email }).from(users).where(eq(users.id, editor.id));
    expect(row!.email).toBe(EDITOR_MAIL);
  });
});

describe("notices to the account's owner", () => {
  it("go out for every factor change, each once, to the owner's address (the old one too when it changes)", async () => {
    smtp = await startTestSmtp();
    const mailServices = services(smtp.url);
    const mailer = createMailer(mailServices.env)!;
    mailers.push(mailer);
    const editor = await staff("editor");
    const admin = await staff("admin");
    await database.db.update(users).set({ email: EDITOR_MAIL }).where(eq(users.id, editor.id));

    const now = new Date();
    // Each change, as the editor (or an admin) makes it, with mail on.
    await addPasskey(editor, PASSWORD, { smtpUrl: smtp.url });
    const [key] = await passkeysOf(editor.id);
    await call(
      passkeysPage,
      post("/admin/account/passkeys", { intent: "remove", passkeyId: key!.id, proof: PASSWORD }),
      context(editor, smtp.url),
    );
    await twoStepAction(mailServices, editor, form({ intent: "start" }), new Date(now.getTime() - 60_000));
    const [row] = await database.db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, editor.id));
    await twoStepAction(
      mailServices,
      editor,
      form({ intent: "confirm", code: totpCodeAt(row!.secret!, now.getTime() - 60_000), proof: PASSWORD }),
      new Date(now.getTime() - 60_000),
    );
    await twoStepAction(
      mailServices,
      editor,
      form({ intent: "new-codes", code: totpCodeAt(row!.secret!, now.getTime() - 30_000) }),
      new Date(now.getTime() - 30_000),
    );
    await twoStepAction(mailServices, editor, form({ intent: "disable", code: totpCodeAt(row!.secret!, now.getTime()) }), now);
    await runAccountAction(mailServices, editor, form({ intent: "email", email: "new-editor@samudra-rehab.example", proof: PASSWORD }));
    await signInSecurityAction(mailServices, admin, form({ intent: "reset", userId: String(editor.id) }));

    const queued = await database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(queued.map((m) => [m.kind, m.toAddress])).toEqual([
      ["security", EDITOR_MAIL],
      ["security", EDITOR_MAIL],
      ["security", EDITOR_MAIL],
      ["security", EDITOR_MAIL],
      ["security", EDITOR_MAIL],
      ["security", "new-editor@samudra-rehab.example"],
      ["security", EDITOR_MAIL],
      ["security", "new-editor@samudra-rehab.example"],
    ]);
    expect(await sendDueMail(mailServices, mailer)).toEqual({ sent: 8, retried: 0, failed: 0 });
    const mails = await smtp.waitForMails(8);
    const told = mails.map((m) => [m.envelopeTo.join(), /^ {2}(.+)$/m.exec(m.parsed.text ?? "")?.[1]]);
    expect(told).toEqual([
      [EDITOR_MAIL, 'added the passkey "Work laptop"'],
      [EDITOR_MAIL, 'removed the passkey "Work laptop" (other sessions ended)'],
      [EDITOR_MAIL, "turned on two-step sign-in (authenticator app)"],
      [EDITOR_MAIL, "made new recovery codes (the old ones no longer work)"],
      [EDITOR_MAIL, "turned off two-step sign-in"],
      ["new-editor@samudra-rehab.example", "set the address for security notices to new-editor@samudra-rehab.example"],
      [EDITOR_MAIL, "set the address for security notices to new-editor@samudra-rehab.example"],
      [
        "new-editor@samudra-rehab.example",
        'reset the second factors of "editor" (app, recovery codes and passkeys removed; signed out everywhere)',
      ],
    ]);
    const first = mails[0]!.parsed;
    expect(first.subject).toBe('Samudra staff account "editor": a sign-in change');
    expect(first.text).toContain("By: you (or someone signed in as editor)");
    expect(first.text).toContain("sign in now, change your password, sign out all other devices");
    expect(first.text).toContain(`My Account: ${new URL("/admin/account", mailServices.env.SITE_URL).href}`);
    expect(mails[7]!.parsed.text).toContain('By: the administrator "admin"');
    // Sent once: another round sends nothing.
    expect(await sendDueMail(mailServices, mailer)).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it("are not queued without an address, or without a mail server", async () => {
    const editor = await staff("editor");
    smtp = await startTestSmtp();
    await addPasskey(editor, PASSWORD, { smtpUrl: smtp.url });
    await database.db.update(users).set({ email: EDITOR_MAIL }).where(eq(users.id, editor.id));
    await addPasskey(editor, PASSWORD, { name: "Phone" });
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
    // Both changes are in the audit log all the same.
    expect(await summaries()).toEqual(expect.arrayContaining(['added the passkey "Work laptop"', 'added the passkey "Phone"']));
    const ids = (await database.db.select({ id: auditLog.id }).from(auditLog)).map((r) => r.id);
    expect(await database.db.select().from(mailOutbox).where(inArray(mailOutbox.auditId, ids))).toEqual([]);
  });
});
