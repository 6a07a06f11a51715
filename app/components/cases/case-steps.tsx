// The later steps of the patient's case page (issue 48 items 4-6), in the page's language: the
// plan and its estimate with the accept and question forms, the passport form once accepted,
// the visa letter once issued (its PDF in English, as India's missions expect), and the arrival.
// Plain forms posting intents to the page itself, each with an anchor that brings its answer
// into view; every refusal is said beside its field with what was typed kept. No JavaScript.
import { Download } from "~/components/ui/lucide";
import { PassportForm, type PassportWords } from "~/components/case-documents/passport-form";
import { PlanView, type PlanWords } from "~/components/case-documents/plan-view";
import { useLocale, useLocalizedPath, useT } from "~/components/messages-context";
import { LOCALE_INFO } from "~/i18n/locales";
import { CLINIC_TIME_ZONE } from "~/lib/clinic-view";
import { countryOptions, PASSPORT_LIMITS } from "~/lib/passport";
import { dateTimeFormat } from "~/lib/intl-format";
import {
  ACCEPT_REFUSAL_KEYS,
  ARRIVAL_ERROR_KEYS,
  ARRIVAL_NOTE_MAX,
  ASK_REFUSAL_KEYS,
  type CasePageNotice,
  PASSPORT_ERROR_KEYS,
  type PatientArrivalPart,
  type PatientLetterPart,
  type PatientPassportPart,
  type PatientPlanPart,
  type PatientStepsView,
} from "~/lib/case-view";
import type { CaseActionData } from "~/server/cases/case-patient-page.server";

const box = "scroll-mt-28 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-seaglass-200 sm:p-6";
const h2 = "text-2xl font-bold text-ocean-950";
const h3 = "text-lg font-semibold text-ocean-950";
const status = "rounded-lg bg-seaglass-50 p-3 font-medium text-ocean-900";
const alert = "rounded-lg bg-coral-700/10 p-3 text-sm text-coral-700";

/** A Latin fragment (a serial, a flight, a currency code, an address) kept whole in any line. */
const ltr = (text: string) => `\u2066${text}\u2069`;

const inrNumber = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const foreignNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const rateNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 4 });

/** Calendar days (YYYY-MM-DD) and moments, as the page's language writes them. */
function useDates() {
  const tag = LOCALE_INFO[useLocale()].formatTag;
  const dayFormat = dateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const momentFormat = dateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric", timeZone: CLINIC_TIME_ZONE });
  return {
    day: (day: string) => {
      const ms = Date.parse(`${day}T00:00:00Z`);
      return Number.isNaN(ms) ? day : dayFormat.format(new Date(ms));
    },
    moment: (iso: string) => momentFormat.format(new Date(iso)),
  };
}

function usePlanWords(): PlanWords {
  const t = useT();
  const { day } = useDates();
  const range = (low: number, high: number) => (low === high ? String(low) : `${low}–${high}`);
  return {
    provisionalNote: t("caseDesk.planProvisional"),
    findings: t("caseDesk.planFindings"),
    treatment: t("caseDesk.planTreatment"),
    therapy: t("caseDesk.planTherapy"),
    sessions: t("caseDesk.planSessions"),
    notes: t("caseDesk.planNotes"),
    stay: (days) => t("caseDesk.planStay", { days }),
    doctor: (name) => t("caseDesk.planDoctor", { name: `\u2068${name}\u2069` }),
    estimate: t("caseDesk.planEstimate"),
    item: t("caseDesk.planItem"),
    unitPrice: t("caseDesk.planUnitPrice"),
    quantity: t("caseDesk.planQuantity"),
    from: t("caseDesk.planFrom"),
    to: t("caseDesk.planTo"),
    total: t("caseDesk.planTotal"),
    estimatedCost: ({ lowInr, highInr }) =>
      t("caseDesk.planEstimatedCost", {
        same: lowInr === highInr ? "yes" : "no",
        low: inrNumber.format(lowInr),
        high: inrNumber.format(highInr),
      }),
    indicative: (r) =>
      t("caseDesk.planIndicative", {
        same: r.low === r.high ? "yes" : "no",
        code: ltr(r.code),
        low: foreignNumber.format(r.low),
        high: foreignNumber.format(r.high),
        rate: rateNumber.format(Number(r.rate.inrPerUnit)),
        date: day(r.rate.rateDate),
      }),
    included: t("caseDesk.planIncluded"),
    notIncluded: t("caseDesk.planNotIncluded"),
    validUntil: (date) => t("caseDesk.planValidUntil", { date }),
    notABill: t("caseDesk.planNotABill"),
    resultsVary: t("caseDesk.planResultsVary"),
    quantityOf: (line) => {
      const values = { range: range(line.low, line.high), high: line.high };
      switch (line.kind) {
        case "session":
          return t("caseDesk.planQtySession", values);
        case "consultation":
          return t("caseDesk.planQtyConsultation", values);
        case "package":
          return line.sessions
            ? t("caseDesk.planQtyPackageOf", { ...values, sessions: line.sessions })
            : t("caseDesk.planQtyPackage", values);
      }
    },
    day,
  };
}

