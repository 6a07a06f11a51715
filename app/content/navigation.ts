import type { MessageKey } from "~/i18n/catalogue";

/** A link of the site's menus; its text is an interface string (chrome area). */
export interface NavLink {
  label: MessageKey;
  to: string;
}

/** SPEC §2 "Shared public chrome": header links in order; Doctors is a dropdown after Wellness. */
export const headerLinksBeforeDoctors: NavLink[] = [
  { label: "chrome.navHome", to: "/" },
  { label: "chrome.navAbout", to: "/about" },
  { label: "chrome.navServices", to: "/services" },
  { label: "chrome.navWellness", to: "/wellness-programs" },
];

export const headerLinksAfterDoctors: NavLink[] = [
  { label: "chrome.navConditions", to: "/conditions" },
  { label: "chrome.navReviews", to: "/#reviews" },
  { label: "chrome.navContact", to: "/contact" },
];

// Online booking (issue 47): every service, a day and a free time.
export const bookingHref = "/book";
export const internationalHref = "/international-patients";

export const footerLinks: NavLink[] = [
  { label: "chrome.footerAboutLink", to: "/about" },
  { label: "chrome.footerServicesLink", to: "/services" },
  { label: "chrome.footerConditionsLink", to: "/conditions" },
  { label: "chrome.footerWellnessLink", to: "/wellness-programs" },
  { label: "chrome.footerInternationalLink", to: "/international-patients" },
  { label: "chrome.footerContactLink", to: "/contact" },
];

export const legalLinks: NavLink[] = [
  { label: "chrome.privacyLink", to: "/privacy-policy" },
  { label: "chrome.termsLink", to: "/terms-of-service" },
];
