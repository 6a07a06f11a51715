import { data, redirect } from "react-router";
import type { InquiryOutcome } from "./inquiries.server";

/** Set by the form once hydrated: its submission is a fetch and JS opens the chat. */
export const JS_FIELD = "_js";

function retryText(seconds: number) {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "in a minute" : `in ${minutes} minutes`;
}

/**
 * Turns the pipeline's outcome into the route's answer: JSON-ish data for the
 * JavaScript form, a 303 to WhatsApp for a plain HTML post.
 */
export function inquiryResponse(outcome: InquiryOutcome, formData: FormData) {
  const viaJs = formData.get(JS_FIELD) === "1";
  switch (outcome.kind) {
    case "sent":
      if (!viaJs) throw redirect(outcome.whatsappUrl, 303);
      return data({ status: "sent" as const, whatsappUrl: outcome.whatsappUrl, errors: {}, values: {} });
    case "invalid":
      return data(
        { status: "invalid" as const, whatsappUrl: null, errors: outcome.errors, values: outcome.values },
        400,
      );
    case "rate-limited":
      return data(
        {
          status: "rate-limited" as const,
          whatsappUrl: null,
          errors: {
            form: `You have sent several messages in a short time. Please try again ${retryText(outcome.retryAfterSeconds)}, or call us directly.`,
          },
          values: outcome.values,
        },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
  }
}

export type InquiryActionData = Awaited<ReturnType<typeof inquiryResponse>>["data"];
