import { defineArea } from "../define";

// The fixed texts of the one profile template every doctor shares. The names, titles, section
// entries and any heading typed in a doctor's own document are content, not these: the
// "…Heading" texts here show only where that document leaves its heading empty.
export const doctorMessages = defineArea({
  area: "doctors",
  title: "Doctor profiles",
  description: "The fixed texts of every doctor's profile: the usual section headings, buttons and labels.",
  previewPath: "/doctors/aditya-varma",
  messages: {
    // Top band
    heroSummary: { en: "View Profile Summary", label: "Top band: button that scrolls down to the profile" },
    personalSite: { en: "Visit Personal Website", label: "Top band: link to the doctor's own website (when there is one)" },
    bookConsultation: { en: "Book Consultation", label: "Booking button (top band without a website, and the closing band)" },
    opensNewTab: { en: "(opens in a new tab)", label: "Said after a link that opens a new tab (screen readers)" },
    statYears: { en: "Years Experience", label: "Top band: label under the years of experience" },
    statRating: { en: "Patient Rating", label: "Top band: label under the average patient rating" },

    // Usual section headings, used when the doctor's document leaves the heading empty
    summaryHeading: { en: "Professional Summary", label: "Usual heading: professional summary" },
    languagesHeading: { en: "Languages", label: "Summary: heading of the languages the doctor speaks" },
    languagesListLabel: {
      en: "Languages {shortName} consults in",
      label: "Summary: name of the languages list for screen readers",
      args: ["shortName"],
    },
    expertiseHeading: { en: "Areas of Expertise", label: "Usual heading: areas of expertise" },
    educationHeading: { en: "Education", label: "Usual heading: education (degrees only)" },
    certificationsHeading: { en: "Certifications", label: "Usual heading: certifications (also their column beside the degrees)" },
    educationCertificationsHeading: { en: "Education and Certifications", label: "Usual heading: degrees and certifications together" },
    degreesHeading: { en: "Degrees", label: "Education: heading of the degrees column" },
    rolesHeading: { en: "Professional Roles", label: "Usual heading: professional roles" },
    rolesCurrent: { en: "Current", label: "Roles: small heading of the current roles" },
    rolesPrevious: { en: "Previous", label: "Roles: small heading of the past roles" },
    awardsHeading: { en: "Awards", label: "Usual heading: awards" },
    conferencesHeading: { en: "Conferences", label: "Usual heading: conferences" },
    talksHeading: { en: "Talks and Teaching", label: "Usual heading: talks and teaching" },
    talkKind: {
      en: "{kind, select, Keynote {Keynote} Workshop {Workshop} Panel {Panel} Lecture {Lecture} other {{kind}}}",
      label: "Talks: the kind of each talk, as chosen in the doctor's profile",
      args: ["kind"],
    },
    achievementsHeading: { en: "Key Achievements", label: "Usual heading: achievements" },
    competenciesHeading: { en: "Leadership and Management", label: "Usual heading: leadership and management" },
    casesHeading: { en: "Case Highlights", label: "Usual heading: case highlights" },
    articleHeading: { en: "Featured Article", label: "Usual heading: featured article" },

    // Case highlights
    caseFeatured: { en: "Featured Case", label: "Cases: badge on a featured case" },
    caseMoreHeading: { en: "More about this case", label: "Cases: heading of a case's extra details" },
    caseOutcome: { en: "Outcome:", label: "Cases: word before a case's outcome" },
    caseReadMore: {
      en: "Read More<sr> about {title}</sr>",
      label: "Cases: button that unfolds a case (the part in <sr> is read only by screen readers)",
      args: ["title", "sr"],
    },
    caseReadLess: {
      en: "Read Less<sr> about {title}</sr>",
      label: "Cases: button that folds a case again (the part in <sr> is read only by screen readers)",
      args: ["title", "sr"],
    },
    caseVideoTitle: { en: "Video: {title}", label: "Cases: name of the video player while a case's video plays", args: ["title"] },
    caseVideoPlayer: { en: "Surgical case video", label: "Cases: name of the video player (screen readers)" },
    playVideoLabel: { en: "Play video: {title}", label: "Cases and videos: play button, for screen readers", args: ["title"] },

    // Featured article
    articleReadTime: { en: "{minutes} min read", label: "Article: reading time", args: ["minutes"] },
    articleOpen: { en: "Read Full Article", label: "Article: button that opens the whole text" },
    articleClose: { en: "Show Less", label: "Article: button that folds the text again" },

    // Videos and patients' stories linked to the doctor
    videosEyebrow: { en: "Watch", label: "Videos: small heading above" },
    videosHeading: { en: "Videos with {shortName}", label: "Videos: heading", args: ["shortName"] },
    playVideo: { en: "Play video", label: "Videos: play button" },
    videoPlayer: { en: "Video", label: "Videos: name of the video player (screen readers)" },
    storiesEyebrow: { en: "In their words", label: "Patients' stories: small heading above" },
    storiesHeading: { en: "What Patients Say", label: "Patients' stories: heading" },
    storiesIntro: {
      en: "Experiences shared by patients. Results vary from person to person.",
      label: "Patients' stories: sentence under the heading",
      long: true,
      max: 300,
    },

    // Closing band
    ctaCall: {
      en: "Call Now<sr>: {number}</sr>",
      label: "Closing band: call button (the part in <sr> is read only by screen readers)",
      args: ["number", "sr"],
    },
    whatsApp: { en: "WhatsApp", label: "Closing band: WhatsApp button (when the doctor has a WhatsApp message)" },
  },
});
