import { describe, expect, it } from "vitest";
import { callsOffSchedule, changedColumns, rebaseDraft } from "~/lib/record-drafts";

describe("rebaseDraft", () => {
  const source = { name: "Asha V.", sort_order: 3, faqs: [{ q: "How long?", a: "An hour." }], is_active: true };

  it("keeps a change published meanwhile to a column the draft did not touch (a move in the list)", () => {
    const draft = { ...source, name: "Asha Varma" };
    const current = { ...source, sort_order: 1 };
    expect(rebaseDraft(draft, source, current)).toEqual({ ...source, name: "Asha Varma", sort_order: 1 });
  });

  it("lets the draft win on a column both changed, and compares lists and objects by value", () => {
    const draft = { ...source, sort_order: 5, faqs: [{ q: "How long?", a: "An hour." }] };
    const current = { ...source, sort_order: 1, faqs: [{ q: "How long?", a: "Ninety minutes." }] };
    expect(rebaseDraft(draft, source, current)).toEqual({ ...current, sort_order: 5 });
  });

  it("takes a draft kept without its source whole", () => {
    const draft = { ...source, name: "Asha Varma" };
    expect(rebaseDraft(draft, null, { ...source, sort_order: 1 })).toEqual(draft);
  });
});

describe("a change made now and a version scheduled for later", () => {
  const source = { id: 3, title: "Cryotherapy", sort_order: 2, short_description: "Cold." };
  const scheduled = { data: { ...source, title: "Whole-body cryotherapy" }, source };

  it("lists the columns that differ, a column missing on one side included", () => {
    expect(changedColumns({ a: 1, b: [1, 2], c: null }, { a: 1, b: [2, 1], d: "x" })).toEqual(["b", "c", "d"]);
    expect(changedColumns({ a: { x: 1 } }, { a: { x: 1 } })).toEqual([]);
  });

  it("calls it off when both change a column, not when the change is elsewhere", () => {
    expect(callsOffSchedule(scheduled, { before: source, after: { ...source, title: "Cryo" } })).toBe(true);
    // The therapy moved up the list: the schedule keeps its time, and later changes only its title.
    expect(callsOffSchedule(scheduled, { before: source, after: { ...source, sort_order: 1 } })).toBe(false);
  });

  it("calls it off when either change is not known column by column: a version kept without its source, a deleted row, no earlier state", () => {
    expect(callsOffSchedule({ data: scheduled.data, source: null }, { before: source, after: { ...source, sort_order: 1 } })).toBe(true);
    expect(callsOffSchedule(scheduled, { before: source, after: null })).toBe(true);
    expect(callsOffSchedule(scheduled, { before: null, after: { ...source, sort_order: 1 } })).toBe(true);
  });
});
