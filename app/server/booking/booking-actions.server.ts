// The booking page's posts (issue 47 item 2): hold a time, let it go, book it. Each answers with
// a redirect to the next step's address (so a reload never posts twice), or with what the page
// shows beside the form: a refusal with the nearest free times, or the details' messages.
import { data, redirect } from "react-router";
import type { Translate } from "~/i18n/format";
import { BOOKING_DETAIL_FIELDS, bookingDetailsSchema } from "~/lib/booking-schema";
import { bookingQuery, clockOf, parseInstant, shortDay } from "~/lib/booking-view";
import { clinicDate } from "~/lib/clinic-view";
import { fieldErrors, type FieldErrors } from "~/lib/inquiry-schemas";
import { LOCALE_INFO, type Locale, localizePath } from "~/i18n/locales";
import { contentNow } from "../clock.server";
import type { AppServices, RequestInfo } from "../context.server";
import { HONEYPOT_FIELD, hashIp } from "../inquiries.server";
import { hitRateLimit } from "../rate-limit.server";
import { holdTime, type Refusal, releaseHold } from "./appointments.server";
import { appointmentByToken, confirmBooking, linkFor } from "./bookings.server";
import { noticesQueued } from "./notice-outbox.server";
import { phoneKeyOf, phoneKeySecret, reminderOffer } from "./notices.server";
import { readClinicSettings } from "../content/clinic-settings.server";
import { reminderMinutes } from "~/content-types/clinic-settings";
import type { InquiryAttribution } from "~/lib/attribution";

/** Holds and bookings one visitor may try in an hour: a family booking several sessions is
 * well within it; a script taking every free time is not. */
export const BOOKING_ATTEMPTS_PER_HOUR = 40;

export interface RefusalView {
  reason: Refusal["reason"];
  clock: string;
  serviceId: number;
  nearest: Array<{ iso: string; clock: string; dayLabel: string }>;
}

export interface BookingActionData {
  refusal?: RefusalView;
  errors?: FieldErrors;
  values?: Record<string, string>;
  holdGone?: boolean;
  retryMinutes?: number;
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

function refusalView(refusal: Refusal, wanted: Date, serviceId: number, locale: Locale): RefusalView {
  const tag = LOCALE_INFO[locale].formatTag;
  return {
    reason: refusal.reason,
    clock: clockOf(wanted),
    serviceId,
    nearest: refusal.nearest.map((at) => ({ iso: at.toISOString(), clock: clockOf(at), dayLabel: shortDay(clinicDate(at), tag) })),
  };
}

async function limited(services: AppServices, request: RequestInfo): Promise<number | null> {
  const limit = await hitRateLimit(services.database.db, {
    key: `booking:${hashIp(request.clientIp, services.ipSalt)}`,
    limit: BOOKING_ATTEMPTS_PER_HOUR,
    windowSeconds: 3600,
  });
  return limit.allowed ? null : Math.ceil(limit.retryAfterSeconds / 60);
}

export async function bookingAction(
  services: AppServices,
  request: RequestInfo,
  form: FormData,
  page: { base: string; locale: Locale; t: Translate; attribution: InquiryAttribution },
): Promise<Response | ReturnType<typeof data<BookingActionData>>> {
  const { db } = services.database;
  const now = contentNow(services.env);
  const here = (query: string, hash: string) => localizePath(page.locale, `${page.base}${query}${hash}`);
  const intent = field(form, "intent");

  if (intent === "release") {
    const hold = await appointmentByToken(db, "hold", field(form, "hold"));
    if (hold?.status === "held") await releaseHold(db, hold.id, hold.reference);
    const query = hold ? bookingQuery({ service: hold.serviceId, day: clinicDate(hold.startsAt) }) : "";
    return redirect(here(query, "#book-times"), 303);
  }

  const retryMinutes = await limited(services, request);
  if (retryMinutes !== null) return data<BookingActionData>({ retryMinutes }, { status: 429 });

  if (intent === "hold") {
    const serviceId = Number(field(form, "service"));
    const startsAt = parseInstant(field(form, "startsAt"));
    if (!Number.isSafeInteger(serviceId) || serviceId <= 0 || serviceId >= 2 ** 31 || !startsAt) {
      return data<BookingActionData>({ refusal: { reason: "not-offered", clock: "", serviceId: 0, nearest: [] } }, { status: 400 });
    }
    const held = await holdTime(db, { serviceId, startsAt, now });
    if (!held.ok) return data<BookingActionData>({ refusal: refusalView(held, startsAt, serviceId, page.locale) }, { status: 409 });
    const token = await linkFor(db, "hold", held);
    return redirect(here(`?hold=${token}`, "#book-details"), 303);
  }

  if (intent === "book") {
    const token = field(form, "hold");
    const values = Object.fromEntries(BOOKING_DETAIL_FIELDS.map((name) => [name, field(form, name).slice(0, 2000)]));
    if (field(form, HONEYPOT_FIELD).trim() !== "") {
      services.log.info("booking honeypot filled; not booked");
      const hold = await appointmentByToken(db, "hold", token);
      if (hold?.status === "held") await releaseHold(db, hold.id, hold.reference);
      return data<BookingActionData>({ holdGone: true }, { status: 400 });
    }
    const settings = await readClinicSettings(db);
    const minutes = reminderMinutes(settings);
    const offer = reminderOffer(services.env, minutes);
    // Only a channel this installation sends on counts, whatever the form says.
    const reminders = {
      whatsapp: offer.channels.includes("whatsapp") && field(form, "remindWhatsapp") === "on",
      email: offer.channels.includes("email") && field(form, "remindEmail") === "on",
    };
    for (const name of ["remindWhatsapp", "remindEmail"] as const) if (field(form, name) === "on") values[name] = "on";
    const parsed = bookingDetailsSchema.safeParse(values);
    const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error, page.t);
    if (reminders.email && !(parsed.success ? parsed.data.email : values.email?.trim())) {
      errors.email ??= page.t("booking.errorRemindEmail");
    }
    if (!parsed.success || Object.keys(errors).length > 0) return data<BookingActionData>({ errors, values }, { status: 400 });
    const booked = await confirmBooking(db, services.healthKey, {
      holdToken: token,
      details: parsed.data,
      locale: page.locale,
      now,
      reminders,
      reminderMinutes: minutes,
      phoneKey: phoneKeyOf(phoneKeySecret(services.ipSalt), parsed.data.phone),
      attribution: page.attribution,
    });
    if (booked.ok) {
      noticesQueued();
      // The reference only: a patient's details never reach the log.
      services.log.info({ reference: booked.reference }, "appointment booked");
      return redirect(localizePath(page.locale, `/book/manage?link=${booked.manageToken}&booked=1#book-status`), 303);
    }
    if (booked.reason === "gone") return data<BookingActionData>({ holdGone: true, values }, { status: 409 });
    const hold = await appointmentByToken(db, "hold", token);
    const view = refusalView(booked, hold?.startsAt ?? now, hold?.serviceId ?? 0, page.locale);
    return data<BookingActionData>({ refusal: view, values }, { status: 409 });
  }
  return data<BookingActionData>({ holdGone: true }, { status: 400 });
}
