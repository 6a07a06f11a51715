/**
 * The consultant's (Dr. Gurpreet Singh Bedi's) profile as first written: starting content for
 * his document (./doctor-seeds); the clinic edits it in the admin.
 */
import { type ConsultantProfile, consultant, type SectionText } from "./doctors";

export const consultantProfile: ConsultantProfile = {
  summaryParagraphs: [
    "Dr. Gurpreet Singh Bedi has worked in medicine for more than 30 years. He trained first in anaesthesiology and then specialised in hyperbaric and diving medicine, a field where careful patient selection and strict safety practice matter as much as the treatment itself.",
    "Over his career he has supervised hyperbaric oxygen therapy for more than 2500 patients, including people with diabetic foot wounds, tissue injury after radiation therapy, decompression illness and complex recovery after surgery. He has also helped hospitals plan, build and commission more than 8 hyperbaric centres, and has trained many of the doctors, nurses and chamber operators who run them.",
    "At Samudra he leads the hyperbaric service. Before any course of therapy he reviews each patient's history to check that the treatment is suitable and safe, explains what it may and may not help with, and keeps the patient's own doctor informed. He consults in English, Hindi and Punjabi. Results vary from person to person.",
  ],
  languages: consultant.languages ?? [],
  coreExpertise: [
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
  degrees: [
    {
      degree: "MBBS",
      institution: "Government Medical College, Amritsar",
      year: "1992",
    },
    {
      degree: "MD Anaesthesiology",
      institution: "Government Medical College, Patiala",
      year: "1996",
    },
    {
      degree: "Postgraduate Diploma in Hyperbaric and Diving Medicine",
      institution: "Hyperbaric Medicine Training Centre, Mumbai",
      year: "1999",
    },
    {
      degree: "Postgraduate Diploma in Hospital and Healthcare Management",
      institution: "Institute of Healthcare Management, Hyderabad",
      year: "2008",
    },
  ],
  certifications: [
    {
      title: "Certified Hyperbaric Medicine Physician",
      institution: "National hyperbaric medicine certification programme",
      year: "2001",
      type: "Specialist certification",
    },
    {
      title: "Hyperbaric Facility Safety Director",
      institution: "Hyperbaric safety training programme",
      year: "2012",
      type: "Safety",
    },
    {
      title: "Advanced Wound Care Certification",
      institution: "Wound care society course, New Delhi",
      year: "2016",
      type: "Clinical",
    },
    {
      title: "Advanced Cardiac Life Support (ACLS) Provider",
      institution: "Accredited resuscitation training centre",
      year: "2024",
      type: "Life support (renewed every two years)",
    },
  ],
  roleCategories: ["Clinical leadership", "Hyperbaric programme development", "Teaching"],
  roles: [
    {
      title: "Consultant in Hyperbaric Medicine and Head of Hyperbaric Services",
      organization: "Samudra Rehab & Wellness Centre, Visakhapatnam",
      period: "2022 – present",
      type: "current",
      category: "Clinical leadership",
    },
    {
      title: "Advisor, Hyperbaric Programme Development",
      organization: "Independent advisory work for hospitals in India",
      period: "2015 – present",
      type: "current",
      category: "Hyperbaric programme development",
    },
    {
      title: "Visiting Faculty, Hyperbaric Medicine and Wound Care",
      organization: "Medical and nursing training programmes, Andhra Pradesh",
      period: "2018 – present",
      type: "current",
      category: "Teaching",
    },
    {
      title: "Head, Department of Hyperbaric Medicine",
      organization: "Multispeciality hospital, Hyderabad",
      period: "2008 – 2022",
      type: "past",
      category: "Clinical leadership",
    },
    {
      title: "Senior Consultant, Hyperbaric Unit",
      organization: "Tertiary care hospital, Mumbai",
      period: "2000 – 2008",
      type: "past",
      category: "Clinical leadership",
    },
    {
      title: "Project Lead, New Hyperbaric Centres",
      organization: "Hospitals in Andhra Pradesh, Telangana, Karnataka, Maharashtra and Punjab",
      period: "2006 – 2021",
      type: "past",
      category: "Hyperbaric programme development",
    },
    {
      title: "Course Director, Hyperbaric Medicine Foundation Course",
      organization: "Regional hyperbaric training programme, Hyderabad",
      period: "2010 – 2019",
      type: "past",
      category: "Teaching",
    },
    {
      title: "Registrar, Anaesthesiology",
      organization: "Government Medical College, Patiala",
      period: "1993 – 1999",
      type: "past",
      category: "Clinical leadership",
    },
  ],
  achievements: [
    "Supervised hyperbaric oxygen therapy for more than 2500 patients over three decades.",
    "Helped plan, build and commission more than 8 hyperbaric centres across India.",
    "Wrote chamber safety and emergency procedures that partner hospitals use in daily practice.",
    "Trained doctors, nurses and chamber operators through a long-running hyperbaric foundation course.",
    "Set up shared care pathways that bring surgeons, wound-care nurses and hyperbaric teams together for diabetic foot patients.",
  ],
  engagements: [
    {
      title: "National Conference on Hyperbaric and Undersea Medicine",
      topic: "Choosing the right patients for hyperbaric oxygen therapy",
      type: "Keynote",
    },
    {
      title: "Hyperbaric Chamber Safety Workshop",
      topic: "Fire prevention, oxygen handling and emergency drills",
      type: "Workshop",
    },
    {
      title: "Diabetic Foot Summit",
      topic: "Where HBOT fits in diabetic foot wound care",
      type: "Panel",
    },
    {
      title: "Anaesthesia Update, Regional Chapter Meeting",
      topic: "Managing critically ill patients in the hyperbaric chamber",
      type: "Lecture",
    },
    {
      title: "Oncology Supportive Care Forum",
      topic: "Hyperbaric oxygen for late radiation tissue injury",
      type: "Lecture",
    },
    {
      title: "Healthcare Infrastructure Conclave",
      topic: "Planning and commissioning a hospital hyperbaric unit",
      type: "Keynote",
    },
    {
      title: "Diving Medicine Course for Doctors",
      topic: "Recognising and treating decompression illness",
      type: "Workshop",
    },
    {
      title: "Sports Medicine and Rehabilitation Meet",
      topic: "Evidence and expectations for HBOT in sports recovery",
      type: "Panel",
    },
  ],
  adminCompetencies: [
    "Planning and commissioning hyperbaric centres",
    "Chamber safety, fire-risk and emergency management",
    "Recruiting, training and credentialing staff",
    "Clinical audit and quality improvement",
    "Regulatory compliance and clinical documentation",
    "Budgeting and equipment procurement",
    "Building referral networks with hospitals and specialists",
  ],
};

export const consultantSections = {
  summary: { eyebrow: "About", title: "Professional Summary" },
  expertise: {
    eyebrow: "What he does",
    title: "Core Expertise",
    intro: "Hyperbaric oxygen therapy is suitable only for some conditions; Dr. Bedi checks this with every patient first.",
  },
  education: { eyebrow: "Training", title: "Education and Certifications" },
  roles: {
    eyebrow: "Career",
    title: "Professional Roles",
    intro: "Current and previous roles, grouped by area of work.",
  },
  achievements: { eyebrow: "Highlights", title: "Key Achievements" },
  engagements: {
    eyebrow: "Sharing knowledge",
    title: "Conference Engagements",
    intro: "Talks, panels and workshops on hyperbaric medicine, safety and wound care.",
  },
  competencies: {
    eyebrow: "Leadership",
    title: "Administrative Competencies",
    intro: "The work behind a safe hyperbaric service, beyond the treatment sessions themselves.",
  },
} satisfies Record<string, SectionText>;
