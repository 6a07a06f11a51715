// A booking as its patient sees it on the private page (issue 47 item 4): reference, service,
// time in the clinic's zone and their own, where, the calendar file, and the changes left.
import type { ReactNode } from "react";
import { useClinic } from "~/components/clinic-context";
import { useHere } from "./booking-choices";
import { useCallClinic } from "./call-clinic";
import { useLocale, useT } from "~/components/messages-context";
import { LOCALE_INFO } from "~/i18n/locales";
import { useReminderTimes } from "./booking-details";
import { CalendarCheck, CheckCircle2 } from "~/components/ui/lucide";
import type { ManageActionData, ManageView } from "~/server/booking/manage-page.server";

interface Props {
  view: ManageView;
  notice: string | null;
  refusal: ManageActionData["refusal"] | null;
  confirmCancel: boolean;
  /** This page's address (with its link), for the steps that stay on it. */
  link: string;
}

export function BookingRecord({ view, notice, refusal, confirmCancel, link }: Props) {
  const t = useT();
  const clinic = useClinic();
  const call = useCallClinic();
  const here = useHere();
  const cancelled = view.status === "cancelled";
  const noticeText =
    notice === "booked"
      ? t("booking.bookedNotice", { reference: view.reference })
      : notice === "moved"
        ? t("booking.movedNotice")
        : notice === "reminders-stopped"
          ? t("booking.remindersStopped")
          : null;
  // A booking no longer booked (cancelled meanwhile, a second post) says so by its status alone.
  let refusalText: ReactNode = null;
  if (refusal?.reason === "taken") refusalText = t("booking.timeTaken", { time: refusal.clock });
  else if (refusal?.reason === "not-offered") refusalText = t("booking.timeNotOffered", { time: refusal.clock });
  else if (refusal && refusal.reason !== "not-booked") refusalText = t.rich("booking.tooLate", call);
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-seaglass-200 sm:p-8">
      {/* Where the page opens after booking or a change: the message first, in focus. */}
      <div
        id="book-status"
        tabIndex={-1}
        data-step-focus={noticeText || cancelled || refusalText ? "" : undefined}
        className="scroll-mt-28"
      >
        {noticeText && !cancelled ? (
          <p role="status" className="mb-4 flex items-start gap-2 rounded-lg bg-seaglass-100 p-4 font-semibold text-ocean-950">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-ocean-700" aria-hidden="true" /> {noticeText}
          </p>
        ) : null}
        {cancelled ? (
          <p role="status" className="mb-4 rounded-lg bg-sand-100 p-4 font-semibold text-ocean-950">
            {t("booking.cancelledNotice")}
          </p>
        ) : null}
        {refusalText ? (
          <p role="alert" className="mb-4 rounded-lg bg-sand-100 p-4 text-coral-700">
            {refusalText}
          </p>
        ) : null}
      </div>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-ocean-900">{t("booking.referenceLabel")}</dt>
        <dd className="font-mono text-lg" dir="ltr">
          {view.reference}
        </dd>
        <dt className="font-semibold text-ocean-900">{t("booking.serviceLabel")}</dt>
        <dd>{view.serviceName}</dd>
        <dt className="font-semibold text-ocean-900">{t("booking.whenLabel")}</dt>
        <dd className={cancelled ? "line-through" : undefined}>
          <span className="block">{t("booking.clinicTime", { time: view.clinicWhen })}</span>
          {view.patientWhen ? (
            <span className="block text-muted">{t("booking.yourTime", { time: view.patientWhen, zone: view.patientZone ?? "" })}</span>
          ) : null}
        </dd>
        <dt className="font-semibold text-ocean-900">{t("booking.whereLabel")}</dt>
        <dd>{view.video ? t("booking.whereVideo") : clinic.fullAddress}</dd>
      </dl>
      {!cancelled ? (
        <a href={`/book/appointment.ics?link=${view.token}`} download={`${view.reference}.ics`} className="btn-secondary mt-6">
          <CalendarCheck className="size-4" aria-hidden="true" /> {t("booking.addToCalendar")}
        </a>
      ) : null}
      {view.past ? <p className="mt-6">{t("booking.pastNotice")}</p> : null}
      {!cancelled && !view.past ? (
        <div className="mt-6 space-y-4 border-t border-seaglass-200 pt-6">
          {view.changeable ? (
            <>
              <p className="text-sm text-ink">
                {t("booking.changeUntil", { move: view.moveUntil ?? "—", cancel: view.cancelUntil ?? "—" })}
              </p>
              <div className="flex flex-wrap gap-3">
                {view.moveUntil ? (
                  <a href={`${link}&move=1&from=${view.day}&day=${view.day}#book-days`} data-booking-nav="" className="btn-primary">
                    {t("booking.rescheduleButton")}
                  </a>
                ) : null}
                {view.cancelUntil && !confirmCancel ? (
                  <a href={`${link}&cancel=1#book-cancel`} data-booking-nav="" className="btn-secondary">
                    {t("booking.cancelButton")}
                  </a>
                ) : null}
              </div>
              {confirmCancel ? (
                <form
                  method="post"
                  action={`${here}#book-status`}
                  data-booking-form
                  id="book-cancel"
                  className="rounded-lg bg-sand-100 p-4"
                >
                  <input type="hidden" name="intent" value="cancel" />
                  <p id="book-cancel-question" tabIndex={-1} data-step-focus="" className="font-semibold text-ocean-950">
                    {t("booking.cancelQuestion")}
                  </p>
                  <div className="mt-3 flex flex-wrap gap-3">
                    <button type="submit" className="btn-primary">
                      {t("booking.cancelYes")}
                    </button>
                    <a href={`${link}#book-status`} data-booking-nav="" className="btn-secondary">
                      {t("booking.cancelNo")}
                    </a>
                  </div>
                </form>
              ) : null}
            </>
          ) : (
            <p>{t.rich("booking.tooLate", call)}</p>
          )}
          <p className="text-sm text-muted">{t("booking.keepLink")}</p>
        </div>
      ) : null}
      {!cancelled && !view.past && (view.reminders.channels.length > 0 || view.reminders.withdrawn) ? (
        <Reminders reminders={view.reminders} action={`${here}#book-status`} />
      ) : null}
      {cancelled ? (
        <a href={link.replace(/\/manage\?.*$/, "")} className="btn-primary mt-6">
          {t("booking.bookAgain")}
        </a>
      ) : null}
    </div>
  );
}

/** The reminders asked for, and one button to stop them (as easy as ticking the box was). */
function Reminders({ reminders, action }: { reminders: ManageView["reminders"]; action: string }) {
  const t = useT();
  const times = useReminderTimes(reminders.hours);
  const names = reminders.channels.map((c) => t(c === "whatsapp" ? "booking.channelWhatsapp" : "booking.channelEmail"));
  const channels = new Intl.ListFormat(LOCALE_INFO[useLocale()].formatTag, { type: "conjunction" }).format(names);
  return (
    <section aria-labelledby="book-reminders" className="mt-6 space-y-3 border-t border-seaglass-200 pt-6">
      <h2 id="book-reminders" className="text-lg font-semibold text-ocean-950">
        {t("booking.remindersHeading")}
      </h2>
      {reminders.channels.length > 0 ? (
        <>
          <p>{t("booking.remindersOn", { channels, times })}</p>
          <form method="post" action={action} data-booking-form>
            <input type="hidden" name="intent" value="stop-reminders" />
            <button type="submit" className="btn-secondary">
              {t("booking.stopReminders")}
            </button>
          </form>
        </>
      ) : (
        <p>{t("booking.remindersOff")}</p>
      )}
    </section>
  );
}
