import { type AppointmentStatusName, STATUS_LABELS } from "~/lib/front-desk";

// Every pairing keeps 4.5:1 contrast; the word, not the colour, carries the meaning.
const styles: Record<AppointmentStatusName, string> = {
  held: "bg-slate-100 text-slate-700 ring-1 ring-slate-300",
  booked: "bg-ocean-700 text-white",
  checked_in: "bg-seaglass-100 text-ocean-950 ring-1 ring-ocean-600",
  no_show: "bg-coral-700 text-white",
  cancelled: "bg-slate-100 text-slate-700 ring-1 ring-slate-300",
  completed: "bg-sand-100 text-ocean-950 ring-1 ring-sand-500",
};

export function AppointmentStatusBadge({ status }: { status: AppointmentStatusName }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${styles[status]}`}
      data-appointment-status={status}
    >
      <span className="sr-only">Status: </span>
      {STATUS_LABELS[status]}
    </span>
  );
}
