import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type ContentCoding, encodingQuality, negotiateEncoding } from "~/server/accept-encoding.server";
import { CORE_CODEPOINTS, unicodeRange } from "../../scripts/fonts/core-codepoints.ts";

const both = new Set<ContentCoding>(["br", "gzip"]);

describe("encodingQuality", () => {
  it("reads listed codings, q-values and the wildcard", () => {
    expect(encodingQuality("gzip, deflate, br, zstd", "br")).toBe(1);
    expect(encodingQuality("gzip;q=0.5, br;q=0.8", "gzip")).toBe(0.5);
    expect(encodingQuality("GZIP ; Q=0.3", "gzip")).toBe(0.3);
    expect(encodingQuality("*;q=0.2", "br")).toBe(0.2);
    expect(encodingQuality("br;q=0, *", "br")).toBe(0);
    expect(encodingQuality("identity", "gzip")).toBe(0);
    expect(encodingQuality("gzip;q=nonsense", "gzip")).toBe(0);
    expect(encodingQuality(undefined, "gzip")).toBe(0);
    expect(encodingQuality("", "br")).toBe(0);
  });
});

describe("negotiateEncoding", () => {
  it("prefers Brotli whatever the header's order, by q-value otherwise", () => {
    expect(negotiateEncoding("gzip, deflate, br", both)).toBe("br");
    expect(negotiateEncoding("br;q=0.4, gzip;q=0.9", both)).toBe("gzip");
    expect(negotiateEncoding("gzip, br;q=0", both)).toBe("gzip");
    expect(negotiateEncoding("*", both)).toBe("br");
  });

  it("sends only a copy that exists and is accepted", () => {
    expect(negotiateEncoding("br", new Set<ContentCoding>(["gzip"]))).toBeNull();
    expect(negotiateEncoding("gzip, br", new Set<ContentCoding>(["gzip"]))).toBe("gzip");
    expect(negotiateEncoding("identity", both)).toBeNull();
    expect(negotiateEncoding(undefined, both)).toBeNull();
  });
});

describe("the core font's characters", () => {
  it("collapses runs into a CSS unicode-range", () => {
    expect(unicodeRange([0x20, 0x21, 0x22, 0xa9, 0x2013, 0x2014])).toBe("U+20-22, U+A9, U+2013-2014");
    expect(unicodeRange([])).toBe("");
  });

  it("app.css claims exactly the characters the subset script keeps", () => {
    const css = readFileSync("app/app.css", "utf8");
    const face = css.match(/@font-face\s*{[^}]*inter-core-wght\.woff2[^}]*}/)?.[0] ?? "";
    const declared = face.match(/unicode-range:\s*([^;]+);/)?.[1]?.trim();
    expect(declared).toBe(unicodeRange(CORE_CODEPOINTS));
  });
});