export function CaseSteps({
  reference,
  steps,
  notice,
  answer,
}: {
  reference: string;
  steps: PatientStepsView;
  notice: CasePageNotice;
  answer: CaseActionData;
}) {
  const plan = steps.plan ? <PlanSection reference={reference} plan={steps.plan} notice={notice} answer={answer} /> : null;
  // Once the plan is accepted, what is asked or given now comes first and the plan after it.
  const accepted = Boolean(steps.plan?.latest.acceptedAt);
  return (
    <>
      {accepted ? null : plan}
      {steps.passports ? <PassportsSection reference={reference} part={steps.passports} notice={notice} answer={answer} /> : null}
      {steps.letter ? <LetterSection reference={reference} letter={steps.letter} /> : null}
      {steps.arrival ? <ArrivalSection reference={reference} arrival={steps.arrival} notice={notice} answer={answer} /> : null}
      {accepted ? plan : null}
    </>
  );
}

function RetryNote({ answer, intent }: { answer: CaseActionData; intent: string }) {
  const t = useT();
  if (answer.stepIntent !== intent || !answer.retryMinutes) return null;
  return (
    <p role="alert" className={alert}>
      {t("caseDesk.tooManyRequests", { minutes: answer.retryMinutes })}
    </p>
  );
}

function PlanSection({
  reference,
  plan,
  notice,
  answer,
}: {
  reference: string;
  plan: PatientPlanPart;
  notice: CasePageNotice;
  answer: CaseActionData;
}) {
  const t = useT();
  const lp = useLocalizedPath();
  const words = usePlanWords();
  const { moment } = useDates();
  const { latest } = plan;
  const pdf = (version: number) => `${lp(`/international-patients/case/estimate/${version}`)}?case=${reference}`;
  return (
    <section id="plan" aria-labelledby="plan-heading" className={box} data-patient-plan={latest.version}>
      <h2 id="plan-heading" className={h2}>
        {t("caseDesk.planHeading")}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t("caseDesk.planVersionLine", { version: latest.version, date: moment(latest.sentAt ?? latest.createdAt) })}
      </p>
      <div className="mt-5">
        <PlanView plan={latest} words={words} headingLevel={3} idPrefix="plan" />
      </div>
      <p className="mt-5">
        <a href={pdf(latest.version)} download className="btn-secondary inline-flex items-center gap-2" data-estimate-pdf>
          <Download className="size-4 shrink-0" aria-hidden="true" />
          {t("caseDesk.planPdf")}
        </a>
      </p>
      {latest.acceptedAt ? (
        <p className="mt-5 font-semibold text-ocean-900" data-plan-accepted>
          {t("caseDesk.planAcceptedOn", { date: moment(latest.acceptedAt) })}
        </p>
      ) : null}
      {plan.canAccept ? (
        <AcceptForm reference={reference} version={latest.version} answer={answer} />
      ) : answer.stepIntent === "accept" && answer.acceptError && answer.acceptError !== "confirm" ? (
        // Sent from a page shown before the plan changed (a newer version, its validity ended).
        <p id="plan-accept" role="alert" className={`mt-5 scroll-mt-28 ${alert}`}>
          {t(ACCEPT_REFUSAL_KEYS[answer.acceptError])}
        </p>
      ) : null}
      {plan.expired ? (
        <p className="mt-5 rounded-lg bg-sand-50 p-3 ring-1 ring-sand-300" data-plan-expired>
          {t("caseDesk.planExpired", { date: words.day(latest.validUntil) })}
        </p>
      ) : null}
      {plan.canAsk || notice.asked ? <AskForm reference={reference} open={plan.canAsk} notice={notice} answer={answer} /> : null}
      {plan.earlier.length > 0 ? (
        <div className="mt-6 border-t border-seaglass-200 pt-4">
          <h3 className={h3}>{t("caseDesk.planEarlierHeading")}</h3>
          <ul className="mt-2 space-y-2" data-plan-earlier>
            {plan.earlier.map((p) => (
              <li key={p.version}>
                <p className="text-muted">{t("caseDesk.planSuperseded", { version: p.version, date: moment(p.sentAt) })}</p>
                <a href={pdf(p.version)} download className="inline-flex min-h-11 items-center gap-2 text-ocean-800 underline">
                  <Download className="size-4 shrink-0" aria-hidden="true" />
                  {t("caseDesk.planEarlierPdf", { version: p.version })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function AcceptForm({ reference, version, answer }: { reference: string; version: number; answer: CaseActionData }) {
  const t = useT();
  const refusal = answer.stepIntent === "accept" ? answer.acceptError : undefined;
  const confirm = refusal === "confirm";
  return (
    <form
      id="plan-accept"
      method="post"
      action={`?case=${reference}#plan-accept`}
      aria-labelledby="plan-accept-heading"
      className="mt-6 scroll-mt-28 space-y-3 rounded-xl bg-seaglass-50/60 p-4 ring-1 ring-seaglass-200"
    >
      <h3 id="plan-accept-heading" className={h3}>
        {t("caseDesk.planAcceptHeading")}
      </h3>
      <p>{t("caseDesk.planAcceptIntro")}</p>
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="version" value={version} />
      <RetryNote answer={answer} intent="accept" />
      {refusal && !confirm ? (
        <p role="alert" className={alert}>
          {t(ACCEPT_REFUSAL_KEYS[refusal])}
        </p>
      ) : null}
      <div>
        <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1">
          <input
            id="plan-understood"
            type="checkbox"
            name="understood"
            required
            autoFocus={confirm}
            aria-invalid={confirm}
            aria-describedby={confirm ? "plan-understood-error" : undefined}
            className="mt-1 size-5 shrink-0 accent-ocean-700"
          />
          <span>{t("caseDesk.planAcceptConfirm")}</span>
        </label>
        <p id="plan-understood-error" className="field-error" hidden={!confirm}>
          {confirm ? t("caseDesk.planAcceptConfirmError") : null}
        </p>
      </div>
      <button type="submit" className="btn-primary">
        {t("caseDesk.planAcceptButton")}
      </button>
    </form>
  );
}

function AskForm({
  reference,
  open,
  notice,
  answer,
}: {
  reference: string;
  open: boolean;
  notice: CasePageNotice;
  answer: CaseActionData;
}) {
  const t = useT();
  const mine = answer.stepIntent === "ask";
  const error = mine && answer.askError ? t(ASK_REFUSAL_KEYS[answer.askError], { max: 4000 }) : null;
  return (
    <div id="plan-ask" className="mt-6 scroll-mt-28 border-t border-seaglass-200 pt-4">
      <h3 className={h3}>{t("caseDesk.askHeading")}</h3>
      {notice.asked ? (
        <p role="status" className={`mt-3 ${status}`}>
          {t("caseDesk.askSent")}
        </p>
      ) : null}
      {open ? (
        <form method="post" action={`?case=${reference}#plan-ask`} className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="ask" />
          <RetryNote answer={answer} intent="ask" />
          <div>
            <label htmlFor="plan-question" className="field-label">
              {t("caseDesk.askLabel")}
            </label>
            <textarea
              id="plan-question"
              name="question"
              rows={4}
              required
              maxLength={4000}
              dir="auto"
              autoFocus={Boolean(error)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? "plan-question-hint plan-question-error" : "plan-question-hint"}
              defaultValue={mine ? (answer.askValue ?? "") : ""}
              className="field-input"
            />
            <p id="plan-question-hint" className="mt-1 text-sm text-muted">
              {t("caseDesk.askHint", { max: 4000 })}
            </p>
            <p id="plan-question-error" className="field-error" hidden={!error}>
              {error}
            </p>
          </div>
          <button type="submit" className="btn-secondary">
            {t("caseDesk.askButton")}
          </button>
        </form>
      ) : null}
    </div>
  );
}

function PassportsSection({
  reference,
  part,
  notice,
  answer,
}: {
  reference: string;
  part: PatientPassportPart;
  notice: CasePageNotice;
  answer: CaseActionData;
}) {
  const t = useT();
  const locale = useLocale();
  const { day } = useDates();
  const minExpiryText = day(part.minExpiry);
  const mine = answer.stepIntent === "passports";
  const words: PassportWords = {
    intro: t("caseDesk.passportsIntro"),
    patient: t("caseDesk.passportPatient"),
    attendant: (number) => t("caseDesk.passportAttendant", { number }),
    attendantOptional: t("caseDesk.passportAttendantOptional"),
    relation: t("caseDesk.passportRelation"),
    fullName: t("caseDesk.passportFullName"),
    fullNameHint: t("caseDesk.passportFullNameHint"),
    number: t("caseDesk.passportNumber"),
    numberHint: t("caseDesk.passportNumberHint"),
    nationality: t("caseDesk.passportNationality"),
    birthDate: t("caseDesk.passportBirthDate"),
    expiry: t("caseDesk.passportExpiry"),
    expiryHint: (date) => t("caseDesk.passportExpiryHint", { date }),
    issuingCountry: t("caseDesk.passportIssuingCountry"),
    choose: t("caseDesk.passportChoose"),
    save: t("caseDesk.passportSave"),
    saving: t("caseDesk.passportSaving"),
    refused: t("caseDesk.passportRefused"),
    error: (code) =>
      t(PASSPORT_ERROR_KEYS[code], {
        date: minExpiryText,
        max: code === "relationLong" ? PASSPORT_LIMITS.relation : PASSPORT_LIMITS.fullName,
      }),
  };
  return (
    <section id="passports" aria-labelledby="passports-heading" className={box}>
      <h2 id="passports-heading" className={h2}>
        {t("caseDesk.passportsHeading")}
      </h2>
      {notice.accepted ? (
        <p role="status" className={`mt-3 ${status}`}>
          {t("caseDesk.planAcceptedNotice")}
        </p>
      ) : null}
      {notice.passportsSaved ? (
        <p role="status" className={`mt-3 ${status}`}>
          {t("caseDesk.passportSaved")}
        </p>
      ) : null}
      <p className="mt-3 rounded-lg bg-sand-50 p-3 font-medium text-ink ring-1 ring-sand-300" data-passport-rule>
        {t("caseDesk.passportsRule", { date: minExpiryText })}
      </p>
      {mine && answer.passportRefusal ? (
        <p role="alert" className={`mt-3 ${alert}`}>
          {t("caseDesk.passportWrongState")}
        </p>
      ) : null}
      <div className="mt-4 space-y-3">
        <RetryNote answer={answer} intent="passports" />
        <PassportForm
          key={mine ? "typed" : "start"}
          values={mine && answer.passportValues ? answer.passportValues : part.values}
          errors={mine ? (answer.passportErrors ?? {}) : {}}
          minExpiry={part.minExpiry}
          minExpiryText={minExpiryText}
          countries={countryOptions(locale)}
          words={words}
          action={`?case=${reference}#passports`}
        />
      </div>
    </section>
  );
}

function LetterSection({ reference, letter }: { reference: string; letter: PatientLetterPart }) {
  const t = useT();
  const lp = useLocalizedPath();
  const { day } = useDates();
  const { standing } = letter;
  const verifyPath = standing ? new URL(standing.verifyUrl).pathname : "";
  return (
    <section id="letter" aria-labelledby="letter-heading" className={box} data-patient-letter={standing?.serial ?? ""}>
      <h2 id="letter-heading" className={h2}>
        {t("caseDesk.letterHeading")}
      </h2>
      {standing ? (
        <div className="mt-3 space-y-3">
          <p className="text-lg">{t("caseDesk.letterIssued", { serial: ltr(standing.serial), date: day(standing.issuedOn) })}</p>
          <p>
            <a
              href={`${lp("/international-patients/case/letter")}?case=${reference}`}
              download
              className="btn-primary inline-flex items-center gap-2"
              data-letter-pdf
            >
              <Download className="size-4 shrink-0" aria-hidden="true" />
              {t("caseDesk.letterDownload")}
            </a>
          </p>
          <p>{t("caseDesk.letterUse")}</p>
          <p className="text-sm text-muted">
            {t.rich("caseDesk.letterVerify", {
              address: (
                <a
                  key="verify"
                  href={verifyPath}
                  dir="ltr"
                  className="inline-block max-w-full text-ocean-800 underline [overflow-wrap:anywhere]"
                  data-letter-verify
                >
                  {standing.verifyUrl}
                </a>
              ),
            })}
          </p>
        </div>
      ) : null}
      {letter.revoked.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {letter.revoked.map((r) => (
            <li key={r.serial} className={alert} data-letter-revoked={r.serial}>
              {t("caseDesk.letterRevoked", { serial: ltr(r.serial), date: day(r.issuedOn), revoked: day(r.revokedOn) })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ArrivalSection({
  reference,
  arrival,
  notice,
  answer,
}: {
  reference: string;
  arrival: PatientArrivalPart;
  notice: CasePageNotice;
  answer: CaseActionData;
}) {
  const t = useT();
  const { day } = useDates();
  const mine = answer.stepIntent === "arrival";
  const errors = mine ? (answer.arrivalErrors ?? {}) : {};
  const refused = mine && (Object.keys(errors).length > 0 || Boolean(answer.arrivalRefusal));
  const values = mine && answer.arrivalValues ? answer.arrivalValues : (arrival.told ?? { date: "", time: "", flight: "", note: "" });
  const told = arrival.told;
  const form = arrival.canChange ? (
    <form method="post" action={`?case=${reference}#arrival`} noValidate className="mt-3 space-y-4">
      <input type="hidden" name="intent" value="arrival" />
      <RetryNote answer={answer} intent="arrival" />
      {refused ? (
        <p role="alert" className={alert}>
          {t(answer.arrivalRefusal ? "caseDesk.arrivalWrongState" : "caseDesk.arrivalRefused")}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <ArrivalInput name="date" type="date" label={t("caseDesk.arrivalDate")} value={values.date} error={errors.date} />
        <ArrivalInput
          name="time"
          type="time"
          label={t("caseDesk.arrivalTime")}
          hint={t("caseDesk.arrivalTimeHint")}
          value={values.time}
          error={errors.time}
        />
        <ArrivalInput
          name="flight"
          label={t("caseDesk.arrivalFlight")}
          hint={t("caseDesk.arrivalFlightHint")}
          value={values.flight}
          error={errors.flight}
        />
      </div>
      <ArrivalInput
        name="note"
        multiline
        label={t("caseDesk.arrivalNote")}
        hint={t("caseDesk.arrivalNoteHint")}
        value={values.note}
        error={errors.note}
      />
      <button type="submit" className="btn-primary">
        {t("caseDesk.arrivalSave")}
      </button>
    </form>
  ) : null;
  return (
    <section id="arrival" aria-labelledby="arrival-heading" className={box}>
      <h2 id="arrival-heading" className={h2}>
        {t("caseDesk.arrivalHeading")}
      </h2>
      {notice.arrivalSaved ? (
        <p role="status" className={`mt-3 ${status}`}>
          {t("caseDesk.arrivalSaved")}
        </p>
      ) : null}
      {told ? (
        <div className="mt-3 space-y-1" data-arrival-told>
          <p className="text-lg font-medium">
            {t("caseDesk.arrivalTold", { date: day(told.date), time: ltr(told.time), flight: ltr(told.flight) })}
          </p>
          {told.note ? (
            <p dir="auto" className="whitespace-pre-line text-muted">
              {t("caseDesk.arrivalNoteShown", { note: told.note })}
            </p>
          ) : null}
        </div>
      ) : arrival.canChange ? (
        <p className="mt-2">{t("caseDesk.arrivalIntro")}</p>
      ) : null}
      {form && told ? (
        // Told already: the form folds away behind "Change" (open again after a refusal).
        <details open={refused ? true : undefined} className="mt-3">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-ocean-800 underline">
            {t("caseDesk.arrivalChange")}
          </summary>
          {form}
        </details>
      ) : (
        form
      )}
    </section>
  );
}

function ArrivalInput({
  name,
  label,
  hint,
  value,
  error,
  type = "text",
  multiline = false,
}: {
  name: "date" | "time" | "flight" | "note";
  label: string;
  hint?: string;
  value: string;
  error?: keyof typeof ARRIVAL_ERROR_KEYS;
  type?: "text" | "date" | "time";
  multiline?: boolean;
}) {
  const t = useT();
  const id = `arrival-${name}`;
  const message = error ? t(ARRIVAL_ERROR_KEYS[error], { max: ARRIVAL_NOTE_MAX }) : null;
  const describedBy = [hint ? `${id}-hint` : "", message ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    defaultValue: value,
    "aria-invalid": message ? (true as const) : undefined,
    "aria-describedby": describedBy,
    className: "field-input",
  };
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} maxLength={ARRIVAL_NOTE_MAX + 100} dir="auto" />
      ) : (
        <input
          {...common}
          type={type}
          dir="ltr"
          autoComplete="off"
          autoCapitalize={name === "flight" ? "characters" : undefined}
          spellCheck={name === "flight" ? false : undefined}
          maxLength={type === "text" ? 12 : undefined}
        />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-error`} className="field-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
