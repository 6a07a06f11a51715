import { data, Form, Link, useNavigation } from "react-router";
import { ArrowLeft } from "~/components/ui/lucide";
import { AppointmentFacts, Card, ConsentList, NoticeList, PatientFacts, SeriesList } from "~/components/admin/appointments/detail";
import { FieldError, fieldId } from "~/components/admin/appointments/fields";
import { AppointmentStatusBadge } from "~/components/admin/appointments/status-badge";
import { TimeChoices } from "~/components/admin/appointments/time-choices";
import { AdminPageHeader } from "~/components/admin/page-header";
import { positiveId } from "~/lib/admin-list-url";
import { clockOf, longDay } from "~/lib/booking-view";
import { clinicDate } from "~/lib/clinic-view";
import { calendarHref, FRONT_DESK_PERMISSION } from "~/lib/front-desk";
import { cancelSchema, consentSchema, issuesByField, moveSchema, NOTE_MAX, noteSchema, REASON_MAX } from "~/lib/front-desk-schema";
import { can } from "~/lib/permissions";
import { redirectWithToast } from "~/server/admin/toast.server";
import { requirePermission, requireUser } from "~/server/auth/guards.server";
import {
  cancelByStaff,
  type ChangeRefusal,
  checkIn,
  markNoShow,
  moveByStaff,
  saveStaffNote,
  type StaffChange,
  undoArrival,
  withdrawByStaff,
} from "~/server/booking/front-desk-changes.server";
import { appointmentDetail } from "~/server/booking/front-desk-detail.server";
import { dayChoices, dayFrom, refusalText } from "~/server/booking/front-desk-forms.server";
import { contentNow } from "~/server/clock.server";
import { servicesContext } from "~/server/context.server";
import type { Route } from "./+types/appointments-detail";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.detail.reference ?? "Appointment"} | Front desk | Admin | Samudra` },
    { name: "robots", content: "noindex" },
  ];
}

const notFound = () => data({ message: "There is no appointment with that number." }, { status: 404 });

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const user = requireUser(context);
  const services = context.get(servicesContext);
  const { db } = services.database;
  const id = positiveId(params.id);
  if (id === null) throw notFound();
  const now = contentNow(services.env);
  const canManage = can(user.role, FRONT_DESK_PERMISSION);
  const detail = await appointmentDetail(db, services.healthKey, id, { canSeePatients: canManage, now });
  if (!detail) throw notFound();
  const today = clinicDate(now);
  const moveDay = dayFrom(url.searchParams.get("move") ?? detail.day, today);
  const here = `/admin/appointments/${id}`;
  const move =
    canManage && detail.allowed.move && detail.serviceId !== null
      ? await dayChoices(db, detail.serviceId, moveDay, now, (d) => `${here}?move=${d}#move`, id)
      : null;
  return {
    detail,
    canManage,
    move,
    moveDay,
    today,
    dayHref: calendarHref({ view: "day", date: detail.day, group: "resource", cancelled: detail.status === "cancelled" }),
  };
}

const REFUSALS: Record<ChangeRefusal, string> = {
  gone: "That appointment no longer exists.",
  "not-booked": "It is no longer booked (it was changed meanwhile): see its state below.",
  "too-early": "A patient can be checked in from the day of their appointment.",
  "not-started": "A no-show can be marked once the appointment's time has come.",
  "not-arrived": "It is neither checked in nor a no-show: there is nothing to undo.",
  started: "Its time has come: check the patient in or mark a no-show instead of cancelling.",
};

