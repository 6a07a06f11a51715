import { useSearchParams } from "react-router";
import { useT } from "~/components/messages-context";
import { serviceOptions } from "~/content/clinic";
import { FIELD_LIMITS, type InquiryFormName } from "~/lib/inquiry-fields";
import { serviceLabels } from "~/lib/inquiry-labels";
import { Field, NameField, PhoneField } from "./fields";
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
  title,
}: {
  action?: string;
  /** Preselected service (e.g. on a therapy page); `?service=` in the address wins. */
  defaultService?: string;
  /** The catalogue's "Request a consultation" unless the page gives its own. */
  title?: string;
}) {
  const t = useT();
  const [params] = useSearchParams();
  const preselected = params.get("service");
  const fallbackService = serviceOptions.find((s) => s === preselected) ?? serviceOptions.find((s) => s === defaultService) ?? "";

  return (
    <InquiryFormShell
      formId={FORM_ID}
      form={formName(action)}
      title={title ?? t("forms.homeTitle")}
      action={action}
      consent="forms.consentHome"
    >
      {({ errors, values }) => {
        const initialService = values.service ?? fallbackService;
        return (
          <>
            <NameField formId={FORM_ID} label={t("forms.nameLabel")} error={errors.name} value={values.name} />
            <PhoneField formId={FORM_ID} label={t("forms.phoneLabel")} error={errors.phone} value={values.phone} />
            <Field formId={FORM_ID} name="service" label={t("forms.serviceLabel")} error={errors.service}>
              {(p) => (
                <select {...p} key={initialService} className="field-input" required defaultValue={initialService}>
                  <option value="" disabled>
                    {t("forms.serviceChoose")}
                  </option>
                  {serviceOptions.map((s) => (
                    <option key={s} value={s}>
                      {t(serviceLabels[s])}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field formId={FORM_ID} name="message" label={t("forms.messageLabel")} error={errors.message}>
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
