// The dashboard's "Leads and visits" (issue 15 item 5): which forms, therapies, countries and
// languages bring leads week by week, which pages are read and which lead to an inquiry, where
// visitors come from, and how long leads wait for a first answer.
import { Link } from "react-router";
import { formatDuration, LEAD_BREAKDOWNS, type LeadBreakdown, REPORT_DAYS, REPORT_WEEKS, shortDate } from "~/lib/reports";
import type { DashboardReports } from "~/server/admin/dashboard-reports.server";
import { BarChart } from "./charts/bar-chart";
import { RankedBars } from "./charts/ranked-bars";

const BREAKDOWN_LABELS: Record<LeadBreakdown, string> = { form: "Form", therapy: "Therapy", country: "Country", language: "Language" };

const COUNT = new Intl.NumberFormat("en-IN");
const count = (n: number) => COUNT.format(n);
const RATE = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 1 });
const counted = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;
const weekName = (week: string) => `Week of ${shortDate(week)}`;
const DAY = new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
const dayName = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

function Panel({ id, title, note, children }: { id: string; title: string; note?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl bg-white p-5 ring-1 ring-seaglass-200">
      <h3 id={id} className="text-base font-semibold text-ocean-950">
        {title}
      </h3>
      {note ? <p className="mt-1 text-sm text-muted">{note}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function DashboardReportsSection({ reports }: { reports: DashboardReports }) {
  const { leads, visits, pages, firstContact } = reports;
  const leadTotal = leads.series.reduce((sum, s) => sum + s.total, 0);
  const viewTotal = visits.views[0]?.total ?? 0;
  const dayLeadTotal = visits.leads[0]?.total ?? 0;
  return (
    <section aria-labelledby="reports-title" className="space-y-6">
      <div>
        <h2 id="reports-title" className="text-lg font-semibold text-ocean-950">
          Leads and visits
        </h2>
        <p className="mt-1 text-sm text-muted">
          Weeks and days are India time. Page views are counted without cookies and without keeping anyone's address or browser; staff and
          search-engine robots are not counted.
        </p>
      </div>

      <Panel id="leads-week-title" title={`Leads per week, last ${REPORT_WEEKS} weeks`} note={`${counted(leadTotal, "lead")} in all.`}>
        <nav aria-label="Break leads down by" className="mb-4 flex flex-wrap gap-2">
          {LEAD_BREAKDOWNS.map((b) => (
            <Link
              key={b}
              to={`?leadsBy=${b}#leads-week-title`}
              preventScrollReset
              aria-current={b === leads.by ? "true" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium ring-1 ${b === leads.by ? "bg-ocean-700 text-white ring-ocean-700" : "bg-white text-ocean-800 ring-seaglass-300 hover:bg-seaglass-50"}`}
            >
              By {BREAKDOWN_LABELS[b].toLowerCase()}
            </Link>
          ))}
        </nav>
        <BarChart
          id="leads-per-week"
          label={`Leads per week by ${BREAKDOWN_LABELS[leads.by].toLowerCase()}`}
          buckets={leads.weeks}
          bucketLabel={shortDate}
          bucketName={weekName}
          bucketHeading="Week"
          series={leads.series}
          format={count}
          labelEvery={2}
          legend
        />
        <p className="mt-4 text-sm">
          <Link to="/admin/reports" className="font-medium text-ocean-800 underline underline-offset-2">
            Leads by campaign, source or referring site, for any dates
          </Link>
        </p>
      </Panel>

      <div className="grid gap-6 xl:grid-cols-2">
        <Panel
          id="views-day-title"
          title={`Page views per day, last ${REPORT_DAYS} days`}
          note={
            reports.counting
              ? `${counted(viewTotal, "view")} and ${counted(dayLeadTotal, "lead")}.`
              : "Counting is off on this server (PAGE_VIEWS=false)."
          }
        >
          <BarChart
            id="views-per-day"
            label="Page views per day"
            buckets={visits.days}
            bucketLabel={shortDate}
            bucketName={dayName}
            bucketHeading="Day"
            series={visits.views}
            format={count}
            labelEvery={7}
            legend={false}
          />
        </Panel>
        <Panel
          id="first-contact-title"
          title="Time to first contact"
          note={
            firstContact.answered > 0
              ? `Median ${formatDuration(firstContact.median)} from arrival to the first answer, over ${counted(firstContact.answered, "answered lead")} of the last ${REPORT_WEEKS} weeks; ${count(firstContact.waiting)} still new.`
              : `No lead of the last ${REPORT_WEEKS} weeks has been answered yet; ${count(firstContact.waiting)} still new.`
          }
        >
          <BarChart
            id="first-contact"
            label="Median time to first contact per week of arrival"
            buckets={firstContact.weeks.map((w) => w.week)}
            bucketLabel={shortDate}
            bucketName={weekName}
            bucketHeading="Week"
            series={[{ key: "median", label: "Median wait", values: firstContact.weeks.map((w) => w.hours), total: 0 }]}
            format={(hours) => (hours > 0 ? formatDuration(hours * 3600) : "–")}
            tickFormat={(hours) => `${hours} h`}
            labelEvery={2}
            legend={false}
          />
        </Panel>
      </div>

      <Panel
        id="pages-title"
        title={`Pages: views and leads, last ${REPORT_DAYS} days`}
        note="A lead counts for the page its form was on. The most viewed pages first."
      >
        {pages.length === 0 ? (
          <p className="text-sm text-muted">No page views or leads yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="min-w-full text-left text-sm" data-report="pages">
              <caption className="sr-only">Page views and leads per page, last {REPORT_DAYS} days</caption>
              <thead>
                <tr className="border-b border-seaglass-200">
                  <th scope="col" className="py-2 pe-4 font-semibold">
                    Page
                  </th>
                  <th scope="col" className="py-2 pe-4 text-end font-semibold">
                    Views
                  </th>
                  <th scope="col" className="py-2 pe-4 text-end font-semibold">
                    Leads
                  </th>
                  <th scope="col" className="py-2 text-end font-semibold">
                    Leads per 100 views
                  </th>
                </tr>
              </thead>
              <tbody>
                {pages.map((p) => (
                  <tr key={p.path} className="border-b border-seaglass-100">
                    <th scope="row" className="py-2 pe-4 font-normal">
                      <a href={p.path} className="break-all text-ocean-700 underline-offset-2 hover:underline">
                        {p.path}
                      </a>
                    </th>
                    <td className="py-2 pe-4 text-end tabular-nums">{count(p.views)}</td>
                    <td className="py-2 pe-4 text-end tabular-nums">{count(p.leads)}</td>
                    <td className="py-2 text-end tabular-nums">{p.rate === null ? "–" : RATE.format(p.rate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>

      <div className="grid gap-6 md:grid-cols-3">
        <Panel id="referrers-title" title="Where visitors come from">
          <RankedBars id="referrers" label="Page views by referring site" items={reports.referrers} empty="No page views yet." />
        </Panel>
        <Panel id="devices-title" title="Devices">
          <RankedBars id="devices" label="Page views by device" items={reports.devices} empty="No page views yet." />
        </Panel>
        <Panel id="languages-title" title="Languages">
          <RankedBars id="languages" label="Page views by language" items={reports.languages} empty="No page views yet." />
        </Panel>
      </div>
    </section>
  );
}
