import { describe, expect, it } from "vitest";
import { composeAlertMail } from "~/lib/alert-mail";

const opts = { siteUrl: "https://samudra-rehab.example", clinicName: "Samudra" };

describe("composeAlertMail", () => {
  it("says what is wrong, since when, and what to do about lead mail", () => {
    const mail = composeAlertMail(
      { check: "mail", summary: "Lead mail has been failing for 61 min: connect ECONNREFUSED", at: new Date("2026-12-05T07:30:00Z") },
      opts,
    );
    expect(mail.subject).toBe("Samudra website needs attention: lead mail");
    expect(mail.text).toContain("  Lead mail has been failing for 61 min: connect ECONNREFUSED");
    expect(mail.text).toContain("at 5 Dec 2026, 1:00 pm IST");
    expect(mail.text).toContain("New inquiries are still stored");
    expect(mail.text).toContain("Dashboard: https://samudra-rehab.example/admin");
  });

  it("escapes an SMTP server's error in the HTML and keeps it out of the subject", () => {
    const mail = composeAlertMail({ check: "mail", summary: "failing: <b>550</b>\r\nBcc: x@y.example", at: new Date() }, opts);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).toContain("&lt;b&gt;550&lt;/b&gt;");
    expect(mail.text).not.toContain("\r\nBcc");
  });

  it("has its own advice for backups", () => {
    const mail = composeAlertMail({ check: "backup", summary: "Backups: the last good backup is 31 h old", at: new Date() }, opts);
    expect(mail.subject).toBe("Samudra website needs attention: backups");
    expect(mail.text).toContain("check the backup settings");
  });
});
