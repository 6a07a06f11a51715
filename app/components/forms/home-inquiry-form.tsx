import { useSearchParams } from "react-router";
import { serviceOptions } from "~/content/clinic";
import { FIELD_LIMITS, type InquiryFormName } from "~/lib/inquiry-fields";
import { Field } from "./fields";
import { InquiryFormShell } from "./inquiry-form-shell";

const FORM_ID = "home-inquiry";

/**
 * The same form serves three pages, each storing its leads under its own source: the page
 * whose action takes the plain post (routes/home.tsx, contact.tsx, therapy.tsx) decides.
 */
function formName(action: string): InquiryFormName {
  if (action === "/contact") return "contact";
  if (action.startsWith("/therapy/")) return "therapy";
  return "home";
}

/** SPEC §2/§5: name, phone, service (required), message (optional). */
export function HomeInquiryForm({
  action = "/?index",
  defaultService,
  title = "Request a consultation",
}: {
  action?: string;
  /** Preselected service (e.g. on a therapy page); `?service=` in the address wins. */
  defaultService?: string;
  title?: string;
}) {
  const [params] = useSearchParams();
  const preselected = params.get("service");
  const fallbackService =
    serviceOptions.find((s) => s === preselected) ?? serviceOptions.find((s) => s === defaultService) ?? "";

  return (
    <InquiryFormShell formId={FORM_ID} form={formName(action)} title={title} action={action} consent="We keep your name, phone number, chosen service and message to reply to you, then open WhatsApp with your message." what="request">
      {({ errors, values }) => {
        const initialService = values.service ?? fallbackService;
        return (
        <>
          <Field formId={FORM_ID} name="name" label="Your name" error={errors.name}>
            {(p) => (
              <input {...p} className="field-input" type="text" required autoComplete="name" maxLength={FIELD_LIMITS.name} defaultValue={values.name ?? ""} />
            )}
          </Field>
          <Field formId={FORM_ID} name="phone" label="Phone number" error={errors.phone} hint="With country code if outside India, e.g. +44 7700 900123">
            {(p) => (
              <input {...p} className="field-input" type="tel" required autoComplete="tel" inputMode="tel" maxLength={30} defaultValue={values.phone ?? ""} />
            )}
          </Field>
          <Field formId={FORM_ID} name="service" label="Preferred service" error={errors.service}>
            {(p) => (
              <select {...p} key={initialService} className="field-input" required defaultValue={initialService}>
                <option value="" disabled>
                  Choose a service
                </option>
                {serviceOptions.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field formId={FORM_ID} name="message" label="Message (optional)" error={errors.message}>
            {(p) => (
              <textarea {...p} className="field-input" rows={3} maxLength={FIELD_LIMITS.message} defaultValue={values.message ?? ""} />
            )}
          </Field>
        </>
        );
      }}
    </InquiryFormShell>
  );
}
