import { describe, expect, it } from "vitest";
import { rebaseDraft } from "~/lib/record-drafts";

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
