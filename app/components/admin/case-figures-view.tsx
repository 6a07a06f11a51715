// The Reports page's international cases (issue 48 item 7): the period's figures in four plain
// tiles, then a table of its weeks with the countries and languages cases came from.
import { countryLabel } from "~/lib/country-label";
import { type CaseFigures, type DurationFigure } from "~/lib/case-figures";
import { formatRate, percent } from "~/lib/booking-funnel";
import { type DayRange, rangeLabel } from "~/lib/report-range";
import { None, ScrollTable } from "./booking-funnel-view";

const NUMBER = new Intl.NumberFormat("en-IN");
const LANGUAGE = new Intl.DisplayNames(["en"], { type: "language", fallback: "code" });

const countryName = (value: string) => countryLabel(value) ?? value;

const listed = (pairs: [string, number][], name: (v: string) => string) => pairs.map(([v, count]) => `${name(v)} ${count}`).join(", ");

function Tile({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="rounded-2xl bg-white p-4 ring-1 ring-seaglass-200">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-ocean-950 tabular-nums">{value}</dd>
      <dd className="mt-1 text-sm text-muted">{detail}</dd>
    </div>
  );
}

function durationTile(figure: DurationFigure, promise: string) {
  if (figure.done === 0 || figure.medianHours === null) return { value: "—", detail: "None yet in this period." };
  return {
    value: `${figure.medianHours} h`,
    detail: `Median of ${NUMBER.format(figure.done)}; ${formatRate(percent(figure.withinPromise, figure.done))} within ${promise}.`,
  };
}

export function CaseFiguresView({
  range,
  figures,
  hours,
}: {
  range: DayRange;
  figures: CaseFigures & { partial: boolean };
  hours: { firstAnswer: number; plan: number };
}) {
  const first = durationTile(figures.firstAnswer, `${hours.firstAnswer} h`);
  const plan = durationTile(figures.plan, `${hours.plan} h`);
  const { planSent, accepted } = figures.acceptance;
  return (
    <section aria-labelledby="case-figures-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="case-figures-title" className="text-lg font-semibold text-ocean-950">
          International cases, {rangeLabel(range)}
        </h2>
        <p className="max-w-prose text-sm text-muted">
          Requests for a treatment plan received in these days (India time), and how the desk answered them so far. The time to the plan
          counts from complete records and leaves out the time spent waiting on the patient. No patient&apos;s details are read.
        </p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Tile
          label="Cases received"
          value={NUMBER.format(figures.total)}
          detail={figures.partial ? "Too many to count all: partial." : "In these days."}
        />
        <Tile label="Time to first answer" value={first.value} detail={first.detail} />
        <Tile label="Time to plan" value={plan.value} detail={plan.detail} />
        <Tile
          label="Plans accepted"
          value={planSent === 0 ? "—" : formatRate(percent(accepted, planSent))}
          detail={
            planSent === 0 ? "No plan sent yet for these cases." : `${NUMBER.format(accepted)} of ${NUMBER.format(planSent)} plans sent.`
          }
        />
      </dl>
      {figures.weeks.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 text-muted ring-1 ring-seaglass-200">No case arrived in this period.</p>
      ) : (
        <ScrollTable
          id="case-weeks-caption"
          caption="Cases per week (weeks start on Monday), by country and by language."
          minWidth="min-w-[36rem]"
        >
          <thead className="bg-seaglass-50 text-ocean-950">
            <tr>
              <th scope="col" className="px-4 py-2 text-start font-semibold">
                Week of
              </th>
              <th scope="col" className="px-4 py-2 text-end font-semibold">
                Cases
              </th>
              <th scope="col" className="px-4 py-2 text-start font-semibold">
                Countries
              </th>
              <th scope="col" className="px-4 py-2 text-start font-semibold">
                Languages
              </th>
            </tr>
          </thead>
          <tbody>
            {figures.weeks.map((w) => (
              <tr key={w.week} className="border-t border-seaglass-100">
                <th scope="row" className="px-4 py-2 text-start font-medium whitespace-nowrap text-ocean-950">
                  {w.week}
                </th>
                <td className="px-4 py-2 text-end tabular-nums">{NUMBER.format(w.total)}</td>
                <td className="px-4 py-2">{w.byCountry.length ? <bdi>{listed(w.byCountry, countryName)}</bdi> : <None />}</td>
                <td className="px-4 py-2">{listed(w.byLanguage, (l) => LANGUAGE.of(l) ?? l)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}
