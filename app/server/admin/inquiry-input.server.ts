import { MAX_RECORD_ID } from "~/lib/admin-list-url";
import { z } from "zod";
import { INQUIRY_STATUSES } from "~/lib/inquiry-inbox";
import { parseRetentionDays } from "~/lib/inquiry-retention";

export const STATUS_ERROR = "Please choose New, Contacted, Booked or Closed.";

export const statusInput = z.object({
  id: z.coerce.number({ error: "Unknown inquiry." }).int("Unknown inquiry.").positive("Unknown inquiry.").max(MAX_RECORD_ID, "Unknown inquiry."),
  status: z.enum(INQUIRY_STATUSES, { error: STATUS_ERROR }),
});

export const retentionInput = z.object({
  days: z.string().transform((raw, ctx) => {
    const parsed = parseRetentionDays(raw);
    if (parsed.ok) return parsed.days;
    ctx.addIssue({ code: "custom", message: parsed.error });
    return z.NEVER;
  }),
});

/** The form's text fields (files and missing fields become ""). */
export function textFields(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => {
    const v = form.get(n);
    return [n, typeof v === "string" ? v : ""];
  }));
}
