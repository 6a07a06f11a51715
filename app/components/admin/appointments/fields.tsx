import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft } from "~/components/ui/lucide";
import { LOCALE_INFO, LOCALES } from "~/i18n/locales";

export type FormErrors = Partial<Record<string, string>>;
export type FormValues = Partial<Record<string, string>>;

/** The id of a field's control, which the error summary's links and the messages name. */
export const fieldId = (name: string) => `fd-${name}`;

const describedBy = (name: string, error: string | undefined, hint: boolean) =>
  [hint ? `${fieldId(name)}-hint` : null, error ? `${fieldId(name)}-error` : null].filter(Boolean).join(" ") || undefined;

export function FieldError({ name, error }: { name: string; error: string | undefined }) {
  return error ? (
    <p id={`${fieldId(name)}-error`} className="field-error">
      {error}
    </p>
  ) : null;
}

export function TextField({
  name,
  label,
  values,
  errors,
  type = "text",
  required = false,
  hint,
  maxLength,
  autoComplete = "off",
  inputMode,
  dir,
}: {
  name: string;
  label: ReactNode;
  values: FormValues;
  errors: FormErrors;
  type?: "text" | "email" | "tel" | "date" | "time" | "number";
  required?: boolean;
  hint?: string;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: "tel" | "email" | "numeric";
  dir?: "ltr";
}) {
  const error = errors[name];
  return (
    <div>
      <label htmlFor={fieldId(name)} className="field-label">
        {label}
        {required ? null : <span className="font-normal text-muted"> (optional)</span>}
      </label>
      <input
        id={fieldId(name)}
        name={name}
        type={type}
        required={required}
        maxLength={maxLength}
        autoComplete={autoComplete}
        inputMode={inputMode}
        dir={dir}
        defaultValue={values[name] ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, Boolean(hint))}
        className="field-input"
      />
      {hint ? (
        <p id={`${fieldId(name)}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError name={name} error={error} />
    </div>
  );
}

/**
 * The caller's details, the language of their messages and the reminders they agreed to on the
 * phone: the same fields the site's booking form asks, in the staff's words.
 */
export function CallerFields({ values, errors, zones }: { values: FormValues; errors: FormErrors; zones: readonly string[] }) {
  const zone = values.zone || "Asia/Kolkata";
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-ocean-950">The caller</legend>
      <TextField name="name" label="Name" values={values} errors={errors} required maxLength={100} />
      <TextField
        name="phone"
        label="Phone (WhatsApp if they have it)"
        type="tel"
        inputMode="tel"
        dir="ltr"
        values={values}
        errors={errors}
        required
        maxLength={30}
        hint="An Indian number as they say it; another country's with its code (+44 …)."
      />
      <TextField name="email" label="E-mail" type="email" inputMode="email" dir="ltr" values={values} errors={errors} maxLength={254} />
      <TextField name="country" label="Country" values={values} errors={errors} required maxLength={80} />
      <div>
        <label htmlFor={fieldId("zone")} className="field-label">
          Their time zone
        </label>
        <select
          id={fieldId("zone")}
          name="zone"
          defaultValue={zone}
          aria-invalid={errors.zone ? true : undefined}
          aria-describedby={describedBy("zone", errors.zone, true)}
          className="field-input"
        >
          {zones.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </select>
        <p id={`${fieldId("zone")}-hint`} className="mt-1 text-sm text-muted">
          Their messages give the time in India and, when it differs, in theirs.
        </p>
        <FieldError name="zone" error={errors.zone} />
      </div>
      <div>
        <label htmlFor={fieldId("note")} className="field-label">
          Note from the caller <span className="font-normal text-muted">(optional)</span>
        </label>
        <textarea
          id={fieldId("note")}
          name="note"
          rows={3}
          maxLength={2000}
          defaultValue={values.note ?? ""}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={describedBy("note", errors.note, false)}
          className="field-input"
        />
        <FieldError name="note" error={errors.note} />
      </div>
      <div>
        <label htmlFor={fieldId("locale")} className="field-label">
          Language of their messages
        </label>
        <select
          id={fieldId("locale")}
          name="locale"
          defaultValue={values.locale || "en"}
          aria-invalid={errors.locale ? true : undefined}
          aria-describedby={describedBy("locale", errors.locale, false)}
          className="field-input"
        >
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {LOCALE_INFO[l].englishName}
              {l === "en" ? "" : ` (${LOCALE_INFO[l].nativeName})`}
            </option>
          ))}
        </select>
        <FieldError name="locale" error={errors.locale} />
      </div>
      <fieldset>
        <legend className="field-label">Reminders they agreed to on the phone</legend>
        <p id="fd-reminders-hint" className="mb-2 text-sm text-muted">
          Tick only what the caller said yes to. The confirmation goes by e-mail whenever there is an address.
        </p>
        {(
          [
            ["remindWhatsapp", "WhatsApp reminders"],
            ["remindEmail", "E-mail reminders"],
          ] as const
        ).map(([name, text]) => (
          <div key={name}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                id={fieldId(name)}
                type="checkbox"
                name={name}
                defaultChecked={values[name] === "on"}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={describedBy(name, errors[name], false)}
                className="size-5 accent-ocean-700"
              />
              <span className="text-sm text-ink">{text}</span>
            </label>
            <FieldError name={name} error={errors[name]} />
          </div>
        ))}
      </fieldset>
    </fieldset>
  );
}

export const CALLER_LABELS: Readonly<Record<string, string>> = {
  service: "Service",
  day: "Day",
  startsAt: "Time",
  name: "Name",
  phone: "Phone",
  email: "E-mail",
  country: "Country",
  zone: "Their time zone",
  note: "Note from the caller",
  locale: "Language of their messages",
  remindWhatsapp: "WhatsApp reminders",
  remindEmail: "E-mail reminders",
  inquiry: "Inquiry",
  from: "First day",
  count: "Sessions",
  weekdays: "Weekdays",
  time: "Time",
  form: "Form",
};

/** The way back to the calendar, above a booking form. */
export function BackToFrontDesk() {
  return (
    <Link
      to="/admin/appointments"
      className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-ocean-800 underline underline-offset-2"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> Front desk
    </Link>
  );
}
