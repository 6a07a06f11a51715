import { describe, expect, it } from "vitest";
import { SECURITY_TXT_DAYS, securityTxt } from "~/lib/security-txt";

describe("securityTxt", () => {
  const file = (now: string) => securityTxt({ email: "care@clinic.example", siteUrl: "https://clinic.example/", now: new Date(now) });

  it("has the fields RFC 9116 asks for, the expiry counted from the start of the day", () => {
    expect(file("2026-11-25T17:45:00Z")).toBe(
      [
        "Contact: mailto:care@clinic.example",
        "Expires: 2027-05-24T00:00:00Z",
        "Preferred-Languages: en",
        "Canonical: https://clinic.example/.well-known/security.txt",
        "",
      ].join("\n"),
    );
    expect(file("2026-11-25T00:00:01Z")).toBe(file("2026-11-25T23:59:59Z"));
    expect(SECURITY_TXT_DAYS).toBeLessThan(365);
  });
});
