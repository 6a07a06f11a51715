// The Reports page's appointments (issue 47 item 7): from leads to booked to attended by form,
// campaign and language, with the bookings made without a lead; and each service's no-shows.
// Plain tables with captions and row and column headers; on a phone each scrolls sideways in
// its own region and its caption is shown above it, where it wraps (as the leads table does).
import type { ReactNode } from "react";
import { Download } from "~/components/ui/lucide";
import {
  countWithRate,
  FUNNEL_SPLIT_HEADINGS,
  FUNNEL_SPLITS,
  type FunnelRow,
  type FunnelSplit,
  type FunnelTable,
  formatRate,
  type NoShowRow,
  type NoShowTable,
} from "~/lib/booking-funnel";
import { type DayRange, rangeLabel } from "~/lib/report-range";

const NUMBER = new Intl.NumberFormat("en-IN");
const n = (value: number) => NUMBER.format(value);

const CELL = "px-4 py-2 text-end tabular-nums whitespace-nowrap";
const HEAD = "px-4 py-2 text-end font-semibold";
const ROW_HEAD = "max-w-[16rem] px-4 py-2 text-start font-medium break-words text-ocean-950";

/** "—" on screen, "none" to a screen reader (which would say "em dash"). */
export function None() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">none</span>
    </>
  );
}

/** A table that scrolls sideways on a phone, its caption shown above it there. */
export function ScrollTable({ id, caption, minWidth, children }: { id: string; caption: string; minWidth: string; children: ReactNode }) {
  return (
    <>
      <p aria-hidden="true" className="text-sm text-muted sm:hidden">
        {caption}
      </p>
      <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-seaglass-200" role="region" aria-labelledby={id} tabIndex={0}>
        <table className={`w-full ${minWidth} text-sm`}>
          <caption id={id} className="sr-only text-start text-muted sm:not-sr-only">
            <span className="block p-4">{caption}</span>
          </caption>
          {children}
        </table>
      </div>
    </>
  );
}

function FunnelCells({ row }: { row: FunnelRow }) {
  return (
    <>
      <td className={CELL}>{row.leads === null ? <None /> : n(row.leads)}</td>
      <td className={CELL}>{countWithRate(row.booked, row.bookedRate)}</td>
      <td className={CELL}>{countWithRate(row.attended, row.attendedRate)}</td>
      <td className={CELL}>{n(row.noShow)}</td>
      <td className={CELL}>{n(row.cancelled)}</td>
      <td className={CELL}>{n(row.open)}</td>
    </>
  );
}

function FunnelGroup({ title, rows, subtotal }: { title: string; rows: FunnelRow[]; subtotal: FunnelRow }) {
  if (rows.length === 0) return null;
  return (
    <tbody>
      <tr className="border-t border-seaglass-200 bg-seaglass-50/60">
        <th scope="rowgroup" colSpan={7} className="px-4 py-2 text-start text-xs font-semibold tracking-wide text-ocean-900 uppercase">
          {title}
        </th>
      </tr>
      {rows.map((row) => (
        <tr key={row.other ? "\u0000other" : `${row.origin}\u0000${row.key}`} className="border-t border-seaglass-100">
          <th scope="row" className={ROW_HEAD}>
            <bdi>{row.label}</bdi>
          </th>
          <FunnelCells row={row} />
        </tr>
      ))}
      <tr className="border-t border-seaglass-200 font-semibold text-ocean-950">
        <th scope="row" className="px-4 py-2 text-start">
          {subtotal.label}
        </th>
        <FunnelCells row={subtotal} />
      </tr>
    </tbody>
  );
}

function FunnelTableView({ table, range, csvHref }: { table: FunnelTable; range: DayRange; csvHref: string }) {
  const heading = FUNNEL_SPLIT_HEADINGS[table.split];
  const id = `funnel-${table.split}`;
  const caption = `Leads and bookings by ${heading.toLowerCase()}, ${rangeLabel(range)} (India time): leads that arrived in these days and what became of them so far, then the bookings made in these days without a lead.`;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 className="font-semibold text-ocean-950">By {heading.toLowerCase()}</h3>
        <a href={csvHref} download className="btn-secondary">
          <Download className="size-4" aria-hidden="true" /> Download bookings by {heading.toLowerCase()} (CSV)
        </a>
      </div>
      <ScrollTable id={`${id}-caption`} caption={caption} minWidth="min-w-[40rem]">
        <thead className="bg-seaglass-50 text-ocean-950">
          <tr>
            <th scope="col" className="px-4 py-2 text-start font-semibold">
              {heading}
            </th>
            <th scope="col" className={HEAD}>
              Leads
            </th>
            <th scope="col" className={HEAD}>
              Booked <span className="font-normal">(of leads)</span>
            </th>
            <th scope="col" className={HEAD}>
              Attended <span className="font-normal">(of booked)</span>
            </th>
            <th scope="col" className={HEAD}>
              No-show
            </th>
            <th scope="col" className={HEAD}>
              Cancelled
            </th>
            <th scope="col" className={HEAD}>
              Still open
            </th>
          </tr>
        </thead>
        <FunnelGroup title="From leads" rows={table.leadRows} subtotal={table.leadTotal} />
        <FunnelGroup title="Booked without a lead" rows={table.directRows} subtotal={table.directTotal} />
        <tfoot className="border-t-2 border-seaglass-200 font-semibold text-ocean-950">
          <tr>
            <th scope="row" className="px-4 py-2 text-start">
              Total
            </th>
            <FunnelCells row={table.total} />
          </tr>
        </tfoot>
      </ScrollTable>
    </div>
  );
}

