// Issue 44 item 1: the confirmation a patient receives, in each language, with nothing the sender
// typed freely, escaped where it shows, and right to left in Arabic (docs/decisions/071).
import { describe, expect, it } from "vitest";
import { catalogueFrom, defaultMessages } from "~/i18n/catalogue";
import { createTranslator } from "~/i18n/format";
import { LOCALE_INFO, type Locale } from "~/i18n/locales";
import { seededTranslations } from "~/i18n/translations";
import { clinicSettingsSeed } from "~/content/clinic";
import { clinicView } from "~/lib/clinic-view";
import {
  composeConfirmationMail,
  confirmationAddress,
  type ConfirmationLead,
  interestKey,
  mailboxOf,
  receivedAt,
} from "~/lib/patient-mail";

const NOW = new Date("2026-12-05T11:00:00Z");

function clinicIn(locale: Locale) {
  const view = clinicView(clinicSettingsSeed, NOW, locale);
  return {
    name: view.name,
    shortName: view.shortName,
    phone: view.primaryPhone,
    whatsapp: view.whatsapp,
    address: view.fullAddress,
    hours: view.hours,
    emergencyNumber: view.emergencyNumber,
    email: view.email,
  };
}

const translatorIn = (locale: Locale) =>
  createTranslator(locale === "en" ? defaultMessages : catalogueFrom(seededTranslations[locale]), LOCALE_INFO[locale].formatTag);

const lead: ConfirmationLead = {
  reference: "SAM-7K3QX2",
  source: "wellness",
  createdAt: NOW,
  email: "asha@example.com",
  phone: "+91 98480 12345",
  interest: "7-Day Wellness Program",
};

const compose = (locale: Locale, over: Partial<ConfirmationLead> = {}, hours = 24) =>
  composeConfirmationMail({ ...lead, ...over }, clinicIn(locale), {
    t: translatorIn(locale),
    locale,
    answerWithinHours: hours,
    siteUrl: "https://samudra-rehab.example/",
  });

