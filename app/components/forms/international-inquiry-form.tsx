import { useLocale, useT } from "~/components/messages-context";
import { inquiryTherapyOptions } from "~/content/international";
import { LOCALE_INFO } from "~/i18n/locales";
import { FIELD_LIMITS } from "~/lib/inquiry-fields";
import { therapyLabels, travelDateExample } from "~/lib/inquiry-labels";
import { CountryField, Field, LtrExample } from "./fields";
import { InquiryFormShell } from "./inquiry-form-shell";

const FORM_ID = "international-inquiry";

/** SPEC §5: fullName, country, contact, therapy required; travelDates and message optional. */
export function InternationalInquiryForm({
  title,
  titleLang,
  action = "/international-patients",
}: {
  title: string;
  /** The title's language where it is the page document's untranslated text. */
  titleLang?: string | undefined;
  action?: string;
}) {
  const t = useT();
  const lang = useLocale();
  return (
    <InquiryFormShell
      formId={FORM_ID}
      form="international"
      title={title}
      titleLang={titleLang}
      action={action}
      consent="forms.consentInternational"
    >
      {({ errors, values }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field formId={FORM_ID} name="fullName" label={t("forms.fullNameLabel")} error={errors.fullName}>
              {(p) => (
                <input
                  {...p}
                  className="field-input"
                  type="text"
                  required
                  autoComplete="name"
                  maxLength={FIELD_LIMITS.name}
                  defaultValue={values.fullName ?? ""}
                />
              )}
            </Field>
            <CountryField formId={FORM_ID} label={t("forms.countryLabel")} error={errors.country} value={values.country} />
          </div>
          <Field
            formId={FORM_ID}
            name="contact"
            label={t("forms.contactLabel")}
            error={errors.contact}
            hint={t.rich("forms.contactHint", { number: LtrExample })}
          >
            {(p) => (
              <input
                {...p}
                dir="ltr"
                className="field-input rtl:text-right"
                type="text"
                required
                maxLength={120}
                defaultValue={values.contact ?? ""}
              />
            )}
          </Field>
          <Field formId={FORM_ID} name="therapy" label={t("forms.therapyLabel")} error={errors.therapy}>
            {(p) => (
              <select {...p} key={values.therapy ?? ""} className="field-input" required defaultValue={values.therapy ?? ""}>
                <option value="" disabled>
                  {t("forms.therapyChoose")}
                </option>
                {inquiryTherapyOptions.map((option) => (
                  <option key={option} value={option}>
                    {t(therapyLabels[option])}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            formId={FORM_ID}
            name="travelDates"
            label={t("forms.travelDatesLabel")}
            error={errors.travelDates}
            hint={t("forms.travelDatesHint", { example: travelDateExample(new Date(), LOCALE_INFO[lang].formatTag) })}
          >
            {(p) => <input {...p} className="field-input" type="text" maxLength={100} defaultValue={values.travelDates ?? ""} />}
          </Field>
          <Field formId={FORM_ID} name="message" label={t("forms.messageLabel")} error={errors.message}>
            {(p) => (
              <textarea {...p} className="field-input" rows={4} maxLength={FIELD_LIMITS.message} defaultValue={values.message ?? ""} />
            )}
          </Field>
        </>
      )}
    </InquiryFormShell>
  );
}
