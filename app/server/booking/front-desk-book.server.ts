// Booking for a caller at the front desk (issue 47 item 6): one appointment, or a series of
// them. Each goes through whenFree, so the database holds the service's resources to their
// capacity exactly as for a booking on the site; the appointment, the caller's consents to
// reminders, what they are told, the lead's new status and the audit line are one transaction.
import { reminderMinutes as reminderOffsets } from "~/content-types/clinic-settings";
import type { Locale } from "~/i18n/locales";
import type { PatientDetails } from "~/lib/booking-schema";
import { type ProposedTime, proposeSeries, type SeriesPlan, seriesDays } from "~/lib/front-desk-series";
import { newInquiryReference } from "~/lib/inquiry-reference";
import { getBookableService } from "../content/booking-services.server";
import { readClinicSettings } from "../content/clinic-settings.server";
import type { AppServices } from "../context.server";
import type { Db } from "../db/client.server";
import { appointments } from "../db/schema.server";
import { recordAudit } from "../repos/admin-inquiries.server";
import { type Refusal, sessionTimes, whenFree } from "./appointments.server";
import { sealPatient } from "./bookings.server";
import { type BookableService, frontDeskRules, staffFreeTimes } from "./front-desk-times.server";
import { inquiryPrefill, markLeadBooked } from "./front-desk-inquiry.server";
import { phoneKeyOf, phoneKeySecret, queueNotices, recordConsents, type ReminderChoices } from "./notices.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Caller {
  details: PatientDetails;
  locale: Locale;
  reminders: ReminderChoices;
  inquiryId: number | null;
}

export interface Staff {
  id: number;
  username: string;
}

export interface Booked {
  id: number;
  reference: string;
  startsAt: Date;
}

type Ctx = Pick<AppServices, "healthKey" | "ipSalt"> & { db: Db };

/** What every booking of one caller shares: their sealed details are made per row (bound to its reference). */
async function bookingContext(ctx: Ctx, caller: Caller) {
  const settings = await readClinicSettings(ctx.db);
  return {
    reminderMinutes: reminderOffsets(settings),
    phoneKey: phoneKeyOf(phoneKeySecret(ctx.ipSalt), caller.details.phone),
  };
}

/** Not of a series, the first of one (its reference becomes the series'), or a later one. */
type SeriesPart = null | "first" | { of: string };

/** Inserts the booked appointment (a reference drawn twice, one in a million, is drawn again). */
async function insertBooked(
  tx: Tx,
  ctx: Ctx,
  service: BookableService & { resourceId: number },
  req: { startsAt: Date; caller: Caller; staff: Staff; now: Date; series: SeriesPart },
): Promise<Booked & { series: string | null }> {
  for (;;) {
    const reference = newInquiryReference();
    const series = req.series === "first" ? reference : req.series === null ? null : req.series.of;
    const [row] = await tx
      .insert(appointments)
      .values({
        reference,
        serviceId: service.id,
        serviceName: service.name,
        resourceId: service.resourceId,
        practitionerId: service.practitionerId,
        ...sessionTimes(service, req.startsAt),
        status: "booked",
        patient: sealPatient(ctx.healthKey, req.caller.details, reference),
        locale: req.caller.locale,
        bookedAt: req.now,
        bookedVia: "front_desk",
        bookedBy: req.staff.id,
        inquiryId: req.caller.inquiryId,
        series,
        createdAt: req.now,
        updatedAt: req.now,
      })
      .onConflictDoNothing({ target: appointments.reference })
      .returning({ id: appointments.id, reference: appointments.reference, startsAt: appointments.startsAt, series: appointments.series });
    if (row) return row;
  }
}

/** What follows a booking in its transaction: the consents said on the phone, the patient's notices, the audit line. */
async function afterBooking(
  tx: Tx,
  row: Booked & { series: string | null },
  req: { caller: Caller; staff: Staff; now: Date },
  shared: Awaited<ReturnType<typeof bookingContext>>,
) {
  await recordConsents(tx, {
    appointmentId: row.id,
    choices: req.caller.reminders,
    phoneKey: shared.phoneKey,
    form: "front-desk",
    now: req.now,
  });
  await queueNotices(tx, {
    appointmentId: row.id,
    startsAt: row.startsAt,
    event: "confirmation",
    reminderMinutes: shared.reminderMinutes,
    now: req.now,
    // A series is confirmed once, by its first session's message, which lists them all.
    tell: !row.series || row.series === row.reference,
  });
  const ofSeries = row.series && row.series !== row.reference ? ` (series ${row.series})` : row.series ? " (first of a series)" : "";
  // The reference only: the audit log outlives the appointment's retention and holds no patient data.
  await recordAudit(tx, {
    userId: req.staff.id,
    action: "create",
    entity: "appointment",
    entityId: String(row.id),
    summary: `booked appointment ${row.reference}${ofSeries} at the front desk`,
  });
}

