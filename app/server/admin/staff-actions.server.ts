import { staffPasswordProblem } from "../auth/common-passwords.server";
import { roleLabel } from "~/lib/permissions";
import { normaliseUsername } from "~/lib/staff-rules";
import { hashPassword } from "../auth/password.server";
import type { SessionUser } from "../auth/session.server";
import type { AppServices } from "../context.server";
import { auditedWrite } from "../content/write.server";
import { endAllSessionsOf } from "./sessions.server";
import { deleteUserSessions } from "../auth/session.server";
import { fieldErrors, newStaffSchema, staffActionSchema } from "./staff-schemas.server";
import {
  findStaff,
  insertStaff,
  removeAllPasskeys,
  usernameTaken,
  setStaffDisabled,
  setStaffPassword,
  setStaffRole,
  UsernameTakenError,
} from "./staff.server";

export type StaffField = "username" | "role" | "password" | "email";

/** What the staff page needs to show a failed submission again (never the password). */
export interface StaffActionData {
  intent: string;
  /** The account the form was about (null for "create"). */
  userId: number | null;
  /** A problem with the request as a whole. */
  message: string | null;
  errors: Partial<Record<StaffField, string>>;
  values: { username: string; role: string; email: string; removePasskeys: boolean };
}

export type StaffOutcome = { ok: true; toast: string } | { ok: false; status: number; data: StaffActionData };

const text = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === "string" ? value : "";
};

