import { Link } from "react-router";
import { CheckCircle2, MessageCircle } from "lucide-react";
import { inquiryTherapyLabels, inquiryTherapyOptions, internationalSections } from "~/content/international";
import { FIELD_LIMITS } from "~/lib/inquiry-fields";
import { Field, Honeypot } from "./fields";
import { InquiryStatus } from "./inquiry-status";
import { useInquiryForm } from "./use-inquiry-form";

const FORM_ID = "international-inquiry";

/** SPEC §5: fullName, country, contact, therapy required; travelDates and message optional. */
export function InternationalInquiryForm({ action = "/international-patients" }: { action?: string }) {
  const { fetcher, form, hydrated, busy, sent, sentUrl, notice, errors, values, onSubmit } = useInquiryForm(action);
  const therapy = values.therapy ?? "";

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
        {internationalSections.contact.formTitle}
      </h3>
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      <Honeypot />
      {errors.form ? (
        <p role="alert" className="rounded-lg bg-sand-100 p-3 text-sm text-coral-700">
          {errors.form}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field formId={FORM_ID} name="fullName" label="Full name" error={errors.fullName}>
          {(p) => (
            <input {...p} className="field-input" type="text" required autoComplete="name" maxLength={FIELD_LIMITS.name} defaultValue={values.fullName ?? ""} />
          )}
        </Field>
        <Field formId={FORM_ID} name="country" label="Country" error={errors.country}>
          {(p) => (
            <input {...p} className="field-input" type="text" required autoComplete="country-name" maxLength={80} defaultValue={values.country ?? ""} />
          )}
        </Field>
      </div>
      <Field
        formId={FORM_ID}
        name="contact"
        label="WhatsApp number or e-mail"
        error={errors.contact}
        hint="A WhatsApp number with country code (e.g. +44 7700 900123) or an e-mail address"
      >
        {(p) => <input {...p} className="field-input" type="text" required maxLength={120} defaultValue={values.contact ?? ""} />}
      </Field>
      <Field formId={FORM_ID} name="therapy" label="Therapy of interest" error={errors.therapy}>
        {(p) => (
          <select {...p} key={therapy} className="field-input" required defaultValue={therapy}>
            <option value="" disabled>
              Choose a therapy
            </option>
            {inquiryTherapyOptions.map((option) => (
              <option key={option} value={option}>
                {inquiryTherapyLabels[option]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field formId={FORM_ID} name="travelDates" label="Travel dates (optional)" error={errors.travelDates} hint="Approximate is fine, e.g. March 2026 or flexible">
        {(p) => <input {...p} className="field-input" type="text" maxLength={100} defaultValue={values.travelDates ?? ""} />}
      </Field>
      <Field formId={FORM_ID} name="message" label="Message (optional)" error={errors.message}>
        {(p) => <textarea {...p} className="field-input" rows={4} maxLength={FIELD_LIMITS.message} defaultValue={values.message ?? ""} />}
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
        We keep your name, country, contact details, therapy of interest, travel dates and message to reply to you,
        then open WhatsApp with your inquiry. See our <Link to="/privacy-policy" className="underline">privacy policy</Link>.
      </p>
    </fetcher.Form>
  );
}
