// The Reports page's form and table (issue 44 item 5). A plain GET form, so it works without
// JavaScript and a report can be bookmarked: a quick pick is a submit button of its own, so the
// breakdown chosen beside it goes with it.
import { Form } from "react-router";
import { Download } from "~/components/ui/lucide";
import { type DayRange, RANGE_PRESET_LABELS, RANGE_PRESETS, type RangePreset, rangeLabel, rangeLength } from "~/lib/report-range";
import {
  DIMENSION_HEADINGS,
  DIMENSION_LABELS,
  formatChange,
  REPORT_DIMENSIONS,
  type ReportDimension,
  type ReportRow,
  type ReportTable,
} from "~/lib/report-table";

const NUMBER = new Intl.NumberFormat("en-IN");

export interface ReportFormState {
  dimension: ReportDimension;
  values: DayRange;
  preset: RangePreset | null;
  errors: { by?: string; from?: string; to?: string };
}

export function ReportForm({ state }: { state: ReportFormState }) {
  const { dimension, values, preset, errors } = state;
  const described = (field: "by") => (errors[field] ? { "aria-describedby": `report-${field}-error`, "aria-invalid": true } : {});
  const key = `${dimension}-${values.from}-${values.to}`;
  return (
    <Form method="get" aria-label="Choose a report" className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-seaglass-200">
      <div className="grid gap-3 sm:grid-cols-3 sm:items-start sm:gap-4">
        <div>
          <label htmlFor="report-by" className="field-label">
            Group leads by
          </label>
          <select id="report-by" name="by" defaultValue={dimension} key={`by-${key}`} className="field-input" {...described("by")}>
            {REPORT_DIMENSIONS.map((d) => (
              <option key={d} value={d}>
                {DIMENSION_LABELS[d]}
              </option>
            ))}
          </select>
          {errors.by ? (
            <p id="report-by-error" className="field-error">
              {errors.by}
            </p>
          ) : null}
        </div>
        <DateField name="from" label="From (India time)" value={values.from} error={errors.from} resetKey={key} />
        <DateField name="to" label="To (included)" value={values.to} error={errors.to} resetKey={key} />
      </div>
      {/* The first submit button is the one Enter presses: the typed dates, not a quick pick. */}
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className="btn-primary">
          Show report
        </button>
        <span className="px-1 text-sm text-muted" id="report-presets-label">
          or show:
        </span>
        <div role="group" aria-labelledby="report-presets-label" className="flex flex-wrap gap-2">
          {RANGE_PRESETS.map((p) => (
            <button
              key={p}
              type="submit"
              name="range"
              value={p}
              aria-pressed={p === preset}
              className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium ring-1 ${p === preset ? "bg-ocean-700 text-white ring-ocean-700" : "bg-white text-ocean-800 ring-seaglass-300 hover:bg-seaglass-50"}`}
            >
              {RANGE_PRESET_LABELS[p]}
            </button>
          ))}
        </div>
      </div>
    </Form>
  );
}

/** One end of the range, its message under it and named by it. */
function DateField(props: { name: "from" | "to"; label: string; value: string; error: string | undefined; resetKey: string }) {
  const id = `report-${props.name}`;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type="date"
        defaultValue={props.value}
        key={`${props.name}-${props.resetKey}`}
        className="field-input"
        {...(props.error ? { "aria-describedby": `${id}-error`, "aria-invalid": true } : {})}
      />
      {props.error ? (
        <p id={`${id}-error`} className="field-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

function Change({ row }: { row: ReportRow }) {
  const text = formatChange(row.change, row.changePercent);
  const tone = row.change > 0 ? "text-seaglass-800" : row.change < 0 ? "text-red-800" : "text-muted";
  return <span className={tone}>{text}</span>;
}

export function ReportTableView({
  dimension,
  range,
  previous,
  table,
  csvHref,
}: {
  dimension: ReportDimension;
  range: DayRange;
  previous: DayRange;
  table: ReportTable;
  csvHref: string;
}) {
  const max = Math.max(1, ...table.rows.map((r) => r.n));
  const heading = DIMENSION_HEADINGS[dimension];
  const caption = `Leads by ${heading.toLowerCase()} from ${rangeLabel(range)} (India time), compared with the ${NUMBER.format(rangeLength(range))} days before (${rangeLabel(previous)}). Answered: left “new”; booked: marked booked now.`;
  return (
    <section aria-labelledby="report-title" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="report-title" className="text-lg font-semibold text-ocean-950">
          Leads by {heading.toLowerCase()}, {rangeLabel(range)}
        </h2>
        <a href={csvHref} download className="btn-secondary">
          <Download className="size-4" aria-hidden="true" /> Download this table (CSV)
        </a>
      </div>
      {table.rows.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 text-muted ring-1 ring-seaglass-200">
          No leads arrived in this period or the one before it ({rangeLabel(previous)}).
        </p>
      ) : (
        <>
          <p aria-hidden="true" className="text-sm text-muted sm:hidden">
            {caption}
          </p>
          <div
            className="overflow-x-auto rounded-2xl bg-white ring-1 ring-seaglass-200"
            role="region"
            aria-labelledby="report-caption"
            tabIndex={0}
          >
            <table className="w-full min-w-[40rem] text-sm">
              {/* On a phone the table scrolls sideways: its caption is shown above it instead, where it wraps. */}
              <caption id="report-caption" className="sr-only text-start text-muted sm:not-sr-only">
                <span className="block p-4">{caption}</span>
              </caption>
              <thead className="bg-seaglass-50 text-start text-ocean-950">
                <tr>
                  <th scope="col" className="px-4 py-2 text-start font-semibold">
                    {heading}
                  </th>
                  <th scope="col" className="px-4 py-2 text-start font-semibold">
                    Leads
                  </th>
                  <th scope="col" className="px-4 py-2 text-end font-semibold">
                    Before
                  </th>
                  <th scope="col" className="px-4 py-2 text-end font-semibold">
                    Change
                  </th>
                  <th scope="col" className="px-4 py-2 text-end font-semibold">
                    Answered
                  </th>
                  <th scope="col" className="px-4 py-2 text-end font-semibold">
                    Booked
                  </th>
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.other ? "\u0000other" : row.key} className="border-t border-seaglass-100">
                    <th scope="row" className="max-w-[16rem] px-4 py-2 text-start font-medium break-words text-ocean-950">
                      <bdi>{row.label}</bdi>
                    </th>
                    <td className="px-4 py-2">
                      <div className="flex items-center gap-2">
                        <span className="w-12 shrink-0 text-end tabular-nums">{NUMBER.format(row.n)}</span>
                        <span aria-hidden="true" className="h-3 min-w-0 flex-1 rounded-sm bg-seaglass-100">
                          <span className="block h-3 rounded-sm bg-ocean-600" style={{ width: `${(100 * row.n) / max}%` }} />
                        </span>
                      </div>
                    </td>
                    <td className="px-4 py-2 text-end tabular-nums">{NUMBER.format(row.previous)}</td>
                    <td className="px-4 py-2 text-end whitespace-nowrap tabular-nums">
                      <Change row={row} />
                    </td>
                    <td className="px-4 py-2 text-end tabular-nums">{NUMBER.format(row.answered)}</td>
                    <td className="px-4 py-2 text-end tabular-nums">{NUMBER.format(row.booked)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t-2 border-seaglass-200 font-semibold text-ocean-950">
                <tr>
                  <th scope="row" className="px-4 py-2 text-start">
                    Total
                  </th>
                  <td className="px-4 py-2">
                    <span className="inline-block w-12 text-end tabular-nums">{NUMBER.format(table.total.n)}</span>
                  </td>
                  <td className="px-4 py-2 text-end tabular-nums">{NUMBER.format(table.total.previous)}</td>
                  <td className="px-4 py-2 text-end whitespace-nowrap tabular-nums">
                    <Change row={table.total} />
                  </td>
                  <td className="px-4 py-2 text-end tabular-nums">{NUMBER.format(table.total.answered)}</td>
                  <td className="px-4 py-2 text-end tabular-nums">{NUMBER.format(table.total.booked)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
