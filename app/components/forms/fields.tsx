import type { ReactNode } from "react";
import { FIELD_LIMITS } from "~/lib/inquiry-fields";
import { useT } from "~/components/messages-context";

interface FieldProps {
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** The hint's language where it is the page document's untranslated text (`useFallbackLang(hint)`). */
  hintLang?: string | undefined;
  children: (props: { id: string; name: string; "aria-invalid": boolean; "aria-describedby"?: string }) => ReactNode;
  formId: string;
  /** The control's id when it is not `${formId}-${name}` (an admin form's nested field: "doc-faqs-0-video"). */
  id?: string;
}

/**
 * Label, control and its error message wired together for assistive technology: the error
 * is listed last in aria-describedby, after the hint, and the island keeps that order.
 */
export function Field({ name, label, error, hint, hintLang, children, formId, id = `${formId}-${name}` }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children({
        id,
        name,
        "aria-invalid": Boolean(error),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted" lang={hintLang}>
          {hint}
        </p>
      ) : null}
      {/* Always there, hidden while empty: the form's island fills it after a JavaScript
          submission, giving exactly this markup (app/islands/inquiry-form.island.ts). */}
      <p id={`${id}-error`} className="field-error" data-error-for={name} hidden={!error}>
        {error}
      </p>
    </div>
  );
}

/** Invisible to people (and skipped by keyboard and screen readers); bots fill it. */
export function Honeypot() {
  const t = useT();
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
      <label>
        {t("forms.honeypotLabel")}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** An example number inside a hint: kept left to right in an Arabic sentence ("+44 7700 900123",
 * not "900123 7700 44+"), on one line. */
export const LtrExample = (chunks: ReactNode[]) => (
  <bdi dir="ltr" className="whitespace-nowrap">
    {chunks}
  </bdi>
);

/** The phone fields' hint, its example number isolated. */
export function PhoneHint() {
  const t = useT();
  return <>{t.rich("forms.phoneHint", { number: LtrExample })}</>;
}

interface TypedFieldProps {
  formId: string;
  label: string;
  error?: string | undefined;
  /** What was typed, given back after a refusal. */
  value?: string | undefined;
}

/** A person's name, as every public form asks it. */
export function NameField({ formId, label, error, value }: TypedFieldProps) {
  return (
    <Field formId={formId} name="name" label={label} error={error}>
      {(p) => (
        <input
          {...p}
          className="field-input"
          type="text"
          required
          autoComplete="name"
          maxLength={FIELD_LIMITS.name}
          defaultValue={value ?? ""}
        />
      )}
    </Field>
  );
}

/** The country the patient writes from (a phone number without a "+" is read in its plan). */
export function CountryField({ formId, label, error, value }: TypedFieldProps) {
  return (
    <Field formId={formId} name="country" label={label} error={error}>
      {(p) => (
        <input {...p} className="field-input" type="text" required autoComplete="country-name" maxLength={80} defaultValue={value ?? ""} />
      )}
    </Field>
  );
}

/** A phone number, kept left to right (and right-aligned on an Arabic page), with its hint. */
export function PhoneField({ formId, label, error, value }: TypedFieldProps) {
  return (
    <Field formId={formId} name="phone" label={label} error={error} hint={<PhoneHint />}>
      {(p) => (
        <input
          {...p}
          dir="ltr"
          className="field-input rtl:text-right"
          type="tel"
          required
          autoComplete="tel"
          inputMode="tel"
          maxLength={30}
          defaultValue={value ?? ""}
        />
      )}
    </Field>
  );
}
