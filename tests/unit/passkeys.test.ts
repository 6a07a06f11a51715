import { describe, expect, it } from "vitest";
import { adminRedirect, counterAccepted, defaultPasskeyName, passkeyNameSchema, relyingPartyFor } from "~/lib/passkeys";

const SITE = "https://samudra-rehab.example";

describe("relyingPartyFor", () => {
  it("uses SITE_URL's host and SITE_URL's own origin there, whoever asks", () => {
    expect(relyingPartyFor(SITE, `${SITE}/admin-login/passkey/options`, false)).toEqual({ rpID: "samudra-rehab.example", origin: SITE });
    // Behind a proxy the request may arrive as http: the browser still reports the https origin.
    expect(relyingPartyFor(SITE, "http://samudra-rehab.example/x", false)).toEqual({ rpID: "samudra-rehab.example", origin: SITE });
  });

  it("uses localhost and the request's own origin for a local run, from this machine only", () => {
    expect(relyingPartyFor(SITE, "http://localhost:5173/x", true)).toEqual({ rpID: "localhost", origin: "http://localhost:5173" });
    expect(relyingPartyFor(SITE, "http://localhost:5173/x", false)).toBeNull();
  });

  it("offers nothing at an IP address, another host or a subdomain", () => {
    expect(relyingPartyFor(SITE, "http://127.0.0.1:3000/x", true)).toBeNull();
    expect(relyingPartyFor(SITE, "http://[::1]:3000/x", true)).toBeNull();
    expect(relyingPartyFor(SITE, "https://evil.example/x", true)).toBeNull();
    expect(relyingPartyFor(SITE, "https://www.samudra-rehab.example/x", false)).toBeNull();
    expect(relyingPartyFor("not a url", "http://localhost/x", true)).toBeNull();
  });
});

describe("counterAccepted", () => {
  it("needs a greater counter once either is non-zero; two zeros are a counter-less authenticator", () => {
    expect(counterAccepted(0, 0)).toBe(true);
    expect(counterAccepted(0, 1)).toBe(true);
    expect(counterAccepted(5, 6)).toBe(true);
    expect(counterAccepted(5, 5)).toBe(false);
    expect(counterAccepted(5, 4)).toBe(false);
    expect(counterAccepted(5, 0)).toBe(false);
  });
});

describe("passkey names", () => {
  it("are trimmed and 1-60 characters", () => {
    expect(passkeyNameSchema.parse("  Work laptop ")).toBe("Work laptop");
    expect(passkeyNameSchema.safeParse("   ").success).toBe(false);
    expect(passkeyNameSchema.safeParse("x".repeat(60)).success).toBe(true);
    expect(passkeyNameSchema.safeParse("x".repeat(61)).success).toBe(false);
  });

  it("suggest the browser or device", () => {
    expect(
      defaultPasskeyName("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36"),
    ).toBe("Passkey on Chrome");
    expect(
      defaultPasskeyName(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Passkey on iPhone");
    expect(defaultPasskeyName("Mozilla/5.0 (Windows NT 10.0) Chrome/140.0 Safari/537.36 Edg/140.0")).toBe("Passkey on Edge");
    expect(defaultPasskeyName("Mozilla/5.0 (Macintosh) Gecko/20100101 Firefox/140.0")).toBe("Passkey on Firefox");
    expect(defaultPasskeyName(null)).toBe("Passkey");
  });
});

describe("adminRedirect", () => {
  it("goes to a staff page only", () => {
    expect(adminRedirect("/admin/gallery?x=1")).toBe("/admin/gallery?x=1");
    expect(adminRedirect("/admin")).toBe("/admin");
    for (const bad of [null, "", "/about", "/administrator", "//evil.example/admin", "https://evil.example/admin", "/\\evil.example"]) {
      expect(adminRedirect(bad), String(bad)).toBe("/admin");
    }
  });
});
