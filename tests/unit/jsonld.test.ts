import { describe, expect, it } from "vitest";
import { clinicSettingsSeed } from "~/content/clinic";
import { clinicView } from "~/lib/clinic-view";
import { breadcrumbList, faqPage, individualPhysician, jsonLdGraph, medicalClinic, medicalTherapy } from "~/lib/jsonld";
import { robotsTxt, sitemapXml } from "~/lib/sitemap";

const site = "https://clinic.example";
const clinic = clinicView(clinicSettingsSeed, new Date());

describe("JSON-LD builders", () => {
  it("describes the clinic with address, geo, phones and SPEC §9 hours", () => {
    const c = medicalClinic(site, clinic, ["cryotherapy"]);
    expect(c).toMatchObject({
      "@type": "MedicalClinic",
      "@id": "https://clinic.example/#clinic",
      name: "Samudra Rehab & Wellness Centre",
      image: "https://clinic.example/og-default.png",
      telephone: ["+919000011001", "+919000011002", "+919000011003"],
      sameAs: ["https://instagram.com/samudrarehab", "https://linkedin.com/company/samudrarehab", "https://youtube.com/@samudrarehab"],
      address: { postalCode: "530002", addressLocality: "Visakhapatnam", addressCountry: "IN" },
      availableService: [{ "@id": "https://clinic.example/therapy/cryotherapy#therapy" }],
    });
    expect(c.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: "09:00",
        closes: "19:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Sunday", opens: "10:00", closes: "16:00" },
    ]);
  });
  it("follows the clinic settings: a closed day is left out of the opening hours", () => {
    const hours = clinicSettingsSeed.hours.map((h) => (h.day === "Sunday" ? { ...h, closed: true } : h));
    const c = medicalClinic(site, clinicView({ ...clinicSettingsSeed, name: "Other Clinic", hours }, new Date()));
    expect(c.name).toBe("Other Clinic");
    expect(c.openingHoursSpecification).toHaveLength(1);
    expect(c).not.toHaveProperty("availableService");
  });
  it("numbers breadcrumbs with absolute URLs", () => {
    expect(
      breadcrumbList(site, [
        { name: "Home", path: "/" },
        { name: "X", path: "/x" },
      ]).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://clinic.example/" },
      { "@type": "ListItem", position: 2, name: "X", item: "https://clinic.example/x" },
    ]);
  });
  it("builds FAQPage questions with accepted answers", () => {
    expect(faqPage([{ question: "Q?", answer: "A." }]).mainEntity).toEqual([
      { "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } },
    ]);
  });
  it("types a therapy as MedicalTherapy and MedicalProcedure, with indications", () => {
    const t = medicalTherapy(site, {
      slug: "cryotherapy",
      title: "Cryotherapy",
      shortDescription: "Cold.",
      benefits: [],
      conditions: ["Sports injuries"],
      duration: "2-3 minutes",
      heroImage: "/illustrations/x.svg",
    });
    expect(t["@type"]).toEqual(["MedicalTherapy", "MedicalProcedure"]);
    expect(t).toMatchObject({ url: "https://clinic.example/therapy/cryotherapy", image: "https://clinic.example/illustrations/x.svg" });
    expect(t.indication).toEqual([{ "@type": "MedicalIndication", name: "Sports injuries" }]);
    expect(JSON.stringify(t)).not.toMatch(/Review|aggregateRating/);
  });
  it("links a physician to the clinic", () => {
    const p = individualPhysician(
      site,
      clinic,
      { slug: "a", name: "Dr. A", title: "Surgeon", specialization: "Surgery", languages: ["English"] },
      "/doctors/a",
    );
    expect(p).toMatchObject({
      "@type": "IndividualPhysician",
      description: "Surgeon at Samudra Rehab & Wellness Centre",
      worksFor: { "@id": "https://clinic.example/#clinic" },
      knowsLanguage: ["English"],
      address: { streetAddress: "12-3-45 Beach Road Junction", postalCode: "530002" },
    });
  });
  it("wraps nodes in one graph for React Router's meta", () => {
    expect(jsonLdGraph({ "@type": "Thing" })).toEqual({
      "script:ld+json": { "@context": "https://schema.org", "@graph": [{ "@type": "Thing" }] },
    });
  });
});

describe("sitemap and robots text", () => {
  it("escapes URLs and writes lastmod as a date only when known", () => {
    const xml = sitemapXml([
      { loc: "https://a.example/?a=1&b=2" },
      { loc: "https://a.example/x", lastmod: new Date("2026-01-02T23:00:00Z") },
    ]);
    expect(xml).toContain("<loc>https://a.example/?a=1&amp;b=2</loc></url>");
    expect(xml).toContain("<lastmod>2026-01-02</lastmod>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
  it("robots names the sitemap", () => {
    expect(robotsTxt("https://a.example/")).toContain("Sitemap: https://a.example/sitemap.xml");
  });
  it("robots keeps crawlers out of the staff area and the forms' endpoint", () => {
    expect(robotsTxt("https://a.example/").split("\n")).toEqual(expect.arrayContaining(["Disallow: /admin", "Disallow: /api/"]));
  });
});

describe("JSON-LD in other languages", () => {
  it("says the page's language and keeps breadcrumbs in it", async () => {
    const { webPage } = await import("~/lib/jsonld");
    expect(webPage(site, "/therapy/cryotherapy", "क्रायोथेरेपी", "hi")).toMatchObject({
      "@type": "WebPage",
      url: `${site}/hi/therapy/cryotherapy`,
      inLanguage: "hi-IN",
    });
    expect(webPage(site, "/", "Samudra").inLanguage).toBe("en-IN");
    expect(
      breadcrumbList(
        site,
        [
          { name: "الرئيسية", path: "/" },
          { name: "X", path: "/x" },
        ],
        "ar",
      ).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "الرئيسية", item: `${site}/ar` },
      { "@type": "ListItem", position: 2, name: "X", item: `${site}/ar/x` },
    ]);
    expect(faqPage([{ question: "Q?", answer: "A." }], "te").inLanguage).toBe("te-IN");
  });
});
