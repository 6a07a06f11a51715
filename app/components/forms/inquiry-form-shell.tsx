import type { ReactNode } from "react";
import { Link } from "react-router";
import { CheckCircle2, MessageCircle } from "~/components/ui/lucide";
import type { FieldErrors } from "~/lib/inquiry-fields";
import { Honeypot } from "./fields";
import { InquiryStatus } from "./inquiry-status";
import { useInquiryForm } from "./use-inquiry-form";

interface ShellProps {
  formId: string;
  title: string;
  action: string;
  /** What is kept and why, shown under the button (privacy policy linked after it). */
  consent: string;
  /** "request", "inquiry": wording of the thank-you line. */
  what?: string;
  /** The form's own fields, given the server's messages and the values to keep. */
  children: (state: { errors: FieldErrors; values: Record<string, string> }) => ReactNode;
}

/**
 * Everything the public inquiry forms share: the JS/no-JS submission, honeypot, form-level
 * error, the button's Sending…/Message Sent! states, the status line and the consent note.
 */
export function InquiryFormShell({ formId, title, action, consent, what = "request", children }: ShellProps) {
  const { fetcher, form, hydrated, busy, sent, sentUrl, notice, errors, values, onSubmit } = useInquiryForm(action);
  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={action}
      onSubmit={hydrated ? onSubmit : undefined}
      className="relative space-y-4 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-seaglass-200 sm:p-8"
      aria-labelledby={`${formId}-title`}
    >
      <h3 id={`${formId}-title`} className="text-xl font-bold text-ocean-950">
        {title}
      </h3>
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      <Honeypot />
      {errors.form ? (
        <p role="alert" className="rounded-lg bg-sand-100 p-3 text-sm text-coral-700">
          {errors.form}
        </p>
      ) : null}
      {children({ errors, values })}
      <button type="submit" className="btn-primary w-full" disabled={busy || sent}>
        {sent ? (
          <>
            <CheckCircle2 className="size-5" aria-hidden="true" /> Message Sent!
          </>
        ) : busy ? (
          "Sending…"
        ) : (
          <>
            <MessageCircle className="size-5" aria-hidden="true" /> Send via WhatsApp
          </>
        )}
      </button>
      <InquiryStatus sentUrl={sentUrl} notice={notice} what={what} />
      <p className="text-xs text-muted">
        {consent} See our <Link to="/privacy-policy" className="underline">privacy policy</Link>.
      </p>
    </fetcher.Form>
  );
}
