import { inquiryStatusLabels } from "~/content/admin-inquiries";
import type { InquiryStatusKey } from "~/lib/inquiry-inbox";

// Every pairing keeps 4.5:1 contrast; the word, not the colour, carries the meaning.
const styles: Record<InquiryStatusKey, string> = {
  new: "bg-coral-700 text-white",
  contacted: "bg-sand-100 text-ocean-950 ring-1 ring-sand-500",
  booked: "bg-ocean-700 text-white",
  closed: "bg-slate-100 text-slate-700 ring-1 ring-slate-300",
};

export function InquiryStatusBadge({ status }: { status: InquiryStatusKey }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[status]}`}
      data-status-badge={status}
    >
      <span className="sr-only">Status: </span>
      {inquiryStatusLabels[status]}
    </span>
  );
}
