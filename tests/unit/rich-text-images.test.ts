import { describe, expect, it } from "vitest";
import { dataImageMessage, hasDataImage } from "~/lib/rich-text-images";

describe("hasDataImage", () => {
  it.each([
    ['<p><img src="data:image/png;base64,iVBORw0KGgo=" alt=""></p>', true],
    ["<IMG alt='x' SRC='DATA:image/jpeg;base64,/9j/'>", true],
    ["<img src = data:image/webp;base64,UklGR>", true],
    ['<img src="/media/ab/cd-960.webp" alt="x">', false],
    ['<a href="data:text/plain,hi">data:</a><p>src="data:"</p>', false],
    ["", false],
  ])("%s → %s", (html, expected) => {
    expect(hasDataImage(html)).toBe(expected);
  });

  it("names the field in its message", () => {
    expect(dataImageMessage("What it is")).toMatch(/^What it is: /);
  });
});

describe("a document's rich-text field", () => {
  it("refuses a data: image with a message naming the field, and accepts the site's own image", async () => {
    const { f } = await import("~/content-types/fields");
    const field = f.richtext("Professional summary");
    const refused = field.schema.safeParse('<p>Hi</p><img src="data:image/png;base64,iVBORw0KGgo=">');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/^Professional summary: an image is pasted into the text as data/);
    expect(field.schema.safeParse('<p>Hi</p><img src="/media/abc/960.webp" alt="Dr. Rao">').success).toBe(true);
  });
});
