// The clinic's own facts, in one place (CONTENT.md "Placeholders filled"): a real clinic
// replaces these values here and nowhere else.

export interface PhoneNumber {
  display: string;
  /** E.164 without spaces, for tel: links. */
  e164: string;
}

const phone = (display: string): PhoneNumber => ({
  display,
  e164: display.replace(/[^\d+]/g, ""),
});

export const clinic = {
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
  geo: { latitude: 17.7105, longitude: 83.3165 },
  phones: [phone("+91 90000 11001"), phone("+91 90000 11002"), phone("+91 90000 11003")],
  whatsapp: phone("+91 90000 11009"),
  email: "care@samudra-rehab.example",
  emergencyNumber: "108",
  hours: [
    { days: "Monday to Saturday", short: "Mon–Sat", open: "09:00", close: "19:00", label: "9AM-7PM" },
    { days: "Sunday", short: "Sun", open: "10:00", close: "16:00", label: "10AM-4PM" },
  ],
  social: [
    { network: "Instagram", url: "https://instagram.com/samudrarehab", icon: "Instagram" },
    { network: "LinkedIn", url: "https://linkedin.com/company/samudrarehab", icon: "Linkedin" },
    { network: "YouTube", url: "https://youtube.com/@samudrarehab", icon: "Youtube" },
  ],
  mapQuery: "Maharanipeta, Visakhapatnam 530002",
  /** Figures the clinic stands behind; counts that live in the database are derived, not typed here. */
  figures: { patientsSupported: 1000, averageRating: 4.9 },
} as const;

export const primaryPhone = clinic.phones[0];

export const fullAddress = `${clinic.address.street}, ${clinic.address.locality}, ${clinic.address.city}, ${clinic.address.region} ${clinic.address.postalCode}, ${clinic.address.country}`;

/** Google Maps embed, loaded only after the visitor asks for it (map facade). */
export const mapEmbedUrl = `https://www.google.com/maps?q=${encodeURIComponent(clinic.mapQuery)}&output=embed`;
export const mapLinkUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(clinic.mapQuery)}`;

/** SPEC §5: the home form's service choices. */
export const serviceOptions = [
  "Hyperbaric Oxygen Therapy",
  "Cryotherapy",
  "Zero Gravity Gait Trainer",
  "Hydrogen Inhalation",
  "Post-Pregnancy Rehabilitation",
  "General Consultation",
] as const;

export const emergencyNotice = `Samudra is not an emergency facility. In a medical emergency in India, call ${clinic.emergencyNumber}.`;
