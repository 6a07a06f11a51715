import { BackToFrontDesk } from "~/components/admin/appointments/fields";
import { useEffect } from "react";
import { data, Form, useNavigation } from "react-router";
import { WEEKDAYS } from "~/content-types/clinic-settings";
import { CALLER_LABELS, CallerFields, FieldError, fieldId, TextField } from "~/components/admin/appointments/fields";
import { SeriesBooked, SeriesPreview, type SeriesPreviewView } from "~/components/admin/appointments/series";
import { ErrorSummary } from "~/components/admin/error-summary";
import { AdminPageHeader } from "~/components/admin/page-header";
import { positiveId } from "~/lib/admin-list-url";
import { parseInstant } from "~/lib/booking-view";
import { clinicDate } from "~/lib/clinic-view";
import { FRONT_DESK_PERMISSION } from "~/lib/front-desk";
import { formFields, issuesByField, patientOf, SERIES_FIELDS, seriesPlanSchema, seriesSchema, typedValues } from "~/lib/front-desk-schema";
import { planKey, proposedView, SERIES_MAX, type SeriesPlan, WORKING_WEEK } from "~/lib/front-desk-series";
import { normalizeReference } from "~/lib/inquiry-reference";
import { redirectWithToast } from "~/server/admin/toast.server";
import { requirePermission } from "~/server/auth/guards.server";
import { bookSeries, previewSeries } from "~/server/booking/front-desk-book.server";
import {
  frontDeskServices,
  leadFor,
  refusalText,
  seriesAppointments,
  startingValues,
  timeZones,
} from "~/server/booking/front-desk-forms.server";
import { contentNow } from "~/server/clock.server";
import { seriesPrefillOfCase } from "~/server/cases/desk-arrival.server";
import { can } from "~/lib/permissions";
import { servicesContext } from "~/server/context.server";
import type { Route } from "./+types/appointments-series";

