import { inquiryTherapyLabels, inquiryTherapyOptions } from "~/content/international";
import { FIELD_LIMITS } from "~/lib/inquiry-fields";
import { Field } from "./fields";
import { InquiryFormShell } from "./inquiry-form-shell";

const FORM_ID = "international-inquiry";

/** SPEC §5: fullName, country, contact, therapy required; travelDates and message optional. */
export function InternationalInquiryForm({ title, action = "/international-patients" }: { title: string; action?: string }) {
  return (
    <InquiryFormShell formId={FORM_ID} form="international" title={title} action={action} consent="We keep your name, country, contact details, therapy of interest, travel dates and message to reply to you, then open WhatsApp with your inquiry." what="inquiry">
      {({ errors, values }) => (
        <>
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
              <select {...p} key={values.therapy ?? ""} className="field-input" required defaultValue={values.therapy ?? ""}>
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
        </>
      )}
    </InquiryFormShell>
  );
}
