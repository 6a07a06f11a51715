// The Reports page's international cases (issue 48 item 7): the cases received in a period with
// their moments and changes of state, for app/lib/case-figures.ts. The sealed details are never
// read: only the country, the language and the clocks' moments.
import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import { rangeInstants } from "~/lib/booking-funnel";
import type { CaseState } from "~/lib/case-desk";
import { caseFigures, type CaseFigureInput, type CaseFigures } from "~/lib/case-figures";
import type { DayRange } from "~/lib/report-range";
import { readClockHours } from "../cases/case-records.server";
import type { Db } from "../db/client.server";
import { caseEvents, cases } from "../db/schema.server";

/** A clinic receives tens of cases a month; past this a period's figures say they are partial. */
export const CASE_FIGURES_LIMIT = 20_000;

export async function buildCaseFigures(db: Db, range: DayRange): Promise<CaseFigures & { partial: boolean }> {
  const { start, end } = rangeInstants(range);
  const [rows, hours] = await Promise.all([
    db
      .select({
        id: cases.id,
        submittedAt: cases.submittedAt,
        country: cases.country,
        locale: cases.locale,
        firstAnsweredAt: cases.firstAnsweredAt,
        planSentAt: cases.planSentAt,
        acceptedAt: cases.acceptedAt,
      })
      .from(cases)
      .where(and(gte(cases.submittedAt, start), lt(cases.submittedAt, end)))
      .orderBy(asc(cases.submittedAt))
      .limit(CASE_FIGURES_LIMIT + 1),
    readClockHours(db),
  ]);
  const partial = rows.length > CASE_FIGURES_LIMIT;
  const kept = rows.slice(0, CASE_FIGURES_LIMIT);
  // Only the plan's duration needs the history, and only of the cases whose plan was sent.
  const withPlan = kept.filter((r) => r.planSentAt).map((r) => r.id);
  const changes = new Map<number, { to: CaseState; at: Date }[]>();
  for (let i = 0; i < withPlan.length; i += 1000) {
    const events = await db
      .select({ caseId: caseEvents.caseId, to: caseEvents.toValue, at: caseEvents.at })
      .from(caseEvents)
      .where(and(inArray(caseEvents.caseId, withPlan.slice(i, i + 1000)), eq(caseEvents.kind, "state")))
      .orderBy(asc(caseEvents.at), asc(caseEvents.id));
    for (const e of events) {
      if (!e.to) continue;
      const list = changes.get(e.caseId) ?? [];
      list.push({ to: e.to as CaseState, at: e.at });
      changes.set(e.caseId, list);
    }
  }
  const input: CaseFigureInput[] = kept.map(({ id, ...r }) => ({ ...r, changes: changes.get(id) ?? [] }));
  return { ...caseFigures(input, hours), partial };
}
