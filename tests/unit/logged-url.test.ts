import { describe, expect, it } from "vitest";
import { loggedUrl } from "~/lib/logged-url";

describe("loggedUrl", () => {
  it("keeps a path and a URL without a query as they are", () => {
    expect(loggedUrl("/admin/inquiries")).toBe("/admin/inquiries");
    expect(loggedUrl("/about?")).toBe("/about");
  });
  it("never writes an inbox search, a sign-in's way back or a lead mail's link", () => {
    const phone = "9848012345";
    for (const target of [
      `/admin/inquiries?q=${phone}`,
      `/admin/inquiries?q=%2B91+98480+12345&status=new`,
      `/admin/inquiries.data?q=${phone}&_routes=routes%2Fadmin%2Finquiries`,
      `/admin-login?redirectTo=${encodeURIComponent(`/admin/inquiries?q=${phone}`)}`,
      `/admin/inquiries?q=Meera+Rao`,
    ]) {
      expect(loggedUrl(target), target).not.toMatch(/98480|12345|Meera/);
    }
    expect(loggedUrl(`/admin/inquiries?q=${phone}&status=new&sort=waiting`)).toBe("/admin/inquiries?q=*&status=new&sort=waiting");
  });
  it("keeps the site's own parameters when their value is a word or a short number", () => {
    expect(loggedUrl("/admin/content/page-texts?lang=hi&edit=12")).toBe("/admin/content/page-texts?lang=hi&edit=12");
    expect(loggedUrl("/?index")).toBe("/?index=");
    // The same parameters with anything else in them: a phone number has more than 6 digits.
    expect(loggedUrl("/admin/therapies?edit=9848012345&status=Meera%20Rao")).toBe("/admin/therapies?edit=*&status=*");
  });
  it("names campaign parameters without their values, and hides names the site does not use", () => {
    expect(loggedUrl("/?utm_source=whatsapp&utm_content=call+9848012345&gclid=abc")).toBe("/?utm_source=*&utm_content=*&gclid=*");
    expect(loggedUrl("/contact?9848012345&name=Meera")).toBe("/contact?*=*&*=*");
  });
  it("bounds a long path and a long query", () => {
    expect(loggedUrl(`/${"a".repeat(500)}`)).toHaveLength(200);
    const many = Array.from({ length: 40 }, (_, i) => `x${i}=${i}`).join("&");
    expect(loggedUrl(`/?${many}`)).toBe(`/?${Array(12).fill("*=*").join("&")}&…`);
  });
});
