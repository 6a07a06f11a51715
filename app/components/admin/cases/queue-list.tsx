import { Link } from "react-router";
import { FileText, MessageCircle, TriangleAlert } from "~/components/ui/lucide";
import type { ClockView } from "~/lib/case-queue";
import type { CaseState } from "~/lib/case-desk";
import { ClockBadge } from "./clock-badge";
import { CaseStateBadge } from "./state-badge";

export interface QueueRowView {
  id: number;
  reference: string;
  patientName: string;
  country: string | null;
  language: string;
  state: CaseState;
  manager: string | null;
  doctor: string | null;
  firstAnswer: ClockView;
  plan: ClockView;
  overdue: boolean;
  patientWrote: boolean;
  files: number;
  received: string;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}

/**
 * The queue: one card a case, stacked on a phone; on a wide screen each card lays out as a row
 * of the same columns (reference and patient, where from, state, people, clocks, marks).
 */
export function QueueList({ rows, label }: { rows: QueueRowView[]; label: string }) {
  return (
    <ol className="mt-4 space-y-3" aria-label={label}>
      {rows.map((row) => (
        <li key={row.id}>
          <article
            aria-labelledby={`case-${row.id}`}
            data-case={row.reference}
            className={`rounded-2xl bg-white p-4 ring-1 ${row.overdue ? "ring-2 ring-coral-700" : "ring-seaglass-200"} lg:grid lg:grid-cols-[minmax(15rem,1.5fr)_minmax(8rem,0.9fr)_minmax(9rem,0.9fr)_minmax(14rem,1.6fr)_minmax(8rem,0.8fr)] lg:items-start lg:gap-4`}
          >
            <div className="min-w-0">
              <h2 id={`case-${row.id}`} className="text-base font-semibold text-ocean-950">
                <Link to={`/admin/cases/${row.id}`} className="inline-flex min-h-11 items-center gap-2 underline-offset-2 hover:underline">
                  <span className="font-mono whitespace-nowrap">{row.reference}</span>
                  <span aria-hidden="true">·</span>
                  <span className="break-words">{row.patientName}</span>
                </Link>
              </h2>
              <p className="text-sm text-muted">Received {row.received}</p>
              <p className="mt-1">
                <CaseStateBadge state={row.state} />
              </p>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-3 text-sm lg:mt-0 lg:grid-cols-1 lg:gap-2">
              <Fact label="Country">{row.country ?? "Not given"}</Fact>
              <Fact label="Language">{row.language}</Fact>
            </dl>
            <dl className="mt-3 grid grid-cols-2 gap-3 text-sm lg:mt-0 lg:grid-cols-1 lg:gap-2">
              <Fact label="Case manager">{row.manager ?? "Nobody yet"}</Fact>
              <Fact label="Reviewing doctor">{row.doctor ?? "Nobody yet"}</Fact>
            </dl>
            <div className="mt-3 flex flex-wrap gap-x-6 gap-y-3 lg:mt-0">
              <ClockBadge label="First answer" clock={row.firstAnswer} />
              <ClockBadge label="Plan" clock={row.plan} />
            </div>
            <ul className="mt-3 flex flex-wrap gap-2 text-sm lg:mt-0 lg:flex-col lg:items-start">
              {row.overdue ? (
                <li className="inline-flex items-center gap-1.5 font-semibold text-coral-700" data-mark="overdue">
                  <TriangleAlert className="size-4" aria-hidden="true" /> Overdue
                </li>
              ) : null}
              {row.patientWrote ? (
                <li
                  className="inline-flex items-center gap-1.5 rounded-full bg-sand-100 px-2.5 py-0.5 font-semibold text-ocean-950 ring-1 ring-sand-500"
                  data-mark="patient-wrote"
                >
                  <MessageCircle className="size-4" aria-hidden="true" /> Patient wrote
                </li>
              ) : null}
              <li className="inline-flex items-center gap-1.5 text-ink" data-mark="files">
                <FileText className="size-4 text-ocean-700" aria-hidden="true" />
                {row.files} {row.files === 1 ? "file" : "files"}
              </li>
            </ul>
          </article>
        </li>
      ))}
    </ol>
  );
}