export type CallerOutcome = { ok: true; booked: Booked } | { ok: false; reason: "no-inquiry"; nearest: [] } | Refusal;

/** Books one free time of a service for a caller, or says why not (with the nearest free times). */
export async function bookForCaller(
  ctx: Ctx,
  req: { serviceId: number; startsAt: Date; caller: Caller; staff: Staff; now: Date },
): Promise<CallerOutcome> {
  const service = await getBookableService(ctx.db, req.serviceId);
  if (!service) return { ok: false, reason: "unknown-service", nearest: [] };
  if (req.caller.inquiryId !== null && !(await inquiryPrefill(ctx.db, req.caller.inquiryId)))
    return { ok: false, reason: "no-inquiry", nearest: [] };
  const shared = await bookingContext(ctx, req.caller);
  const outcome = await whenFree(ctx.db, frontDeskRules(service), { startsAt: req.startsAt, now: req.now }, async (tx, bookable) => {
    const row = await insertBooked(tx, ctx, bookable, { ...req, series: null });
    await afterBooking(tx, row, req, shared);
    if (req.caller.inquiryId !== null) await markLeadBooked(tx, req.caller.inquiryId, req.staff.id, req.now);
    return row;
  });
  return outcome.ok ? { ok: true, booked: outcome.value } : outcome;
}

/** Every proposed time of a series and whether it is free, taken or closed; null: the service cannot be booked. */
export async function previewSeries(
  db: Db,
  serviceId: number,
  plan: SeriesPlan,
  now: Date,
): Promise<{ service: BookableService; proposed: ProposedTime[] } | null> {
  const service = await getBookableService(db, serviceId);
  if (!service) return null;
  const days = seriesDays(plan);
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return { service, proposed: [] };
  const times = await staffFreeTimes(db, service, { from: first, to: last }, now);
  if (!times) return null;
  return { service, proposed: proposeSeries(plan, times.free, times.offered) };
}

export interface SeriesOutcome {
  /** The series' reference: its first booked appointment's. */
  series: string | null;
  booked: Booked[];
  /** Not booked: taken or closed when checked, or taken meanwhile. */
  conflicts: ProposedTime[];
}

/**
 * Books every free time of a series for one caller, each through whenFree (so each is held to
 * the capacity when it is written); what is not free is listed, not booked. The first one booked
 * gives the series its reference; the lead is marked booked with it.
 */
export async function bookSeries(
  ctx: Ctx,
  req: { serviceId: number; plan: SeriesPlan; caller: Caller; staff: Staff; now: Date },
): Promise<SeriesOutcome | { ok: false; reason: "unknown-service" | "no-inquiry" }> {
  const preview = await previewSeries(ctx.db, req.serviceId, req.plan, req.now);
  if (!preview) return { ok: false, reason: "unknown-service" };
  if (req.caller.inquiryId !== null && !(await inquiryPrefill(ctx.db, req.caller.inquiryId))) return { ok: false, reason: "no-inquiry" };
  const shared = await bookingContext(ctx, req.caller);
  const rules = frontDeskRules(preview.service);
  const booked: Booked[] = [];
  const conflicts: ProposedTime[] = [];
  let series: string | null = null;
  for (const proposed of preview.proposed) {
    if (proposed.state !== "free") {
      conflicts.push(proposed);
      continue;
    }
    const outcome = await whenFree(ctx.db, rules, { startsAt: proposed.startsAt, now: req.now }, async (tx, bookable) => {
      const row = await insertBooked(tx, ctx, bookable, {
        startsAt: proposed.startsAt,
        caller: req.caller,
        staff: req.staff,
        now: req.now,
        series: series === null ? "first" : { of: series },
      });
      await afterBooking(tx, row, req, shared);
      if (series === null && req.caller.inquiryId !== null) await markLeadBooked(tx, req.caller.inquiryId, req.staff.id, req.now);
      return row;
    });
    if (outcome.ok) {
      series ??= outcome.value.series;
      booked.push({ id: outcome.value.id, reference: outcome.value.reference, startsAt: outcome.value.startsAt });
    } else conflicts.push({ ...proposed, state: outcome.reason === "taken" ? "taken" : "closed" });
  }
  return { series, booked, conflicts };
}
