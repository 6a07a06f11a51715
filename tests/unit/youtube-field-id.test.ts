// A YouTube field's input has the id the error summary links to, at any depth of a form
// (fieldId: "faqs.0.video" → "doc-faqs-0-video"), with its label and notes wired to it.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { YouTubeField } from "~/components/admin/document-form/choice-fields";
import { fieldId } from "~/components/admin/document-form/field-id";
import { f } from "~/content-types/fields";

const spec = f.youtube("Video", { help: "A YouTube address.", invalid: "That address gives no video." });
const render = (name: string, error?: string) => renderToStaticMarkup(createElement(YouTubeField, { field: spec, name, value: "", error }));

describe("YouTubeField", () => {
  it("gives a nested field the id the error summary links to", () => {
    const html = render("faqs.0.video", "That address gives no video.");
    const id = fieldId("faqs.0.video");
    expect(id).toBe("doc-faqs-0-video");
    expect(html).toContain(`<label for="${id}"`);
    expect(html).toMatch(new RegExp(`<input[^>]* id="${id}"`));
    expect(html).toContain(`aria-describedby="${id}-hint ${id}-error"`);
    expect(html).toContain(`id="${id}-error"`);
  });

  it("keeps a top-level field's id as before", () => {
    expect(render("youtubeUrl")).toMatch(/<input[^>]* id="doc-youtubeUrl"/);
  });
});