export function meta() {
  return [{ title: "Book a series | Admin | Samudra" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requirePermission(context, FRONT_DESK_PERMISSION);
  const services = context.get(servicesContext);
  const { db } = services.database;
  const today = clinicDate(contentNow(services.env));
  // After booking: the series as booked, and the times it could not have (from the address).
  const done = normalizeReference(url.searchParams.get("done") ?? "");
  if (done) {
    const skipped = (url.searchParams.get("skipped") ?? "")
      .split(",")
      .slice(0, SERIES_MAX)
      .map((text) => parseInstant(text))
      .filter((at): at is Date => at !== null);
    return {
      kind: "done" as const,
      reference: done,
      booked: await seriesAppointments(db, done),
      skipped: skipped.map((at) => proposedView({ day: clinicDate(at), startsAt: at, state: "taken" }).label),
    };
  }
  const inquiryId = positiveId(url.searchParams.get("inquiry"));
  // An international case's accepted plan (issue 48 item 6), for staff who work the case desk too.
  const caseId = can(user.role, "cases:manage") ? positiveId(url.searchParams.get("case")) : null;
  const [list, lead, fromCase] = await Promise.all([
    frontDeskServices(db),
    leadFor(db, inquiryId),
    caseId === null ? null : seriesPrefillOfCase(db, services.healthKey, caseId, today),
  ]);
  return {
    kind: "form" as const,
    services: list.map((s) => ({ id: s.id, name: s.name, durationMinutes: s.durationMinutes })),
    lead: lead ? { id: lead.id, name: lead.name } : null,
    fromCase: fromCase ? { reference: fromCase.reference, name: fromCase.name, sessions: fromCase.values.count } : null,
    start: fromCase ? { ...fromCase.values, time: "10:00" } : { ...startingValues(lead), from: today, count: "10", time: "10:00" },
    today,
    zones: timeZones(),
  };
}

type SeriesActionData = {
  errors: Partial<Record<string, string>>;
  values: Record<string, string>;
  weekdays: string[];
  preview: SeriesPreviewView | null;
};

export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission(context, FRONT_DESK_PERMISSION);
  const services = context.get(servicesContext);
  const { db } = services.database;
  const form = await request.formData();
  const fields = formFields(form, SERIES_FIELDS);
  const values = typedValues(
    form,
    SERIES_FIELDS.filter((n) => n !== "weekdays"),
  );
  const weekdays = Array.isArray(fields.weekdays) ? fields.weekdays.slice(0, 7) : [];
  const answer = (status: number, errors: SeriesActionData["errors"], preview: SeriesActionData["preview"] = null) =>
    data<SeriesActionData>({ errors, values, weekdays, preview }, { status });
  const now = contentNow(services.env);

  // The plan's times are shown first, whatever the caller's details say yet.
  const plan = seriesPlanSchema.safeParse(fields);
  if (!plan.success) return answer(400, issuesByField(plan.error));
  const seriesPlan: SeriesPlan = { from: plan.data.from, count: plan.data.count, weekdays: plan.data.weekdays, time: plan.data.time };
  const preview = await previewSeries(db, plan.data.service, seriesPlan, now);
  if (!preview) return answer(400, { service: refusalText({ reason: "unknown-service", nearest: [] }).message });
  const shown = {
    key: planKey(plan.data.service, seriesPlan),
    serviceName: preview.service.name,
    proposed: preview.proposed.map(proposedView),
    free: preview.proposed.filter((p) => p.state === "free").length,
  };
  if (form.get("intent") !== "book") return answer(200, {}, shown);

  // Booking what was not shown would surprise: a plan changed since its check is shown again.
  if (form.get("previewed") !== shown.key) {
    return answer(409, { form: "The plan changed since its times were checked: here are its times now. Check them, then book." }, shown);
  }
  const parsed = seriesSchema.safeParse(fields);
  if (!parsed.success) return answer(400, issuesByField(parsed.error), shown);
  if (shown.free === 0)
    return answer(409, { form: "None of these times is free: nothing was booked. Change the plan and check again." }, shown);
  const input = parsed.data;
  const outcome = await bookSeries(
    { db, healthKey: services.healthKey, ipSalt: services.ipSalt },
    {
      serviceId: input.service,
      plan: seriesPlan,
      caller: {
        details: patientOf(input),
        locale: input.locale,
        reminders: { whatsapp: input.remindWhatsapp, email: input.remindEmail },
        inquiryId: input.inquiry,
      },
      staff: { id: user.id, username: user.username },
      now,
    },
  );
  if ("ok" in outcome) return answer(409, { [refusalText(outcome).field]: refusalText(outcome).message }, shown);
  if (!outcome.series) return answer(409, { form: "Every time was taken meanwhile: nothing was booked." }, shown);
  services.log.info({ series: outcome.series, booked: outcome.booked.length }, "series booked at the front desk");
  const skipped = outcome.conflicts.map((c) => c.startsAt.toISOString()).join(",");
  const said = `Booked ${outcome.booked.length} ${outcome.booked.length === 1 ? "session" : "sessions"} as series ${outcome.series}${
    outcome.conflicts.length > 0 ? `; ${outcome.conflicts.length} not booked (listed below)` : ""
  }.`;
  redirectWithToast(`/admin/appointments/series?done=${outcome.series}${skipped ? `&skipped=${skipped}` : ""}`, {
    kind: "success",
    message: said,
  });
}

export default function BookSeries({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  useEffect(() => {
    if (!actionData) return;
    const target = Object.keys(actionData.errors).length > 0 ? "series-errors" : "series-preview";
    document.getElementById(target)?.focus();
  }, [actionData]);
  if (loaderData.kind === "done")
    return <SeriesBooked reference={loaderData.reference} booked={loaderData.booked} skipped={loaderData.skipped} />;
  const { services, lead, fromCase, start, today, zones } = loaderData;
  const values: Record<string, string> = actionData?.values ?? start;
  const errors = actionData?.errors ?? {};
  const weekdays = actionData ? actionData.weekdays : [...WORKING_WEEK];
  const preview = actionData?.preview ?? null;
  return (
    <>
      <BackToFrontDesk />
      <AdminPageHeader
        title="Book a series"
        description="Several sessions of one service at the same time of day. Every time is checked before anything is booked."
      />
      {lead ? (
        <p className="mb-4 rounded-lg bg-sand-50 p-3 text-sm ring-1 ring-sand-300" data-lead>
          For the inquiry from <strong>{lead.name}</strong> (#{lead.id}): the inquiry is marked booked with the series.
        </p>
      ) : null}
      {fromCase ? (
        <p className="mb-4 rounded-lg bg-sand-50 p-3 text-sm ring-1 ring-sand-300" data-case>
          For the accepted plan of international case <strong>{fromCase.reference}</strong> ({fromCase.name}): {fromCase.sessions} sessions
          from the day after the arrival. Choose the service and the time; every time is checked before anything is booked.
        </p>
      ) : null}
      <Form method="post" className="space-y-6" noValidate>
        <div id="series-errors" tabIndex={-1}>
          <ErrorSummary id="series-error-summary" errors={{ ...errors, form: undefined }} labels={CALLER_LABELS} targetOf={fieldId} />
        </div>
        {lead ? <input type="hidden" name="inquiry" value={lead.id} /> : null}
        {preview ? <input type="hidden" name="previewed" value={preview.key} /> : null}
        <fieldset className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-seaglass-200 sm:p-5">
          <legend className="sr-only">The sessions</legend>
          <h2 className="text-lg font-semibold text-ocean-950">The sessions</h2>
          <div>
            <label htmlFor={fieldId("service")} className="field-label">
              Service
            </label>
            <select
              id={fieldId("service")}
              name="service"
              defaultValue={values.service ?? ""}
              aria-invalid={errors.service ? true : undefined}
              aria-describedby={errors.service ? `${fieldId("service")}-error` : undefined}
              className="field-input"
            >
              <option value="" disabled>
                Choose a service
              </option>
              {services.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({s.durationMinutes} min)
                </option>
              ))}
            </select>
            <FieldError name="service" error={errors.service} />
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              name="count"
              label="Sessions"
              type="number"
              inputMode="numeric"
              values={values}
              errors={errors}
              required
              hint={`2 to ${SERIES_MAX}`}
            />
            <TextField
              name="from"
              label="First day"
              type="date"
              values={{ ...values, from: values.from ?? today }}
              errors={errors}
              required
            />
            <TextField name="time" label="Time (India)" type="time" values={values} errors={errors} required hint="HH:MM, e.g. 10:00" />
          </div>
          <fieldset
            id={fieldId("weekdays")}
            tabIndex={-1}
            aria-describedby={errors.weekdays ? `${fieldId("weekdays")}-error` : undefined}
            data-field
          >
            <legend className="field-label">On these days</legend>
            <div className="flex flex-wrap gap-2">
              {WEEKDAYS.map((d) => (
                <label
                  key={d}
                  className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-3 ring-1 ring-seaglass-300 has-checked:bg-seaglass-100 has-checked:ring-ocean-600"
                >
                  <input
                    type="checkbox"
                    name="weekdays"
                    value={d}
                    defaultChecked={weekdays.includes(d)}
                    className="size-5 accent-ocean-700"
                  />
                  <span className="text-sm">
                    <span aria-hidden="true">{d.slice(0, 3)}</span>
                    <span className="sr-only">{d}</span>
                  </span>
                </label>
              ))}
            </div>
            <FieldError name="weekdays" error={errors.weekdays} />
          </fieldset>
          <button type="submit" name="intent" value="preview" className="btn-secondary" disabled={busy}>
            Check the times
          </button>
        </fieldset>
        {preview ? <SeriesPreview preview={preview} /> : null}
        <div className="rounded-2xl bg-white p-4 ring-1 ring-seaglass-200 sm:p-5">
          <CallerFields values={values} errors={errors} zones={zones} />
        </div>
        {errors.form ? (
          <p role="alert" className="rounded-lg bg-coral-700/10 p-3 text-sm text-coral-700">
            {errors.form}
          </p>
        ) : null}
        {preview && preview.free > 0 ? (
          <button type="submit" name="intent" value="book" className="btn-primary" disabled={busy}>
            Book the {preview.free} free {preview.free === 1 ? "time" : "times"}
          </button>
        ) : (
          <p className="text-sm text-muted">Check the times first: the button to book them appears with the list.</p>
        )}
      </Form>
    </>
  );
}
