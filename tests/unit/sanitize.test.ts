import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "~/server/sanitize.server";

describe("sanitizeRichText", () => {
  it("keeps the formatting staff use", () => {
    const html = "<p><strong>Bold</strong> and <em>italic</em></p><ol><li>One</li></ol><h3>Title</h3>";
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ["<p>Hi</p><script>alert(1)</script>", "<p>Hi</p>"],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', "<a>x</a>"],
    ['<a href="vbscript:msgbox(1)">x</a>', "<a>x</a>"],
    ['<svg onload="alert(1)"><circle /></svg>', ""],
    ['<iframe src="https://evil.example"></iframe>', ""],
    ['<p style="background:url(javascript:alert(1))">x</p>', "<p>x</p>"],
    ['<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">', ""],
    ['<a href="//evil.example">x</a>', "<a>x</a>"],
  ])("neutralises %s", (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it("allows the SPEC §5 schemes", () => {
    expect(sanitizeRichText('<a href="https://a.example">a</a>')).toBe('<a href="https://a.example">a</a>');
    expect(sanitizeRichText('<a href="mailto:care@samudra-rehab.example">m</a>')).toContain('href="mailto:');
    expect(sanitizeRichText('<a href="tel:+919000011001">t</a>')).toContain('href="tel:+919000011001"');
    expect(sanitizeRichText('<img src="https://a.example/x.png" alt="x">')).toBe('<img src="https://a.example/x.png" alt="x" />');
  });

  it("never keeps a data: image in what is stored; a page may still show an old raster one", () => {
    const png = "data:image/png;base64,iVBORw0KGgo=";
    expect(sanitizeRichText(`<p>a</p><img src="${png}" alt=""><img src=" DATA:image/jpeg;base64,/9j/">`)).toBe("<p>a</p>");
    expect(sanitizeRichText(`<img src="${png}" alt="">`, { legacyDataImages: true })).toContain(png);
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">', { legacyDataImages: true })).toBe("");
  });

  it("makes new-tab links safe", () => {
    expect(sanitizeRichText('<a href="https://a.example" target="_blank">a</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });
});
