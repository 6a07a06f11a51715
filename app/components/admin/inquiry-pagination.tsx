import { Link } from "react-router";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type InboxFilter, inboxSearch } from "~/lib/inquiry-inbox";

/** Plain links, so paging works without JavaScript and every page has its own address. */
export function InquiryPagination({ filter, pages }: { filter: InboxFilter; pages: number }) {
  if (pages <= 1) return null;
  const href = (page: number) => `/admin/inquiries${inboxSearch(filter, { page })}`;
  const linkClass = "btn-secondary";
  return (
    <nav aria-label="Pagination" className="mt-6 grid grid-cols-[1fr_auto_1fr] items-center gap-3">
      {filter.page > 1 ? (
        <Link to={href(filter.page - 1)} className={`${linkClass} justify-self-start`} rel="prev">
          <ChevronLeft className="size-4" aria-hidden="true" />
          <span>Previous<span className="max-sm:sr-only"> page</span></span>
        </Link>
      ) : (
        <span />
      )}
      <p className="text-center text-sm text-muted">
        Page {filter.page} of {pages}
      </p>
      {filter.page < pages ? (
        <Link to={href(filter.page + 1)} className={`${linkClass} justify-self-end`} rel="next">
          <span>Next<span className="max-sm:sr-only"> page</span></span>
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
