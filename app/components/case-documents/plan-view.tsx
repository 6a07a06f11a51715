// A plan version and its estimate, read-only (issue 48 item 4): the desk shows it in English; the
// patient's page passes its own words (its catalogue's), so one layout serves both. The figures
// come from app/lib/case-estimate, as the PDF's do.
import {
  formatDay,
  formatIndicative,
  formatInr,
  formatInrRange,
  formatRate,
  type EstimateLine,
  type EstimateTotals,
  type IndicativeRange,
  lineAmounts,
  planFigures,
  type PlanVersionView,
  quantityText,
} from "~/lib/case-estimate";

export interface PlanWords {
  provisionalNote: string;
  findings: string;
  treatment: string;
  therapy: string;
  sessions: string;
  notes: string;
  stay: (days: number) => string;
  doctor: (name: string) => string;
  estimate: string;
  item: string;
  unitPrice: string;
  quantity: string;
  from: string;
  to: string;
  total: string;
  /** The rupee range, said whole (the page's words carry their own number format). */
  estimatedCost: (totals: EstimateTotals) => string;
  /** "about …" in the patient's currency at the dated rate. */
  indicative: (range: IndicativeRange) => string;
  included: string;
  notIncluded: string;
  validUntil: (day: string) => string;
  notABill: string;
  resultsVary: string;
  quantityOf: (line: EstimateLine) => string;
  day: (day: string) => string;
}

export const PLAN_WORDS_EN: PlanWords = {
  provisionalNote:
    "This plan is provisional. It is based on the medical records sent to the clinic and will be confirmed or changed at the first consultation in person. It is not a diagnosis.",
  findings: "Provisional findings",
  treatment: "Planned treatment",
  therapy: "Therapy",
  sessions: "Sessions",
  notes: "Notes",
  stay: (days) => `Expected length of stay: ${days} ${days === 1 ? "day" : "days"}.`,
  doctor: (name) => `Reviewing doctor: ${name}.`,
  estimate: "Estimate",
  item: "Item",
  unitPrice: "Unit price",
  quantity: "Quantity",
  from: "From",
  to: "To",
  total: "Total",
  estimatedCost: (totals) => `Estimated cost: ${formatInrRange(totals.lowInr, totals.highInr)}.`,
  indicative: (range) =>
    `Indicative amount: ${formatIndicative(range)}, ${formatRate(range.rate)}. Rates change; the clinic charges in Indian rupees.`,
  included: "Included",
  notIncluded: "Not included",
  validUntil: (day) => `This estimate is valid until ${day}.`,
  notABill: "This estimate is not a bill or a guarantee. The final cost depends on the treatment actually needed once the patient is seen.",
  resultsVary: "Results vary from person to person.",
  quantityOf: quantityText,
  day: formatDay,
};

