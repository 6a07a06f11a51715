import { useT } from "~/components/messages-context";
import { FIELD_LIMITS } from "~/lib/inquiry-fields";
import { Field, NameField, PhoneField } from "./fields";
import { InquiryFormShell } from "./inquiry-form-shell";

const FORM_ID = "wellness-inquiry";

/** SPEC §3/§5: name, email, phone (required), message (optional, 4 rows). */
export function WellnessInquiryForm({
  action,
  title,
  messageHint,
  titleLang,
  hintLang,
}: {
  action: string;
  title: string;
  messageHint: string;
  /** The title's language where it is the page document's untranslated text (`useFallbackLang(title)`). */
  titleLang?: string | undefined;
  /** The hint's language, likewise (`useFallbackLang(messageHint)`). */
  hintLang?: string | undefined;
}) {
  const t = useT();
  return (
    <InquiryFormShell formId={FORM_ID} form="wellness" title={title} titleLang={titleLang} action={action} consent="forms.consentWellness">
      {({ errors, values }) => (
        <>
          <NameField formId={FORM_ID} label={t("forms.nameLabel")} error={errors.name} value={values.name} />
          <Field formId={FORM_ID} name="email" label={t("forms.emailLabel")} error={errors.email}>
            {(p) => (
              <input
                {...p}
                dir="ltr"
                className="field-input rtl:text-right"
                type="email"
                required
                autoComplete="email"
                maxLength={254}
                defaultValue={values.email ?? ""}
              />
            )}
          </Field>
          <PhoneField formId={FORM_ID} label={t("forms.phoneLabel")} error={errors.phone} value={values.phone} />
          <Field
            formId={FORM_ID}
            name="message"
            label={t("forms.messageLabel")}
            error={errors.message}
            hint={messageHint}
            hintLang={hintLang}
          >
            {(p) => (
              <textarea {...p} className="field-input" rows={4} maxLength={FIELD_LIMITS.message} defaultValue={values.message ?? ""} />
            )}
          </Field>
        </>
      )}
    </InquiryFormShell>
  );
}
