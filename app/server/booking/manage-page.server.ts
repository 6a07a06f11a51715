// A booking's private page (issue 47 item 4): what was booked, when (in the clinic's zone and
// the patient's), its calendar file, and the changes still the patient's to make.
import { data, redirect } from "react-router";
import { LOCALE_INFO, type Locale, localizePath } from "~/i18n/locales";
import { type BookingStep, clockOf, parseInstant, sameWallClock, zonedWhen } from "~/lib/booking-view";
import { dayInZone } from "~/lib/calendar-input";
import { CLINIC_TIME_ZONE } from "~/lib/clinic-view";
import { bookingServiceTextsType } from "~/content-types/row-texts";
import type { AppServices } from "../context.server";
import type { Db } from "../db/client.server";
import { SealedValueError } from "../health-data/seal.server";
import { localizeRows } from "../content/translations.server";
import type { Logger } from "../logger.server";
import type { Refusal } from "./appointments.server";
import {
  type AppointmentRow,
  appointmentByToken,
  cancelBooking,
  changeCutOff,
  linkExpired,
  moveBooking,
  openPatient,
} from "./bookings.server";
import { timeChoices } from "./booking-page.server";
import { noticesQueued } from "./notice-outbox.server";
import { remindersOf, withdrawConsent } from "./notices.server";
import { readClinicSettings } from "../content/clinic-settings.server";
import { reminderMinutes } from "~/content-types/clinic-settings";
import type { HealthKey } from "../health-data/seal.server";

export type ManageNotice = "booked" | "moved" | "cancelled" | "reminders-stopped";

export interface ManageView {
  kind: "booking";
  token: string;
  reference: string;
  serviceId: number | null;
  serviceName: string;
  /** The clinic day it is on: where choosing a new time starts. */
  day: string;
  status: AppointmentRow["status"];
  video: boolean;
  clinicWhen: string;
  patientWhen: string | null;
  patientZone: string | null;
  past: boolean;
  moveUntil: string | null;
  cancelUntil: string | null;
  /** Whether a change may still be made online (false: call the clinic). */
  changeable: boolean;
  /** The reminders still agreed to, when they come, and whether any were stopped. */
  reminders: { channels: Array<"whatsapp" | "email">; hours: number[]; withdrawn: boolean };
}

/** The patient's own zone from their sealed details, or null (none kept, or unreadable: logged). */
function patientZone(key: HealthKey, row: AppointmentRow, log: Pick<Logger, "error">): string | null {
  if (!row.patient) return null;
  try {
    return openPatient(key, row.patient, row.reference).zone;
  } catch (error) {
    if (!(error instanceof SealedValueError)) throw error;
    log.error({ reference: row.reference, reason: error.message }, "a booking's details could not be opened");
    return null;
  }
}

export async function manageView(
  services: Pick<AppServices, "healthKey" | "log">,
  db: Db,
  row: AppointmentRow,
  token: string,
  locale: Locale,
  now: Date,
): Promise<ManageView> {
  const tag = LOCALE_INFO[locale].formatTag;
  const zone = patientZone(services.healthKey, row, services.log);
  const differs = zone !== null && !sameWallClock(row.startsAt, zone, CLINIC_TIME_ZONE);
  const [named] =
    row.serviceId === null
      ? []
      : await localizeRows(db, bookingServiceTextsType, [{ id: row.serviceId, name: row.serviceName }], { locale });
  const moveBy = changeCutOff(row, "move");
  const cancelBy = changeCutOff(row, "cancel");
  const when = (at: Date | null) => (at ? zonedWhen(at, CLINIC_TIME_ZONE, tag) : null);
  const [reminders, settings] = await Promise.all([remindersOf(db, row.id), readClinicSettings(db)]);
  return {
    kind: "booking",
    token,
    reference: row.reference,
    serviceId: row.serviceId,
    serviceName: named?.name ?? row.serviceName,
    day: dayInZone(row.startsAt, CLINIC_TIME_ZONE),
    status: row.status,
    video: row.mode === "video",
    clinicWhen: zonedWhen(row.startsAt, CLINIC_TIME_ZONE, tag),
    patientWhen: differs ? zonedWhen(row.startsAt, zone, tag) : null,
    patientZone: differs ? zone : null,
    past: row.startsAt <= now,
    moveUntil: moveBy && moveBy > now ? when(moveBy) : null,
    cancelUntil: cancelBy && cancelBy > now ? when(cancelBy) : null,
    changeable: row.status === "booked" && Boolean((moveBy && moveBy > now) || (cancelBy && cancelBy > now)),
    reminders: { ...reminders, hours: reminderMinutes(settings).map((m) => m / 60) },
  };
}

export type ManageLookup = { kind: "unknown" } | { kind: "expired" } | { kind: "found"; row: AppointmentRow };

export async function lookUpBooking(db: Db, token: string | null, now: Date): Promise<ManageLookup> {
  const row = token ? await appointmentByToken(db, "manage", token) : null;
  if (!row || row.status === "held") return { kind: "unknown" };
  return linkExpired(row, now) ? { kind: "expired" } : { kind: "found", row };
}

/** The new time's choices on the manage page (`?move=1`), or null when moving is not offered. */
export async function moveChoices(db: Db, row: AppointmentRow, step: BookingStep, now: Date) {
  const cutOff = changeCutOff(row, "move");
  if (row.status !== "booked" || row.serviceId === null || !cutOff || cutOff <= now) return null;
  return timeChoices(db, row.serviceId, step, now);
}

export interface ManageActionData {
  refusal?: { reason: Refusal["reason"] | "not-booked" | "too-late"; clock: string };
}

/** Cancel or move, from the page's forms; each success goes back to the page with its notice. */
export async function manageAction(db: Db, token: string, form: FormData, locale: Locale, now: Date) {
  const found = await lookUpBooking(db, token, now);
  if (found.kind !== "found") return data<ManageActionData>({ refusal: { reason: "not-booked", clock: "" } }, { status: 404 });
  const back = (done: ManageNotice) => redirect(localizePath(locale, `/book/manage?link=${token}&done=${done}#book-status`), 303);
  const intent = form.get("intent");
  if (intent === "cancel") {
    const outcome = await cancelBooking(db, found.row, now);
    if (outcome.ok) noticesQueued();
    if (outcome.ok) return back("cancelled");
    return data<ManageActionData>({ refusal: { reason: outcome.reason, clock: "" } }, { status: 409 });
  }
  if (intent === "stop-reminders") {
    // As easy as giving it: one button, no reason asked, effective at once.
    await withdrawConsent(db, { appointmentId: found.row.id }, "manage-page", now);
    return back("reminders-stopped");
  }
  if (intent === "move") {
    const at = parseInstant(String(form.get("startsAt") ?? ""));
    if (!at) {
      return data<ManageActionData>({ refusal: { reason: "not-offered", clock: "" } }, { status: 400 });
    }
    const outcome = await moveBooking(db, found.row, at, now, reminderMinutes(await readClinicSettings(db)));
    if (outcome.ok) noticesQueued();
    if (outcome.ok) return back("moved");
    return data<ManageActionData>({ refusal: { reason: outcome.reason, clock: clockOf(at) } }, { status: 409 });
  }
  return data<ManageActionData>({ refusal: { reason: "not-booked", clock: "" } }, { status: 400 });
}
