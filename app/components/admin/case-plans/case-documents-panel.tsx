// The case page's plan, estimate, passports and visa letter (issue 48 items 4-5), for the desk:
// the versions (the newest open, a draft with its Send button), the editor for a reviewer, the
// passports and the letters' register for staff with document rights. Plain forms with intents.
import { Form, useNavigation } from "react-router";
import { LetterView } from "~/components/case-documents/letter-view";
import { PlanView } from "~/components/case-documents/plan-view";
import { formatDay } from "~/lib/case-estimate";
import { countryName } from "~/lib/passport";
import type { CaseDocumentsActionData, CaseDocumentsView } from "~/server/cases/case-documents.server";
import { PlanEditor } from "./plan-editor";

const moment = (iso: string) => formatDay(iso.slice(0, 10));

function Refusal({ data, intent }: { data?: CaseDocumentsActionData | null; intent: string }) {
  if (!data || data.intent !== intent || !data.message || data.errors) return null;
  return (
    <p role="alert" className="mt-2 rounded-lg bg-coral-700/10 p-3 text-sm text-coral-700">
      {data.message}
    </p>
  );
}

export function PlanVersions({ view, actionData }: { view: CaseDocumentsView; actionData?: CaseDocumentsActionData | null }) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "plan-send";
  if (view.plans.length === 0) return <p className="text-muted">No plan yet.</p>;
  return (
    <ol className="space-y-3" aria-label="Plan versions, newest first">
      {view.plans.map((plan, i) => {
        const state = plan.acceptedAt
          ? `accepted ${moment(plan.acceptedAt)}`
          : plan.sentAt
            ? `sent ${moment(plan.sentAt)}${i > 0 ? ", replaced by a newer version" : ""}`
            : "draft, not sent";
        const draft = !plan.sentAt;
        return (
          <li key={plan.version} className="rounded-xl ring-1 ring-seaglass-200">
            <details open={i === 0 ? true : undefined} className="p-3">
              <summary className="inline-flex min-h-11 cursor-pointer flex-wrap items-center gap-x-2 font-medium text-ocean-900">
                Version {plan.version}{" "}
                <span className="text-sm font-normal text-muted">
                  ({state}; valid until {formatDay(plan.validUntil)})
                </span>
              </summary>
              <div className="mt-3">
                <PlanView plan={plan} idPrefix="desk-plan" headingLevel={4} />
              </div>
              <div className="mt-3 flex flex-wrap items-center gap-3">
                <a href={`/admin/cases/${view.caseId}/estimate/${plan.version}`} className="btn-secondary" download>
                  Download the estimate (PDF)
                </a>
                {draft && i === 0 && view.canReview && (view.state === "under_review" || view.state === "plan_sent") ? (
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="plan-send" />
                    <input type="hidden" name="version" value={plan.version} />
                    <button type="submit" className="btn-primary" disabled={sending}>
                      {sending ? "Sending…" : `Send version ${plan.version} to the patient`}
                    </button>
                  </Form>
                ) : null}
              </div>
              {i === 0 ? <Refusal data={actionData} intent="plan-send" /> : null}
            </details>
          </li>
        );
      })}
    </ol>
  );
}

