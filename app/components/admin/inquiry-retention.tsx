import { Form, useNavigation } from "react-router";
import { inquiryInboxText as text } from "~/content/admin-inquiries";

export interface RetentionView {
  days: number;
  canEdit: boolean;
  /** The number the privacy policy states. */
  policyDays: number;
  min: number;
  max: number;
}

/** Admins set the period; editors see it. The daily clean-up reads the same setting. */
export function InquiryRetention({ retention, submitted, error }: { retention: RetentionView; submitted?: string; error?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "retention";
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
          <div className="flex flex-wrap gap-3">
            <input
              id="retention-days"
              name="days"
              type="number"
              inputMode="numeric"
              min={retention.min}
              max={retention.max}
              step={1}
              required
              defaultValue={submitted ?? retention.days}
              key={submitted ?? retention.days}
              className="field-input w-32"
              aria-invalid={error ? true : undefined}
              aria-describedby={`retention-hint${error ? " retention-error" : ""}`}
            />
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? "Saving…" : "Save"}
            </button>
          </div>
          {error ? (
            <p id="retention-error" className="field-error" role="alert">
              {error}
            </p>
          ) : null}
          <p id="retention-hint" className="mt-2 text-sm text-muted">
            {text.retentionHint(retention.min, retention.max)}
            {retention.days !== retention.policyDays ? ` ${text.retentionPolicy(retention.policyDays)}` : null}
          </p>
        </Form>
      ) : (
        <p className="mt-2 text-sm text-ink" data-testid="retention-read-only">
          {text.retentionReadOnly(retention.days)}
        </p>
      )}
    </section>
  );
}
