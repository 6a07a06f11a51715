import { Form, useNavigation } from "react-router";
import { inquiryInboxText as text } from "~/content/admin-inquiries";

export interface RetentionView {
  days: number;
  canEdit: boolean;
  /** The number the privacy policy states. */
  policyDays: number;
  min: number;
  max: number;
  /** How long appointments are kept after they take place (issue 47 item 8), and what the
   * privacy policy states; the same bounds. */
  appointments: { days: number; policyDays: number };
  /** How long closed or declined international cases are kept (issue 48); the same bounds. */
  cases: { days: number; policyDays: number };
}

export type RetentionField = "days" | "appointmentDays" | "caseDays";

/** Admins set the periods; editors see them. The daily clean-up reads the same settings. */
export function InquiryRetention({
  retention,
  submitted,
  error,
}: {
  retention: RetentionView;
  /** What was typed in each field when the form was refused. */
  submitted?: { days: string; appointmentDays?: string; caseDays?: string };
  /** The refusal and the field it is about. */
  error?: { field: RetentionField; message: string };
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "retention";
  const errorOn = (field: RetentionField) => error?.field === field;
  const daysValue = submitted?.days ?? String(retention.days);
  const appointmentValue = submitted?.appointmentDays ?? String(retention.appointments.days);
  const caseValue = submitted?.caseDays ?? String(retention.cases.days);
  return (
    <section aria-labelledby="retention-title" className="mt-10 rounded-2xl bg-white p-5 ring-1 ring-seaglass-200">
      <h2 id="retention-title" className="text-lg font-semibold text-ocean-950">
        {text.retentionTitle}
      </h2>
      {retention.canEdit ? (
        <Form method="post" preventScrollReset className="mt-3 max-w-xl" noValidate>
          <input type="hidden" name="intent" value="retention" />
          <label htmlFor="retention-days" className="field-label">
            {text.retentionLabel}
          </label>
          <DaysInput
            id="retention-days"
            name="days"
            value={daysValue}
            retention={retention}
            invalid={errorOn("days")}
            hints="retention-hint"
          />
          <label htmlFor="retention-appointment-days" className="field-label mt-4">
            {text.appointmentRetentionLabel}
          </label>
          <DaysInput
            id="retention-appointment-days"
            name="appointmentDays"
            value={appointmentValue}
            retention={retention}
            invalid={errorOn("appointmentDays")}
            hints="retention-appointment-hint retention-hint"
          />
          <p id="retention-appointment-hint" className="mt-2 text-sm text-muted">
            {text.appointmentRetentionHint}
          </p>
          <label htmlFor="retention-case-days" className="field-label mt-4">
            {text.caseRetentionLabel}
          </label>
          <div className="flex flex-wrap gap-3">
            <DaysInput
              id="retention-case-days"
              name="caseDays"
              value={caseValue}
              retention={retention}
              invalid={errorOn("caseDays")}
              hints="retention-case-hint retention-hint"
            />
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? "Saving…" : "Save"}
            </button>
          </div>
          <p id="retention-case-hint" className="mt-2 text-sm text-muted">
            {text.caseRetentionHint}
          </p>
          {error ? (
            <p id="retention-error" className="field-error" role="alert">
              {error.message}
            </p>
          ) : null}
          <p id="retention-hint" className="mt-2 text-sm text-muted">
            {text.retentionHint(retention.min, retention.max)}
            {retention.days !== retention.policyDays ? ` ${text.retentionPolicy(retention.policyDays)}` : null}
            {retention.appointments.days !== retention.appointments.policyDays
              ? ` ${text.appointmentRetentionPolicy(retention.appointments.policyDays)}`
              : null}
            {retention.cases.days !== retention.cases.policyDays ? ` ${text.caseRetentionPolicy(retention.cases.policyDays)}` : null}
          </p>
        </Form>
      ) : (
        <p className="mt-2 text-sm text-ink" data-testid="retention-read-only">
          {text.retentionReadOnly(retention.days, retention.appointments.days, retention.cases.days)}
        </p>
      )}
    </section>
  );
}

/** A period in days within the settings' bounds; `key` makes a saved value replace what was typed. */
function DaysInput(props: { id: string; name: RetentionField; value: string; retention: RetentionView; invalid: boolean; hints: string }) {
  return (
    <input
      id={props.id}
      name={props.name}
      type="number"
      inputMode="numeric"
      min={props.retention.min}
      max={props.retention.max}
      step={1}
      required
      defaultValue={props.value}
      key={`${props.name}-${props.value}`}
      className="field-input w-32"
      aria-invalid={props.invalid ? true : undefined}
      aria-describedby={`${props.hints}${props.invalid ? " retention-error" : ""}`}
    />
  );
}
