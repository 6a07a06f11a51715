import { describe, expect, it } from "vitest";
import { routeGroup } from "~/lib/route-group";

describe("routeGroup", () => {
  it.each([
    ["/", "page"],
    ["/te/therapy/cryotherapy", "page"],
    ["/no-such-page", "page"],
    ["/assets/index-abc.js", "asset"],
    ["/favicon.ico", "asset"],
    ["/media/12/480.avif", "media"],
    ["/healthz", "health"],
    ["/health", "health"],
    ["/metrics", "health"],
    ["/api/inquiries/home", "inquiry"],
    ["/admin-login", "sign-in"],
    ["/admin-login/passkey/verify", "sign-in"],
    ["/admin", "staff"],
    ["/admin/inquiries", "staff"],
    ["/admin/inquiries.data", "staff-data"],
    ["/admin.data", "staff-data"],
    ["/administration", "page"],
    ["/api/other", "other"],
  ])("%s is %s", (path, group) => {
    expect(routeGroup(path)).toBe(group);
  });
});
