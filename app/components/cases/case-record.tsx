// The case page as its patient sees it (issue 48 item 1): the reference, where the case stands
// (steps in plain words), what is still needed, the files with their download links, the
// messages, a reply box and a form to send more files. Plain forms; no JavaScript.
import { Check, Download, FileText } from "~/components/ui/lucide";
import { useClinic } from "~/components/clinic-context";
import { useLocalizedPath, useT } from "~/components/messages-context";
import { CASE_FILE_ACCEPT, CASE_FILE_MAX_MB, CASE_FILES_PER_UPLOAD } from "~/lib/case-desk";
import { type CasePageNotice, type CasePageView, caseSteps, type PatientStepsView, STATE_KEYS, STEP_KEYS } from "~/lib/case-view";
import type { CaseActionData } from "~/server/cases/case-patient-page.server";
import { useRefusalLines } from "./case-notes";
import { CaseSteps } from "./case-steps";

const box = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-seaglass-200 sm:p-6";
const h2 = "scroll-mt-28 text-2xl font-bold text-ocean-950";

export function CaseRecord({
  view,
  notice,
  reply,
  steps,
  answer,
}: {
  view: CasePageView;
  notice: CasePageNotice;
  reply: { error: string | null; value: string; retryMinutes: number | null };
  /** The plan, passports, letter and arrival, once reached. */
  steps: PatientStepsView;
  /** The page's answer to a step's form (a refusal with what was typed). */
  answer: CaseActionData;
}) {
  const t = useT();
  return (
    <div className="space-y-8">
      <SentNotice notice={notice} reference={view.reference} />
      <section aria-labelledby="case-state" className={box}>
        <p className="text-sm text-muted">{t("caseDesk.referenceLabel")}</p>
        <p className="text-2xl font-bold tracking-wide text-ocean-950">
          <bdi dir="ltr">{view.reference}</bdi>
        </p>
        <h2 id="case-state" className={`${h2} mt-6`}>
          {t("caseDesk.stateHeading")}
        </h2>
        <p className="mt-2 text-lg">{t(STATE_KEYS[view.state], { hours: view.answerHours })}</p>
        <Steps state={view.state} />
        {view.missing ? (
          <div className="mt-6 rounded-lg bg-sand-50 p-4 ring-1 ring-sand-300">
            <h3 className="font-semibold text-ocean-950">{t("caseDesk.missingHeading")}</h3>
            <p dir="auto" className="mt-1 whitespace-pre-line">
              {view.missing}
            </p>
          </div>
        ) : null}
        {steps.plan ? null : <p className="mt-6 text-sm text-muted">{t("caseDesk.laterNote")}</p>}
      </section>
      <CaseSteps reference={view.reference} steps={steps} notice={notice} answer={answer} />
      <FilesSection view={view} notice={notice} />
      <MessagesSection view={view} notice={notice} reply={reply} />
    </div>
  );
}

