import { data, redirect } from "react-router";
import type { InquiryActionData } from "~/lib/inquiry-schemas";
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
      return data<InquiryActionData>({ status: "sent", whatsappUrl: outcome.whatsappUrl, errors: {}, values: {} });
    case "unsaved":
      // WhatsApp carries everything they typed; without JavaScript the chat is the answer.
      if (!viaJs) throw redirect(outcome.whatsappUrl, 303);
      return data<InquiryActionData>({
        status: "unsaved",
        whatsappUrl: outcome.whatsappUrl,
        errors: {},
        values: {},
        notice:
          "Our system could not save your request just now, but your message is ready in WhatsApp: please press send there, or call us.",
      });
    case "invalid":
      return data<InquiryActionData>(
        { status: "invalid", whatsappUrl: null, errors: outcome.errors, values: outcome.values },
        400,
      );
    case "rate-limited":
      return data<InquiryActionData>(
        {
          status: "rate-limited",
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