export function BookingFunnelView({
  range,
  tables,
  csvHrefs,
}: {
  range: DayRange;
  tables: Record<FunnelSplit, FunnelTable>;
  csvHrefs: Record<FunnelSplit, string>;
}) {
  const { total } = tables.form;
  const empty = (total.leads ?? 0) === 0 && total.booked === 0;
  return (
    <section aria-labelledby="funnel-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="funnel-title" className="text-lg font-semibold text-ocean-950">
          From leads to appointments, {rangeLabel(range)}
        </h2>
        <p className="max-w-prose text-sm text-muted">
          A lead counts as booked once the front desk books an appointment from it; attended once the patient is checked in. Each lead (or
          booking without one: a series counts once) is in one column only: attended, else no-show, else cancelled, else still open (its
          time is still to come, or nobody has marked it). Bookings made on the booking page or by the front desk without a lead are counted
          on the day they were made.
        </p>
      </div>
      {empty ? (
        <p className="rounded-2xl bg-white p-4 text-muted ring-1 ring-seaglass-200">
          No leads arrived and nothing was booked in this period.
        </p>
      ) : (
        FUNNEL_SPLITS.map((split) => <FunnelTableView key={split} table={tables[split]} range={range} csvHref={csvHrefs[split]} />)
      )}
    </section>
  );
}

function NoShowCells({ row }: { row: NoShowRow }) {
  return (
    <>
      <td className={CELL}>{row.rate === null ? <None /> : formatRate(row.rate)}</td>
      <td className={CELL}>{n(row.noShow)}</td>
      <td className={CELL}>{n(row.attended)}</td>
      <td className={CELL}>{n(row.cancelled)}</td>
      <td className={CELL}>{n(row.unmarked)}</td>
    </>
  );
}

export function NoShowView({ range, table, csvHref }: { range: DayRange; table: NoShowTable; csvHref: string }) {
  const caption = `Appointments by service whose time came from ${rangeLabel(range)} (India time) up to now. No-show rate: no-shows out of attended and no-shows. Not marked: still “booked” after its time.`;
  return (
    <section aria-labelledby="no-show-title" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="no-show-title" className="text-lg font-semibold text-ocean-950">
          No-shows by service, {rangeLabel(range)}
        </h2>
        {table.rows.length > 0 ? (
          <a href={csvHref} download className="btn-secondary">
            <Download className="size-4" aria-hidden="true" /> Download no-shows by service (CSV)
          </a>
        ) : null}
      </div>
      {table.rows.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 text-muted ring-1 ring-seaglass-200">No booked appointment was due in this period yet.</p>
      ) : (
        <ScrollTable id="no-show-caption" caption={caption} minWidth="min-w-[32rem]">
          <thead className="bg-seaglass-50 text-ocean-950">
            <tr>
              <th scope="col" className="px-4 py-2 text-start font-semibold">
                Service
              </th>
              <th scope="col" className={HEAD}>
                No-show rate
              </th>
              <th scope="col" className={HEAD}>
                No-show
              </th>
              <th scope="col" className={HEAD}>
                Attended
              </th>
              <th scope="col" className={HEAD}>
                Cancelled
              </th>
              <th scope="col" className={HEAD}>
                Not marked
              </th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.other ? "\u0000other" : row.service} className="border-t border-seaglass-100">
                <th scope="row" className={ROW_HEAD}>
                  <bdi>{row.service}</bdi>
                </th>
                <NoShowCells row={row} />
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-seaglass-200 font-semibold text-ocean-950">
            <tr>
              <th scope="row" className="px-4 py-2 text-start">
                Total
              </th>
              <NoShowCells row={table.total} />
            </tr>
          </tfoot>
        </ScrollTable>
      )}
    </section>
  );
}