function SentNotice({ notice, reference }: { notice: CasePageNotice; reference: string }) {
  const t = useT();
  const refusedLines = useRefusalLines(notice.sent?.refused ?? [], notice.sent?.tooMany ?? false, null);
  if (!notice.sent) return null;
  return (
    <div
      id="case-sent"
      tabIndex={-1}
      autoFocus
      role="status"
      className="rounded-2xl bg-seaglass-50 p-5 ring-2 ring-ocean-700 focus:outline-none"
    >
      <h2 className="text-xl font-bold text-ocean-950">{t("caseDesk.sentHeading", { reference: `\u2066${reference}\u2069` })}</h2>
      <p className="mt-2">{t("caseDesk.sentBody", { email: `\u2066${notice.sent.email}\u2069` })}</p>
      {refusedLines.length > 0 ? (
        <div className="mt-3 text-coral-700">
          <p className="font-semibold">{t("caseDesk.sentRefused")}</p>
          <ul className="mt-1 list-disc space-y-1 ps-5">
            {refusedLines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function Steps({ state }: { state: CasePageView["state"] }) {
  const t = useT();
  const steps = caseSteps(state);
  if (steps.length === 0) return null;
  return (
    <ol className="mt-5 grid gap-2 sm:grid-cols-2">
      {steps.map(({ step, status }) => (
        <li
          key={step}
          aria-current={status === "now" ? "step" : undefined}
          className={`flex items-center gap-3 rounded-lg p-2 ${status === "now" ? "bg-ocean-700 font-semibold text-white" : status === "done" ? "text-ocean-900" : "text-muted"}`}
        >
          <span
            aria-hidden="true"
            className={`flex size-7 shrink-0 items-center justify-center rounded-full ${status === "done" ? "bg-seaglass-200" : status === "now" ? "bg-white text-ocean-800" : "ring-1 ring-slate-400"}`}
          >
            {status === "done" ? <Check className="size-4" /> : status === "now" ? "•" : null}
          </span>
          <span>
            {t(STEP_KEYS[step])}
            {status !== "ahead" ? (
              <span className="sr-only"> ({t(status === "done" ? "caseDesk.stepDone" : "caseDesk.stepNow")})</span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

function FilesSection({ view, notice }: { view: CasePageView; notice: CasePageNotice }) {
  const t = useT();
  const lp = useLocalizedPath();
  const sent = notice.files;
  const lines = useRefusalLines(sent?.refused ?? [], sent?.tooMany ?? false, sent?.failure ?? null);
  if (sent?.none) lines.unshift(t("caseDesk.addFilesNone"));
  if (sent?.full) lines.unshift(t("caseDesk.caseFull", { files: view.files.length }));
  return (
    <section aria-labelledby="files" className={box}>
      <h2 id="files" className={h2}>
        {t("caseDesk.filesHeading")}
      </h2>
      {sent && sent.added > 0 ? (
        <p role="status" className="mt-3 rounded-lg bg-seaglass-50 p-3 font-medium text-ocean-900">
          {t("caseDesk.filesAdded", { count: sent.added })}
        </p>
      ) : null}
      {view.files.length === 0 ? (
        <p className="mt-3 text-muted">{t("caseDesk.filesNone")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-seaglass-200">
          {view.files.map((f) => (
            <li key={f.id} className="flex items-center gap-3 py-2">
              <FileText className="size-5 shrink-0 text-ocean-700" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <a
                  href={lp(`/international-patients/case/files/${f.id}`)}
                  download
                  className="inline-flex min-h-11 items-center gap-2 font-medium break-all text-ocean-800 underline"
                  aria-label={t("caseDesk.fileDownload", { name: f.name })}
                >
                  <bdi>{f.name}</bdi>
                  <Download className="size-4 shrink-0" aria-hidden="true" />
                </a>
                {/* Each part isolated: "PDF · 29 kB" keeps its order in an Arabic line. */}
                <p className="text-sm text-muted">
                  <bdi>{f.type}</bdi> · <bdi>{f.size}</bdi> · <bdi>{f.date}</bdi>
                  {f.byClinic ? (
                    <>
                      {" · "}
                      <bdi>{t("caseDesk.fileByClinic")}</bdi>
                    </>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {view.room > 0 ? (
        <form
          method="post"
          encType="multipart/form-data"
          action={`${lp("/international-patients/case/files")}?case=${view.reference}`}
          className="mt-2 space-y-3"
        >
          <div>
            <label htmlFor="case-add-files" className="mt-6 block text-lg font-semibold text-ocean-950">
              {t("caseDesk.addFilesHeading")}
            </label>
            <p id="case-add-files-hint" className="mb-2 text-sm text-muted">
              {t("caseDesk.filesHint", { files: Math.min(CASE_FILES_PER_UPLOAD, view.room), size: CASE_FILE_MAX_MB })}
            </p>
            <input
              id="case-add-files"
              name="files"
              type="file"
              multiple
              required
              accept={CASE_FILE_ACCEPT}
              aria-describedby={lines.length > 0 ? "case-add-files-hint case-add-files-error" : "case-add-files-hint"}
              aria-invalid={lines.length > 0}
              className="block min-h-11 w-full rounded-lg border border-slate-500 bg-white p-2 text-base text-ink file:me-3 file:min-h-11 file:rounded-full file:border-0 file:bg-ocean-700 file:px-4 file:font-semibold file:text-white"
            />
          </div>
          {lines.length > 0 ? (
            <ul id="case-add-files-error" role="alert" className="field-error list-disc space-y-1 ps-5">
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
          <button type="submit" className="btn-secondary">
            {t("caseDesk.addFilesButton")}
          </button>
        </form>
      ) : (
        <p className="mt-6">{t("caseDesk.caseFull", { files: view.files.length })}</p>
      )}
    </section>
  );
}

function MessagesSection({
  view,
  notice,
  reply,
}: {
  view: CasePageView;
  notice: CasePageNotice;
  reply: { error: string | null; value: string; retryMinutes: number | null };
}) {
  const t = useT();
  const clinic = useClinic();
  const error = reply.retryMinutes ? t("caseDesk.tooManyRequests", { minutes: reply.retryMinutes }) : reply.error;
  return (
    <section aria-labelledby="messages" className={box}>
      <h2 id="messages" className={h2}>
        {t("caseDesk.messagesHeading")}
      </h2>
      {notice.replySent ? (
        <p role="status" className="mt-3 rounded-lg bg-seaglass-50 p-3 font-medium text-ocean-900">
          {t("caseDesk.replySent")}
        </p>
      ) : null}
      {view.messages.length === 0 ? (
        <p className="mt-3 text-muted">{t("caseDesk.messagesNone")}</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {view.messages.map((m) => (
            <li
              key={m.id}
              className={`rounded-xl p-4 ${m.fromPatient ? "ms-6 bg-sand-50 ring-1 ring-sand-300" : "me-6 bg-seaglass-50 ring-1 ring-seaglass-200"}`}
            >
              <p className="text-sm font-semibold text-ocean-900">
                {m.fromPatient ? t("caseDesk.messageFromYou") : clinic.shortName} · <span className="font-normal text-muted">{m.date}</span>
              </p>
              <p dir="auto" className="mt-1 whitespace-pre-line">
                {m.body}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form method="post" action={`?case=${view.reference}#messages`} className="mt-6 space-y-3">
        <input type="hidden" name="intent" value="reply" />
        <div>
          <label htmlFor="case-reply" className="field-label">
            {t("caseDesk.replyLabel")}
          </label>
          <textarea
            id="case-reply"
            name="body"
            rows={4}
            required
            maxLength={4000}
            dir="auto"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? "case-reply-hint case-reply-error" : "case-reply-hint"}
            autoFocus={Boolean(error)}
            defaultValue={reply.value}
            className="field-input"
          />
          <p id="case-reply-hint" className="mt-1 text-sm text-muted">
            {t("caseDesk.replyHint", { max: 4000 })}
          </p>
          <p id="case-reply-error" className="field-error" hidden={!error}>
            {error}
          </p>
        </div>
        <button type="submit" className="btn-primary">
          {t("caseDesk.replyButton")}
        </button>
      </form>
    </section>
  );
}
