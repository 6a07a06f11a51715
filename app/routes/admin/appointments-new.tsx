import { BackToFrontDesk } from "~/components/admin/appointments/fields";
import { useEffect } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { ChevronLeft, ChevronRight, Repeat } from "~/components/ui/lucide";
import { CALLER_LABELS, CallerFields, fieldId } from "~/components/admin/appointments/fields";
import { TimeChoices } from "~/components/admin/appointments/time-choices";
import { ErrorSummary } from "~/components/admin/error-summary";
import { AdminPageHeader } from "~/components/admin/page-header";
import { positiveId } from "~/lib/admin-list-url";
import { clockOf, longDay } from "~/lib/booking-view";
import { clinicDate } from "~/lib/clinic-view";
import { FRONT_DESK_PERMISSION } from "~/lib/front-desk";
import { CALLER_FIELDS, callerBookingSchema, formFields, issuesByField, patientOf, typedValues } from "~/lib/front-desk-schema";
import { redirectWithToast } from "~/server/admin/toast.server";
import { requirePermission } from "~/server/auth/guards.server";
import { bookForCaller } from "~/server/booking/front-desk-book.server";
import {
  dayChoices,
  dayFrom,
  frontDeskServices,
  leadFor,
  refusalText,
  startingValues,
  timeZones,
} from "~/server/booking/front-desk-forms.server";
import { contentNow } from "~/server/clock.server";
import { servicesContext } from "~/server/context.server";
import type { Route } from "./+types/appointments-new";

export function meta() {
  return [{ title: "Book for a caller | Admin | Samudra" }, { name: "robots", content: "noindex" }];
}

/** The address of a step: the service, the day and the lead it is booked from. */
function stepHref(service: number | null, day: string | null, inquiry: number | null) {
  const q = new URLSearchParams();
  if (service) q.set("service", String(service));
  if (day) q.set("day", day);
  if (inquiry) q.set("inquiry", String(inquiry));
  const text = q.toString();
  return `/admin/appointments/new${text ? `?${text}` : ""}`;
}

