import type { ReactNode } from "react";
import { useActionData } from "react-router";
import { useT, useLocalizedPath, useLocale } from "~/components/messages-context";
import { CheckCircle2, MessageCircle } from "~/components/ui/lucide";
import { type FieldErrors, type InquiryActionData, type InquiryFormName, inquiryEndpoint } from "~/lib/inquiry-fields";
import { Honeypot } from "./fields";
import { clinicChatUrl, IN_VIEW_MARGINS, InquiryConfirmation } from "./inquiry-confirmation";
import { useClinic } from "~/components/clinic-context";

/** Each form's note on what is kept, ending with the privacy policy link (`<privacy>`). */
export type ConsentKey = "forms.consentHome" | "forms.consentInternational" | "forms.consentWellness";

const CARD = "rounded-2xl bg-white p-6 shadow-lg ring-1 ring-seaglass-200 sm:p-8";

interface ShellProps {
  formId: string;
  /** Which inquiry this is: the JSON endpoint the island posts to stores it under this name. */
  form: InquiryFormName;
  title: string;
  /** The title's language where it is the page document's untranslated text (`useFallbackLang(title)`). */
  titleLang?: string | undefined;
  /** The page whose action takes the plain HTML post (no JavaScript). */
  action: string;
  /** What is kept and why, shown under the button (with the privacy policy link). */
  consent: ConsentKey;
  /** The form's own fields, given the server's messages and the values to keep. */
  children: (state: { errors: FieldErrors; values: Record<string, string> }) => ReactNode;
}

/**
 * Everything the public inquiry forms share: honeypot, the Send via WhatsApp / Sending… /
 * Message Sent! labels, the form's message right under the button (where the eye is after a
 * click) and the confirmation. Rendered on the server only. Without JavaScript the form posts
 * to its page, whose action renders the confirmation instead of the form, or the messages and
 * the typed values here (useActionData); the address's fragment takes the browser to either
 * (`#<formId>-answer`). With JavaScript the island `inquiry-form`
 * (app/islands/inquiry-form.island.ts) posts to `data-endpoint` and fills the same slots.
 */
export function InquiryFormShell({ formId, form, title, titleLang, action, consent, children }: ShellProps) {
  const t = useT();
  const clinic = useClinic();
  const lp = useLocalizedPath();
  const lang = useLocale();
  const result = useActionData<InquiryActionData>();
  const page = lp(action.replace(/\?index$/, ""));
  if (result?.status === "sent" && result.confirmation) {
    return (
      <section className={CARD} aria-labelledby={`${formId}-answer`}>
        <InquiryConfirmation
          formId={formId}
          confirmation={result.confirmation}
          whatsappUrl={result.whatsappUrl}
          againHref={`${page}#${formId}-title`}
        />
      </section>
    );
  }
  const errors = result?.errors ?? {};
  const values = result?.values ?? {};
  const unsaved = result?.status === "unsaved" ? result : null;
  const formMessage = unsaved?.notice ?? errors.form;
  return (
    <form
      method="post"
      action={`${lp(action)}#${formId}-answer`}
      data-island="inquiry-form"
      data-endpoint={inquiryEndpoint(form, lang)}
      data-failed-message={t("forms.sendFailed")}
      data-opened-note={t("forms.confirmNextWhatsAppOpened")}
      className={`relative ${CARD}`}
      aria-labelledby={`${formId}-title`}
    >
      <div className="space-y-4" data-form-body>
        <h3 id={`${formId}-title`} className="scroll-mt-28 text-xl font-bold text-ocean-950" lang={titleLang}>
          {title}
        </h3>
        <Honeypot />
        {children({ errors, values })}
        {/* One label per state; the island shows one at a time (only "idle" without JavaScript). */}
        <button type="submit" className="btn-primary w-full">
          <span className="contents" data-when="idle">
            <MessageCircle className="size-5" aria-hidden="true" /> {t("forms.sendButton")}
          </span>
          <span className="contents" data-when="busy" hidden>
            {t("forms.sendingButton")}
          </span>
          <span className="contents" data-when="sent" hidden>
            <CheckCircle2 className="size-5" aria-hidden="true" /> {t("forms.sentButton")}
          </span>
        </button>
        {/* Right under the button: a refusal, a failure, or the note that the lead waits in
            WhatsApp. The island fills it and moves focus here (fields' own messages aside). */}
        <div
          id={`${formId}-answer`}
          role="alert"
          tabIndex={-1}
          className={`rounded-lg bg-sand-100 p-3 text-sm text-coral-700 ${IN_VIEW_MARGINS}`}
          data-form-error
          hidden={!formMessage}
        >
          <span data-form-error-text>{formMessage}</span>{" "}
          <a
            href={unsaved?.whatsappUrl ?? clinicChatUrl(clinic.whatsapp.e164)}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold underline"
            data-whatsapp-link
            hidden={!unsaved}
          >
            {t("forms.noticeOpenWhatsApp")}
          </a>
        </div>
        <p className="text-xs text-muted">
          {t.rich(consent, {
            privacy: (chunks) => (
              <a href={lp("/privacy-policy")} className="underline">
                {chunks}
              </a>
            ),
          })}
        </p>
      </div>
      <div data-confirmation-slot hidden />
      <template data-confirmation-template>
        <InquiryConfirmation formId={`${formId}-sent`} />
      </template>
    </form>
  );
}
