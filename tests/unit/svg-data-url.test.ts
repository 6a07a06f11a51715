import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { svgDataUrl } from "~/lib/svg-data-url";

describe("svgDataUrl", () => {
  it("encodes what a URL cannot hold and keeps the rest readable", () => {
    expect(svgDataUrl('<svg viewBox="0 0 8 8"><rect fill="#0f5e63" width="100%"/></svg>\n')).toBe(
      "data:image/svg+xml,%3Csvg%20viewBox='0%200%208%208'%3E%3Crect%20fill='%230f5e63'%20width='100%25'/%3E%3C/svg%3E",
    );
  });

  it("collapses the file's line breaks and indentation", () => {
    expect(svgDataUrl("<svg>\n  <g/>\n</svg>")).toBe("data:image/svg+xml,%3Csvg%3E%20%3Cg/%3E%20%3C/svg%3E");
  });

  it("decodes back to the same image", () => {
    const svg = readFileSync("public/favicon.svg", "utf8").trim();
    const url = svgDataUrl(svg);
    expect(url).not.toMatch(/[#"<>\s]/);
    expect(decodeURIComponent(url.slice("data:image/svg+xml,".length))).toBe(svg.replace(/"/g, "'"));
  });
});
