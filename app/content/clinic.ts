// The clinic's starting facts (CONTENT.md "Placeholders filled"). They seed the "Clinic
// settings" document once; from then on the clinic edits them in the admin
// (/admin/content/clinic-settings) and every page reads the published settings.
import type { ClinicSettings } from "~/content-types/clinic-settings";

const workday = (day: ClinicSettings["hours"][number]["day"]) => ({ day, closed: false, open: "09:00", close: "19:00" });

export const clinicSettingsSeed: ClinicSettings = {
  name: "Samudra Rehab & Wellness Centre",
  shortName: "Samudra",
  tagline: "Advanced non-invasive rehabilitation by the sea",
  address: {
    street: "12-3-45 Beach Road Junction",
    locality: "Maharanipeta",
    city: "Visakhapatnam",
    region: "Andhra Pradesh",
    postalCode: "530002",
    country: "India",
    countryCode: "IN",
  },
  map: { latitude: 17.7105, longitude: 83.3165, query: "Maharanipeta, Visakhapatnam 530002" },
  phones: [
    { number: "+91 90000 11001", label: "Reception" },
    { number: "+91 90000 11002", label: "" },
    { number: "+91 90000 11003", label: "" },
  ],
  contact: { whatsapp: "+91 90000 11009", email: "care@samudra-rehab.example", emergencyNumber: "108" },
  hours: [
    workday("Monday"),
    workday("Tuesday"),
    workday("Wednesday"),
    workday("Thursday"),
    workday("Friday"),
    workday("Saturday"),
    { day: "Sunday", closed: false, open: "10:00", close: "16:00" },
  ],
  closures: [],
  social: [
    { network: "Instagram", url: "https://instagram.com/samudrarehab" },
    { network: "LinkedIn", url: "https://linkedin.com/company/samudrarehab" },
    { network: "YouTube", url: "https://youtube.com/@samudrarehab" },
  ],
  shareImage: "/og-default.png",
  figures: { patientsSupported: 1000 },
  notifications: { inquiryEmails: [{ email: "care@samudra-rehab.example" }], overdueHours: 24, digestTime: "" },
  reminders: [{ hoursBefore: 24 }, { hoursBefore: 2 }],
};

/** SPEC §5: the home form's service choices. */
export const serviceOptions = [
  "Hyperbaric Oxygen Therapy",
  "Cryotherapy",
  "Zero Gravity Gait Trainer",
  "Hydrogen Inhalation",
  "Post-Pregnancy Rehabilitation",
  "General Consultation",
] as const;

/** The form's choice for each of the starting therapies, by slug (a page's title may be a translation). */
export const serviceForTherapy: Readonly<Record<string, (typeof serviceOptions)[number]>> = {
  "hyperbaric-oxygen-therapy": "Hyperbaric Oxygen Therapy",
  cryotherapy: "Cryotherapy",
  "zero-gravity-gait-trainer": "Zero Gravity Gait Trainer",
  "hydrogen-inhalation": "Hydrogen Inhalation",
  "post-pregnancy-rehabilitation": "Post-Pregnancy Rehabilitation",
};