export function PlanView({
  plan,
  words = PLAN_WORDS_EN,
  headingLevel = 3,
  idPrefix = "plan",
}: {
  plan: PlanVersionView;
  words?: PlanWords;
  /** The level of the plan's own headings (the page's structure decides). */
  headingLevel?: 2 | 3 | 4;
  /** Keeps ids unique where several versions are shown. */
  idPrefix?: string;
}) {
  const H = `h${headingLevel}` as "h2" | "h3" | "h4";
  const body = plan.body;
  const { totals, indicative } = planFigures(body);
  const id = `${idPrefix}-${plan.version}`;
  return (
    <div className="space-y-5" data-plan-version={plan.version}>
      <div data-plan-part="findings">
        <H id={`${id}-findings`} className="font-semibold text-ocean-950">
          {words.findings}
        </H>
        <p dir="auto" className="mt-1 whitespace-pre-line text-ink">
          {body.summary}
        </p>
        <p className="mt-2 text-sm text-muted">{words.provisionalNote}</p>
      </div>

      <div data-plan-part="treatment">
        <H id={`${id}-treatment`} className="font-semibold text-ocean-950">
          {words.treatment}
        </H>
        {/* A region of its own: scrolled sideways on a phone, reachable by keyboard. */}
        <div className="mt-2 overflow-x-auto" role="region" tabIndex={0} aria-labelledby={`${id}-treatment`}>
          <table className="w-full min-w-[18rem] text-sm">
            <thead>
              <tr className="border-b border-ocean-700 text-start text-muted">
                <th scope="col" className="py-1.5 pe-3 text-start font-medium">
                  {words.therapy}
                </th>
                <th scope="col" className="py-1.5 pe-3 text-end font-medium">
                  {words.sessions}
                </th>
                <th scope="col" className="py-1.5 text-start font-medium">
                  {words.notes}
                </th>
              </tr>
            </thead>
            <tbody>
              {body.therapies.map((t, i) => (
                <tr key={i} className="border-b border-seaglass-200">
                  <th scope="row" className="py-1.5 pe-3 text-start font-normal">
                    <bdi>{t.name}</bdi>
                  </th>
                  <td className="py-1.5 pe-3 text-end tabular-nums">{t.sessions}</td>
                  <td className="py-1.5">
                    <bdi>{t.notes}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-2 text-ink">
          {words.stay(body.stayDays)} {body.doctor ? words.doctor(body.doctor.name) : null}
        </p>
      </div>

      <div data-plan-part="estimate">
        <H id={`${id}-estimate`} className="font-semibold text-ocean-950">
          {words.estimate}
        </H>
        {/* On a phone, each line as a short block; from a tablet's width up, the table. */}
        <ul className="mt-2 divide-y divide-seaglass-200 text-sm sm:hidden" data-estimate-list>
          {body.lines.map((l, i) => {
            const a = lineAmounts(l);
            return (
              <li key={i} className="py-2">
                <p className="font-medium text-ink">
                  <bdi>{l.name}</bdi>
                </p>
                <p className="text-muted">
                  {words.quantityOf(l)} · {words.unitPrice}: <bdi className="whitespace-nowrap">{formatInr(l.unitInr)}</bdi>
                </p>
                <p className="tabular-nums">
                  {words.from}: <bdi className="whitespace-nowrap">{formatInr(a.lowInr)}</bdi> · {words.to}:{" "}
                  <bdi className="whitespace-nowrap">{formatInr(a.highInr)}</bdi>
                </p>
              </li>
            );
          })}
          <li className="py-2 font-semibold tabular-nums">
            {words.total} — {words.from}: <bdi className="whitespace-nowrap">{formatInr(totals.lowInr)}</bdi> · {words.to}:{" "}
            <bdi className="whitespace-nowrap">{formatInr(totals.highInr)}</bdi>
          </li>
        </ul>
        <div className="mt-2 hidden overflow-x-auto sm:block" role="region" tabIndex={0} aria-labelledby={`${id}-estimate`}>
          <table className="w-full min-w-[36rem] text-sm" data-estimate-lines>
            <thead>
              <tr className="border-b border-ocean-700 text-muted">
                <th scope="col" className="py-1.5 pe-3 text-start font-medium">
                  {words.item}
                </th>
                <th scope="col" className="py-1.5 pe-3 text-end font-medium">
                  {words.unitPrice}
                </th>
                <th scope="col" className="py-1.5 pe-3 text-start font-medium">
                  {words.quantity}
                </th>
                <th scope="col" className="py-1.5 pe-3 text-end font-medium">
                  {words.from}
                </th>
                <th scope="col" className="py-1.5 text-end font-medium">
                  {words.to}
                </th>
              </tr>
            </thead>
            <tbody>
              {body.lines.map((l, i) => {
                const a = lineAmounts(l);
                return (
                  <tr key={i} className="border-b border-seaglass-200">
                    <th scope="row" className="py-1.5 pe-3 text-start font-normal">
                      <bdi>{l.name}</bdi>
                    </th>
                    <td className="py-1.5 pe-3 text-end tabular-nums whitespace-nowrap">{formatInr(l.unitInr)}</td>
                    <td className="py-1.5 pe-3">{words.quantityOf(l)}</td>
                    <td className="py-1.5 pe-3 text-end tabular-nums whitespace-nowrap">{formatInr(a.lowInr)}</td>
                    <td className="py-1.5 text-end tabular-nums whitespace-nowrap">{formatInr(a.highInr)}</td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <th scope="row" colSpan={3} className="py-1.5 pe-3 text-start">
                  {words.total}
                </th>
                <td className="py-1.5 pe-3 text-end tabular-nums whitespace-nowrap">{formatInr(totals.lowInr)}</td>
                <td className="py-1.5 text-end tabular-nums whitespace-nowrap">{formatInr(totals.highInr)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        <p className="mt-2 font-semibold text-ink" data-estimate-range>
          {words.estimatedCost(totals)}
        </p>
        {indicative ? (
          <p className="mt-1 text-sm text-muted" data-estimate-indicative>
            {words.indicative(indicative)}
          </p>
        ) : null}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TermsList part="included" id={`${id}-included`} H={H} title={words.included} items={body.inclusions} />
        <TermsList part="excluded" id={`${id}-excluded`} H={H} title={words.notIncluded} items={body.exclusions} />
      </div>

      <ul className="space-y-1 rounded-lg bg-sand-50 p-3 text-sm text-ink">
        <li>{words.validUntil(words.day(plan.validUntil))}</li>
        <li>{words.notABill}</li>
        <li>{words.resultsVary}</li>
      </ul>
    </div>
  );
}

/** What the estimate includes, or leaves out: a heading and its list, nothing when it is empty. */
function TermsList(props: { part: "included" | "excluded"; id: string; H: "h2" | "h3" | "h4"; title: string; items: readonly string[] }) {
  const { H } = props;
  if (props.items.length === 0) return null;
  return (
    <div data-plan-part={props.part}>
      <H id={props.id} className="font-semibold text-ocean-950">
        {props.title}
      </H>
      <ul className="mt-1 list-disc ps-5 text-sm text-ink">
        {props.items.map((x, i) => (
          <li key={i}>
            <bdi>{x}</bdi>
          </li>
        ))}
      </ul>
    </div>
  );
}
