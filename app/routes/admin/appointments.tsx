import { Link } from "react-router";
import { CalendarDays, Plus, Repeat } from "~/components/ui/lucide";
import { CalendarNav, DayColumns, WeekColumns } from "~/components/admin/appointments/calendar";
import { AdminPageHeader } from "~/components/admin/page-header";
import { longDay, shortDay } from "~/lib/booking-view";
import { clinicDate } from "~/lib/clinic-view";
import { calendarDays, calendarHref, FRONT_DESK_PERMISSION, readCalendarQuery, shiftDate } from "~/lib/front-desk";
import { can } from "~/lib/permissions";
import { frontDeskCalendar } from "~/server/booking/front-desk-calendar.server";
import { requireUser } from "~/server/auth/guards.server";
import { contentNow } from "~/server/clock.server";
import { servicesContext } from "~/server/context.server";
import type { Route } from "./+types/appointments";

export function meta() {
  return [{ title: "Front desk | Admin | Samudra" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context);
  const services = context.get(servicesContext);
  // The content clock, as the booking pages read it (tests move it to a clinic morning).
  const today = clinicDate(contentNow(services.env));
  const query = readCalendarQuery(url.searchParams, today);
  const days = calendarDays(query);
  const canSeePatients = can(user.role, FRONT_DESK_PERMISSION);
  const calendar = await frontDeskCalendar(services.database.db, services.healthKey, {
    days,
    group: query.group,
    cancelled: query.cancelled,
    canSeePatients,
  });
  const first = days[0] ?? query.date;
  const last = days.at(-1) ?? query.date;
  const href = (change: Parameters<typeof calendarHref>[1]) => calendarHref(query, change, today);
  return {
    title: query.view === "day" ? longDay(query.date, "en-IN") : `Week of ${longDay(first, "en-IN")} to ${longDay(last, "en-IN")}`,
    isToday: query.view === "day" && query.date === today,
    today,
    view: query.view,
    columns: calendar.columns,
    total: calendar.total,
    dayLabels: Object.fromEntries(days.map((d) => [d, shortDay(d, "en-IN")])),
    canBook: canSeePatients,
    nav: {
      view: query.view,
      group: query.group,
      date: query.date,
      cancelled: query.cancelled,
      prevHref: href({ date: shiftDate(query, -1) }),
      nextHref: href({ date: shiftDate(query, 1) }),
      todayHref: days.includes(today) ? null : href({ date: today }),
      viewHrefs: { day: href({ view: "day" }), week: href({ view: "week" }) },
      groupHrefs: { resource: href({ group: "resource" }), practitioner: href({ group: "practitioner" }) },
      cancelledHref: href({ cancelled: !query.cancelled }),
    },
  };
}

export default function FrontDesk({ loaderData }: Route.ComponentProps) {
  const { title, isToday, view, columns, total, dayLabels, today, nav, canBook } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Front desk"
        description="Appointments by resource or practitioner, in India time."
        actions={
          canBook ? (
            <>
              <Link to="/admin/appointments/new" className="btn-primary">
                <Plus className="size-4" aria-hidden="true" /> Book for a caller
              </Link>
              <Link to="/admin/appointments/series" className="btn-secondary">
                <Repeat className="size-4" aria-hidden="true" /> Book a series
              </Link>
            </>
          ) : null
        }
      />
      <CalendarNav nav={nav} />
      <h2 className="mt-6 flex flex-wrap items-center gap-2 text-xl font-semibold text-ocean-950" id="calendar-title">
        <CalendarDays className="size-5 text-ocean-700" aria-hidden="true" />
        {title}
        {isToday ? <span className="rounded-full bg-sand-100 px-2.5 py-0.5 text-sm font-semibold text-ocean-950">Today</span> : null}
      </h2>
      <p className="mt-1 text-sm text-muted" data-calendar-count>
        {total === 0 ? `No appointments this ${view}.` : `${total} ${total === 1 ? "appointment" : "appointments"} this ${view}.`}
        {canBook ? null : " Patient details are shown only to staff who may see inquiries."}
      </p>
      {view === "day" ? <DayColumns columns={columns} /> : <WeekColumns columns={columns} dayLabels={dayLabels} today={today} />}
    </>
  );
}
