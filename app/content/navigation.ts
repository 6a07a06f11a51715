
export interface NavLink {
  label: string;
  to: string;
}

/** SPEC §2 "Shared public chrome": header links in order; Doctors is a dropdown after Wellness. */
export const headerLinksBeforeDoctors: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
  { label: "Services", to: "/services" },
  { label: "Wellness Program", to: "/wellness-programs" },
];

export const headerLinksAfterDoctors: NavLink[] = [
  { label: "Conditions", to: "/conditions" },
  { label: "Reviews", to: "/#reviews" },
  { label: "Contact", to: "/contact" },
];

export const bookingHref = "/#contact";
export const internationalHref = "/international-patients";

export const footerLinks: NavLink[] = [
  { label: "About the Centre", to: "/about" },
  { label: "Services", to: "/services" },
  { label: "Conditions We Treat", to: "/conditions" },
  { label: "7-Day Wellness Program", to: "/wellness-programs" },
  { label: "International Patients", to: "/international-patients" },
  { label: "Contact", to: "/contact" },
];

export const legalLinks: NavLink[] = [
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms of Service", to: "/terms-of-service" },
];
