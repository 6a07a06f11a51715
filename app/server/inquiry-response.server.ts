import { data } from "react-router";
import type { Translate } from "~/i18n/format";
import type { InquiryActionData } from "~/lib/inquiry-schemas";
import type { InquiryOutcome } from "./inquiries.server";

/** Whole minutes to wait, at least one ("in a minute"). */
const retryMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

interface InquiryAnswer {
  body: InquiryActionData;
  status: 200 | 400 | 429;
  headers: Record<string, string>;
}

/**
 * What the visitor is told for each outcome of the pipeline: the one place for the status
 * codes and messages, whether the answer is a page (plain HTML form) or JSON (the form's island).
 * `t` words them in the request's catalogue.
 */
export function inquiryAnswer(outcome: InquiryOutcome, t: Translate): InquiryAnswer {
  switch (outcome.kind) {
    case "sent":
      return {
        status: 200,
        headers: {},
        body: {
          status: "sent",
          whatsappUrl: outcome.whatsappUrl,
          errors: {},
          values: {},
          confirmation: {
            reference: outcome.reference,
            channel: outcome.channel,
            summary: outcome.summary,
            next:
              outcome.channel === "email"
                ? t("forms.confirmNextEmail", { hours: outcome.answerHours })
                : t("forms.confirmNextWhatsAppPress"),
          },
        },
      };
    case "unsaved":
      return {
        status: 200,
        headers: {},
        body: {
          status: "unsaved",
          whatsappUrl: outcome.whatsappUrl,
          errors: {},
          values: outcome.values,
          notice: t("forms.noticeUnsaved"),
        },
      };
    case "invalid":
      return { status: 400, headers: {}, body: { status: "invalid", whatsappUrl: null, errors: outcome.errors, values: outcome.values } };
    case "rate-limited":
      return {
        status: 429,
        headers: { "Retry-After": String(outcome.retryAfterSeconds) },
        body: {
          status: "rate-limited",
          whatsappUrl: null,
          errors: { form: t("forms.rateLimited", { minutes: retryMinutes(outcome.retryAfterSeconds) }) },
          values: outcome.values,
        },
      };
  }
}

/**
 * A plain HTML post (no JavaScript) is answered by its page, rendered with the answer: the
 * confirmation (reference, copy, what happens next, WhatsApp as a button), or the messages
 * with the typed values. Nothing typed goes into an address or a redirect (decision 070).
 */
export function inquiryPageResponse(outcome: InquiryOutcome, t: Translate) {
  const answer = inquiryAnswer(outcome, t);
  return data(answer.body, { status: answer.status, headers: answer.headers });
}

/** The JSON endpoint's answer (never cached: it is about this one submission). */
export function inquiryJsonResponse(outcome: InquiryOutcome, t: Translate): Response {
  const answer = inquiryAnswer(outcome, t);
  return Response.json(answer.body, { status: answer.status, headers: { ...answer.headers, "Cache-Control": "no-store" } });
}
