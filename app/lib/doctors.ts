// Pure helpers for the doctor pages: one canonical address per doctor, and the
// consultant's roles grouped for display, and their head tags. No React Router imports.

import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { languageList } from "~/content-types/doctor";
import type { ClinicView } from "./clinic-view";
import { breadcrumbList, individualPhysician, jsonLdGraph, medicalClinic, webPage } from "./jsonld";
import { buildMeta, siteMeta } from "./seo";
import type { PageSeo } from "./seo";

/** The canonical address of a doctor's profile (docs/decisions/005-doctor-urls.md). */
export function doctorPath(slug: string): string {
  return `/doctors/${slug}`;
}

export interface RoleLike {
  category: string;
  type: "current" | "past";
}

export interface RoleGroup<R extends RoleLike> {
  category: string;
  current: R[];
  past: R[];
}

/**
 * Groups roles by category in the given order (unlisted categories follow in the order they
 * first appear, so a role is never dropped), current before previous; empty groups are left out.
 */
export function groupRolesByCategory<R extends RoleLike>(roles: readonly R[], order: readonly string[] = []): RoleGroup<R>[] {
  const categories = [...order];
  for (const role of roles) if (!categories.includes(role.category)) categories.push(role.category);
  return categories
    .map((category) => {
      const inCategory = roles.filter((role) => role.category === category);
      return {
        category,
        current: inCategory.filter((role) => role.type === "current"),
        past: inCategory.filter((role) => role.type === "past"),
      };
    })
    .filter((group) => group.current.length + group.past.length > 0);
}

export interface DoctorSeoSource {
  slug: string;
  name: string;
  title: string;
  specialization: string;
  metaDescription: string;
}

/** Both addresses of a profile describe the same page, so both point at the canonical one. */
export function doctorPageSeo(
  doctor: DoctorSeoSource,
  siteUrl: string,
  clinic: ClinicView,
  locale: Locale = DEFAULT_LOCALE,
  languages: readonly Locale[] = [DEFAULT_LOCALE],
): PageSeo {
  return {
    title: `${doctor.name}, ${doctor.title}`,
    description: doctor.metaDescription,
    path: doctorPath(doctor.slug),
    siteUrl,
    type: "profile",
    keywords: [doctor.name, doctor.specialization, `${doctor.specialization} ${clinic.address.city}`, clinic.name],
    ...siteMeta(clinic, locale, languages),
  };
}

export interface DoctorMetaSource extends DoctorSeoSource {
  /** As typed in the admin: "English, Telugu, Hindi". */
  languages: string;
  personalSite: string;
}

/** Head tags of a profile: the page's SEO plus an IndividualPhysician linked to the clinic. */
/** `homeName`: the home page's name in the breadcrumb, in the page's language. */
export function doctorMeta(
  doctor: DoctorMetaSource,
  siteUrl: string,
  clinic: ClinicView,
  homeName: string,
  locale: Locale = DEFAULT_LOCALE,
  languages: readonly Locale[] = [DEFAULT_LOCALE],
) {
  const path = doctorPath(doctor.slug);
  return [
    ...buildMeta(doctorPageSeo(doctor, siteUrl, clinic, locale, languages)),
    jsonLdGraph(
      webPage(siteUrl, path, doctor.name, locale),
      medicalClinic(siteUrl, clinic),
      individualPhysician(siteUrl, clinic, { ...doctor, languages: languageList(doctor.languages) }, path),
      breadcrumbList(
        siteUrl,
        [
          { name: homeName, path: "/" },
          { name: doctor.name, path },
        ],
        locale,
      ),
    ),
  ];
}