export function PassportsView({ view }: { view: CaseDocumentsView }) {
  if (!view.canDocuments) {
    return (
      <p className="text-sm text-muted">
        {view.passportsEntered ? "The patient has entered passport details." : "No passport details yet."} Your role does not open them.
      </p>
    );
  }
  if (!view.passports)
    return <p className="text-sm text-muted">The patient has not entered passport details yet (they can once they accept the plan).</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-sm" data-passports>
        <caption className="sr-only">Passport details as the patient entered them</caption>
        <thead>
          <tr className="border-b border-ocean-700 text-muted">
            {["Who", "Name as printed", "Number", "Nationality", "Born", "Valid until", "Issued by"].map((h) => (
              <th key={h} scope="col" className="py-1.5 pe-2 text-start font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.passports.people.map((p, i) => (
            <tr key={i} className="border-b border-seaglass-200">
              <th scope="row" className="py-1.5 pe-2 text-start font-normal">
                {p.role === "patient" ? "Patient" : `Attendant (${p.relation})`}
              </th>
              <td className="py-1.5 pe-2">{p.fullName}</td>
              <td className="py-1.5 pe-2 font-mono">{p.number}</td>
              <td className="py-1.5 pe-2">{countryName(p.nationality)}</td>
              <td className="py-1.5 pe-2">{formatDay(p.birthDate)}</td>
              <td className="py-1.5 pe-2">{formatDay(p.expiry)}</td>
              <td className="py-1.5 pe-2">{countryName(p.issuingCountry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function LetterSection({ view, actionData }: { view: CaseDocumentsView; actionData?: CaseDocumentsActionData | null }) {
  const navigation = useNavigation();
  const issuing = navigation.state !== "idle" && navigation.formData?.get("intent") === "letter-issue";
  const revoking = navigation.state !== "idle" && navigation.formData?.get("intent") === "letter-revoke";
  const revokeRefusal = actionData?.intent === "letter-revoke" ? actionData : null;
  return (
    <div className="space-y-4">
      {view.canIssue ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="letter-issue" />
          <button type="submit" className="btn-primary" disabled={issuing}>
            {issuing ? "Issuing…" : "Issue the visa invitation letter"}
          </button>
          <p className="mt-1 text-sm text-muted">
            English, on the clinic's letterhead, with the passports above, the accepted plan and estimate, the doctor's name and
            registration number, a serial and its verification address. A letter is never edited: to correct one, revoke it and issue
            another.
          </p>
        </Form>
      ) : view.canDocuments && view.state === "accepted" ? (
        <p className="text-sm text-muted">The letter can be issued once the patient has entered the passport details.</p>
      ) : null}
      <Refusal data={actionData} intent="letter-issue" />

      {view.letters.length > 0 ? (
        <ul className="divide-y divide-seaglass-200" aria-label="Letters issued for this case" data-letters>
          {view.letters.map((l) => (
            <li key={l.serial} className="py-3">
              <p>
                <span className="font-mono font-medium">{l.serial}</span>, issued {formatDay(l.issuedOn)}
                {l.revokedOn ? (
                  <span className="text-coral-700">
                    {" "}
                    — revoked {formatDay(l.revokedOn)}
                    {l.revokeReason ? `: ${l.revokeReason}` : ""}
                  </span>
                ) : (
                  <span className="text-ocean-700"> — valid</span>
                )}
              </p>
              <div className="mt-2 flex flex-wrap items-start gap-3">
                <a href={`/verify/${l.serial}`} className="inline-flex min-h-11 items-center text-ocean-700 underline">
                  What /verify shows for {l.serial}
                </a>
                {view.canDocuments ? (
                  <a href={`/admin/cases/${view.caseId}/letters/${l.serial}`} className="btn-secondary" download>
                    Download {l.serial} (PDF)
                  </a>
                ) : null}
              </div>
              {view.canDocuments && !l.revokedOn ? (
                <details open={revokeRefusal?.serial === l.serial ? true : undefined} className="mt-2">
                  <summary className="inline-flex min-h-11 cursor-pointer items-center text-coral-700 underline">Revoke {l.serial}</summary>
                  <Form method="post" noValidate preventScrollReset className="mt-2 max-w-xl space-y-2">
                    <input type="hidden" name="intent" value="letter-revoke" />
                    <input type="hidden" name="serial" value={l.serial} />
                    <label htmlFor={`revoke-${l.serial}`} className="field-label">
                      Why it is revoked
                    </label>
                    <textarea
                      id={`revoke-${l.serial}`}
                      name="reason"
                      rows={2}
                      defaultValue={revokeRefusal?.serial === l.serial ? (revokeRefusal.values?.reason ?? "") : ""}
                      className="field-input"
                      aria-invalid={revokeRefusal?.serial === l.serial && revokeRefusal.errors?.reason ? true : undefined}
                      aria-describedby={`revoke-${l.serial}-hint${revokeRefusal?.serial === l.serial && revokeRefusal.errors?.reason ? ` revoke-${l.serial}-error` : ""}`}
                    />
                    <p id={`revoke-${l.serial}-hint`} className="text-sm text-muted">
                      Kept in the register; /verify then says “revoked” with the date, never the reason.
                    </p>
                    {revokeRefusal?.serial === l.serial && (revokeRefusal.errors?.reason ?? revokeRefusal.message) ? (
                      <p id={`revoke-${l.serial}-error`} className="field-error">
                        {revokeRefusal.errors?.reason ?? revokeRefusal.message}
                      </p>
                    ) : null}
                    <button type="submit" className="btn-secondary" disabled={revoking}>
                      {revoking ? "Revoking…" : `Revoke ${l.serial}`}
                    </button>
                  </Form>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No letter issued yet.</p>
      )}
      {view.letter ? (
        <details>
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-ocean-700 underline">
            Read the letter that stands
          </summary>
          <div className="mt-2">
            <LetterView body={view.letter.body} />
          </div>
        </details>
      ) : null}
    </div>
  );
}

/** The whole part, in three sections. */
export function CaseDocumentsPanel({ view, actionData }: { view: CaseDocumentsView; actionData?: CaseDocumentsActionData | null }) {
  const latest = view.plans[0];
  const editingDraft = Boolean(latest && !latest.sentAt);
  const planRefusal = actionData?.intent === "plan-save" ? actionData : null;
  return (
    <div className="space-y-6">
      <section aria-labelledby="case-plan-title" className="rounded-2xl bg-white p-4 ring-1 ring-seaglass-200 sm:p-5">
        <h2 id="case-plan-title" className="text-lg font-semibold text-ocean-950">
          Plan and estimate
        </h2>
        <div className="mt-3 space-y-6">
          <PlanVersions view={view} actionData={actionData} />
          {view.editor ? (
            <PlanEditor
              key={planRefusal ? JSON.stringify(planRefusal.values ?? {}) : `v${latest?.version ?? 0}-${latest?.sentAt ?? ""}`}
              values={planRefusal?.values ? { ...view.editor.values, ...planRefusal.values } : view.editor.values}
              errors={planRefusal?.errors}
              message={planRefusal?.message}
              items={view.editor.items}
              currencies={view.editor.currencies}
              doctors={view.editor.doctors}
              rows={view.editor.rows}
              nextVersion={editingDraft ? latest!.version : (latest?.version ?? 0) + 1}
              editingDraft={editingDraft}
            />
          ) : view.canReview ? (
            <p className="text-sm text-muted">
              A plan is written while the case is under review, or after a plan was sent (a new version).
            </p>
          ) : (
            <p className="text-sm text-muted">The reviewing doctor writes the plan.</p>
          )}
        </div>
      </section>
      <section aria-labelledby="case-passports-title" className="rounded-2xl bg-white p-4 ring-1 ring-seaglass-200 sm:p-5">
        <h2 id="case-passports-title" className="text-lg font-semibold text-ocean-950">
          Passports
        </h2>
        <div className="mt-3">
          <PassportsView view={view} />
        </div>
      </section>
      <section aria-labelledby="case-letter-title" className="rounded-2xl bg-white p-4 ring-1 ring-seaglass-200 sm:p-5">
        <h2 id="case-letter-title" className="text-lg font-semibold text-ocean-950">
          Visa invitation letter
        </h2>
        <div className="mt-3">
          <LetterSection view={view} actionData={actionData} />
        </div>
      </section>
    </div>
  );
}
