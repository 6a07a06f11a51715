import type { ReactNode } from "react";
import { useActionData } from "react-router";
import { useT, useLocalizedPath, useLocale } from "~/components/messages-context";
import { CheckCircle2, MessageCircle } from "~/components/ui/lucide";
import { type FieldErrors, type InquiryActionData, type InquiryFormName, inquiryEndpoint } from "~/lib/inquiry-fields";
import { Honeypot } from "./fields";
import { InquiryStatus, type ThanksKey } from "./inquiry-status";

/** Each form's note on what is kept, ending with the privacy policy link (`<privacy>`). */
export type ConsentKey = "forms.consentHome" | "forms.consentInternational" | "forms.consentWellness";

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
  /** Wording of the thank-you line ("request" or "inquiry"). */
  thanks: ThanksKey;
  /** The form's own fields, given the server's messages and the values to keep. */
  children: (state: { errors: FieldErrors; values: Record<string, string> }) => ReactNode;
}

/**
 * Everything the public inquiry forms share: honeypot, form-level error, the button's
 * Send via WhatsApp / Sending… / Message Sent! labels, the status line and the consent note.
 * Rendered on the server only. Without JavaScript the form posts to its page, whose action
 * redirects to WhatsApp or renders the messages here (useActionData); with JavaScript the
 * island `inquiry-form` (app/islands/inquiry-form.island.ts) posts it to `data-endpoint`
 * and shows the answer in the same slots.
 */
export function InquiryFormShell({ formId, form, title, titleLang, action, consent, thanks, children }: ShellProps) {
  const t = useT();
  const lp = useLocalizedPath();
  const lang = useLocale();
  const result = useActionData<InquiryActionData>();
  const errors = result?.errors ?? {};
  const values = result?.values ?? {};
  return (
    <form
      method="post"
      action={lp(action)}
      data-island="inquiry-form"
      data-endpoint={inquiryEndpoint(form, lang)}
      data-failed-message={t("forms.sendFailed")}
      className="relative space-y-4 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-seaglass-200 sm:p-8"
      aria-labelledby={`${formId}-title`}
    >
      <h3 id={`${formId}-title`} className="text-xl font-bold text-ocean-950" lang={titleLang}>
        {title}
      </h3>
      <Honeypot />
      <p role="alert" className="rounded-lg bg-sand-100 p-3 text-sm text-coral-700" data-form-error hidden={!errors.form}>
        {errors.form}
      </p>
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
      <InquiryStatus thanks={thanks} />
      <p className="text-xs text-muted">
        {t.rich(consent, {
          privacy: (chunks) => (
            <a href={lp("/privacy-policy")} className="underline">
              {chunks}
            </a>
          ),
        })}
      </p>
    </form>
  );
}
