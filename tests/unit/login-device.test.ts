import { describe, expect, it } from "vitest";
import { deviceCookie, issueDeviceToken, readDeviceToken } from "~/server/auth/login-device.server";

describe("device tokens", () => {
  it("name the user and device they were issued for", () => {
    const token = issueDeviceToken("secret-a", 7);
    const device = readDeviceToken("secret-a", token);
    expect(device?.userId).toBe(7);
    expect(device?.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
  it("are refused when forged, altered, from another installation or garbled", () => {
    const token = issueDeviceToken("secret-a", 7, "A".repeat(22));
    expect(readDeviceToken("secret-b", token)).toBeNull();
    expect(readDeviceToken("secret-a", token.replace(/^7\./, "1."))).toBeNull();
    expect(readDeviceToken("secret-a", token.slice(0, -1) + (token.endsWith("A") ? "B" : "A"))).toBeNull();
    for (const bad of [null, "", "7", "7.x.y", `${token}.extra`]) expect(readDeviceToken("secret-a", bad)).toBeNull();
  });
  it("travel in an HttpOnly cookie for the sign-in page only, Secure over HTTPS", () => {
    expect(deviceCookie(new Request("https://clinic.example/admin-login"), "t")).toBe(
      "admin_device=t; Path=/admin-login; Max-Age=15552000; HttpOnly; SameSite=Strict; Secure",
    );
    expect(deviceCookie(new Request("http://localhost/admin-login"), "t")).not.toContain("Secure");
  });
});
