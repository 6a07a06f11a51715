import { describe, expect, it } from "vitest";
import { can, roleLabel, safeRedirect } from "~/lib/permissions";

describe("can", () => {
  it("lets admins do everything and editors everything but staff and exports", () => {
    expect(can("admin", "staff:manage")).toBe(true);
    expect(can("admin", "inquiries:export")).toBe(true);
    expect(can("editor", "content:manage")).toBe(true);
    expect(can("editor", "inquiries:manage")).toBe(true);
    expect(can("editor", "staff:manage")).toBe(false);
    expect(can("editor", "inquiries:export")).toBe(false);
  });
  it("capitalises the role for display", () => {
    expect(roleLabel("editor")).toBe("Editor");
  });
});

describe("safeRedirect", () => {
  it.each([
    ["/admin/therapies", "/admin/therapies"],
    ["/admin/gallery?category=Staff#x", "/admin/gallery?category=Staff#x"],
    [null, "/admin"],
    ["", "/admin"],
    ["https://evil.example/admin", "/admin"],
    ["//evil.example/admin", "/admin"],
    ["/\\evil.example", "/admin"],
    ["admin", "/admin"],
    ["javascript:alert(1)", "/admin"],
    // The outside scan's cases: each normalises to "//evil.example…" (another host).
    ["/.//evil.example/phish", "/admin"],
    ["/a/..//evil.example/x", "/admin"],
    ["/admin/../\\evil.example", "/admin"],
    ["/./\\evil.example", "/admin"],
    ["/\t/evil.example", "/admin"],
    ["/\n/evil.example", "/admin"],
    ["/admin/%2F%2Fevil.example", "/admin/%2F%2Fevil.example"],
    ["/admin/./gallery/../youtube", "/admin/youtube"],
  ])("%s → %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
