import { describe, expect, it } from "vitest";
import { composeSecurityMail, isNoticeAddress } from "~/lib/security-mail";

const opts = { siteUrl: "https://samudra-rehab.example", clinicName: "Samudra" };
const at = new Date("2026-12-05T07:30:00Z");

describe("composeSecurityMail", () => {
  it("tells the owner what changed, when, and what to do if it was not them", () => {
    const mail = composeSecurityMail({ owner: "editor", actor: "editor", summary: 'added the passkey "Work laptop"', at }, opts);
    expect(mail.subject).toBe('Samudra staff account "editor": a sign-in change');
    expect(mail.text).toContain('  added the passkey "Work laptop"');
    expect(mail.text).toContain("When: 5 Dec 2026, 1:00 pm IST");
    expect(mail.text).toContain("By: you (or someone signed in as editor)");
    expect(mail.text).toContain("If it was not, someone can use your account");
    expect(mail.text).toContain("My Account: https://samudra-rehab.example/admin/account");
    expect(mail.html).toContain('<a href="https://samudra-rehab.example/admin/account">');
    expect(mail.replyTo).toBeUndefined();
  });

  it("names the administrator who made a change to someone else's account", () => {
    const mail = composeSecurityMail({ owner: "editor", actor: "admin", summary: 'reset the password of "editor"', at }, opts);
    expect(mail.text).toContain('By: the administrator "admin"');
    expect(mail.text).toContain("speak to the clinic's administrator");
    expect(mail.text).not.toContain("someone can use your account");
  });

  it("keeps a passkey's name out of the headers' structure and the HTML", () => {
    const mail = composeSecurityMail(
      { owner: "editor\r\nBcc: x@example.com", actor: null, summary: 'added the passkey "<img src=x onerror=alert(1)>"', at },
      opts,
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});

describe("isNoticeAddress", () => {
  it("takes a plain address of at most 254 characters", () => {
    expect(isNoticeAddress("front.desk@samudra-rehab.example")).toBe(true);
    for (const bad of ["", "fatima", "a@b", "a b@c.example", "<a@b.example>", "a@b.example, c@d.example", `${"a".repeat(250)}@b.example`]) {
      expect(isNoticeAddress(bad), bad).toBe(false);
    }
  });
});
