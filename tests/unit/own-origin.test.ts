import { describe, expect, it } from "vitest";
import { hostNameOf, isOwnOrigin, originOf, publicOrigin } from "~/lib/own-origin";

describe("isOwnOrigin", () => {
  const site = originOf("https://Clinic.Example:443/");
  it("is SITE_URL's origin as a browser writes it", () => {
    expect(site).toBe("https://clinic.example");
    expect(isOwnOrigin("https://clinic.example", site, "http://clinic.example")).toBe(true);
  });
  it("is also the address the request was made to (a local run, another name of the site)", () => {
    expect(isOwnOrigin("http://127.0.0.1:3000", site, "http://127.0.0.1:3000")).toBe(true);
  });
  it("is no other site, scheme or port", () => {
    for (const origin of ["https://evil.example", "http://clinic.example", "https://clinic.example:8443", "null", ""])
      expect(isOwnOrigin(origin, site, "http://127.0.0.1:3000"), origin).toBe(false);
  });
});

describe("publicOrigin", () => {
  const site = new URL("https://clinic.example:8443");
  it("is SITE_URL's for the site's own name, whatever port or scheme the proxy passed on", () => {
    expect(publicOrigin("clinic.example", "http://clinic.example", site)).toBe("https://clinic.example:8443");
    expect(publicOrigin("CLINIC.example:3000", "http://clinic.example:3000", site)).toBe("https://clinic.example:8443");
  });
  it("is the one the server sees for any other name (a local run)", () => {
    expect(publicOrigin("127.0.0.1:3000", "http://127.0.0.1:3000", site)).toBe("http://127.0.0.1:3000");
    expect(publicOrigin("www.clinic.example", "https://www.clinic.example", site)).toBe("https://www.clinic.example");
    // SITE_URL=http://localhost:3000 and the dev server on another port: its own.
    const local = new URL("http://localhost:3000");
    expect(publicOrigin("localhost:5173", "http://localhost:5173", local)).toBe("http://localhost:5173");
    expect(publicOrigin("127.0.0.1:4000", "http://127.0.0.1:4000", new URL("http://127.0.0.1:3000"))).toBe("http://127.0.0.1:4000");
  });
});

describe("hostNameOf", () => {
  it("drops the port and lower-cases, IPv6 literals too", () => {
    expect(hostNameOf("Clinic.Example:443")).toBe("clinic.example");
    expect(hostNameOf("clinic.example")).toBe("clinic.example");
    expect(hostNameOf("[::1]:3000")).toBe("[::1]");
    expect(hostNameOf("127.0.0.1")).toBe("127.0.0.1");
  });
});
