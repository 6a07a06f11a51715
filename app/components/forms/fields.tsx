import type { ReactNode } from "react";

interface FieldProps {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  children: (props: {
    id: string;
    name: string;
    "aria-invalid": boolean;
    "aria-describedby"?: string;
  }) => ReactNode;
  formId: string;
}

/**
 * Label, control and its error message wired together for assistive technology: the error
 * is listed last in aria-describedby, after the hint, and the island keeps that order.
 */
export function Field({ name, label, error, hint, children, formId }: FieldProps) {
  const id = `${formId}-${name}`;
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
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
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
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
