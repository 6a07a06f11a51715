// A bar chart drawn on the server as SVG (issue 15 item 5): stacked when there are several
// series. No chart script: the picture is markup, its legend is HTML, and its figures are a
// table under it for screen readers and for anyone who would rather read.
import { bucketTotals, niceTicks, type Series } from "~/lib/reports";

/** Fill and legend swatch per series, in order; written out whole so Tailwind sees them. */
const COLOURS = [
  { fill: "fill-ocean-700", swatch: "bg-ocean-700" },
  { fill: "fill-sand-500", swatch: "bg-sand-500" },
  { fill: "fill-coral-700", swatch: "bg-coral-700" },
  { fill: "fill-ocean-500", swatch: "bg-ocean-500" },
  { fill: "fill-muted", swatch: "bg-muted" },
] as const;

const W = 340;
const H = 180;
const LEFT = 34;
const RIGHT = 14;
const TOP = 8;
const BOTTOM = 22;

export interface BarChartProps {
  id: string;
  /** What the chart shows, read first by a screen reader ("Leads per week by form"). */
  label: string;
  buckets: readonly string[];
  bucketLabel: (bucket: string) => string;
  /** Longer name of a bucket for the table and tooltips ("Week of 7 Sept"). */
  bucketName?: (bucket: string) => string;
  series: readonly Series[];
  /** The table's first column heading. */
  bucketHeading: string;
  format?: (value: number) => string;
  /** The axis's figures, when they read differently from the bars' (default: format). */
  tickFormat?: (value: number) => string;
  /** Label only every n-th bucket on the axis (28 days would overlap). */
  labelEvery?: number;
  /** Hide the legend when one series says it all. */
  legend?: boolean;
}

export function BarChart({
  id,
  label,
  buckets,
  bucketLabel,
  bucketName = bucketLabel,
  series,
  bucketHeading,
  format = String,
  tickFormat = format,
  labelEvery = 1,
  legend = series.length > 1,
}: BarChartProps) {
  const totals = bucketTotals(series, buckets);
  const ticks = niceTicks(Math.max(0, ...totals));
  const top = ticks.at(-1) ?? 1;
  const plotW = W - LEFT - RIGHT;
  const plotH = H - TOP - BOTTOM;
  const band = plotW / Math.max(1, buckets.length);
  const barW = Math.max(2, band * 0.7);
  const y = (value: number) => TOP + plotH - (plotH * value) / top;
  const grand = totals.reduce((a, b) => a + b, 0);

  return (
    <figure aria-labelledby={`${id}-caption`} className="space-y-3">
      <figcaption id={`${id}-caption`} className="sr-only">
        {label}
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`${label}: ${format(grand)} in all. The table below lists every figure.`}
        // The figures scale with the picture: larger units on a phone, where it is drawn smallest.
        className="h-auto w-full max-w-2xl text-[12px] text-muted md:text-[9px]"
        data-chart={id}
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={LEFT} x2={W - RIGHT} y1={y(t)} y2={y(t)} className="stroke-seaglass-200" strokeWidth={t === 0 ? 1 : 0.5} />
            <text x={LEFT - 4} y={y(t) + 3.5} textAnchor="end" className="fill-current">
              {tickFormat(t)}
            </text>
          </g>
        ))}
        {buckets.map((bucket, i) => {
          const x = LEFT + i * band + (band - barW) / 2;
          let base = 0;
          return (
            <g key={bucket}>
              <title>{`${bucketName(bucket)}: ${format(totals[i]!)}${
                series.length > 1
                  ? ` (${series
                      .filter((s) => s.values[i]! > 0)
                      .map((s) => `${s.label} ${format(s.values[i]!)}`)
                      .join(", ")})`
                  : ""
              }`}</title>
              {series.map((s, si) => {
                const value = s.values[i]!;
                if (value <= 0) return null;
                const y0 = y(base);
                base += value;
                const y1 = y(base);
                return (
                  <rect
                    key={s.key}
                    x={x}
                    y={y1}
                    width={barW}
                    height={Math.max(0.5, y0 - y1)}
                    className={`${COLOURS[si % COLOURS.length]!.fill} stroke-white`}
                    strokeWidth={0.5}
                  />
                );
              })}
              {i % labelEvery === (buckets.length - 1) % labelEvery ? (
                <text x={LEFT + i * band + band / 2} y={H - 8} textAnchor="middle" className="fill-current">
                  {bucketLabel(bucket)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      {legend ? (
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm" aria-label="Legend">
          {series.map((s, si) => (
            <li key={s.key} className="flex items-center gap-2">
              <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${COLOURS[si % COLOURS.length]!.swatch}`} />
              <span>{s.label}</span>
              <span className="text-muted">{format(s.total)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <details className="text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-ocean-700 underline-offset-2 hover:underline">
          Show the figures as a table
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="min-w-full text-left" data-chart-table={id}>
            <caption className="sr-only">{label}</caption>
            <thead>
              <tr className="border-b border-seaglass-200">
                <th scope="col" className="py-2 pe-4 font-semibold">
                  {bucketHeading}
                </th>
                {series.length > 1
                  ? series.map((s) => (
                      <th key={s.key} scope="col" className="py-2 pe-4 text-end font-semibold">
                        {s.label}
                      </th>
                    ))
                  : null}
                <th scope="col" className="py-2 text-end font-semibold">
                  {series.length > 1 ? "Total" : (series[0]?.label ?? "Total")}
                </th>
              </tr>
            </thead>
            <tbody>
              {buckets.map((bucket, i) => (
                <tr key={bucket} className="border-b border-seaglass-100">
                  <th scope="row" className="py-1.5 pe-4 font-normal">
                    {bucketName(bucket)}
                  </th>
                  {series.length > 1
                    ? series.map((s) => (
                        <td key={s.key} className="py-1.5 pe-4 text-end tabular-nums">
                          {format(s.values[i]!)}
                        </td>
                      ))
                    : null}
                  <td className="py-1.5 text-end tabular-nums">{format(totals[i]!)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
