// The treatment plan request (issue 48 item 1): a plain multipart form that works without
// JavaScript. After a refusal the page comes back with a summary of the mistakes first (it takes
// focus), every answer as typed, each message by its field, and the files already received
// listed as kept.
import type { ReactNode } from "react";
import { useClinic } from "~/components/clinic-context";
import { CountryField, Field, Honeypot, PhoneHint } from "~/components/forms/fields";
import { useLocalizedPath, useT } from "~/components/messages-context";
import { CASE_FILE_ACCEPT, CASE_FILE_MAX_MB, CASE_FILES_PER_UPLOAD, MAX_ATTENDANTS } from "~/lib/case-desk";
import type { CaseFormAnswer } from "~/lib/case-view";
import type { MessageKey } from "~/i18n/catalogue";
import { useRefusalLines } from "./case-notes";

const FORM_ID = "case";
const LIMITS = {
  name: 100,
  country: 80,
  condition: 2000,
  currentState: 2000,
  treatments: 2000,
  medicines: 1000,
  allergies: 500,
  relation: 60,
};

function Section({ title, children, hint }: { title: string; children: ReactNode; hint?: string }) {
  return (
    <fieldset className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-seaglass-200 sm:p-6">
      <legend className="float-start mb-2 w-full text-xl font-bold text-ocean-950">{title}</legend>
      {hint ? <p className="clear-both text-sm text-muted">{hint}</p> : null}
      <div className="clear-both space-y-4">{children}</div>
    </fieldset>
  );
}

