import { Link } from "react-router";
import { ChevronLeft, ChevronRight } from "~/components/ui/lucide";
import { type InboxFilter, inboxSearch } from "~/lib/inquiry-inbox";

/**
 * Plain links, so paging works without JavaScript and every page has its own address. Next and
 * Previous only (keyset paging, docs/decisions/033): a page is "after this row", not a number.
 */
export function InquiryPagination({ filter, next, prev }: { filter: InboxFilter; next: string | null; prev: string | null }) {
  if (!next && !prev) return null;
  const href = (key: "after" | "before", cursor: string) => {
    const search = inboxSearch(filter);
    return `/admin/inquiries${search ? `${search}&` : "?"}${key}=${cursor}`;
  };
  const linkClass = "btn-secondary";
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-3">
      {prev ? (
        <Link to={href("before", prev)} className={linkClass} rel="prev">
          <ChevronLeft className="size-4" aria-hidden="true" />
          <span>
            Previous<span className="max-sm:sr-only"> page</span>
          </span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={href("after", next)} className={linkClass} rel="next">
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
