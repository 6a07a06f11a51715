import { describe, expect, it } from "vitest";
import { siteLocation } from "~/lib/site-location";

const SITE = "https://clinic.example";
/** The host a browser would go to on reading `location` on a page of the site. */
const hostOf = (location: string) => new URL(location, `${SITE}/admin/inquiries`).host;

describe("siteLocation", () => {
  it.each([
    // serve-static's directory redirect of the raw target "/\evil.example/%2e%2e" (issue 49)
    ["/\\evil.example/%2e%2e/", "/"],
    ["/\\evil.example/", "/evil.example/"],
    ["\\\\evil.example/x", "/evil.example/x"],
    ["\\/evil.example", "/evil.example"],
    ["//evil.example/..", "/"],
    ["///evil.example/x", "/evil.example/x"],
    ["/.//evil.example/x", "/evil.example/x"],
    ["/a/..//evil.example/x", "/evil.example/x"],
    ["/a/%2e%2e//evil.example/x", "/evil.example/x"],
    ["/\t/evil.example/x", "/evil.example/x"],
    ["/\n/evil.example/x", "/evil.example/x"],
    [" //evil.example/x", "/evil.example/x"],
    ["\u0000//evil.example/x", "/evil.example/x"],
    ["/assets/\\evil.example/%2e%2e/", "/assets//"],
    ["/x?next=\\\\evil.example#\\y", "/x?next=%5C%5Cevil.example#%5Cy"],
  ])("%j → %j (this site)", (reference, expected) => {
    expect(siteLocation(reference)).toBe(expected);
    expect(hostOf(siteLocation(reference))).toBe("clinic.example");
  });

  it.each([
    ["/admin/inquiries?status=new&cursor=abc", "/admin/inquiries?status=new&cursor=abc"],
    ["/admin-login?redirectTo=%2Fadmin%2F", "/admin-login?redirectTo=%2Fadmin%2F"],
    ["/admin/%2F%2Fevil.example", "/admin/%2F%2Fevil.example"],
    ["/assets/", "/assets/"],
    ["/hi/therapy/x#faq", "/hi/therapy/x#faq"],
    ["/admin/./gallery/../youtube", "/admin/youtube"],
    ["/डॉक्टर", "/%E0%A4%A1%E0%A5%89%E0%A4%95%E0%A5%8D%E0%A4%9F%E0%A4%B0"],
  ])("keeps a path of the site: %j → %j", (reference, expected) => {
    expect(siteLocation(reference)).toBe(expected);
  });

  it("leaves absolute URLs and references relative to the current page as they are", () => {
    expect(siteLocation("https://wa.me/919876543210?text=Hello")).toBe("https://wa.me/919876543210?text=Hello");
    expect(siteLocation("?page=2")).toBe("?page=2");
    expect(siteLocation("edit")).toBe("edit");
    expect(hostOf(siteLocation("?page=2"))).toBe("clinic.example");
  });
});