type ActionErrors = { intent: string; errors: Partial<Record<string, string>>; values: Record<string, string> };

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requirePermission(context, FRONT_DESK_PERMISSION);
  const services = context.get(servicesContext);
  const { db } = services.database;
  const id = positiveId(params.id);
  if (id === null) throw notFound();
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const staff = { id: user.id, username: user.username };
  const now = contentNow(services.env);
  const back = `/admin/appointments/${id}`;
  const done = (result: StaffChange, said: (reference: string) => string): never =>
    result.ok
      ? redirectWithToast(back, { kind: "success", message: said(result.reference) })
      : redirectWithToast(back, { kind: "error", message: REFUSALS[result.reason] });
  const refused = (errors: Partial<Record<string, string>>, values: Record<string, string> = {}) =>
    data<ActionErrors>({ intent, errors, values }, { status: 400 });

  switch (intent) {
    case "check-in":
      return done(await checkIn(db, staff, id, now), (r) => `Checked in ${r}.`);
    case "no-show":
      return done(await markNoShow(db, staff, id, now), (r) => `Marked ${r} as a no-show.`);
    case "undo":
      return done(await undoArrival(db, staff, id, now), (r) => `${r} is booked again.`);
    case "cancel": {
      const values = { reason: field("reason").slice(0, REASON_MAX + 100) };
      const parsed = cancelSchema.safeParse(values);
      if (!parsed.success) return refused(issuesByField(parsed.error), values);
      const result = await cancelByStaff(db, services.healthKey, staff, id, parsed.data.reason, now);
      if (!result.ok && result.reason !== "gone") return refused({ reason: REFUSALS[result.reason] }, values);
      return done(result, (r) => `Cancelled ${r}. The patient is told.`);
    }
    case "note": {
      const values = { note: field("note").slice(0, NOTE_MAX + 100) };
      const parsed = noteSchema.safeParse(values);
      if (!parsed.success) return refused(issuesByField(parsed.error), values);
      return done(await saveStaffNote(db, services.healthKey, staff, id, parsed.data.note, now), (r) => `Saved the note on ${r}.`);
    }
    case "move": {
      const parsed = moveSchema.safeParse({ startsAt: field("startsAt") });
      if (!parsed.success) return refused(issuesByField(parsed.error));
      const result = await moveByStaff(db, staff, id, parsed.data.startsAt, now);
      if (result.ok) {
        const at = parsed.data.startsAt;
        return redirectWithToast(back, {
          kind: "success",
          message: `Moved ${result.reference} to ${longDay(clinicDate(at), "en-IN")} at ${clockOf(at)}. The patient is told.`,
        });
      }
      // The time refused (taken meanwhile, not offered): said at the times, with the nearest free ones.
      if ("nearest" in result) return refused({ startsAt: refusalText(result).message });
      return done(result, () => "");
    }
    case "withdraw": {
      const parsed = consentSchema.safeParse({ channel: field("channel") });
      if (!parsed.success) return redirectWithToast(back, { kind: "error", message: "Unknown reminder channel." });
      const channel = parsed.data.channel;
      return done(
        await withdrawByStaff(db, staff, id, channel, now),
        (r) => `Withdrew the ${channel === "whatsapp" ? "WhatsApp" : "e-mail"} reminders of ${r}.`,
      );
    }
    default:
      throw data({ message: "Unknown action." }, { status: 400 });
  }
}

