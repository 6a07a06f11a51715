import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { chooseEncoding, encodingQuality, type PrecompressedEncoding } from "~/server/precompressed.server";
import { CORE_CODEPOINTS, unicodeRange } from "../../scripts/fonts/core-codepoints.ts";

const both = new Set<PrecompressedEncoding>(["br", "gzip"]);

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

describe("chooseEncoding", () => {
  it("prefers Brotli whatever the header's order, by q-value otherwise", () => {
    expect(chooseEncoding("gzip, deflate, br", both)).toBe("br");
    expect(chooseEncoding("br;q=0.4, gzip;q=0.9", both)).toBe("gzip");
    expect(chooseEncoding("gzip, br;q=0", both)).toBe("gzip");
    expect(chooseEncoding("*", both)).toBe("br");
  });

  it("sends only a copy that exists and is accepted", () => {
    expect(chooseEncoding("br", new Set<PrecompressedEncoding>(["gzip"]))).toBeNull();
    expect(chooseEncoding("gzip, br", new Set<PrecompressedEncoding>(["gzip"]))).toBe("gzip");
    expect(chooseEncoding("identity", both)).toBeNull();
    expect(chooseEncoding(undefined, both)).toBeNull();
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
