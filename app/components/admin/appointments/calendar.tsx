import { Form, Link } from "react-router";
import { ChevronLeft, ChevronRight } from "~/components/ui/lucide";
import type { CalendarColumn, CalendarGroup, CalendarView } from "~/lib/front-desk";
import { countText } from "~/lib/front-desk";
import { AppointmentItem } from "./appointment-item";

export interface CalendarNavView {
  view: CalendarView;
  group: CalendarGroup;
  date: string;
  cancelled: boolean;
  prevHref: string;
  nextHref: string;
  todayHref: string | null;
  viewHrefs: Record<CalendarView, string>;
  groupHrefs: Record<CalendarGroup, string>;
  cancelledHref: string;
}

const pill = (on: boolean) =>
  `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${
    on ? "bg-ocean-700 text-white" : "bg-white text-ocean-800 ring-1 ring-ocean-700 hover:bg-seaglass-100"
  }`;

/** Day or week, by resource or practitioner, the day before or after, and a day typed: plain links and a GET form. */
export function CalendarNav({ nav }: { nav: CalendarNavView }) {
  const unit = nav.view === "day" ? "day" : "week";
  return (
    <nav aria-label="Calendar" className="space-y-3 rounded-2xl bg-white p-3 ring-1 ring-seaglass-200 sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Link to={nav.prevHref} className="btn-secondary px-3" data-calendar-prev>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous {unit}
        </Link>
        {nav.todayHref ? (
          <Link to={nav.todayHref} className="btn-secondary px-3">
            Today
          </Link>
        ) : null}
        <Link to={nav.nextHref} className="btn-secondary px-3" data-calendar-next>
          Next {unit}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ul className="flex gap-2" aria-label="Show">
          {(["day", "week"] as const).map((v) => (
            <li key={v}>
              <Link to={nav.viewHrefs[v]} className={pill(nav.view === v)} aria-current={nav.view === v ? "page" : undefined}>
                {v === "day" ? "Day" : "Week"}
              </Link>
            </li>
          ))}
        </ul>
        <ul className="flex gap-2" aria-label="Group by">
          {(["resource", "practitioner"] as const).map((g) => (
            <li key={g}>
              <Link to={nav.groupHrefs[g]} className={pill(nav.group === g)} aria-current={nav.group === g ? "page" : undefined}>
                {g === "resource" ? "By resource" : "By practitioner"}
              </Link>
            </li>
          ))}
        </ul>
        <Link
          to={nav.cancelledHref}
          className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-ocean-800 underline underline-offset-2"
        >
          {nav.cancelled ? "Hide cancelled" : "Show cancelled"}
        </Link>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        {nav.view === "week" ? <input type="hidden" name="view" value="week" /> : null}
        {nav.group === "practitioner" ? <input type="hidden" name="group" value="practitioner" /> : null}
        {nav.cancelled ? <input type="hidden" name="cancelled" value="1" /> : null}
        <div>
          <label htmlFor="calendar-date" className="field-label">
            Go to {nav.view === "day" ? "day" : "the week of"}
          </label>
          <input id="calendar-date" name="date" type="date" required defaultValue={nav.date} className="field-input w-auto" />
        </div>
        <button type="submit" className="btn-primary">
          Show
        </button>
      </Form>
    </nav>
  );
}

/** "Nothing booked: Cryotherapy cabin, Physiotherapy room." The empty columns in one line, not a heading each. */
function EmptyColumns({ columns }: { columns: CalendarColumn[] }) {
  if (columns.length === 0) return null;
  return (
    <p className="mt-4 text-sm text-muted" data-empty-columns>
      Nothing booked: {columns.map((c) => c.name).join(", ")}.
    </p>
  );
}

/** The day: a list per resource (or practitioner), side by side from wide screens on. */
export function DayColumns({ columns }: { columns: CalendarColumn[] }) {
  const used = columns.filter((c) => c.count > 0);
  return (
    <>
      {used.length > 0 ? (
        <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {used.map((column) => (
            <section
              key={column.key}
              aria-labelledby={`col-${column.key}`}
              className="rounded-2xl bg-seaglass-100/60 p-3"
              data-column={column.name}
            >
              <h3 id={`col-${column.key}`} className="text-base font-semibold text-ocean-950">
                {column.name} <span className="text-sm font-normal text-muted">({column.detail})</span>
              </h3>
              <p className="text-sm text-muted">{countText(column.count)}</p>
              <ol className="mt-2 space-y-2">
                {column.days[0]?.entries.map((entry) => (
                  <li key={entry.id}>
                    <AppointmentItem entry={entry} />
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      ) : null}
      <EmptyColumns columns={columns.filter((c) => c.count === 0)} />
    </>
  );
}

/**
 * The week: per resource, its seven days. On a phone a list of the days that have appointments;
 * from wide screens on, the seven days as a row of columns (empty ones too, so days line up).
 */
export function WeekColumns({
  columns,
  dayLabels,
  today,
}: {
  columns: CalendarColumn[];
  dayLabels: Record<string, string>;
  today: string;
}) {
  const used = columns.filter((c) => c.count > 0);
  return (
    <>
      {used.map((column) => (
        <section
          key={column.key}
          aria-labelledby={`col-${column.key}`}
          className="mt-4 rounded-2xl bg-seaglass-100/60 p-3"
          data-column={column.name}
        >
          <h3 id={`col-${column.key}`} className="text-base font-semibold text-ocean-950">
            {column.name} <span className="text-sm font-normal text-muted">({column.detail})</span>
          </h3>
          <p className="text-sm text-muted">{countText(column.count)} this week</p>
          <ol className="mt-2 grid gap-2 lg:grid-cols-7">
            {column.days.map(({ day, entries }) => (
              <li key={day} className={`min-w-0 ${entries.length === 0 ? "hidden lg:block" : ""}`}>
                <h4 className={`mb-1 text-sm font-semibold ${day === today ? "text-ocean-700" : "text-ink"}`}>
                  {dayLabels[day] ?? day}
                  {day === today ? <span className="ms-1 font-normal">(today)</span> : null}
                </h4>
                {entries.length > 0 ? (
                  <ol className="space-y-2">
                    {entries.map((entry) => (
                      <li key={entry.id}>
                        <AppointmentItem entry={entry} compact />
                      </li>
                    ))}
                  </ol>
                ) : (
                  <p className="text-sm text-muted">
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">No appointments</span>
                  </p>
                )}
              </li>
            ))}
          </ol>
        </section>
      ))}
      <EmptyColumns columns={columns.filter((c) => c.count === 0)} />
    </>
  );
}
