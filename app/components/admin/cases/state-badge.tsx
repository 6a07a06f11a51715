import { type CaseState, CASE_STATE_LABELS } from "~/lib/case-desk";

// The word carries the meaning; every pairing keeps 4.5:1 contrast.
const styles: Record<CaseState, string> = {
  new: "bg-ocean-700 text-white",
  records_incomplete: "bg-sand-100 text-ocean-950 ring-1 ring-sand-500",
  under_review: "bg-seaglass-100 text-ocean-950 ring-1 ring-ocean-600",
  plan_sent: "bg-seaglass-100 text-ocean-950 ring-1 ring-seaglass-300",
  accepted: "bg-ocean-800 text-white",
  letter_issued: "bg-ocean-800 text-white",
  travel_booked: "bg-ocean-800 text-white",
  arrived: "bg-ocean-950 text-white",
  closed: "bg-slate-100 text-slate-700 ring-1 ring-slate-300",
  declined: "bg-slate-100 text-slate-700 ring-1 ring-slate-300",
};

export function CaseStateBadge({ state }: { state: CaseState }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${styles[state]}`}
      data-case-state={state}
    >
      <span className="sr-only">State: </span>
      {CASE_STATE_LABELS[state]}
    </span>
  );
}
