import { describe, expect, it } from "vitest";
import { newInquiryReference, normalizeReference } from "~/lib/inquiry-reference";

describe("newInquiryReference", () => {
  it("spells six random bytes in Crockford's alphabet behind the prefix", () => {
    expect(newInquiryReference((b) => b.fill(0))).toBe("SAM-000000");
    expect(newInquiryReference((b) => b.fill(31))).toBe("SAM-ZZZZZZ");
    expect(newInquiryReference((b) => b.fill(255))).toBe("SAM-ZZZZZZ");
  });
  it("differs from one call to the next", () => {
    const seen = new Set(Array.from({ length: 200 }, () => newInquiryReference()));
    expect(seen.size).toBe(200);
    for (const ref of seen) expect(ref).toMatch(/^SAM-[0-9A-HJKMNP-TV-Z]{6}$/);
  });
});

describe("normalizeReference", () => {
  it("reads a reference however it was typed", () => {
    expect(normalizeReference("sam-7k3qx2")).toBe("SAM-7K3QX2");
    expect(normalizeReference(" 7K3 QX2 ")).toBe("SAM-7K3QX2");
    expect(normalizeReference("SAM-7K3OXI")).toBe("SAM-7K30X1");
  });
  it("is null for text that cannot be one", () => {
    expect(normalizeReference("kumar")).toBeNull();
    expect(normalizeReference("SAM-7K3Q")).toBeNull();
    expect(normalizeReference("SAM-7K3QU2")).toBeNull();
  });
});
