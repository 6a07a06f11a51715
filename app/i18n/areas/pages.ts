import { defineArea } from "../define";

// The fixed words of the site's pages. Their own texts (headings, paragraphs, questions) are
// the pages' documents; these are the words the code draws around them. A `<sr>…</sr>` part
// is read out by screen readers only (it says which therapy or doctor a button is for).
export const pageMessages = defineArea({
  area: "pages",
  title: "Page sections",
  description:
    "Fixed headings, buttons and labels of the home, about, services, conditions, contact, international, wellness and legal pages.",
  previewPath: "/",
  messages: {
    // Heading band of the inner pages
    breadcrumbLabel: { en: "Breadcrumb", label: "Page heading band: name of the breadcrumb trail (screen readers)" },
    breadcrumbHome: { en: "Home", label: "Page heading band: first link of the breadcrumb trail" },
    crumbAbout: { en: "About", label: "About page: its name in the breadcrumb trail" },
    crumbServices: { en: "Services", label: "Services page: its name in the breadcrumb trail" },
    crumbConditions: { en: "Conditions", label: "Conditions page: its name in the breadcrumb trail" },
    crumbContact: { en: "Contact", label: "Contact page: its name in the breadcrumb trail" },

    // The reply time the International Patients and Wellness pages promise (decision 078)
    replyWithin: {
      en: "within {hours, plural, one {# hour} other {# hours}}",
      label:
        "The promised reply time, written into the International Patients and Wellness pages' texts where they say {responseTime} (the hours: Clinic settings › We reply within)",
      args: ["hours"],
    },

    // Closing band of the about, services and conditions pages
    ctaBook: { en: "Book Consultation", label: "Closing band of a page: booking button" },
    ctaCall: { en: "Call Now", label: "Closing band of a page: call button" },

    // Home page
    homeDoctorProfile: { en: "View full profile", label: "Home, doctor section: button to the lead doctor's profile" },
    homeMeetDoctor: {
      en: "Meet {name}, {title}",
      label: "Home, doctor section: button to each other doctor's profile",
      args: ["name", "title"],
    },
    therapySessions: {
      en: "{sessions} sessions",
      label: "Therapy cards (home and Services page): the course's number of sessions",
      args: ["sessions"],
    },
    therapyLearnMore: {
      en: "Learn More<sr> about {title}</sr>",
      label: "Therapy cards (home and Services page): button to a therapy's details",
      args: ["title", "sr"],
    },
    therapyShowLess: {
      en: "Show Less<sr> about {title}</sr>",
      label: "Home, therapy cards: button that folds the opened details",
      args: ["title", "sr"],
    },
    detailSessionLength: { en: "Session length", label: "Home, opened therapy details: label of the session length" },
    detailCourse: { en: "Typical course", label: "Home, opened therapy details: label of the number of sessions" },
    detailFrequency: { en: "Frequency", label: "Home, opened therapy details: label of how often" },
    detailBenefits: { en: "How it may help", label: "Home, opened therapy details: heading of the benefits" },
    detailResults: { en: "Results vary from person to person.", label: "Home, opened therapy details: note under the benefits" },
    detailBook: { en: "Book This Therapy", label: "Home, opened therapy details: booking button" },
    detailFullPage: { en: "Full details", label: "Home, opened therapy details: link to the therapy's page" },

    // About page
    aboutDoctorYears: { en: "{years}+ years of experience", label: "About page, doctors: years of experience", args: ["years"] },
    aboutDoctorProfile: {
      en: "View profile<sr> of {name}</sr>",
      label: "About page, doctors: button to a doctor's profile",
      args: ["name", "sr"],
    },

    // Services page
    servicesEyebrow: { en: "Therapies", label: "Services page: small heading above the therapy list" },
    servicesCount: {
      en: "{count, plural, one {# non-invasive therapy} other {# non-invasive therapies}}",
      label: "Services page: heading of the therapy list, with how many there are",
      args: ["count"],
    },
    listSession: { en: "Session", label: "Services page, each therapy: label of the session length" },
    listCourse: { en: "Course", label: "Services page, each therapy: label of the number of sessions" },
    listFrequency: { en: "Frequency", label: "Services page, each therapy: label of how often" },
    listBook: { en: "Book This Therapy<sr> for {title}</sr>", label: "Services page, each therapy: booking button", args: ["title", "sr"] },
    servicesGeneralConsultation: { en: "Book a General Consultation", label: "Services page, 'not sure' box: booking button" },

    // Contact page
    contactSendMessage: { en: "Send a message", label: "Contact page, heading band: button down to the form" },
    contactCall: { en: "Call {number}", label: "Contact page, heading band: call button", args: ["number"] },
    contactCardsLabel: { en: "Hours and quick contact", label: "Contact page: name of the hours and quick-contact cards (screen readers)" },
    contactWhatsApp: { en: "WhatsApp {number}", label: "Contact page, WhatsApp card: chat button", args: ["number"] },
    contactEmergencyCall: { en: "Call {number}", label: "Contact page, emergency card: call button", args: ["number"] },
    contactInternational: { en: "International patients", label: "Contact page: link to the international patients page" },

    // International patients page
    bottomBarLabel: { en: "Contact shortcuts", label: "International page, phone bar at the bottom: its name (screen readers)" },
    bottomBarCall: { en: "Call Now", label: "International page, phone bar at the bottom: call" },
    bottomBarWhatsApp: { en: "WhatsApp", label: "International page, phone bar at the bottom: WhatsApp" },
    bottomBarBook: { en: "Book Now", label: "International page, phone bar at the bottom: booking" },
    planningStep: { en: "Step {number}", label: "International page, planning steps: number over each step's title", args: ["number"] },
    planningStepTitle: {
      en: "Step {number}: {title}",
      label: "International page, planning steps: heading of the open step (wide screens)",
      args: ["number", "title"],
    },

    // Legal pages (privacy policy, terms of service and their earlier versions)
    legalEyebrow: { en: "Legal", label: "Legal pages: small heading above the title" },
    legalDates: {
      en: "Last updated {updated} · Effective {effective}",
      label: "Legal pages: dates under the title",
      args: ["updated", "effective"],
    },
    legalContents: { en: "On this page", label: "Legal pages: heading of the list of sections" },
    legalTranslationNote: {
      en: "This is a translation. The English text is the one that applies: <link>read it in English</link>.",
      label: "Legal pages in another language: note that the English text applies (not shown on the English page)",
      args: ["link"],
    },
    legalContact: { en: "Contact us", label: "Legal pages: heading of the last section (and its entry in the list of sections)" },
    legalContactText: {
      en: "Questions about this document? Reach us by phone, e-mail or post.",
      label: "Legal pages: sentence under Contact us",
      long: true,
      max: 300,
    },
    legalArchivedNotice: {
      en: "This is an earlier version, effective {effective}. It is kept here so you can read what applied then. <current>Read the current {title}</current>.",
      label: "Legal pages, an earlier version: notice at the top, with a link to the current text",
      args: ["effective", "title", "current"],
      long: true,
    },
    legalVersionsTitle: { en: "All versions", label: "Legal pages: heading of the list of versions" },
    legalVersionLink: { en: "Effective {date}", label: "Legal pages, list of versions: link to each version", args: ["date"] },
    legalVersionCurrent: { en: "(current)", label: "Legal pages, list of versions: mark after the version in force" },
    legalVersionMetaTitle: {
      en: "{title} (effective {date})",
      label: "Legal pages, an earlier or future version: title in the browser tab and search results",
      args: ["title", "date"],
    },
    legalVersionNotFound: { en: "Not found", label: "Legal pages: browser tab title when a version does not exist" },
    privacyMetaTitle: { en: "Privacy Policy", label: "Privacy policy: browser tab title when the page cannot be read" },
    termsMetaTitle: { en: "Terms of Service", label: "Terms of service: browser tab title when the page cannot be read" },
    grievanceTitle: { en: "Grievance Officer", label: "Privacy policy: heading of the grievance officer box" },
    grievanceText: {
      en: "For questions, requests or complaints about your personal information, contact our Grievance Officer. We reply within {days, plural, one {# day} other {# days}}.",
      label: "Privacy policy, grievance officer box: sentence with the reply time",
      args: ["days"],
      long: true,
    },
    grievanceName: { en: "Name", label: "Privacy policy, grievance officer box: label of the name" },
    grievanceEmail: { en: "E-mail", label: "Privacy policy, grievance officer box: label of the e-mail" },
    grievancePhone: { en: "Phone", label: "Privacy policy, grievance officer box: label of the phone" },
    grievanceAddress: { en: "Address", label: "Privacy policy, grievance officer box: label of the address" },
    statSurgicalYears: { en: "Years of surgical experience", label: "Home page, top figures: label under the lead doctor's years" },
    statPatientsSupported: { en: "Patients supported", label: "Home page, top figures: label under the patients supported" },
    statTherapies: {
      en: "{count, plural, one {Advanced therapy} other {Advanced therapies}}",
      label: "Home page, top figures: label under the number of therapies",
      args: ["count"],
    },
    statAverageRating: { en: "Average patient rating", label: "Home page, top figures: label under the average rating" },
    statPatients: { en: "Patients", label: "Wellness page, doctor card: label under the patients supported" },
    statRating: { en: "Rating", label: "Wellness page, doctor card: label under the average rating" },

    // Reviews page (every review, a page at a time) and the home page's link to it
    homeMoreReviews: { en: "More reviews", label: "Home page, under the reviews carousel: link to the Reviews page" },
    crumbReviews: { en: "Reviews", label: "Reviews page: its name in the breadcrumb trail" },
    reviewsPagesLabel: { en: "Pages of reviews", label: "Reviews page: name of the previous/next links (screen readers)" },
    reviewsPrevious: { en: "Previous page", label: "Reviews page: link to the newer reviews" },
    reviewsNext: { en: "Next page", label: "Reviews page: link to the older reviews" },
    reviewsEmpty: { en: "There are no reviews to show yet.", label: "Reviews page: shown when no review is published" },
    reviewsBadLinkTitle: { en: "This page link is not valid", label: "Reviews page: heading when the address was cut short or changed" },
    reviewsBadLinkMessage: {
      en: "The address may have been cut short or changed. The newest reviews are one click away.",
      label: "Reviews page: sentence under the heading when the address is not valid",
      long: true,
    },
    reviewsFirstPage: { en: "See the newest reviews", label: "Reviews page: button back to the first page when the address is not valid" },
  },
});
