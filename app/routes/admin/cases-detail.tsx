import { data, Link } from "react-router";
import type { Route } from "./+types/cases-detail";
import { ArrowLeft } from "~/components/ui/lucide";
import { AdminPageHeader } from "~/components/admin/page-header";
import {
  AssignForm,
  Card,
  Clocks,
  Conversation,
  Files,
  History,
  MoveForms,
  PatientDetails,
  ViewsLog,
  WriteForms,
} from "~/components/admin/cases/case-sections";
import { CaseStateBadge } from "~/components/admin/cases/state-badge";
import { ArrivalCard } from "~/components/admin/cases/arrival-card";
import { CaseDocumentsPanel } from "~/components/admin/case-plans/case-documents-panel";
import { caseDocumentsAction, caseDocumentsView, isCaseDocumentIntent } from "~/server/cases/case-documents.server";
import { arrivalAction, arrivalView, isArrivalIntent } from "~/server/cases/desk-arrival.server";
import { positiveId } from "~/lib/admin-list-url";
import { CASE_STATE_LABELS } from "~/lib/case-desk";
import { redirectWithToast } from "~/server/admin/toast.server";
import { requirePermission } from "~/server/auth/guards.server";
import { loadCase, readClockHours } from "~/server/cases/case-records.server";
import { assignDeskCase, caseDeskView, moveDeskCase, writeDeskMessage } from "~/server/cases/desk-case.server";
import { assignSchema, errorsByField, messageSchema, moveSchema, noteSchema, typed } from "~/server/cases/desk-forms.server";
import { contentNow } from "~/server/clock.server";
import { servicesContext } from "~/server/context.server";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.view.reference ?? "Case"} | International cases | Admin | Samudra` },
    { name: "robots", content: "noindex" },
  ];
}

const notFound = () => data({ message: "There is no case with that number." }, { status: 404 });

export async function loader({ context, params }: Route.LoaderArgs) {
  const user = requirePermission(context, "cases:manage");
  const services = context.get(servicesContext);
  const { db } = services.database;
  const id = positiveId(params.id);
  if (id === null) throw notFound();
  const now = contentNow(services.env);
  const c = await loadCase(db, services.healthKey, { id });
  if (!c) throw notFound();
  const [view, documents, arrival] = await Promise.all([
    caseDeskView(db, services.healthKey, id, user, await readClockHours(db), now),
    caseDocumentsView(db, services.healthKey, id, user, now),
    arrivalView(db, services.healthKey, c, user, now),
  ]);
  if (!view || !documents) throw notFound();
  return { view, documents, arrival };
}

type Refusal = { intent: string; errors: Partial<Record<string, string>>; values: Record<string, string> };

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requirePermission(context, "cases:manage");
  const services = context.get(servicesContext);
  const { db } = services.database;
  const key = services.healthKey;
  const id = positiveId(params.id);
  if (id === null) throw notFound();
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const now = contentNow(services.env);
  const back = `/admin/cases/${id}`;
  const c = await loadCase(db, key, { id });
  if (!c) throw notFound();
  const staff = { id: user.id };
  const refused = (errors: Partial<Record<string, string>>, values: Record<string, string>, status = 400) =>
    data<Refusal>({ intent, errors, values }, { status });

  // The plan, its estimate and the visa letter (items 4-5), and the arrival (item 6): their own modules.
  if (isCaseDocumentIntent(intent)) {
    const outcome = await caseDocumentsAction(db, key, id, user, form, now, { siteUrl: services.env.SITE_URL });
    if (outcome.ok) redirectWithToast(back, { kind: "success", message: outcome.toast });
    return data({ documents: outcome.data }, { status: outcome.status });
  }
  if (isArrivalIntent(intent)) {
    const outcome = await arrivalAction(db, key, c, user, form, now);
    if (outcome.ok) redirectWithToast(back, { kind: "success", message: outcome.toast });
    return refused(outcome.errors, outcome.values, outcome.status);
  }

  switch (intent) {
    case "move": {
      const values = typed(form, ["from", "to", "missing"]);
      const parsed = moveSchema.safeParse(values);
      if (!parsed.success) {
        const errors = errorsByField(parsed.error);
        // A missing or unknown state is the form's, not a field anyone typed in.
        return refused({ missing: errors.missing, form: errors.from ?? errors.to }, values);
      }
      const { from, to, missing } = parsed.data;
      const outcome = await moveDeskCase(db, key, c, { from, to, missing, staff, now });
      if (outcome.ok) {
        redirectWithToast(back, {
          kind: "success",
          message:
            to === "records_incomplete"
              ? `${c.reference} is waiting on the patient: they are sent what is missing.`
              : `Moved ${c.reference} to ${CASE_STATE_LABELS[to]}.`,
        });
      }
      switch (outcome.reason) {
        case "not-found":
          throw notFound();
        case "missing-required":
          return refused({ missing: "Say what is missing: the patient reads it on their case page and in a mail." }, values);
        case "changed": {
          const now2 = await loadCase(db, key, { id });
          const current = now2 ? CASE_STATE_LABELS[now2.state] : "changed";
          return refused(
            {
              form: `This case was moved meanwhile (in another tab or by a colleague): it is now “${current}”. The page shows its current state; nothing was changed.`,
            },
            values,
            409,
          );
        }
        case "not-allowed":
          return refused({ form: `A case cannot be moved from ${CASE_STATE_LABELS[from]} to ${CASE_STATE_LABELS[to]} by hand.` }, values);
      }
      break;
    }
    case "assign": {
      const values = typed(form, ["manager", "doctor"], 20);
      const parsed = assignSchema.safeParse(values);
      if (!parsed.success) return refused(errorsByField(parsed.error), values);
      const outcome = await assignDeskCase(db, c, { ...parsed.data, staff, now });
      if (!outcome.ok) return refused({ [outcome.field]: outcome.message }, values);
      redirectWithToast(back, {
        kind: "success",
        message: outcome.changed ? `Saved who works on ${c.reference}.` : `Nothing changed: ${c.reference} was already assigned so.`,
      });
      break;
    }
    case "note":
    case "message": {
      const values = typed(form, [intent]);
      const parsed = (intent === "note" ? noteSchema : messageSchema).safeParse(values);
      if (!parsed.success) return refused(errorsByField(parsed.error), values);
      const body = "note" in parsed.data ? parsed.data.note : parsed.data.message;
      await writeDeskMessage(db, key, c, { kind: intent === "note" ? "note" : "to_patient", body, staff, now });
      redirectWithToast(back, {
        kind: "success",
        message: intent === "note" ? "Saved the internal note." : `Sent the message: the patient is mailed a notice (${c.reference}).`,
      });
      break;
    }
    default:
      throw data({ message: "Unknown action." }, { status: 400 });
  }
  throw data({ message: "Unknown action." }, { status: 400 });
}

export default function AdminCase({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  const refused = actionData && "errors" in actionData ? actionData : null;
  const documentsRefusal = actionData && "documents" in actionData ? actionData.documents : null;
  const errorsOf = (intent: string) => (refused?.intent === intent ? refused.errors : {});
  const valuesOf = (intent: string) => (refused?.intent === intent ? refused.values : {});
  return (
    <>
      <Link
        to="/admin/cases"
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-ocean-800 underline underline-offset-2"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> International cases
      </Link>
      <AdminPageHeader title={`Case ${view.reference}`} description={`${view.details.patientName}, received ${view.submitted}`} />
      <p className="-mt-4 mb-6" data-status>
        <CaseStateBadge state={view.state} />
      </p>
      {/* The work on the left (the floating toast sits bottom right), the record on the right. */}
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <Card title="Service clocks" id="clocks" note="Due moments in India time.">
            <Clocks clocks={view.clocks} />
          </Card>
          <Card title={`State: ${view.stateLabel}`} id="state">
            <MoveForms state={view.state} moves={view.moves} missing={view.missing} errors={errorsOf("move")} values={valuesOf("move")} />
          </Card>
          <CaseDocumentsPanel view={loaderData.documents} actionData={documentsRefusal} />
          {loaderData.arrival ? <ArrivalCard view={loaderData.arrival} errors={errorsOf("arrival")} values={valuesOf("arrival")} /> : null}
          <Card title="Conversation" id="conversation" note="The patient's messages and staff's, oldest first; internal notes are marked.">
            <Conversation items={view.conversation} />
          </Card>
          <Card title="Write" id="write">
            <WriteForms intent={refused?.intent ?? null} errors={refused?.errors ?? {}} values={refused?.values ?? {}} />
          </Card>
        </div>
        <div className="min-w-0 space-y-6">
          <Card title="The patient" id="patient">
            <PatientDetails details={view.details} country={view.country} language={view.language} />
          </Card>
          <Card title="Who works on it" id="assignment">
            <AssignForm
              managerId={view.managerId}
              doctorId={view.doctorId}
              choices={view.choices}
              errors={errorsOf("assign")}
              values={valuesOf("assign")}
            />
          </Card>
          <Card title="Files" id="files">
            <Files files={view.files} canDocuments={view.canDocuments} />
          </Card>
          {view.views ? (
            <Card title="Document views" id="views" note="Every opening of a document: who, when, which file.">
              <ViewsLog views={view.views} />
            </Card>
          ) : null}
          <Card title="History" id="history">
            <History events={view.history} />
          </Card>
        </div>
      </div>
    </>
  );
}
