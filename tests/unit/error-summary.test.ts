import { describe, expect, it } from "vitest";
import { summaryLabel, summaryLine } from "~/lib/error-summary";

describe("the older editors' error summary lines", () => {
  const labels = {
    sortOrder: "Sort order",
    faqs: "FAQs",
    "faqs.*": "Question",
    "faqs.*.answer": "answer",
    benefits: "Key benefits",
    "benefits.*": "Benefit",
  };
  it("put the field's label before its message", () => {
    expect(summaryLine(summaryLabel(labels, "sortOrder"), "Enter a whole number from 0 to 9999.")).toBe(
      "Sort order: enter a whole number from 0 to 9999.",
    );
  });
  it("name a list's item by its number", () => {
    expect(summaryLine(summaryLabel(labels, "faqs.2.answer"), "Add the answer, or clear the question too.")).toBe(
      "Question 3, answer: add the answer, or clear the question too.",
    );
    expect(summaryLabel(labels, "benefits.0")).toBe("Benefit 1");
  });
  it("keep a message that already names its field, and a name's capital", () => {
    expect(summaryLine("Title", "Title: too long.")).toBe("Title: too long.");
    expect(summaryLine("YouTube video", "YouTube links only.")).toBe("YouTube video: YouTube links only.");
    expect(summaryLine(undefined, "Something went wrong.")).toBe("Something went wrong.");
  });
});
