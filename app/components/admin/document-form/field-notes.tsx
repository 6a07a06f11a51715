// A field's hint and its error, with the ids its control names in aria-describedby (hint first,
// the error last), for the field views that draw their own control.

/** The control's aria-describedby: its hint and its error, when there are any. */
export const describedBy = (id: string, help?: string, error?: string): string | undefined =>
  [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;

export function FieldHelp({ id, help, className = "mt-1" }: { id: string; help?: string; className?: string }) {
  return help ? (
    <p id={`${id}-help`} className={`${className} text-sm text-muted`}>
      {help}
    </p>
  ) : null;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  ) : null;
}
