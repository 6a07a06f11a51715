// The leads to call, on one page to print (issue 44 item 4): for every staff member, editors
// included (they may not export). The inbox's filters apply; a print stylesheet drops the
// admin's frame so the sheet is the list.
import type { Route } from "./+types/inquiry-call-list";
import { Link } from "react-router";
import { inquirySourceLabels, inquiryStatusLabels } from "~/content/admin-inquiries";
import { formatDay, hoursWaiting, waitingLabel } from "~/lib/inquiry-follow-up";
import { inboxSearch, indiaDate, parseInboxFilter } from "~/lib/inquiry-inbox";
import { phoneDisplay } from "~/lib/phone";
import { requirePermission } from "~/server/auth/guards.server";
import { contentNow } from "~/server/clock.server";
import { servicesContext } from "~/server/context.server";
import { CALL_LIST_CAP, callList } from "~/server/repos/admin-inquiries.server";

export function meta() {
  return [{ title: "Call list | Inquiries | Admin | Samudra" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  requirePermission(context, "inquiries:manage");
  const services = context.get(servicesContext);
  const filter = parseInboxFilter(url.searchParams);
  const now = contentNow(services.env);
  const today = indiaDate(now);
  const { fresh, due, freshMore, dueMore } = await callList(services.database.db, filter, today);
  const row = (r: (typeof fresh)[number]) => {
    const phone = r.phone ? phoneDisplay(r.phone) : null;
    return {
      id: r.id,
      name: r.name,
      phone: phone ? `${phone.flag ? `${phone.flag} ` : ""}${phone.text}` : null,
      email: r.email,
      interest: r.interest,
      source: inquirySourceLabels[r.source],
      status: inquiryStatusLabels[r.status],
      waiting: waitingLabel(hoursWaiting(r.createdAt, now)),
      followUp: r.followUpOn ? formatDay(r.followUpOn) : null,
      assignedName: r.assignedName,
    };
  };
  return {
    todayLabel: formatDay(today),
    inboxHref: `/admin/inquiries${inboxSearch({ ...filter, status: null })}`,
    fresh: fresh.map(row),
    due: due.map(row),
    freshMore,
    dueMore,
    cap: CALL_LIST_CAP,
  };
}

type CallRow = Route.ComponentProps["loaderData"]["fresh"][number];

interface CallTableProps {
  id: string;
  title: string;
  rows: CallRow[];
  empty: string;
  /** More than the rows shown: the list says so and where the rest are. */
  more: { cap: number; href: string } | null;
}

function CallTable({ id, title, rows, empty, more }: CallTableProps) {
  return (
    <section className="mt-6 break-inside-avoid-page">
      <h2 id={id} className="text-lg font-semibold text-ocean-950">
        {title} ({more ? `the first ${more.cap}` : rows.length})
      </h2>
      {more ? (
        <p className="mt-1 text-sm text-muted" data-call-list-more={id}>
          There are more than {more.cap}; the rest are in the{" "}
          <Link to={more.href} className="text-ocean-700 underline">
            inbox
          </Link>
          .
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        // Focusable, so a keyboard can scroll a table wider than the phone.
        <div
          className="mt-2 overflow-x-auto rounded-xl ring-1 ring-seaglass-200 print:overflow-visible print:ring-0"
          tabIndex={0}
          role="region"
          aria-labelledby={id}
        >
          <table className="w-full text-left text-sm" data-call-list={id}>
            <thead className="bg-seaglass-50 text-ocean-950">
              <tr>
                <th scope="col" className="p-2">
                  Name
                </th>
                <th scope="col" className="p-2">
                  Phone / e-mail
                </th>
                <th scope="col" className="p-2">
                  Interest
                </th>
                <th scope="col" className="p-2">
                  Waiting
                </th>
                <th scope="col" className="p-2">
                  Called?
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-seaglass-100">
              {rows.map((r) => (
                <tr key={r.id} className="break-inside-avoid align-top">
                  <td className="p-2 font-semibold break-words text-ocean-950">
                    {r.name}
                    <span className="block text-xs font-normal text-muted">
                      {r.source}
                      {r.assignedName ? `, for ${r.assignedName}` : ""}
                    </span>
                  </td>
                  <td className="p-2 whitespace-nowrap">
                    {r.phone ? <bdi dir="ltr">{r.phone}</bdi> : null}
                    {r.email ? <span className="block text-xs break-all whitespace-normal">{r.email}</span> : null}
                  </td>
                  <td className="p-2 break-words">{r.interest ?? "—"}</td>
                  <td className="p-2 whitespace-nowrap">{r.followUp ? `Follow up ${r.followUp} (${r.status})` : r.waiting}</td>
                  <td className="w-24 p-2" aria-label="Space to tick when called"></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export default function CallList({ loaderData }: Route.ComponentProps) {
  const { todayLabel, fresh, due, freshMore, dueMore, cap, inboxHref } = loaderData;
  return (
    <div className="call-list">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ocean-950">Call list</h1>
          <p className="mt-1 text-sm text-muted">
            Printed {todayLabel}: the leads still new (longest waiting first) and the follow-ups due today or earlier. Times are India time
            (IST).
          </p>
        </div>
        <p className="flex flex-wrap gap-3 print:hidden">
          <Link to={inboxHref} className="btn-secondary">
            Back to the inbox
          </Link>
          {/* Printing needs the browser: without JavaScript, its own Print command does the same. */}
          <button type="button" className="btn-primary" onClick={() => window.print()}>
            Print
          </button>
        </p>
      </div>
      <CallTable
        id="call-new"
        title="New leads"
        rows={fresh}
        empty="No lead is waiting for a first call."
        more={freshMore ? { cap, href: `${inboxHref}${inboxHref.includes("?") ? "&" : "?"}status=new&sort=waiting` } : null}
      />
      <CallTable
        id="call-due"
        title="Follow-ups due"
        rows={due}
        empty="No follow-up is due."
        more={dueMore ? { cap, href: inboxHref } : null}
      />
    </div>
  );
}
