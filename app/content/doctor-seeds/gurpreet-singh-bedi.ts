// The consultant's starting profile (Dr. Gurpreet Singh Bedi, one of the clinic's two doctors;
// fictional): the texts written for his page, in the doctor declaration's own shape (issue 46
// item 5), so nothing converts them. Stored once, at the first start (decisions 021 and 086);
// from then on the clinic edits his document in the admin and the site reads that, never this file.
// His 30+ years are yearsExperience and also words of the summary, the meta description and the
// profile: change them together. The rating is counted from the testimonials (showRating). His
// roles are listed group by group, in the order the page shows the groups (where each first appears).
import type { DoctorData } from "~/content-types/doctor";

export const consultantSeed: DoctorData = {
  name: "Dr. Gurpreet Singh Bedi",
  shortName: "Dr. Bedi",
  title: "Consultant in Hyperbaric Medicine",
  specialization: "Hyperbaric Medicine",
  registration: "",
  portrait: "/illustrations/doctor-consultant.svg",
  yearsExperience: 30,
  heroIntro:
    "Specialist in hyperbaric and diving medicine who leads Samudra's hyperbaric oxygen therapy service, with a focus on careful patient selection and safety.",
  summary:
    "Dr. Gurpreet Singh Bedi is a consultant in hyperbaric medicine with more than 30 years of clinical experience. He has supervised hyperbaric oxygen therapy for more than 2500 patients and has helped set up more than 8 hyperbaric centres in India. He leads the hyperbaric service at Samudra.",
  directoryDescription:
    "Hyperbaric medicine specialist who leads Samudra's hyperbaric oxygen therapy service, with a focus on patient safety, wound care and rehabilitation.",
  metaDescription:
    "Dr. Gurpreet Singh Bedi, consultant in hyperbaric medicine: 30+ years, 2500+ HBOT patients, 8+ centres built. Consults in English, Hindi and Punjabi.",
  languages: "English, Hindi, Punjabi",
  personalSite: "",
  stats: [
    { value: "2500+", label: "HBOT Patients" },
    { value: "8+", label: "Centres Built" },
  ],
  showRating: true,
  cta: {
    title: "Ask Dr. Bedi whether HBOT is right for you",
    text: "Every course of hyperbaric oxygen therapy starts with a consultation and a safety check. Send us your details, call us, or message us on WhatsApp, and we will arrange a time that suits you.",
    whatsappGreeting: "Hello Samudra, I would like to book a consultation with Dr. Gurpreet Singh Bedi about hyperbaric oxygen therapy.",
  },
  profile: {
    heading: { eyebrow: "About", title: "Professional Summary", intro: "" },
    text: "<p>Dr. Gurpreet Singh Bedi has worked in medicine for more than 30 years. He trained first in anaesthesiology and then specialised in hyperbaric and diving medicine, a field where careful patient selection and strict safety practice matter as much as the treatment itself.</p><p>Over his career he has supervised hyperbaric oxygen therapy for more than 2500 patients, including people with diabetic foot wounds, tissue injury after radiation therapy, decompression illness and complex recovery after surgery. He has also helped hospitals plan, build and commission more than 8 hyperbaric centres, and has trained many of the doctors, nurses and chamber operators who run them.</p><p>At Samudra he leads the hyperbaric service. Before any course of therapy he reviews each patient's history to check that the treatment is suitable and safe, explains what it may and may not help with, and keeps the patient's own doctor informed. He consults in English, Hindi and Punjabi. Results vary from person to person.</p>",
  },
  expertise: {
    heading: {
      eyebrow: "What he does",
      title: "Core Expertise",
      intro: "Hyperbaric oxygen therapy is suitable only for some conditions; Dr. Bedi checks this with every patient first.",
    },
    items: [
      {
        title: "Hyperbaric Oxygen Therapy",
        description: "Assessment, treatment planning and supervision of HBOT in monoplace and multiplace chambers.",
        icon: "Gauge",
      },
      {
        title: "Chronic Wound Care",
        description: "HBOT used to support healing of selected slow-healing wounds, together with standard wound care.",
        icon: "Bandage",
      },
      {
        title: "Diabetic Foot Management",
        description: "Working with surgeons and diabetes teams on foot wounds in people with diabetes.",
        icon: "Footprints",
      },
      {
        title: "Radiation Tissue Injury",
        description: "Care for late tissue effects of radiation therapy, such as problems with the jaw, bladder or bowel.",
        icon: "Radiation",
      },
      {
        title: "Diving and Decompression Medicine",
        description: "Fitness-to-dive assessments and treatment of decompression illness in line with recognised protocols.",
        icon: "Anchor",
      },
      {
        title: "Neurological Rehabilitation Support",
        description: "Careful assessment of whether HBOT is suitable within a wider rehabilitation plan, with realistic expectations.",
        icon: "Brain",
      },
      {
        title: "Sports Injury Recovery",
        description: "HBOT as one part of a supervised recovery plan for selected soft-tissue and sports injuries.",
        icon: "Dumbbell",
      },
      {
        title: "Chamber Safety and Operations",
        description: "Fire safety, emergency drills, oxygen handling and daily checks that keep every session safe.",
        icon: "ShieldCheck",
      },
      {
        title: "Hyperbaric Centre Development",
        description: "Planning, equipment selection, staffing and commissioning of new hyperbaric units.",
        icon: "Building",
      },
    ],
  },
  education: {
    heading: { eyebrow: "Training", title: "Education and Certifications", intro: "" },
    items: [
      { degree: "MBBS", institution: "Government Medical College, Amritsar", place: "", year: "1992" },
      { degree: "MD Anaesthesiology", institution: "Government Medical College, Patiala", place: "", year: "1996" },
      {
        degree: "Postgraduate Diploma in Hyperbaric and Diving Medicine",
        institution: "Hyperbaric Medicine Training Centre, Mumbai",
        place: "",
        year: "1999",
      },
      {
        degree: "Postgraduate Diploma in Hospital and Healthcare Management",
        institution: "Institute of Healthcare Management, Hyderabad",
        place: "",
        year: "2008",
      },
    ],
  },
  certifications: {
    heading: { eyebrow: "", title: "", intro: "" },
    items: [
      {
        title: "Certified Hyperbaric Medicine Physician",
        institution: "National hyperbaric medicine certification programme",
        year: "2001",
        kind: "Specialist certification",
      },
      { title: "Hyperbaric Facility Safety Director", institution: "Hyperbaric safety training programme", year: "2012", kind: "Safety" },
      { title: "Advanced Wound Care Certification", institution: "Wound care society course, New Delhi", year: "2016", kind: "Clinical" },
      {
        title: "Advanced Cardiac Life Support (ACLS) Provider",
        institution: "Accredited resuscitation training centre",
        year: "2024",
        kind: "Life support (renewed every two years)",
      },
    ],
  },
  roles: {
    heading: { eyebrow: "Career", title: "Professional Roles", intro: "Current and previous roles, grouped by area of work." },
    items: [
      {
        title: "Consultant in Hyperbaric Medicine and Head of Hyperbaric Services",
        organization: "Samudra Rehab & Wellness Centre, Visakhapatnam",
        period: "2022 – present",
        current: true,
        category: "Clinical leadership",
      },
      {
        title: "Head, Department of Hyperbaric Medicine",
        organization: "Multispeciality hospital, Hyderabad",
        period: "2008 – 2022",
        current: false,
        category: "Clinical leadership",
      },
      {
        title: "Senior Consultant, Hyperbaric Unit",
        organization: "Tertiary care hospital, Mumbai",
        period: "2000 – 2008",
        current: false,
        category: "Clinical leadership",
      },
      {
        title: "Registrar, Anaesthesiology",
        organization: "Government Medical College, Patiala",
        period: "1993 – 1999",
        current: false,
        category: "Clinical leadership",
      },
      {
        title: "Advisor, Hyperbaric Programme Development",
        organization: "Independent advisory work for hospitals in India",
        period: "2015 – present",
        current: true,
        category: "Hyperbaric programme development",
      },
      {
        title: "Project Lead, New Hyperbaric Centres",
        organization: "Hospitals in Andhra Pradesh, Telangana, Karnataka, Maharashtra and Punjab",
        period: "2006 – 2021",
        current: false,
        category: "Hyperbaric programme development",
      },
      {
        title: "Visiting Faculty, Hyperbaric Medicine and Wound Care",
        organization: "Medical and nursing training programmes, Andhra Pradesh",
        period: "2018 – present",
        current: true,
        category: "Teaching",
      },
      {
        title: "Course Director, Hyperbaric Medicine Foundation Course",
        organization: "Regional hyperbaric training programme, Hyderabad",
        period: "2010 – 2019",
        current: false,
        category: "Teaching",
      },
    ],
  },
  awards: { heading: { eyebrow: "", title: "", intro: "" }, items: [] },
  conferences: { heading: { eyebrow: "", title: "", intro: "" }, items: [] },
  talks: {
    heading: {
      eyebrow: "Sharing knowledge",
      title: "Conference Engagements",
      intro: "Talks, panels and workshops on hyperbaric medicine, safety and wound care.",
    },
    items: [
      {
        title: "National Conference on Hyperbaric and Undersea Medicine",
        topic: "Choosing the right patients for hyperbaric oxygen therapy",
        kind: "Keynote",
      },
      { title: "Hyperbaric Chamber Safety Workshop", topic: "Fire prevention, oxygen handling and emergency drills", kind: "Workshop" },
      { title: "Diabetic Foot Summit", topic: "Where HBOT fits in diabetic foot wound care", kind: "Panel" },
      {
        title: "Anaesthesia Update, Regional Chapter Meeting",
        topic: "Managing critically ill patients in the hyperbaric chamber",
        kind: "Lecture",
      },
      { title: "Oncology Supportive Care Forum", topic: "Hyperbaric oxygen for late radiation tissue injury", kind: "Lecture" },
      { title: "Healthcare Infrastructure Conclave", topic: "Planning and commissioning a hospital hyperbaric unit", kind: "Keynote" },
      { title: "Diving Medicine Course for Doctors", topic: "Recognising and treating decompression illness", kind: "Workshop" },
      { title: "Sports Medicine and Rehabilitation Meet", topic: "Evidence and expectations for HBOT in sports recovery", kind: "Panel" },
    ],
  },
  achievements: {
    heading: { eyebrow: "Highlights", title: "Key Achievements", intro: "" },
    items: [
      { text: "Supervised hyperbaric oxygen therapy for more than 2500 patients over three decades." },
      { text: "Helped plan, build and commission more than 8 hyperbaric centres across India." },
      { text: "Wrote chamber safety and emergency procedures that partner hospitals use in daily practice." },
      { text: "Trained doctors, nurses and chamber operators through a long-running hyperbaric foundation course." },
      {
        text: "Set up shared care pathways that bring surgeons, wound-care nurses and hyperbaric teams together for diabetic foot patients.",
      },
    ],
  },
  competencies: {
    heading: {
      eyebrow: "Leadership",
      title: "Administrative Competencies",
      intro: "The work behind a safe hyperbaric service, beyond the treatment sessions themselves.",
    },
    items: [
      { text: "Planning and commissioning hyperbaric centres" },
      { text: "Chamber safety, fire-risk and emergency management" },
      { text: "Recruiting, training and credentialing staff" },
      { text: "Clinical audit and quality improvement" },
      { text: "Regulatory compliance and clinical documentation" },
      { text: "Budgeting and equipment procurement" },
      { text: "Building referral networks with hospitals and specialists" },
    ],
  },
  cases: { heading: { eyebrow: "", title: "", intro: "" }, items: [], note: "" },
  article: { heading: { eyebrow: "", title: "", intro: "" }, title: "", author: "", date: "", readMinutes: 0, excerpt: "", body: "" },
};
