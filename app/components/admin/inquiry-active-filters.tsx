// The filters on, each a chip that takes it off, and "Clear all" (issue 44 item 4): a filter left
// on from an earlier look is the first thing seen, never a silent reason for an empty list.
import { Link } from "react-router";
import { X } from "~/components/ui/lucide";

export interface FilterChip {
  key: string;
  /** "Status" */
  name: string;
  /** "Booked" */
  value: string;
  removeHref: string;
}

export interface NoMatch {
  text: string;
  /** What each filter left off would show ("2 match with any status"), linked. */
  without: Array<{ text: string; href: string }>;
}

export function InquiryActiveFilters({ chips, noMatch }: { chips: FilterChip[]; noMatch: NoMatch | null }) {
  return (
    <>
      {chips.length > 0 ? (
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm" data-testid="active-filters">
          <ul className="flex flex-wrap gap-2" aria-label="Filters on">
            {chips.map((chip) => (
              <li
                key={chip.key}
                className="inline-flex items-center rounded-full bg-seaglass-100 ps-3 text-ocean-950 ring-1 ring-seaglass-300"
              >
                <span>
                  {chip.name}: <bdi className="font-semibold">{chip.value}</bdi>
                </span>
                <Link
                  to={chip.removeHref}
                  className="inline-flex size-11 items-center justify-center rounded-full text-ocean-800 hover:text-ocean-950"
                  data-remove-filter={chip.key}
                >
                  <X className="size-4" aria-hidden="true" />
                  <span className="sr-only">
                    Remove the filter {chip.name}: {chip.value}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to="/admin/inquiries"
            className="inline-flex min-h-11 items-center px-2 font-medium text-ocean-800 underline underline-offset-2"
          >
            Clear all
          </Link>
        </div>
      ) : null}
      {noMatch ? (
        <div className="mt-4 rounded-xl bg-sand-50 p-4 text-sm ring-1 ring-sand-500" role="status" data-testid="inbox-no-match">
          <p className="font-semibold text-ocean-950">{noMatch.text}</p>
          {noMatch.without.length > 0 ? (
            <ul className="mt-1 space-y-1">
              {noMatch.without.map((w) => (
                <li key={w.href}>
                  {w.text}:{" "}
                  <Link to={w.href} className="inline-flex min-h-11 items-center font-medium text-ocean-800 underline underline-offset-2">
                    show them
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
