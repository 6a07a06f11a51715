import { FIELD_LIMITS } from "~/lib/inquiry-fields";
import { Field } from "./fields";
import { InquiryFormShell } from "./inquiry-form-shell";

const FORM_ID = "wellness-inquiry";

/** SPEC §3/§5: name, email, phone (required), message (optional, 4 rows). */
export function WellnessInquiryForm({ action, title, messageHint }: { action: string; title: string; messageHint: string }) {
  return (
    <InquiryFormShell formId={FORM_ID} form="wellness" title={title} action={action} consent="We keep your name, e-mail address, phone number and message to reply to you, then open WhatsApp with your message." what="inquiry">
      {({ errors, values }) => (
        <>
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
          <Field formId={FORM_ID} name="message" label="Message (optional)" error={errors.message} hint={messageHint}>
            {(p) => (
              <textarea {...p} className="field-input" rows={4} maxLength={FIELD_LIMITS.message} defaultValue={values.message ?? ""} />
            )}
          </Field>
        </>
      )}
    </InquiryFormShell>
  );
}
