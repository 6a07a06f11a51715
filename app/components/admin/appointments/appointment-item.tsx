import { Link } from "react-router";
import type { CalendarEntry } from "~/lib/front-desk";
import { AppointmentStatusBadge } from "./status-badge";

/**
 * One appointment in a day or week: its clinic time and service (the link to it), its state and
 * reference, and the patient's name and phone for staff who may see patients.
 */
export function AppointmentItem({ entry, compact = false }: { entry: CalendarEntry; compact?: boolean }) {
  const cancelled = entry.status === "cancelled";
  return (
    <article
      aria-label={`${entry.start} ${entry.serviceName}, ${entry.reference}`}
      className={`rounded-xl bg-white ring-1 ring-seaglass-200 ${compact ? "p-2" : "p-3"}`}
      data-appointment={entry.reference}
    >
      <Link
        to={`/admin/appointments/${entry.id}`}
        className={`flex min-h-11 flex-wrap items-baseline gap-x-2 font-semibold text-ocean-900 underline-offset-2 hover:underline ${compact ? "text-sm" : ""}`}
      >
        <time dateTime={entry.startIso} className={`tabular-nums ${cancelled ? "line-through" : ""}`}>
          {entry.start}
          {compact ? null : `–${entry.end}`}
        </time>
        <span className="break-words">{entry.serviceName}</span>
      </Link>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <AppointmentStatusBadge status={entry.status} />
        <span className="font-mono text-xs text-muted">{entry.reference}</span>
      </p>
      {entry.patient ? (
        <p className="mt-1 text-sm break-words text-ink" data-patient>
          {entry.patient.name}
          {compact ? <br /> : " · "}
          <bdi dir="ltr">{entry.patient.phone}</bdi>
        </p>
      ) : (
        <p className="mt-1 text-sm text-muted" data-patient-hidden>
          {entry.patientNote}
        </p>
      )}
    </article>
  );
}
