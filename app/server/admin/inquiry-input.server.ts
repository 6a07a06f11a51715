import { MAX_RECORD_ID } from "~/lib/admin-list-url";
import { z } from "zod";
import { INQUIRY_STATUSES } from "~/lib/inquiry-inbox";
import { parseRetentionDays } from "~/lib/inquiry-retention";
import { parseCalendarDay } from "~/lib/calendar-input";
import { NOTE_MAX } from "~/lib/inquiry-follow-up";

export const STATUS_ERROR = "Please choose New, Contacted, Booked or Closed.";

export const statusInput = z.object({
  id: z.coerce
    .number({ error: "Unknown inquiry." })
    .int("Unknown inquiry.")
    .positive("Unknown inquiry.")
    .max(MAX_RECORD_ID, "Unknown inquiry."),
  status: z.enum(INQUIRY_STATUSES, { error: STATUS_ERROR }),
});

const inquiryId = z.coerce
  .number({ error: "Unknown inquiry." })
  .int("Unknown inquiry.")
  .positive("Unknown inquiry.")
  .max(MAX_RECORD_ID, "Unknown inquiry.");

export const followUpInput = z.object({
  id: inquiryId,
  assignedTo: z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === "") return null;
      const n = Number(v);
      if (Number.isInteger(n) && n > 0 && n <= MAX_RECORD_ID) return n;
      ctx.addIssue({ code: "custom", message: "Please choose a staff member from the list." });
      return z.NEVER;
    }),
  followUpOn: z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === "") return null;
      const day = parseCalendarDay(v);
      if (day.ok) return v;
      const message = day.problem === "impossible" ? `Follow up on: ${day.detail}.` : "Follow up on: enter a date like 2026-12-01.";
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }),
});

/** The lead's one form (issue 44 item 4): status, follow-up and an optional note, saved together. */
export const leadInput = followUpInput.extend({
  status: z.enum(INQUIRY_STATUSES, { error: STATUS_ERROR }),
  body: z.string().trim().max(NOTE_MAX, `A note can be at most ${NOTE_MAX} characters.`),
});

export const noteInput = z.object({
  id: inquiryId,
  body: z.string().trim().min(1, "Please write the note before adding it.").max(NOTE_MAX, `A note can be at most ${NOTE_MAX} characters.`),
});

const retentionDays = z.string().transform((raw, ctx) => {
  const parsed = parseRetentionDays(raw);
  if (parsed.ok) return parsed.days;
  ctx.addIssue({ code: "custom", message: parsed.error });
  return z.NEVER;
});

export const retentionInput = z.object({
  days: retentionDays,
  // How long appointments are kept after they take place (issue 47 item 8), in the same bounds;
  // missing from a page opened before the field was added, which leaves the setting as it is.
  appointmentDays: retentionDays.optional(),
  // How long closed or declined international cases are kept (issue 48), likewise.
  caseDays: retentionDays.optional(),
});

/** The form's text fields (files and missing fields become ""). */
export function textFields(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((n) => {
      const v = form.get(n);
      return [n, typeof v === "string" ? v : ""];
    }),
  );
}
