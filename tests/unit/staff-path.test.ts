import { describe, expect, it } from "vitest";
import { isStaffPath } from "~/server/security-headers.server";

describe("isStaffPath", () => {
  it("names the sign-in steps, everything under /admin and their data requests", () => {
    for (const path of [
      "/admin",
      "/admin/",
      "/admin.data",
      "/admin/inquiries",
      "/admin/inquiries/export.csv",
      "/admin-login",
      "/admin-login/two-step",
    ]) {
      expect(isStaffPath(path), path).toBe(true);
    }
  });

  it("leaves public pages and look-alike paths out", () => {
    for (const path of ["/", "/about", "/te/doctors/aditya-varma", "/administration", "/admins", "/te/admin", "/api/inquiries/contact"]) {
      expect(isStaffPath(path), path).toBe(false);
    }
  });
});
