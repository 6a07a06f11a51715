import { Form, useNavigation } from "react-router";
import { CASE_CLOCK_BOUNDS, type CaseClockHours } from "~/lib/case-desk";

export type ClockErrors = Partial<Record<"firstAnswer" | "plan", string>>;

/** The hours the clinic promises (admins set them; others read them). Works without JavaScript. */
export function ClockSettings({
  hours,
  canEdit,
  errors,
  typed,
}: {
  hours: CaseClockHours;
  canEdit: boolean;
  errors?: ClockErrors;
  typed?: Partial<Record<"firstAnswer" | "plan", string>>;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "clocks";
  const field = (name: "firstAnswer" | "plan", label: string, hint: string) => {
    const error = errors?.[name];
    const value = typed?.[name] ?? String(hours[name]);
    return (
      <div>
        <label htmlFor={`clock-${name}`} className="field-label">
          {label}
        </label>
        <input
          id={`clock-${name}`}
          name={name}
          type="number"
          inputMode="numeric"
          min={CASE_CLOCK_BOUNDS.min}
          max={CASE_CLOCK_BOUNDS.max}
          step={1}
          required
          defaultValue={value}
          key={`${name}-${value}`}
          className="field-input w-32"
          aria-invalid={error ? true : undefined}
          aria-describedby={`clock-${name}-hint${error ? ` clock-${name}-error` : ""}`}
        />
        <p id={`clock-${name}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
        {error ? (
          <p id={`clock-${name}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <section aria-labelledby="clocks-title" className="mt-10 rounded-2xl bg-white p-5 ring-1 ring-seaglass-200">
      <h2 id="clocks-title" className="text-lg font-semibold text-ocean-950">
        Service clocks
      </h2>
      {canEdit ? (
        <Form method="post" preventScrollReset noValidate className="mt-3 max-w-xl space-y-4">
          <input type="hidden" name="intent" value="clocks" />
          {field("firstAnswer", "First answer within (hours)", "From the moment a case arrives to staff's first message or move.")}
          {field(
            "plan",
            "Plan within (hours)",
            "From complete records (under review) to the plan sent; paused while waiting on the patient.",
          )}
          <p className="text-sm text-muted">
            Between {CASE_CLOCK_BOUNDS.min} and {CASE_CLOCK_BOUNDS.max} hours each.
          </p>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? "Saving…" : "Save the clocks"}
          </button>
        </Form>
      ) : (
        <p className="mt-2 text-sm text-ink" data-clock-hours>
          First answer within {hours.firstAnswer} h; plan within {hours.plan} h of complete records (paused while waiting on the patient).
          An admin sets these.
        </p>
      )}
    </section>
  );
}
