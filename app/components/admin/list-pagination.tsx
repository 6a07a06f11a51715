import { Link, useLocation } from "react-router";
import { ChevronLeft, ChevronRight } from "~/components/ui/lucide";
import { DIALOG_PARAMS, withParams } from "~/lib/admin-list-url";

/**
 * Previous/Next for an admin list (keyset paging, docs/decisions/035): plain links that keep the
 * list's filter and page size, so paging works without JavaScript and each page has an address.
 */
export function ListPagination({ next, prev, label }: { next: string | null; prev: string | null; label: string }) {
  const location = useLocation();
  if (!next && !prev) return null;
  const href = (key: "after" | "before", cursor: string) =>
    withParams(location.pathname, location.search, {
      ...DIALOG_PARAMS,
      after: key === "after" ? cursor : null,
      before: key === "before" ? cursor : null,
      page: null,
    });
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-3">
      {prev ? (
        <Link to={href("before", prev)} className="btn-secondary" rel="prev">
          <ChevronLeft className="size-4" aria-hidden="true" />
          <span>
            Previous<span className="max-sm:sr-only"> page</span>
          </span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={href("after", next)} className="btn-secondary" rel="next">
          <span>
            Next<span className="max-sm:sr-only"> page</span>
          </span>
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