/** Runs one staff-management form submission for an admin (the caller checked the permission). */
export async function runStaffAction(services: AppServices, actor: SessionUser, form: FormData): Promise<StaffOutcome> {
  const raw = {
    intent: text(form, "intent"),
    userId: text(form, "userId"),
    username: text(form, "username"),
    role: text(form, "role"),
    password: text(form, "password"),
    email: text(form, "email"),
  };
  // "Also remove their passkeys", offered with a password reset and with signing out everywhere.
  const removePasskeys = form.get("removePasskeys") === "on";
  const numericId = Number(raw.userId);
  const fail = (status: number, parts: Partial<Pick<StaffActionData, "message" | "errors">>): StaffOutcome => ({
    ok: false,
    status,
    data: {
      intent: raw.intent,
      userId: Number.isInteger(numericId) && numericId > 0 ? numericId : null,
      message: parts.message ?? null,
      errors: parts.errors ?? {},
      values: { username: raw.username, role: raw.role, email: raw.email, removePasskeys },
    },
  });

  const parsed = staffActionSchema.safeParse(raw);
  if (!parsed.success) {
    const errors = fieldErrors<StaffField | "intent" | "userId">(parsed.error);
    if (errors.intent) return fail(400, { message: "Unknown action. Please reload the page and try again." });
    if (errors.userId) return fail(400, { message: errors.userId });
    return fail(400, { errors: { role: errors.role, password: errors.password } });
  }
  const input = parsed.data;
  const { db } = services.database;

  if (input.intent === "create") {
    const checked = newStaffSchema.safeParse(input);
    if (!checked.success) {
      const errors = fieldErrors<StaffField>(checked.error);
      // Report a taken username together with the other problems, not one round later.
      const wanted = normaliseUsername(input.username);
      if (!errors.username && (await usernameTaken(db, wanted))) errors.username = takenMessage(wanted);
      return fail(400, { errors });
    }
    const { username, role, password, email } = checked.data;
    const passwordHash = await hashPassword(password);
    try {
      await auditedWrite(services, actor, async (tx) => {
        const id = await insertStaff(tx, { username, role, passwordHash, email: email || null });
        return {
          result: id,
          audit: { action: "create", entity: "user", entityId: id, summary: `created staff account "${username}" (${role})` },
        };
      });
    } catch (error) {
      if (error instanceof UsernameTakenError) {
        return fail(400, { errors: { username: takenMessage(username) } });
      }
      throw error;
    }
    return { ok: true, toast: `Staff account "${username}" created (${roleLabel(role)}). They can sign in now.` };
  }

  const target = await findStaff(db, input.userId);
  if (!target) return fail(404, { message: "That staff account no longer exists. Please reload the page." });
  const self = target.id === actor.id;
  const name = target.username;

  switch (input.intent) {
    case "disable": {
      if (self) return fail(400, { message: "You can't disable your own account. Another admin can do it if needed." });
      if (target.disabledAt) return { ok: true, toast: `"${name}" was already disabled.` };
      await auditedWrite(services, actor, async (tx) => {
        await setStaffDisabled(tx, target.id, true);
        return {
          result: null,
          audit: { action: "disable", entity: "user", entityId: target.id, summary: `disabled staff account "${name}"` },
        };
      });
      return { ok: true, toast: `"${name}" is disabled and has been signed out everywhere.` };
    }
    case "enable": {
      if (!target.disabledAt) return { ok: true, toast: `"${name}" was already active.` };
      await auditedWrite(services, actor, async (tx) => {
        await setStaffDisabled(tx, target.id, false);
        return {
          result: null,
          audit: { action: "enable", entity: "user", entityId: target.id, summary: `re-enabled staff account "${name}"` },
        };
      });
      return { ok: true, toast: `"${name}" can sign in again.` };
    }
    case "reset-password": {
      // Your own password needs your current one (My Account), so a stolen session can't change it.
      if (self) return fail(400, { message: "To change your own password, use My Account: it asks for your current password." });
      const problem = staffPasswordProblem(input.password, { username: name });
      if (problem) return fail(400, { errors: { password: problem } });
      const passwordHash = await hashPassword(input.password);
      const removed = await auditedWrite(services, actor, async (tx) => {
        await setStaffPassword(tx, target.id, passwordHash);
        const gone = removePasskeys ? await removeAllPasskeys(tx, target.id) : 0;
        return {
          result: gone,
          audit: {
            action: "password",
            entity: "user",
            entityId: target.id,
            summary: `reset the password of "${name}"${passkeysGone(gone)}`,
            notify: { userId: target.id },
          },
        };
      });
      return { ok: true, toast: `New password set for "${name}"${passkeysGone(removed)}. They have been signed out everywhere.` };
    }
    case "change-role": {
      if (target.role === input.role) return { ok: true, toast: `"${name}" is already ${article(input.role)} ${roleLabel(input.role)}.` };
      if (self) return fail(400, { message: "You can't change your own role. Another admin can do it if needed." });
      await auditedWrite(services, actor, async (tx) => {
        await setStaffRole(tx, target.id, input.role);
        return {
          result: null,
          audit: {
            action: "update",
            entity: "user",
            entityId: target.id,
            summary: `changed the role of "${name}" from ${target.role} to ${input.role}`,
          },
        };
      });
      return { ok: true, toast: `"${name}" is now ${article(input.role)} ${roleLabel(input.role)}.` };
    }
    case "end-sessions": {
      if (removePasskeys && !self) {
        const removed = await auditedWrite(services, actor, async (tx) => {
          const gone = await removeAllPasskeys(tx, target.id);
          await deleteUserSessions(tx, target.id);
          return {
            result: gone,
            audit: {
              action: "security",
              entity: "user",
              entityId: target.id,
              summary: `signed "${name}" out everywhere${passkeysGone(gone)}`,
              notify: { userId: target.id },
            },
          };
        });
        return { ok: true, toast: `"${name}" has been signed out everywhere${passkeysGone(removed)}.` };
      }
      // Your own current session stays (the card says so); the rest end like anyone else's.
      const ended = await endAllSessionsOf(db, actor, target);
      if (self)
        return {
          ok: true,
          toast:
            ended === 0 ? "You were not signed in anywhere else." : "You were signed out on your other devices. You stay signed in here.",
        };
      return { ok: true, toast: ended === 0 ? `"${name}" was not signed in anywhere.` : `"${name}" has been signed out everywhere.` };
    }
  }
}

const passkeysGone = (count: number) =>
  count === 0 ? "" : count === 1 ? " and removed their passkey" : ` and removed their ${count} passkeys`;

const takenMessage = (username: string) => `The username "${username}" is already taken. Please choose another.`;

const article = (role: string) => (/^[aeiou]/i.test(role) ? "an" : "a");