function StateActions({
  allowed,
  reference,
  status,
}: {
  allowed: Route.ComponentProps["loaderData"]["detail"]["allowed"];
  reference: string;
  status: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const button = (intent: string, label: string, style = "btn-primary") => (
    <Form method="post" key={intent}>
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={style} disabled={busy}>
        {label}
        <span className="sr-only"> ({reference})</span>
      </button>
    </Form>
  );
  const buttons = [
    allowed.checkIn ? button("check-in", "Check in") : null,
    allowed.noShow ? button("no-show", "Mark no-show", "btn-secondary") : null,
    allowed.undo ? button("undo", status === "checked_in" ? "Undo check-in" : "Undo no-show", "btn-secondary") : null,
  ].filter(Boolean);
  const why =
    status === "booked" && !allowed.checkIn
      ? "Check-in opens on the day of the appointment."
      : status === "booked" && !allowed.noShow
        ? "A no-show can be marked once its time has come."
        : null;
  if (buttons.length === 0 && !why) return null;
  return (
    <div className="flex flex-wrap items-center gap-3" data-state-actions>
      {buttons}
      {why ? <p className="text-sm text-muted">{why}</p> : null}
    </div>
  );
}

export default function AppointmentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { detail, canManage, move, moveDay, today, dayHref } = loaderData;
  const failed = actionData && "errors" in actionData ? actionData : null;
  const errorsOf = (intent: string) => (failed?.intent === intent ? failed.errors : {});
  const valueOf = (intent: string, name: string, fallback = "") =>
    failed?.intent === intent ? (failed.values[name] ?? fallback) : fallback;
  const note = detail.staffNote && "text" in detail.staffNote ? detail.staffNote.text : "";
  return (
    <>
      <Link
        to={dayHref}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-ocean-800 underline underline-offset-2"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> {detail.dayLabel} at the front desk
      </Link>
      <AdminPageHeader
        title={`Appointment ${detail.reference}`}
        description={`${detail.serviceName}, ${detail.dayLabel} at ${detail.start}`}
      />
      <p className="-mt-4 mb-6" data-status>
        <AppointmentStatusBadge status={detail.status} />
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <Card title="Appointment" id="facts">
            <AppointmentFacts view={detail} />
            {canManage ? (
              <div className="mt-4">
                <StateActions allowed={detail.allowed} reference={detail.reference} status={detail.status} />
              </div>
            ) : null}
          </Card>
          <Card title="Patient" id="patient">
            <PatientFacts view={detail} />
          </Card>
          {detail.series ? (
            <Card title={`Series ${detail.series.reference} (${detail.series.items.length} sessions)`} id="series">
              <SeriesList series={detail.series} />
            </Card>
          ) : null}
          <Card title="Messages to the patient" id="notices">
            <NoticeList notices={detail.notices} />
          </Card>
          <Card title="Reminder consents" id="consents">
            <ConsentList view={detail} canManage={canManage} />
          </Card>
        </div>
        {canManage ? (
          <div className="space-y-6">
            {move ? (
              <Card title="Move to another time" id="move">
                <Form method="get" className="flex flex-wrap items-end gap-3">
                  <div>
                    <label htmlFor="fd-move-day" className="field-label">
                      Day
                    </label>
                    <input
                      id="fd-move-day"
                      name="move"
                      type="date"
                      min={today}
                      defaultValue={moveDay}
                      required
                      className="field-input w-auto"
                    />
                  </div>
                  <button type="submit" className="btn-secondary">
                    Show free times
                  </button>
                </Form>
                <Form method="post" className="mt-4 space-y-4" noValidate>
                  <input type="hidden" name="intent" value="move" />
                  <TimeChoices
                    legend={`Free times on ${move.dayLabel} (India time)`}
                    times={move.times}
                    errors={errorsOf("move")}
                    nextDays={move.nextDays}
                  />
                  <button type="submit" className="btn-primary" disabled={move.times.length === 0}>
                    Move here
                  </button>
                  <p className="text-sm text-muted">The patient is told of the new time; their reminders follow it.</p>
                </Form>
              </Card>
            ) : null}
            {detail.allowed.cancel ? (
              <Card title="Cancel" id="cancel">
                <Form method="post" className="space-y-3" noValidate>
                  <input type="hidden" name="intent" value="cancel" />
                  <div>
                    <label htmlFor={fieldId("reason")} className="field-label">
                      Reason
                    </label>
                    <textarea
                      id={fieldId("reason")}
                      name="reason"
                      rows={2}
                      maxLength={REASON_MAX}
                      required
                      defaultValue={valueOf("cancel", "reason")}
                      aria-invalid={errorsOf("cancel").reason ? true : undefined}
                      aria-describedby={`fd-reason-hint${errorsOf("cancel").reason ? " fd-reason-error" : ""}`}
                      className="field-input"
                    />
                    <p id="fd-reason-hint" className="mt-1 text-sm text-muted">
                      Kept sealed with the appointment for staff; the patient is told it is cancelled, not why.
                    </p>
                    <FieldError name="reason" error={errorsOf("cancel").reason} />
                  </div>
                  <button type="submit" className="btn border border-coral-700 bg-white text-coral-700 hover:bg-coral-700/10">
                    Cancel appointment
                  </button>
                </Form>
              </Card>
            ) : null}
            <Card title="Front desk note" id="note">
              {detail.staffNote && "error" in detail.staffNote ? (
                <p className="mb-2 text-sm text-coral-700">The note cannot be read: {detail.staffNote.error}</p>
              ) : null}
              <Form method="post" className="space-y-3" noValidate>
                <input type="hidden" name="intent" value="note" />
                <div>
                  <label htmlFor={fieldId("note")} className="field-label">
                    Note <span className="font-normal text-muted">(staff only, kept sealed)</span>
                  </label>
                  <textarea
                    id={fieldId("note")}
                    name="note"
                    rows={3}
                    maxLength={NOTE_MAX}
                    defaultValue={valueOf("note", "note", note)}
                    aria-invalid={errorsOf("note").note ? true : undefined}
                    aria-describedby={errorsOf("note").note ? "fd-note-error" : undefined}
                    className="field-input"
                  />
                  <FieldError name="note" error={errorsOf("note").note} />
                </div>
                <button type="submit" className="btn-secondary">
                  Save note
                </button>
              </Form>
            </Card>
          </div>
        ) : null}
      </div>
    </>
  );
}
