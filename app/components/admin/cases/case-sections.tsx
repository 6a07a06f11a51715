// The case page's parts (issue 48 item 3): plain forms with an intent each, so every change
// works without JavaScript; refusals are said at their field, with what was typed kept.
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Download, Lock, MessageCircle, Send } from "~/components/ui/lucide";
import type { CaseState } from "~/lib/case-desk";
import { CASE_MESSAGE_MAX, CASE_MISSING_MAX, type ClockView } from "~/lib/case-queue";
import { ClockBadge } from "./clock-badge";

export type DeskErrors = Partial<Record<string, string>>;
export type DeskValues = Partial<Record<string, string>>;

export function Card({ title, id, children, note }: { title: string; id: string; children: ReactNode; note?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 ring-1 ring-seaglass-200 sm:p-5">
      <h2 id={id} className="text-lg font-semibold text-ocean-950">
        {title}
      </h2>
      {note ? <div className="mt-1 text-sm text-muted">{note}</div> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-3">
      <dt className="text-sm font-medium text-muted">{term}</dt>
      <dd className="min-w-0 break-words whitespace-pre-line text-ink">{children}</dd>
    </div>
  );
}

export interface DetailsView {
  patientName: string;
  age: number;
  writtenBy: string;
  condition: string;
  currentState: string;
  treatmentsSoFar: string;
  medicines: string;
  allergies: string;
  travel: string;
  attendants: { name: string; relation: string }[];
  email: string;
  whatsapp: string;
}

const orNone = (value: string) => (value.trim() === "" ? <span className="text-muted">Not given</span> : value);

export function PatientDetails({ details, country, language }: { details: DetailsView; country: string | null; language: string }) {
  return (
    <dl className="space-y-3" data-case-details>
      <Row term="Patient">{details.patientName}</Row>
      <Row term="Age">{details.age}</Row>
      {details.writtenBy ? <Row term="Written by">{details.writtenBy}</Row> : null}
      <Row term="Country">{country ?? <span className="text-muted">Not given</span>}</Row>
      <Row term="Language">{language}</Row>
      <Row term="Condition">{orNone(details.condition)}</Row>
      <Row term="How they are now">{orNone(details.currentState)}</Row>
      <Row term="Treatments so far">{orNone(details.treatmentsSoFar)}</Row>
      <Row term="Medicines">{orNone(details.medicines)}</Row>
      <Row term="Allergies">{orNone(details.allergies)}</Row>
      <Row term="Travel window">{details.travel}</Row>
      <Row term="Attendants">
        {details.attendants.length === 0 ? (
          <span className="text-muted">None</span>
        ) : (
          <ul>
            {details.attendants.map((a, i) => (
              <li key={i}>
                {a.name}
                {a.relation ? ` (${a.relation})` : ""}
              </li>
            ))}
          </ul>
        )}
      </Row>
      <Row term="E-mail">
        {details.email ? (
          <a href={`mailto:${details.email}`} className="font-medium text-ocean-800 underline underline-offset-2" dir="ltr">
            {details.email}
          </a>
        ) : (
          <span className="text-muted">Not given</span>
        )}
      </Row>
      <Row term="WhatsApp">
        {details.whatsapp ? <span dir="ltr">{details.whatsapp}</span> : <span className="text-muted">Not given</span>}
      </Row>
    </dl>
  );
}

export function Clocks({
  clocks,
}: {
  clocks: { firstAnswer: ClockView & { dueText: string | null }; plan: ClockView & { dueText: string | null } };
}) {
  return (
    <div className="flex flex-wrap gap-x-8 gap-y-4" data-case-clocks>
      <ClockBadge label="First answer" clock={clocks.firstAnswer} dueText={clocks.firstAnswer.dueText} />
      <ClockBadge label="Plan" clock={clocks.plan} dueText={clocks.plan.dueText} />
    </div>
  );
}

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

function describedBy(...ids: Array<string | false | null | undefined>) {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

function TextArea({
  id,
  name,
  label,
  hint,
  error,
  value,
  max,
  rows = 4,
  required = true,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  value?: string;
  max: number;
  rows?: number;
  required?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mb-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={max}
        required={required}
        defaultValue={value ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
        className="field-input"
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The moves staff may make from the case's state. Each form sends the state staff saw, so a
 * case moved meanwhile (another tab, a colleague) is said instead of overwritten.
 */
export function MoveForms({
  state,
  moves,
  missing,
  errors,
  values,
}: {
  state: CaseState;
  moves: { to: CaseState; label: string }[];
  missing: string | null;
  errors: DeskErrors;
  values: DeskValues;
}) {
  const busy = useBusy("move");
  const askMissing = moves.find((m) => m.to === "records_incomplete");
  const others = moves.filter((m) => m.to !== "records_incomplete");
  return (
    <div className="space-y-5">
      {errors.form ? (
        <p role="alert" className="rounded-lg bg-coral-700/10 p-3 text-sm font-medium text-coral-700" data-move-error>
          {errors.form}
        </p>
      ) : null}
      {missing ? (
        <div className="rounded-lg bg-sand-50 p-3 ring-1 ring-sand-300" data-case-missing>
          <p className="text-sm font-semibold text-ocean-950">Asked of the patient: what is missing</p>
          <p className="mt-1 break-words whitespace-pre-line text-ink">{missing}</p>
        </div>
      ) : null}
      {askMissing ? (
        <Form method="post" preventScrollReset className="space-y-3" noValidate>
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="from" value={state} />
          <input type="hidden" name="to" value="records_incomplete" />
          <TextArea
            id="case-missing"
            name="missing"
            label="What is missing"
            hint="Sent to the patient as a message (mailed to them) and listed on their case page until the records are complete."
            error={errors.missing}
            value={values.missing}
            max={CASE_MISSING_MAX}
            rows={3}
          />
          <button type="submit" className="btn-secondary" disabled={busy}>
            Ask for missing records
          </button>
        </Form>
      ) : null}
      {others.length > 0 ? (
        <div className="flex flex-wrap gap-3">
          {others.map((m) => (
            <Form method="post" preventScrollReset key={m.to}>
              <input type="hidden" name="intent" value="move" />
              <input type="hidden" name="from" value={state} />
              <input type="hidden" name="to" value={m.to} />
              <button
                type="submit"
                className={m.to === "closed" || m.to === "declined" ? "btn-secondary" : "btn-primary"}
                disabled={busy}
                data-move={m.to}
              >
                {m.to === "closed" ? "Close the case" : m.to === "declined" ? "Decline the case" : `Move to ${m.label}`}
              </button>
            </Form>
          ))}
        </div>
      ) : null}
      {moves.length === 0 ? <p className="text-sm text-muted">Nothing to move by hand from here.</p> : null}
      <p className="text-sm text-muted">
        Plan sent, accepted and letter issued follow from sending the plan, the patient&apos;s acceptance and the letter.
      </p>
    </div>
  );
}

export function AssignForm({
  managerId,
  doctorId,
  choices,
  errors,
  values,
}: {
  managerId: number | null;
  doctorId: number | null;
  choices: { managers: { id: number; username: string }[]; doctors: { id: number; username: string }[] };
  errors: DeskErrors;
  values: DeskValues;
}) {
  const busy = useBusy("assign");
  const select = (
    name: "manager" | "doctor",
    label: string,
    current: number | null,
    list: { id: number; username: string }[],
    hint: string,
  ) => {
    const id = `case-${name}`;
    const error = errors[name];
    const value = values[name] ?? (current === null ? "" : String(current));
    // Someone assigned who is no longer on the list (disabled, another role) stays shown.
    const listed = current === null || list.some((u) => u.id === current);
    return (
      <div>
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        <select
          id={id}
          name={name}
          defaultValue={value}
          key={`${name}-${value}`}
          className="field-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
        >
          <option value="">Nobody yet</option>
          {listed ? null : <option value={String(current)}>(no longer available)</option>}
          {list.map((u) => (
            <option key={u.id} value={String(u.id)}>
              {u.username}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <Form method="post" preventScrollReset className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="assign" />
      {select("manager", "Case manager", managerId, choices.managers, "Runs the case: answers the patient, asks for records.")}
      {select("doctor", "Reviewing doctor", doctorId, choices.doctors, "Reads the records and writes the plan (Doctor or Admin role).")}
      <button type="submit" className="btn-primary" disabled={busy}>
        Save the assignment
      </button>
    </Form>
  );
}

export function WriteForms({ errors, values, intent }: { errors: DeskErrors; values: DeskValues; intent: string | null }) {
  const sending = useBusy("message");
  const noting = useBusy("note");
  return (
    <div className="space-y-6">
      <Form method="post" preventScrollReset className="space-y-3" noValidate>
        <input type="hidden" name="intent" value="message" />
        <TextArea
          id="case-message"
          name="message"
          label="Message to the patient"
          hint="Shown on their case page; they are mailed a notice in their language."
          error={intent === "message" ? errors.message : undefined}
          value={intent === "message" ? values.message : undefined}
          max={CASE_MESSAGE_MAX}
        />
        <button type="submit" className="btn-primary" disabled={sending}>
          <Send className="size-4" aria-hidden="true" /> Send to the patient
        </button>
      </Form>
      <Form method="post" preventScrollReset className="space-y-3" noValidate>
        <input type="hidden" name="intent" value="note" />
        <TextArea
          id="case-note"
          name="note"
          label="Internal note"
          hint="For staff only: never shown or sent to the patient."
          error={intent === "note" ? errors.note : undefined}
          value={intent === "note" ? values.note : undefined}
          max={CASE_MESSAGE_MAX}
          rows={3}
        />
        <button type="submit" className="btn-secondary" disabled={noting}>
          <Lock className="size-4" aria-hidden="true" /> Save the note
        </button>
      </Form>
    </div>
  );
}

export interface ConversationItem {
  id: number;
  kind: "to_patient" | "from_patient" | "note";
  author: string;
  body: string;
  at: string;
  when: string;
}

const KIND_LABEL: Record<ConversationItem["kind"], string> = {
  to_patient: "To the patient",
  from_patient: "From the patient",
  note: "Internal note",
};

const KIND_STYLE: Record<ConversationItem["kind"], string> = {
  to_patient: "bg-seaglass-50 ring-seaglass-300 sm:ms-8",
  from_patient: "bg-white ring-ocean-600 sm:me-8",
  note: "bg-sand-50 ring-sand-500 border-s-4 border-sand-500",
};

export function Conversation({ items }: { items: ConversationItem[] }) {
  if (items.length === 0) return <p className="text-muted">No messages yet.</p>;
  return (
    <ol className="space-y-3" data-conversation>
      {items.map((m) => (
        <li key={m.id} className={`rounded-xl p-3 ring-1 ${KIND_STYLE[m.kind]}`} data-message-kind={m.kind}>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            {m.kind === "note" ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-ocean-950 px-2 py-0.5 text-xs font-semibold text-white uppercase">
                <Lock className="size-3" aria-hidden="true" /> Internal
              </span>
            ) : (
              <MessageCircle className="size-4 text-ocean-700" aria-hidden="true" />
            )}
            <span className="font-semibold text-ocean-950">{KIND_LABEL[m.kind]}</span>
            <span className="text-muted">
              {m.kind === "from_patient" ? "" : `by ${m.author}, `}
              <time dateTime={m.at}>{m.when}</time>
            </span>
          </p>
          <p className="mt-2 break-words whitespace-pre-line text-ink">{m.body}</p>
        </li>
      ))}
    </ol>
  );
}

export interface FileItem {
  id: number;
  name: string;
  type: string;
  size: string;
  when: string;
  at: string;
  sender: string;
  href: string | null;
}

export function Files({ files, canDocuments }: { files: FileItem[]; canDocuments: boolean }) {
  return (
    <div className="space-y-3">
      {canDocuments ? null : (
        <p className="flex items-start gap-2 rounded-lg bg-slate-100 p-3 text-sm text-ink" data-no-documents>
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          You may not open patients&apos; documents (Doctor or Admin role).
        </p>
      )}
      {files.length === 0 ? (
        <p className="text-muted">No files yet.</p>
      ) : (
        <ul className="divide-y divide-seaglass-100" data-case-files>
          {files.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3" data-case-file={f.id}>
              <div className="min-w-0">
                <p className="font-medium break-all text-ocean-950">{f.name}</p>
                <p className="text-sm text-muted">
                  {f.type}, {f.size}; sent by {f.sender}, <time dateTime={f.at}>{f.when}</time>
                </p>
              </div>
              {f.href ? (
                // A document link: the server answers with an attachment, never a page.
                <a href={f.href} className="btn-secondary" download data-download>
                  <Download className="size-4" aria-hidden="true" /> Download<span className="sr-only"> {f.name}</span>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ViewsLog({ views }: { views: { id: number; who: string; file: string; when: string; at: string }[] }) {
  if (views.length === 0) return <p className="text-muted">Nobody has opened a document of this case yet.</p>;
  return (
    <ol className="divide-y divide-seaglass-100 text-sm" data-views-log>
      {views.map((v) => (
        <li key={v.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
          <span>
            <span className="font-semibold text-ocean-950">{v.who}</span> opened <span className="break-all">{v.file}</span>
          </span>
          <time dateTime={v.at} className="text-muted">
            {v.when}
          </time>
        </li>
      ))}
    </ol>
  );
}

export function History({ events }: { events: { id: number; text: string; who: string; when: string; at: string }[] }) {
  if (events.length === 0) return <p className="text-muted">Nothing has happened to this case yet.</p>;
  return (
    <ol className="divide-y divide-seaglass-100 text-sm" data-case-history>
      {events.map((e) => (
        <li key={e.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
          <span>
            <span className="text-ink">{e.text}</span> <span className="text-muted">by {e.who}</span>
          </span>
          <time dateTime={e.at} className="text-muted">
            {e.when}
          </time>
        </li>
      ))}
    </ol>
  );
}
