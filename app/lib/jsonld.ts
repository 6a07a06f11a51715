// schema.org structured data, built from the same content the page shows. Testimonials are
// never marked up as reviews: self-serving reviews are not eligible for review stars.
import { type ClinicView, openingHoursSpecification } from "./clinic-view";
import { absoluteUrl } from "./seo";
import { DEFAULT_LOCALE, LOCALE_INFO, localizePath, type Locale } from "~/i18n/locales";

export type JsonLd = Record<string, unknown>;

const CONTEXT = "https://schema.org";

export function clinicId(siteUrl: string) {
  return `${absoluteUrl(siteUrl, "/")}#clinic`;
}

/** The clinic; `serviceSlugs` links the therapies a page describes as its available services. */
export function medicalClinic(siteUrl: string, clinic: ClinicView, serviceSlugs: readonly string[] = []): JsonLd {
  return {
    "@type": "MedicalClinic",
    "@id": clinicId(siteUrl),
    name: clinic.name,
    url: absoluteUrl(siteUrl, "/"),
    image: absoluteUrl(siteUrl, clinic.shareImage),
    telephone: clinic.phones.map((p) => p.e164),
    email: clinic.email,
    address: postalAddress(clinic),
    geo: { "@type": "GeoCoordinates", latitude: clinic.geo.latitude, longitude: clinic.geo.longitude },
    openingHoursSpecification: openingHoursSpecification(clinic),
    sameAs: clinic.social.map((s) => s.url),
    medicalSpecialty: ["PhysicalTherapy", "Rehabilitation"],
    ...(serviceSlugs.length > 0 ? { availableService: serviceSlugs.map((slug) => ({ "@id": therapyId(siteUrl, slug) })) } : {}),
  };
}

function postalAddress(clinic: ClinicView): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: clinic.address.street,
    addressLocality: clinic.address.city,
    addressRegion: clinic.address.region,
    postalCode: clinic.address.postalCode,
    addressCountry: clinic.address.countryCode,
  };
}

/** The page itself, saying which language it is written in (`path` without the language prefix). */
export function webPage(siteUrl: string, path: string, name: string, locale: Locale = DEFAULT_LOCALE): JsonLd {
  const url = absoluteUrl(siteUrl, localizePath(locale, path));
  return {
    "@type": "WebPage",
    "@id": `${url}#webpage`,
    url,
    name,
    inLanguage: LOCALE_INFO[locale].tag,
    about: { "@id": clinicId(siteUrl) },
  };
}

/** Breadcrumbs to the pages in the same language (`path`s without the language prefix). */
export function breadcrumbList(
  siteUrl: string,
  items: ReadonlyArray<{ name: string; path: string }>,
  locale: Locale = DEFAULT_LOCALE,
): JsonLd {
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, localizePath(locale, item.path)),
    })),
  };
}

export function faqPage(faqs: ReadonlyArray<{ question: string; answer: string }>, locale: Locale = DEFAULT_LOCALE): JsonLd {
  return {
    "@type": "FAQPage",
    inLanguage: LOCALE_INFO[locale].tag,
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}

export interface TherapyForJsonLd {
  slug: string;
  title: string;
  shortDescription: string;
  benefits: readonly string[];
  conditions: readonly string[];
  duration: string;
  heroImage: string | null;
}

/** A therapy is a MedicalTherapy (a kind of MedicalProcedure) offered by the clinic. */
export function medicalTherapy(siteUrl: string, t: TherapyForJsonLd): JsonLd {
  return {
    "@type": ["MedicalTherapy", "MedicalProcedure"],
    "@id": therapyId(siteUrl, t.slug),
    name: t.title,
    description: t.shortDescription,
    url: absoluteUrl(siteUrl, `/therapy/${t.slug}`),
    ...(t.heroImage ? { image: absoluteUrl(siteUrl, t.heroImage) } : {}),
    procedureType: "https://schema.org/NoninvasiveProcedure",
    howPerformed: `Sessions of ${t.duration}, supervised by trained staff after a doctor's assessment.`,
    relevantSpecialty: "https://schema.org/PhysicalTherapy",
    ...(t.conditions.length > 0 ? { indication: t.conditions.map((name) => ({ "@type": "MedicalIndication", name })) } : {}),
  };
}

export const therapyId = (siteUrl: string, slug: string) => `${absoluteUrl(siteUrl, `/therapy/${slug}`)}#therapy`;

export interface DoctorForJsonLd {
  slug: string;
  name: string;
  title: string;
  specialization: string;
  languages?: readonly string[];
  personalSite?: string;
}

export function individualPhysician(siteUrl: string, clinic: ClinicView, d: DoctorForJsonLd, path: string): JsonLd {
  return {
    "@type": "IndividualPhysician",
    "@id": `${absoluteUrl(siteUrl, path)}#physician`,
    name: d.name,
    jobTitle: d.title,
    description: `${d.title} at ${clinic.name}`,
    url: absoluteUrl(siteUrl, path),
    medicalSpecialty: d.specialization,
    ...(d.languages ? { knowsLanguage: [...d.languages] } : {}),
    ...(d.personalSite ? { sameAs: [d.personalSite] } : {}),
    worksFor: { "@id": clinicId(siteUrl) },
    address: postalAddress(clinic),
  };
}

/** One JSON-LD block holding several nodes, as React Router's `meta` renders it. */
export function jsonLdGraph(...nodes: JsonLd[]): { "script:ld+json": JsonLd } {
  return { "script:ld+json": { "@context": CONTEXT, "@graph": nodes } };
}