export async function loader({ context, url }: Route.LoaderArgs) {
  requirePermission(context, FRONT_DESK_PERMISSION);
  const services = context.get(servicesContext);
  const { db } = services.database;
  const now = contentNow(services.env);
  const today = clinicDate(now);
  const inquiryId = positiveId(url.searchParams.get("inquiry"));
  const serviceId = positiveId(url.searchParams.get("service"));
  const day = dayFrom(url.searchParams.get("day"), today);
  const [list, lead, choices] = await Promise.all([
    frontDeskServices(db),
    leadFor(db, inquiryId),
    serviceId === null ? null : dayChoices(db, serviceId, day, now, (d) => stepHref(serviceId, d, inquiryId)),
  ]);
  return {
    services: list.map((s) => ({ id: s.id, name: s.name, durationMinutes: s.durationMinutes })),
    serviceId: choices?.service.id ?? null,
    unknownService: serviceId !== null && choices === null,
    day,
    today,
    choices,
    lead: lead ? { id: lead.id, name: lead.name, status: lead.status } : null,
    leadMissing: inquiryId !== null && lead === null,
    start: startingValues(lead),
    zones: timeZones(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission(context, FRONT_DESK_PERMISSION);
  const services = context.get(servicesContext);
  const form = await request.formData();
  const values = typedValues(form, CALLER_FIELDS);
  const parsed = callerBookingSchema.safeParse(formFields(form, CALLER_FIELDS));
  if (!parsed.success) return data({ errors: issuesByField(parsed.error), values }, { status: 400 });
  const input = parsed.data;
  const now = contentNow(services.env);
  const outcome = await bookForCaller(
    { db: services.database.db, healthKey: services.healthKey, ipSalt: services.ipSalt },
    {
      serviceId: input.service,
      startsAt: input.startsAt,
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
  if (!outcome.ok) {
    const refusal = refusalText(outcome);
    // Why, never who: a patient's details never reach the log.
    services.log.info({ reason: outcome.reason }, "front desk booking refused");
    return data({ errors: { [refusal.field]: refusal.message }, values }, { status: 409 });
  }
  const { booked } = outcome;
  services.log.info({ reference: booked.reference }, "appointment booked at the front desk");
  redirectWithToast(`/admin/appointments/${booked.id}`, {
    kind: "success",
    message: `Booked ${booked.reference}: ${longDay(clinicDate(booked.startsAt), "en-IN")} at ${clockOf(booked.startsAt)}. Give the caller this reference.`,
  });
}

export default function BookForCaller({ loaderData, actionData }: Route.ComponentProps) {
  const { services, serviceId, unknownService, day, today, choices, lead, leadMissing, start, zones } = loaderData;
  const errors: Partial<Record<string, string>> = actionData?.errors ?? {};
  const values = actionData?.values ?? start;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  useEffect(() => {
    if (actionData) document.getElementById("book-errors")?.focus();
  }, [actionData]);

  return (
    <>
      <BackToFrontDesk />
      <AdminPageHeader
        title="Book for a caller"
        description="Only free times are offered; the booking is checked again as it is written."
        actions={
          <Link to={`/admin/appointments/series${lead ? `?inquiry=${lead.id}` : ""}`} className="btn-secondary">
            <Repeat className="size-4" aria-hidden="true" /> Book a series instead
          </Link>
        }
      />
      {lead ? (
        <p className="mb-4 rounded-lg bg-sand-50 p-3 text-sm ring-1 ring-sand-300" data-lead>
          For the inquiry from <strong>{lead.name}</strong> (#{lead.id}): their details are filled in below, and the inquiry is marked
          booked with the appointment.
        </p>
      ) : null}
      {leadMissing ? (
        <p role="alert" className="mb-4 rounded-lg bg-coral-700/10 p-3 text-sm text-coral-700">
          That inquiry no longer exists. You can still book for the caller.
        </p>
      ) : null}

      <section aria-labelledby="step-service" className="rounded-2xl bg-white p-4 ring-1 ring-seaglass-200 sm:p-5">
        <h2 id="step-service" className="text-lg font-semibold text-ocean-950">
          1. Service and day
        </h2>
        <Form method="get" className="mt-3 flex flex-wrap items-end gap-3">
          {lead ? <input type="hidden" name="inquiry" value={lead.id} /> : null}
          <div className="min-w-0 flex-1 basis-64">
            <label htmlFor="fd-service" className="field-label">
              Service
            </label>
            <select
              id="fd-service"
              name="service"
              required
              defaultValue={serviceId ?? ""}
              className="field-input"
              aria-invalid={unknownService ? true : undefined}
              aria-describedby={unknownService ? "fd-service-error" : undefined}
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
            {unknownService ? (
              <p id="fd-service-error" className="field-error">
                That service cannot be booked now. Please choose another.
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="fd-day" className="field-label">
              Day
            </label>
            <input id="fd-day" name="day" type="date" min={today} defaultValue={day} required className="field-input w-auto" />
          </div>
          <button type="submit" className="btn-primary">
            Show free times
          </button>
        </Form>
      </section>

      {choices ? (
        <section aria-labelledby="step-book" className="mt-6 rounded-2xl bg-white p-4 ring-1 ring-seaglass-200 sm:p-5">
          <h2 id="step-book" className="text-lg font-semibold text-ocean-950">
            2. Time and caller
          </h2>
          <Form method="post" className="mt-3 space-y-6" noValidate>
            <div id="book-errors" tabIndex={-1}>
              <ErrorSummary id="book-error-summary" errors={errors} labels={CALLER_LABELS} targetOf={fieldId} />
            </div>
            <input type="hidden" name="service" value={choices.service.id} />
            {lead ? <input type="hidden" name="inquiry" value={lead.id} /> : null}
            <div>
              <div className="mb-2 flex flex-wrap items-center gap-2">
                {choices.prevHref ? (
                  <Link to={choices.prevHref} className="btn-secondary px-3">
                    <ChevronLeft className="size-4" aria-hidden="true" /> Day before
                  </Link>
                ) : null}
                <Link to={choices.nextHref} className="btn-secondary px-3">
                  Day after <ChevronRight className="size-4" aria-hidden="true" />
                </Link>
              </div>
              <TimeChoices
                legend={`Free times of ${choices.service.name} on ${choices.dayLabel} (India time)`}
                times={choices.times}
                chosen={values.startsAt}
                errors={errors}
                nextDays={choices.nextDays}
              />
            </div>
            <CallerFields values={values} errors={errors} zones={zones} />
            <button type="submit" className="btn-primary" disabled={busy || choices.times.length === 0}>
              {busy ? "Booking…" : "Book appointment"}
            </button>
          </Form>
        </section>
      ) : null}
    </>
  );
}