export function CaseForm({ answer, action }: { answer: CaseFormAnswer | null; action: string }) {
  const t = useT();
  const lp = useLocalizedPath();
  const clinic = useClinic();
  const errors = answer?.errors ?? {};
  const values = answer?.values ?? {};
  const fileLines = useRefusalLines(answer?.refused ?? [], answer?.tooMany ?? false, answer?.failure ?? null);
  const text = (
    name: string,
    label: string,
    opts: { required?: boolean; max: number; hint?: ReactNode; area?: boolean; autoComplete?: string } = { max: 100 },
  ) => (
    <Field formId={FORM_ID} name={name} label={label} error={errors[name]} hint={opts.hint}>
      {(p) =>
        opts.area ? (
          <textarea
            {...p}
            className="field-input"
            rows={4}
            required={opts.required}
            maxLength={opts.max}
            defaultValue={values[name] ?? ""}
          />
        ) : (
          <input
            {...p}
            // Typed in either script (an Arabic name on the English page): shown in its own direction.
            dir="auto"
            className="field-input"
            type="text"
            required={opts.required}
            maxLength={opts.max}
            autoComplete={opts.autoComplete ?? "off"}
            defaultValue={values[name] ?? ""}
          />
        )
      }
    </Field>
  );
  const month = (name: "travelFrom" | "travelTo", label: string) => (
    <Field formId={FORM_ID} name={name} label={label} error={errors[name]} hint={t("caseDesk.travelHint")}>
      {(p) => (
        <input
          {...p}
          dir="ltr"
          className="field-input rtl:text-right"
          type="month"
          min="2020-01"
          max="2100-12"
          defaultValue={values[name] ?? ""}
        />
      )}
    </Field>
  );

  return (
    <form method="post" action={action} encType="multipart/form-data" className="relative space-y-6">
      <ErrorSummary answer={answer} fileLines={fileLines} />
      <Honeypot />
      <p className="text-sm text-muted">{t("caseDesk.requiredNote")}</p>

      <Section title={t("caseDesk.sectionPatient")}>
        {text("patientName", t("caseDesk.patientNameLabel"), { required: true, max: LIMITS.name, autoComplete: "off" })}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field formId={FORM_ID} name="age" label={t("caseDesk.ageLabel")} error={errors.age}>
            {(p) => (
              <input
                {...p}
                className="field-input"
                type="text"
                inputMode="numeric"
                pattern="[0-9]{1,3}"
                required
                maxLength={3}
                defaultValue={values.age ?? ""}
              />
            )}
          </Field>
          <CountryField formId={FORM_ID} label={t("forms.countryLabel")} error={errors.country} value={values.country} />
        </div>
        {text("writtenBy", t("caseDesk.writtenByLabel"), { max: LIMITS.name, hint: t("caseDesk.writtenByHint") })}
      </Section>

      <Section title={t("caseDesk.sectionCondition")}>
        {text("condition", t("caseDesk.conditionLabel"), {
          required: true,
          max: LIMITS.condition,
          area: true,
          hint: t("caseDesk.conditionHint"),
        })}
        {text("currentState", t("caseDesk.currentStateLabel"), {
          required: true,
          max: LIMITS.currentState,
          area: true,
          hint: t("caseDesk.currentStateHint"),
        })}
        {text("treatments", t("caseDesk.treatmentsLabel"), { max: LIMITS.treatments, area: true })}
        {text("medicines", t("caseDesk.medicinesLabel"), { max: LIMITS.medicines, area: true })}
        {text("allergies", t("caseDesk.allergiesLabel"), { max: LIMITS.allergies, hint: t("caseDesk.allergiesHint") })}
      </Section>

      <Section title={t("caseDesk.sectionTravel")}>
        <div className="grid gap-4 sm:grid-cols-2">
          {month("travelFrom", t("caseDesk.travelFromLabel"))}
          {month("travelTo", t("caseDesk.travelToLabel"))}
        </div>
        <fieldset className="space-y-4">
          <legend className="font-semibold text-ocean-950">{t("caseDesk.attendantsLegend")}</legend>
          <p className="text-sm text-muted">{t("caseDesk.attendantsHint")}</p>
          {Array.from({ length: MAX_ATTENDANTS }, (_, i) => i + 1).map((n) => (
            <div key={n} className="grid gap-4 sm:grid-cols-2">
              {text(`attendant${n}Name`, t("caseDesk.attendantNameLabel", { number: n }), { max: LIMITS.name })}
              {text(`attendant${n}Relation`, t("caseDesk.attendantRelationLabel", { number: n }), { max: LIMITS.relation })}
            </div>
          ))}
        </fieldset>
      </Section>

      <Section title={t("caseDesk.sectionContact")}>
        <Field formId={FORM_ID} name="email" label={t("caseDesk.emailLabel")} error={errors.email} hint={t("caseDesk.emailHint")}>
          {(p) => (
            <input
              {...p}
              dir="ltr"
              className="field-input rtl:text-right"
              type="email"
              required
              autoComplete="email"
              maxLength={254}
              defaultValue={values.email ?? ""}
            />
          )}
        </Field>
        <Field formId={FORM_ID} name="whatsapp" label={t("caseDesk.whatsappLabel")} error={errors.whatsapp} hint={<PhoneHint />}>
          {(p) => (
            <input
              {...p}
              dir="ltr"
              className="field-input rtl:text-right"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={30}
              defaultValue={values.whatsapp ?? ""}
            />
          )}
        </Field>
      </Section>

      <Section title={t("caseDesk.sectionReports")}>
        {answer && answer.pending.length > 0 ? (
          <fieldset className="rounded-lg bg-seaglass-50 p-3 ring-1 ring-seaglass-200">
            <legend className="px-1 font-semibold text-ocean-950">{t("caseDesk.filesKeptLegend")}</legend>
            <p className="text-sm text-muted">{t("caseDesk.filesKeptHint")}</p>
            <ul className="mt-2 space-y-1">
              {answer.pending.map((f) => (
                <li key={f.token}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3">
                    <input type="checkbox" name="pending" value={f.token} defaultChecked className="size-5 shrink-0 accent-ocean-700" />
                    <span>
                      <bdi className="font-medium break-all">{f.name}</bdi> <span className="text-sm text-muted">({f.size})</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
        <div>
          <label htmlFor="case-files" className="field-label">
            {t("caseDesk.filesLabel")}
          </label>
          <p id="case-files-hint" className="mb-2 text-sm text-muted">
            {t("caseDesk.filesHint", { files: CASE_FILES_PER_UPLOAD, size: CASE_FILE_MAX_MB })}
          </p>
          <input
            id="case-files"
            name="files"
            type="file"
            multiple
            accept={CASE_FILE_ACCEPT}
            aria-describedby={fileLines.length > 0 ? "case-files-hint case-files-error" : "case-files-hint"}
            aria-invalid={fileLines.length > 0}
            className="block min-h-11 w-full rounded-lg border border-slate-500 bg-white p-2 text-base text-ink file:me-3 file:min-h-11 file:rounded-full file:border-0 file:bg-ocean-700 file:px-4 file:font-semibold file:text-white"
          />
          {fileLines.length > 0 ? (
            <ul id="case-files-error" className="field-error list-disc space-y-1 ps-5">
              {fileLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="rounded-lg bg-sand-50 p-4 ring-1 ring-sand-300">
          <h2 className="font-semibold text-ocean-950">{t("caseDesk.documentsNoticeHeading")}</h2>
          <p className="mt-1 text-sm text-ink">
            {t.rich("caseDesk.documentsNotice", {
              privacy: (chunks) => (
                <a href={lp("/privacy-policy")} className="font-medium text-ocean-800 underline">
                  {chunks}
                </a>
              ),
            })}
          </p>
        </div>
        <div>
          <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1">
            <input
              id="case-consent"
              type="checkbox"
              name="consent"
              required
              // The patient's own tick comes back with the rest of what they sent; never ticked for them.
              defaultChecked={values.consent === "on"}
              aria-invalid={Boolean(errors.consent)}
              aria-describedby={errors.consent ? "case-consent-error" : undefined}
              className="mt-1 size-5 shrink-0 accent-ocean-700"
            />
            <span>{t("caseDesk.consentLabel", { clinicName: clinic.shortName })}</span>
          </label>
          <p id="case-consent-error" className="field-error" hidden={!errors.consent}>
            {errors.consent}
          </p>
        </div>
      </Section>

      <button type="submit" className="btn-primary w-full text-base sm:w-auto">
        {t("caseDesk.submit")}
      </button>
    </form>
  );
}

/** Each field's label, for the summary's lines ("Age: please enter…"); the consent's message names itself. */
const SUMMARY_LABELS: Readonly<Record<string, [MessageKey, number?]>> = {
  patientName: ["caseDesk.patientNameLabel"],
  age: ["caseDesk.ageLabel"],
  writtenBy: ["caseDesk.writtenByLabel"],
  country: ["forms.countryLabel"],
  condition: ["caseDesk.conditionLabel"],
  currentState: ["caseDesk.currentStateLabel"],
  treatments: ["caseDesk.treatmentsLabel"],
  medicines: ["caseDesk.medicinesLabel"],
  allergies: ["caseDesk.allergiesLabel"],
  travelFrom: ["caseDesk.travelFromLabel"],
  travelTo: ["caseDesk.travelToLabel"],
  attendant1Name: ["caseDesk.attendantNameLabel", 1],
  attendant1Relation: ["caseDesk.attendantRelationLabel", 1],
  attendant2Name: ["caseDesk.attendantNameLabel", 2],
  attendant2Relation: ["caseDesk.attendantRelationLabel", 2],
  email: ["caseDesk.emailLabel"],
  whatsapp: ["caseDesk.whatsappLabel"],
};

/** First on the page after a refusal, and focused: how many answers need attention, each linked. */
function ErrorSummary({ answer, fileLines }: { answer: CaseFormAnswer | null; fileLines: string[] }) {
  const t = useT();
  if (!answer) return null;
  const entries = Object.entries(answer.errors).filter((e): e is [string, string] => Boolean(e[1]));
  const rateLine = answer.retryMinutes ? t("caseDesk.tooManyRequests", { minutes: answer.retryMinutes }) : null;
  const count = entries.length + (fileLines.length > 0 ? 1 : 0);
  if (count === 0 && !rateLine) return null;
  return (
    <div
      id="case-errors"
      tabIndex={-1}
      autoFocus
      aria-labelledby="case-errors-title"
      className="scroll-mt-28 rounded-2xl bg-white p-5 text-coral-700 ring-2 ring-coral-700 focus:outline-none focus-visible:ring-4"
    >
      <h2 id="case-errors-title" className="text-lg font-bold">
        {rateLine ?? t("caseDesk.errorSummary", { count })}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {entries.map(([name, message]) => {
          const label = SUMMARY_LABELS[name];
          return (
            <li key={name}>
              <a href={`#case-${name}`} className="inline-flex min-h-11 items-center underline">
                {label ? `${t(label[0], label[1] === undefined ? undefined : { number: label[1] })}: ${message}` : message}
              </a>
            </li>
          );
        })}
        {fileLines.map((line) => (
          <li key={line}>
            <a href="#case-files" className="inline-flex min-h-11 items-center underline">
              {line}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
