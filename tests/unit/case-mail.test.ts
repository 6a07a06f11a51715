// Issue 48: the e-mails about a case, in English and Arabic: the link mail with its link and
// what comes next, the code mail with the code, the message mail without the message; nothing
// typed reaches the HTML unescaped, Arabic reads right to left with the Latin parts kept whole.
import { describe, expect, it } from "vitest";
import { clinicSettingsSeed } from "~/content/clinic";
import { catalogueFrom, defaultMessages } from "~/i18n/catalogue";
import { createTranslator } from "~/i18n/format";
import { LOCALE_INFO, type Locale } from "~/i18n/locales";
import { seededTranslations } from "~/i18n/translations";
import { type CaseMail, composeCaseMail } from "~/lib/case-mail";
import { clinicView } from "~/lib/clinic-view";

const translatorIn = (locale: Locale) =>
  createTranslator(locale === "en" ? defaultMessages : catalogueFrom(seededTranslations[locale]), LOCALE_INFO[locale].formatTag);
const view = clinicView(clinicSettingsSeed, new Date("2026-12-10T00:00:00Z"), "en");
const clinic = { name: view.name, shortName: view.shortName, phone: view.primaryPhone, emergencyNumber: "108" };
const LINK = "https://samudra.example/ar/international-patients/case?link=15.4mq.abcdefghijklmnopqrstuv";
const mail = (over: Partial<CaseMail>): CaseMail => ({
  kind: "link",
  reference: "IC-7K3QX2",
  link: LINK,
  code: null,
  answerHours: 24,
  ...over,
});

describe("the link mail", () => {
  it("in English: the reference, the link, what comes next, private and 30 days, the code on a new device, 108", () => {
    const out = composeCaseMail(mail({}), clinic, { t: translatorIn("en"), locale: "en" });
    expect(out.subject).toBe(`${clinic.shortName}: your case IC-7K3QX2`);
    expect(out.text).toContain("Thank you for sending case IC-7K3QX2");
    expect(out.text).toContain(`Open your case page: ${LINK}`);
    expect(out.text).toContain("answers within 24 hours");
    expect(out.text).toContain("It works for 30 days");
    expect(out.text).toContain("one-time code");
    expect(out.text).toContain("call 108");
    expect(out.html).toContain('<html lang="en-IN" dir="ltr">');
    expect(out.html).toContain(`href="${LINK}"`);
  });

  it("in Arabic: right to left, the reference and the link kept left to right", () => {
    const out = composeCaseMail(mail({}), clinic, { t: translatorIn("ar"), locale: "ar" });
    expect(out.subject).toContain("حالتك IC-7K3QX2");
    expect(out.html).toContain('<html lang="ar" dir="rtl">');
    expect(out.html).toContain('<div dir="rtl" lang="ar"');
    expect(out.html).toContain("text-align:right");
    expect(out.html).toContain('<span dir="ltr" style="white-space:nowrap">IC-7K3QX2</span>');
    expect(out.html).toContain(`<a href="${LINK}" dir="ltr"`);
    expect(out.text).toContain(`\u2066${LINK}\u2069`);
    expect(out.text).toContain("\u2066108\u2069");
    expect(out.text).toContain("افتح صفحة حالتك");
  });

  it("escapes what it carries: a link with markup characters stays text", () => {
    const odd = "https://samudra.example/case?link=a&b=<script>";
    const out = composeCaseMail(mail({ link: odd }), { ...clinic, name: "Samudra <Clinic> & Co" }, { t: translatorIn("en"), locale: "en" });
    expect(out.html).not.toContain("<script>");
    expect(out.html).toContain("a&amp;b=&lt;script&gt;");
    expect(out.html).toContain("Samudra &lt;Clinic&gt; &amp; Co");
  });
});

describe("the code and message mails", () => {
  it("the code mail carries the code, valid 10 minutes, ignore if not asked; no link", () => {
    const en = composeCaseMail(mail({ kind: "code", code: "042917", link: null }), clinic, { t: translatorIn("en"), locale: "en" });
    expect(en.subject).toBe(`${clinic.shortName}: your one-time code`);
    expect(en.subject).not.toContain("042917");
    expect(en.text).toContain("042917");
    expect(en.text).toContain("valid for 10 minutes");
    expect(en.text).toContain("If you did not ask for a code, ignore this e-mail");
    expect(en.text).not.toContain("http");
    const ar = composeCaseMail(mail({ kind: "code", code: "042917", link: null }), clinic, { t: translatorIn("ar"), locale: "ar" });
    expect(ar.html).toContain('<span dir="ltr" style="font-size:28px;letter-spacing:6px">042917</span>');
    expect(ar.text).toContain("\u2066042917\u2069");
  });

  it("the message mail points to the case page and says the message is not in it", () => {
    const out = composeCaseMail(mail({ kind: "message" }), clinic, { t: translatorIn("en"), locale: "en" });
    expect(out.subject).toBe(`${clinic.shortName}: a new message about case IC-7K3QX2`);
    expect(out.text).toContain("the message is not in this e-mail");
    expect(out.text).toContain(`Read the message: ${LINK}`);
  });

  it("the plan and letter mails say they are ready, on the case page, in the case's language", () => {
    const plan = composeCaseMail(mail({ kind: "plan" }), clinic, { t: translatorIn("ar"), locale: "ar" });
    expect(plan.subject).toContain("خطة العلاج للحالة IC-7K3QX2");
    expect(plan.text).toContain(`\u2066${LINK}\u2069`);
    const letter = composeCaseMail(mail({ kind: "letter" }), clinic, { t: translatorIn("en"), locale: "en" });
    expect(letter.subject).toBe(`${clinic.shortName}: visa invitation letter for case IC-7K3QX2`);
    expect(letter.text).toContain(`Open your case page: ${LINK}`);
  });

  it("will not go without what it is for", () => {
    expect(() => composeCaseMail(mail({ kind: "code", code: null }), clinic, { t: translatorIn("en"), locale: "en" })).toThrow();
    expect(() => composeCaseMail(mail({ link: null }), clinic, { t: translatorIn("en"), locale: "en" })).toThrow();
  });
});
