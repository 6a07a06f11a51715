// The reviewing doctor's plan editor (issue 48 item 4): findings in plain words, therapies with
// their sessions, the length of stay, estimate lines picked from the price list with a low and a
// high quantity, inclusions and exclusions, validity and the indicative currency. A plain form
// with fixed rows (a blank row is skipped), so it works without JavaScript; each refusal is said
// under its field with everything typed kept.
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { formatInr, PLAN_LIMITS, PRICE_KIND_LABELS, type PriceKindName } from "~/lib/case-estimate";

export interface PlanEditorProps {
  values: Record<string, string>;
  errors?: Partial<Record<string, string>>;
  items: readonly { id: number; kind: PriceKindName; name: string; priceInr: number; sessions: number | null }[];
  currencies: readonly { code: string; label: string }[];
  doctors: readonly { slug: string; name: string }[];
  rows: { therapies: number; lines: number };
  /** The form's message (why nothing was saved). */
  message?: string;
  /** Whether saving makes a new version (the last one was sent) or changes the draft. */
  nextVersion: number;
  editingDraft: boolean;
}

const fid = (name: string) => `plan-${name.replace(/\./g, "-")}`;

function Described({
  name,
  error,
  hint,
  children,
}: {
  name: string;
  error?: string;
  hint?: string;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const id = fid(name);
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <>
      {children({ id, ...(error ? { "aria-invalid": true as const } : {}), ...(describedBy ? { "aria-describedby": describedBy } : {}) })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** Rows to show: the editor's count, or more when the values already fill more (up to the limit). */
function rowCount(values: Record<string, string>, prefix: "therapy" | "line", shown: number, limit: number): number {
  let last = -1;
  for (let i = 0; i < limit; i++) {
    if (Object.entries(values).some(([k, v]) => k.startsWith(`${prefix}.${i}.`) && v.trim() !== "")) last = i;
  }
  return Math.min(limit, Math.max(shown, last + 2));
}

export function PlanEditor({ values, errors = {}, items, currencies, doctors, rows, message, nextVersion, editingDraft }: PlanEditorProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "plan-save";
  const therapyRows = rowCount(values, "therapy", rows.therapies, PLAN_LIMITS.therapies);
  const lineRows = rowCount(values, "line", rows.lines, PLAN_LIMITS.lines);
  const v = (name: string) => values[name] ?? "";
  const errorCount = Object.values(errors).filter(Boolean).length;
  return (
    <Form method="post" noValidate preventScrollReset className="space-y-6" aria-labelledby="plan-editor-title">
      <input type="hidden" name="intent" value="plan-save" />
      <h3 id="plan-editor-title" className="font-semibold text-ocean-950">
        {editingDraft ? `Plan version ${nextVersion} (draft, not sent)` : `Write plan version ${nextVersion}`}
      </h3>
      {message || errorCount > 0 ? (
        <p role="alert" className="rounded-lg bg-coral-700/10 p-3 text-sm text-coral-700">
          {message ?? "The plan was not saved: check the fields marked."}
        </p>
      ) : null}

      <div>
        <label htmlFor={fid("summary")} className="field-label">
          Provisional findings, in plain words
        </label>
        <Described
          name="summary"
          error={errors.summary}
          hint="What the records show and what the plan aims at, for the patient and their family to read. It is provisional, not a diagnosis: it is confirmed at the first consultation."
        >
          {(p) => (
            <textarea
              {...p}
              name="summary"
              rows={6}
              maxLength={PLAN_LIMITS.summary + 100}
              defaultValue={v("summary")}
              className="field-input"
            />
          )}
        </Described>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fid("doctor")} className="field-label">
            Doctor
          </label>
          <Described
            name="doctor"
            error={errors.doctor}
            hint="A published doctor's profile: the visa letter prints their name and registration number."
          >
            {(p) => (
              <select {...p} name="doctor" defaultValue={v("doctor")} className="field-input">
                <option value="">Choose the doctor</option>
                {doctors.map((d) => (
                  <option key={d.slug} value={d.slug}>
                    {d.name}
                  </option>
                ))}
              </select>
            )}
          </Described>
        </div>
        <div>
          <label htmlFor={fid("stayDays")} className="field-label">
            Length of stay (days)
          </label>
          <Described name="stayDays" error={errors.stayDays}>
            {(p) => <input {...p} name="stayDays" inputMode="numeric" defaultValue={v("stayDays")} className="field-input w-28" />}
          </Described>
        </div>
      </div>

      <fieldset className="space-y-3">
        <legend className="field-label">Therapies</legend>
        <p className="text-sm text-muted">One therapy a row, with the number of sessions. Leave a row empty to skip it.</p>
        {Array.from({ length: therapyRows }, (_, i) => {
          const name = `therapy.${i}.name`;
          const sessions = `therapy.${i}.sessions`;
          const notes = `therapy.${i}.notes`;
          return (
            <div
              key={i}
              className="grid gap-3 rounded-lg bg-seaglass-50 p-3 sm:grid-cols-[2fr_7rem_3fr]"
              role="group"
              aria-label={`Therapy ${i + 1}`}
            >
              <div>
                <label htmlFor={fid(name)} className="text-sm font-medium text-ink">
                  Therapy {i + 1}
                </label>
                <Described name={name} error={errors[name]}>
                  {(p) => (
                    <input {...p} name={name} defaultValue={v(name)} maxLength={PLAN_LIMITS.therapyName + 20} className="field-input" />
                  )}
                </Described>
              </div>
              <div>
                <label htmlFor={fid(sessions)} className="text-sm font-medium text-ink">
                  Sessions
                </label>
                <Described name={sessions} error={errors[sessions]}>
                  {(p) => <input {...p} name={sessions} inputMode="numeric" defaultValue={v(sessions)} className="field-input" />}
                </Described>
              </div>
              <div>
                <label htmlFor={fid(notes)} className="text-sm font-medium text-ink">
                  Notes (optional)
                </label>
                <Described name={notes} error={errors[notes]}>
                  {(p) => (
                    <input {...p} name={notes} defaultValue={v(notes)} maxLength={PLAN_LIMITS.therapyNotes + 20} className="field-input" />
                  )}
                </Described>
              </div>
            </div>
          );
        })}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="field-label">Estimate</legend>
        <p className="text-sm text-muted">
          Each line is a price from the list with how many at least and at most: the estimate is a range. Prices are copied in when you
          save.
        </p>
        {items.length === 0 ? (
          <p className="text-sm text-coral-700">The price list is empty: an admin adds prices under Prices and rates.</p>
        ) : null}
        {Array.from({ length: lineRows }, (_, i) => {
          const item = `line.${i}.item`;
          const low = `line.${i}.low`;
          const high = `line.${i}.high`;
          return (
            <div
              key={i}
              className="grid gap-3 rounded-lg bg-seaglass-50 p-3 sm:grid-cols-[3fr_7rem_7rem]"
              role="group"
              aria-label={`Estimate line ${i + 1}`}
            >
              <div>
                <label htmlFor={fid(item)} className="text-sm font-medium text-ink">
                  Line {i + 1}
                </label>
                <Described name={item} error={errors[item]}>
                  {(p) => (
                    <select {...p} name={item} defaultValue={v(item)} className="field-input">
                      <option value="">None</option>
                      {items.map((it) => (
                        <option key={it.id} value={it.id}>
                          {it.name}: {formatInr(it.priceInr)} a {PRICE_KIND_LABELS[it.kind].toLowerCase()}
                          {it.sessions ? ` (${it.sessions} sessions)` : ""}
                        </option>
                      ))}
                    </select>
                  )}
                </Described>
              </div>
              <div>
                <label htmlFor={fid(low)} className="text-sm font-medium text-ink">
                  At least
                </label>
                <Described name={low} error={errors[low]}>
                  {(p) => <input {...p} name={low} inputMode="numeric" defaultValue={v(low)} className="field-input" />}
                </Described>
              </div>
              <div>
                <label htmlFor={fid(high)} className="text-sm font-medium text-ink">
                  At most
                </label>
                <Described name={high} error={errors[high]}>
                  {(p) => <input {...p} name={high} inputMode="numeric" defaultValue={v(high)} className="field-input" />}
                </Described>
              </div>
            </div>
          );
        })}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fid("inclusions")} className="field-label">
            Included
          </label>
          <Described name="inclusions" error={errors.inclusions} hint="One a line.">
            {(p) => <textarea {...p} name="inclusions" rows={5} defaultValue={v("inclusions")} className="field-input" />}
          </Described>
        </div>
        <div>
          <label htmlFor={fid("exclusions")} className="field-label">
            Not included
          </label>
          <Described name="exclusions" error={errors.exclusions} hint="One a line.">
            {(p) => <textarea {...p} name="exclusions" rows={5} defaultValue={v("exclusions")} className="field-input" />}
          </Described>
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fid("validUntil")} className="field-label">
            Estimate valid until
          </label>
          <Described
            name="validUntil"
            error={errors.validUntil}
            hint="30 days from today unless you change it. The patient can accept only until then."
          >
            {(p) => <input {...p} name="validUntil" type="date" defaultValue={v("validUntil")} className="field-input w-48" />}
          </Described>
        </div>
        <div>
          <label htmlFor={fid("currency")} className="field-label">
            Indicative currency
          </label>
          <Described
            name="currency"
            error={errors.currency}
            hint="Shown as “about …” beside the rupees, at the rate and date copied in when you save."
          >
            {(p) => (
              <select {...p} name="currency" defaultValue={v("currency")} className="field-input">
                <option value="">Rupees only</option>
                {currencies.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.label}
                  </option>
                ))}
              </select>
            )}
          </Described>
        </div>
      </div>

      <div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Saving…" : editingDraft ? `Save version ${nextVersion}` : `Save as version ${nextVersion}`}
        </button>
        <p className="mt-1 text-sm text-muted">Saving does not send anything: the patient sees a version once you send it.</p>
      </div>
    </Form>
  );
}
