import { Link } from "react-router";
import { CheckCircle2, MessageCircle } from "lucide-react";
import { wellnessSections } from "~/content/wellness";
import { FIELD_LIMITS } from "~/lib/inquiry-fields";
import { Field, Honeypot } from "./fields";
import { InquiryStatus } from "./inquiry-status";
import { useInquiryForm } from "./use-inquiry-form";

const FORM_ID = "wellness-inquiry";

/** SPEC §3/§5: name, email, phone (required), message (optional, 4 rows). */
export function WellnessInquiryForm({ action }: { action: string }) {
  const { fetcher, form, hydrated, busy, sent, sentUrl, notice, errors, values, onSubmit } = useInquiryForm(action);

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={action}
      onSubmit={hydrated ? onSubmit : undefined}
      className="relative space-y-4 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-seaglass-200 sm:p-8"
      aria-labelledby={`${FORM_ID}-title`}
    >
      <h3 id={`${FORM_ID}-title`} className="text-xl font-bold text-ocean-950">
        {wellnessSections.booking.formTitle}
      </h3>
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      <Honeypot />
      {errors.form ? (
        <p role="alert" className="rounded-lg bg-sand-100 p-3 text-sm text-coral-700">
          {errors.form}
        </p>
      ) : null}
      <Field formId={FORM_ID} name="name" label="Your name" error={errors.name}>
        {(p) => (
          <input {...p} className="field-input" type="text" required autoComplete="name" maxLength={FIELD_LIMITS.name} defaultValue={values.name ?? ""} />
        )}
      </Field>
      <Field formId={FORM_ID} name="email" label="E-mail address" error={errors.email}>
        {(p) => (
          <input {...p} className="field-input" type="email" required autoComplete="email" maxLength={254} defaultValue={values.email ?? ""} />
        )}
      </Field>
      <Field formId={FORM_ID} name="phone" label="Phone number" error={errors.phone} hint="With country code if outside India, e.g. +44 7700 900123">
        {(p) => (
          <input {...p} className="field-input" type="tel" required autoComplete="tel" inputMode="tel" maxLength={30} defaultValue={values.phone ?? ""} />
        )}
      </Field>
      <Field formId={FORM_ID} name="message" label="Message (optional)" error={errors.message} hint="Preferred dates, team size or anything we should know">
        {(p) => (
          <textarea {...p} className="field-input" rows={4} maxLength={FIELD_LIMITS.message} defaultValue={values.message ?? ""} />
        )}
      </Field>
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
      <InquiryStatus sentUrl={sentUrl} notice={notice} what="inquiry" />
      <p className="text-xs text-muted">
        We keep your name, e-mail address, phone number and message to reply to you, then open WhatsApp
        with your message. See our <Link to="/privacy-policy" className="underline">privacy policy</Link>.
      </p>
    </fetcher.Form>
  );
}