describe("the patient's confirmation", () => {
  it("in English: reference, what was sent, when the clinic answers, how to reach it, the emergency number", () => {
    const mail = compose("en");
    expect(mail.to).toEqual(["asha@example.com"]);
    expect(mail.subject).toBe("Samudra: we have received your inquiry SAM-7K3QX2");
    expect(mail.replyTo).toBe("care@samudra-rehab.example");
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("SAM-7K3QX2");
      expect(part).toContain("The 7-day wellness program form");
      expect(part).toContain("7-Day Wellness Program");
      expect(part).toContain("+91 98480 12345");
      expect(part).toContain("asha@example.com");
      expect(part).toContain("within 24 hours");
      expect(part).toContain("+91 90000 11001");
      expect(part).toContain("+91 90000 11009");
      expect(part).toContain("12-3-45 Beach Road Junction, Maharanipeta, Visakhapatnam");
      expect(part).toContain("Monday to Saturday");
      expect(part).toContain("https://samudra-rehab.example/contact".replace(/^https:\/\//, ""));
    }
    expect(mail.text).toContain(`Received: ${receivedAt(NOW, "en")} (India time)`);
    expect(receivedAt(NOW, "en")).toBe("5 December 2026 at 4:30 pm");
    expect(mail.text).toContain("Samudra is not an emergency service. In a medical emergency, call 108 straight away.");
    expect(mail.html).toContain('call <a href="tel:108" dir="ltr"');
    expect(mail.html).toContain('<a href="tel:+919000011001" dir="ltr"');
    expect(mail.html).toContain('<a href="https://wa.me/919000011009" dir="ltr"');
    expect(mail.html).toContain('<html lang="en-IN" dir="ltr">');
    expect(mail.html).not.toMatch(/dir="rtl"/);
  });

  it("says one hour in the singular, and the hours the clinic set", () => {
    expect(compose("en", {}, 1).text).toContain("within 1 hour,");
    expect(compose("en", {}, 48).text).toContain("within 48 hours,");
  });

  it.each([
    ["hi", "आपकी पूछताछ हमें मिल गई है", "24 घंटों के भीतर", "108 पर कॉल करें", "7-दिवसीय वेलनेस प्रोग्राम"],
    ["te", "మీ విచారణ మాకు అందింది", "24 గంటలలోపు", "108", "7 రోజుల వెల్‌నెస్ ప్రోగ్రామ్"],
    ["ar", "تلقّينا استفسارك", "خلال 24 ساعة", "108", "برنامج العافية لمدة 7 أيام"],
  ] as const)("in %s: every sentence in that language", (locale, heading, within, emergency, interest) => {
    const mail = compose(locale);
    expect(mail.subject).toContain(heading.slice(0, 8));
    expect(mail.subject).toContain("SAM-7K3QX2");
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(heading);
      expect(part).toContain(within);
      expect(part).toContain(interest);
    }
    expect(mail.text).toContain(emergency);
    expect(mail.html).toContain('<a href="tel:108" dir="ltr"');
    // No English sentence left over from the catalogue: each of the area's texts differs.
    for (const key of ["patientMail.intro", "patientMail.nextHeading", "patientMail.emergency", "patientMail.notYou"] as const) {
      expect(mail.text).not.toContain(defaultMessages[key].slice(0, 20));
    }
    expect(mail.html).toContain(`<html lang="${LOCALE_INFO[locale].tag}"`);
  });

  it("in Arabic: right to left in the HTML, numbers and the reference kept left to right", () => {
    const mail = compose("ar");
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toMatch(/<div dir="rtl" lang="ar" style="[^"]*text-align:right/);
    expect(mail.html).toContain('<span dir="ltr" style="white-space:nowrap">SAM-7K3QX2</span>');
    expect(mail.html).toMatch(/<a href="tel:\+919000011001" dir="ltr"[^>]*>\+91 90000 11001<\/a>/);
    expect(mail.html).toContain("border-right:4px solid");
    // The text part isolates them (LRI … PDI), so an Arabic sentence does not reorder their digits.
    expect(mail.text).toContain("\u2066+91 90000 11001\u2069");
    expect(mail.text).toContain("\u2066SAM-7K3QX2\u2069");
    // An English address keeps its own order inside the Arabic mail.
    expect(mail.html).toContain("<bdi>12-3-45 Beach Road Junction,");
    expect(mail.text).toContain("\u206812-3-45 Beach Road Junction,");
    // The received time is written with Western digits, as Arabic pages write them.
    expect(receivedAt(NOW, "ar")).toMatch(/2026/);
  });

  it("repeats nothing the sender typed freely: no name, message, country, travel dates or unknown interest", () => {
    const typed = "Visit https://prize.example <b>now</b>";
    const mail = compose("en", { interest: typed, phone: typed });
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain("prize.example");
      expect(part).not.toContain("Interested in");
      expect(part).not.toContain("Phone:");
    }
    expect(mail.text).toContain("We do not repeat your message");
    // The lead's fields the mail never reads are not even in its input type.
    expect(Object.keys(lead).sort()).toEqual(["createdAt", "email", "interest", "phone", "reference", "source"]);
  });

  it("escapes every value in the HTML part, including the clinic's own settings and staff-edited texts", () => {
    const clinic = { ...clinicIn("en"), name: "Samudra <script>x</script> & Co", address: 'Road "A" <b>1</b>' };
    const t = createTranslator({ ...defaultMessages, "patientMail.heading": "We have it 'really' & \"truly\"" }, "en-IN");
    const mail = composeConfirmationMail(lead, clinic, { t, locale: "en", answerWithinHours: 24, siteUrl: "https://x.example" });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>1</b>");
    expect(mail.html).toContain("Samudra &lt;script&gt;x&lt;/script&gt; &amp; Co");
    expect(mail.html).toContain("Road &quot;A&quot; &lt;b&gt;1&lt;/b&gt;");
    expect(mail.html).toContain("We have it &#39;really&#39; &amp; &quot;truly&quot;");
    // The text part shows it as it is.
    expect(mail.text).toContain("We have it 'really' & \"truly\"");
  });

  it("keeps the subject to one line whatever the staff wrote", () => {
    const t = createTranslator({ ...defaultMessages, "patientMail.subject": "{clinicName}\r\nBcc: x@example.com {reference}" }, "en-IN");
    const mail = composeConfirmationMail(lead, clinicIn("en"), { t, locale: "en", answerWithinHours: 24, siteUrl: "https://x.example" });
    expect(mail.subject).toBe("Samudra Bcc: x@example.com SAM-7K3QX2");
  });

  it("names each form, and translates the forms' own choices of service", () => {
    expect(compose("en", { source: "international", interest: "HBOT" }).text).toContain("The form for international patients");
    expect(compose("en", { source: "international", interest: "HBOT" }).text).toContain("Interested in: Hyperbaric Oxygen Therapy");
    expect(compose("te", { source: "home", interest: "Cryotherapy", phone: null }).text).not.toContain("Phone");
    expect(interestKey("Gait Training")).toBe("forms.serviceGait");
    expect(interestKey("Zero Gravity Gait Trainer")).toBe("forms.serviceGait");
    expect(interestKey("toString")).toBeNull();
    expect(interestKey(null)).toBeNull();
  });
});

describe("mailboxOf", () => {
  it("counts one mailbox however its address is spelt", () => {
    expect(mailboxOf("A.Sha+clinic@Gmail.com")).toBe("asha@gmail.com");
    expect(mailboxOf("asha@googlemail.com")).toBe("asha@gmail.com");
    expect(mailboxOf(" Ravi.K+1@Example.org ")).toBe("ravi.k@example.org");
  });
});

describe("confirmationAddress", () => {
  it("takes one plain address only", () => {
    expect(confirmationAddress.safeParse("asha@example.com").success).toBe(true);
    expect(confirmationAddress.safeParse("Visit evil.example for prizes@x").success).toBe(false);
    expect(confirmationAddress.safeParse("a@example.com, b@example.com").success).toBe(false);
    expect(confirmationAddress.safeParse("+91 98480 12345").success).toBe(false);
  });
});
