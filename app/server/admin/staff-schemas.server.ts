import { z } from "zod";
import { staffPasswordProblem } from "../auth/common-passwords.server";
import { normaliseUsername, ROLES, usernameProblem } from "~/lib/staff-rules";
import { MAX_RECORD_ID } from "~/lib/admin-list-url";
import { isNoticeAddress, STAFF_EMAIL_MAX } from "~/lib/security-mail";

// Server-side validation of the staff forms; the rules themselves live in app/lib so the
// command line and the forms' hints say exactly the same thing (plus the list of common
// passwords, which only the server holds: auth/common-passwords.server.ts).

const username = z
  .string({ error: "Please enter a username." })
  .transform(normaliseUsername)
  .superRefine((value, ctx) => {
    const problem = usernameProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const role = z.enum(ROLES as ["admin", "editor", "doctor"], { error: "Choose a role: Admin, Editor or Doctor." });
const userId = z.coerce
  .number({ error: "Unknown staff account." })
  .int()
  .positive("Unknown staff account.")
  .max(MAX_RECORD_ID, "Unknown staff account.");
// Rules that depend on the account (its username) are checked where the account is known.
const password = z.string({ error: "Please enter a password." }).min(1, "Please enter a password.");

// Rules that need no username are checked per field, so every field's problem is reported at once.
const newPassword = password.superRefine((value, ctx) => {
  const problem = staffPasswordProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/** Where the account's security notices go (issue 49): optional, a plain address. */
export const noticeEmail = z
  .string()
  .trim()
  .max(STAFF_EMAIL_MAX, `Use at most ${STAFF_EMAIL_MAX} characters.`)
  .refine((value) => value === "" || isNoticeAddress(value), "Type an e-mail address like name@example.com, or leave it empty.");

export const newStaffSchema = z.object({ username, role, password: newPassword, email: noticeEmail }).superRefine((value, ctx) => {
  const problem = staffPasswordProblem(value.password, { username: value.username });
  if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
});

export const staffActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create"), username: z.string(), role: z.string(), password: z.string(), email: z.string() }),
  z.object({ intent: z.literal("disable"), userId }),
  z.object({ intent: z.literal("enable"), userId }),
  z.object({ intent: z.literal("reset-password"), userId, password }),
  z.object({ intent: z.literal("change-role"), userId, role }),
  z.object({ intent: z.literal("end-sessions"), userId }),
]);

export type StaffAction = z.infer<typeof staffActionSchema>;

export const accountPasswordSchema = z.object({
  currentPassword: z.string().min(1, "Please enter your current password."),
  newPassword: z.string().min(1, "Please enter a new password."),
  confirmPassword: z.string().min(1, "Please enter the new password a second time."),
});

/** The first message per field, for showing next to each input. */
export function fieldErrors<K extends string>(error: z.ZodError): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form") as K;
    if (!errors[key]) errors[key] = issue.message;
  }
  return errors;
}
