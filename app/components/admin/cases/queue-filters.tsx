import { Link } from "react-router";
import { type CaseState, CASE_STATE_LABELS, CASE_STATES } from "~/lib/case-desk";
import { filterCount, type QueueFilter, queueHref, type QueueStateFilter } from "~/lib/case-queue";

const pill = (current: boolean) =>
  `inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-medium ${
    current ? "bg-ocean-700 text-white" : "bg-white text-ocean-900 ring-1 ring-seaglass-300 hover:ring-ocean-500"
  }`;

/** The queue's states, each with its count (links: they work without JavaScript), and its order. */
export function QueueFilters({ filter, counts }: { filter: QueueFilter; counts: Record<CaseState, number> }) {
  const choices: { value: QueueStateFilter; label: string }[] = [
    { value: "open", label: "Open" },
    ...CASE_STATES.map((s) => ({ value: s, label: CASE_STATE_LABELS[s] })),
    { value: "all", label: "All" },
  ];
  return (
    <div className="space-y-4">
      <nav aria-label="Cases by state">
        <ul className="flex flex-wrap gap-2">
          {choices.map((c) => {
            const current = filter.state === c.value;
            return (
              <li key={c.value}>
                <Link
                  to={queueHref({ state: c.value, sort: filter.sort })}
                  aria-current={current ? "page" : undefined}
                  className={pill(current)}
                  data-state-filter={c.value}
                >
                  {c.label}
                  <span
                    className={`rounded-full px-2 text-xs font-semibold ${current ? "bg-white text-ocean-900" : "bg-seaglass-100 text-ocean-950"}`}
                  >
                    {filterCount(c.value, counts)}
                    <span className="sr-only"> {filterCount(c.value, counts) === 1 ? "case" : "cases"}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <nav aria-label="Order of the cases" className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted">Order:</span>
        {(
          [
            ["newest", "Newest first"],
            ["overdue", "Most overdue first"],
          ] as const
        ).map(([sort, label]) => (
          <Link
            key={sort}
            to={queueHref({ state: filter.state, sort })}
            aria-current={filter.sort === sort ? "page" : undefined}
            className={`inline-flex min-h-11 items-center rounded-lg px-3 font-medium underline-offset-2 ${
              filter.sort === sort
                ? "bg-seaglass-100 text-ocean-950 ring-1 ring-ocean-600"
                : "text-ocean-800 underline hover:text-ocean-950"
            }`}
          >
            {label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
