/**
 * The centre's two lead doctors (fictional people): the directory entries used
 * by the header dropdown and /doctors/{slug}, and the rich profile content for
 * /doctor-profile (surgeon) and /doctor-gurpreet-profile (consultant).
 *
 * One source of truth for figures (CONTENT.md §9): the surgeon has 10+ years,
 * the consultant 30+ years, everywhere. Stats are built from the constants
 * below so a figure cannot drift between the directory and the profile.
 */

/** lucide-react icon names used in this file (all exist in lucide-react). */
export type DoctorIconName =
  | "HeartPulse"
  | "Heart"
  | "Microscope"
  | "Activity"
  | "Wind"
  | "Gauge"
  | "Bandage"
  | "Footprints"
  | "Radiation"
  | "Anchor"
  | "Brain"
  | "Dumbbell"
  | "ShieldCheck"
  | "Building";

export interface DoctorStat {
  value: string;
  label: string;
}

export interface Doctor {
  slug: string;
  name: string;
  shortName: string;
  title: string;
  specialization: string;
  /** Route of the full profile page. */
  route: string;
  yearsExperience: number;
  photoInitials: string;
  summary: string;
  directoryDescription: string;
  stats: DoctorStat[];
  languages?: string[];
  personalSite?: string;
  /** Our own illustration standing in for a photo (no stock faces). */
  portrait: string;
  /** One or two sentences under the name in the profile hero. */
  heroIntro: string;
  /** The page's meta description (about 150 characters). */
  metaDescription: string;
  cta: DoctorCallToAction;
}

export interface DoctorCallToAction {
  title: string;
  text: string;
  /** Prefilled WhatsApp greeting; the WhatsApp button shows only when set. */
  whatsappGreeting?: string;
}

/* ------------------------------------------------------------------ */
/* Figures (one place)                                                 */
/* ------------------------------------------------------------------ */

const SURGEON_YEARS = 10;
const CONSULTANT_YEARS = 30;

/* ------------------------------------------------------------------ */
/* Surgeon: Dr. Aditya Varma                                           */
/* ------------------------------------------------------------------ */

export interface Specialisation {
  title: string;
  description: string;
  icon: DoctorIconName;
}

export interface Award {
  year: string;
  title: string;
  event: string;
  location: string;
}

export interface Conference {
  title: string;
  date: string;
  venue: string;
  description: string;
}

export interface SurgeonDegree {
  degree: string;
  institution: string;
  location: string;
}

export type CaseIllustration = "cardiac" | "vascular" | "thoracic";

export interface SurgicalCase {
  id: number;
  title: string;
  category: string;
  /** Which of public/illustrations/case-*.svg pictures the case. */
  illustration: CaseIllustration;
  description: string;
  /** Shown when the visitor asks to read more: the care around the operation. */
  details: string;
  outcome: string;
  videoUrl: string | null;
  featured: boolean;
}

export interface FeaturedArticle {
  title: string;
  author: string;
  /** ISO date, for <time dateTime> and structured data. */
  date: string;
  displayDate: string;
  readMinutes: number;
  excerpt: string;
  bodyParagraphs: string[];
}

export interface SurgeonProfile {
  professionalSummary: string[];
  specialisations: Specialisation[];
  awards: Award[];
  conferences: Conference[];
  degrees: SurgeonDegree[];
  surgicalCases: SurgicalCase[];
  /** Short note shown with the case highlights. */
  casesNote: string;
  featuredArticle: FeaturedArticle;
}

export const surgeon: Doctor = {
  slug: "aditya-varma",
  name: "Dr. Aditya Varma",
  shortName: "Dr. Varma",
  title: "Cardiothoracic & Vascular Surgeon",
  specialization: "Cardiothoracic & Vascular Surgery",
  route: "/doctor-profile",
  yearsExperience: SURGEON_YEARS,
  photoInitials: "AV",
  summary:
    "Dr. Aditya Varma is a cardiothoracic and vascular surgeon with more than 10 years of experience in heart, lung and blood-vessel surgery. At Samudra he guides recovery and rehabilitation for patients before and after surgery, and for people with circulation problems and slow-healing wounds.",
  directoryDescription:
    "Heart, lung and vascular surgeon who leads recovery and circulation care at Samudra, working closely with the rehabilitation and hyperbaric teams.",
  stats: [
    { value: `${SURGEON_YEARS}+`, label: "Years Experience" },
    { value: "5000+", label: "Surgeries" },
    { value: "50+", label: "Research Papers" },
    { value: "4.9/5", label: "Patient Rating" },
  ],
  languages: ["English", "Telugu", "Hindi"],
  personalSite: "https://adityavarma.example",
  portrait: "/illustrations/doctor-surgeon.svg",
  heroIntro:
    "Heart, lung and blood-vessel surgeon who guides recovery and rehabilitation before and after surgery, and care for circulation problems and slow-healing wounds.",
  metaDescription:
    "Dr. Aditya Varma, cardiothoracic and vascular surgeon in Visakhapatnam: 10+ years, 5000+ surgeries, recovery and circulation care at Samudra.",
  cta: {
    title: "Book a consultation with Dr. Varma",
    text: "Planning surgery, recovering from an operation, or living with a circulation problem? Send us your details and our team will arrange a time to talk. Please bring your recent reports and a list of your medicines.",
  },
};

export const surgeonProfile: SurgeonProfile = {
  professionalSummary: [
    "Dr. Aditya Varma is a cardiothoracic and vascular surgeon with more than 10 years of experience and over 5000 surgeries, from coronary artery bypass and heart-valve operations to surgery on the aorta, the arteries of the legs and the lungs. He trained in general surgery and then in cardiothoracic and vascular surgery in Andhra Pradesh and Telangana, and has practised in Visakhapatnam for most of his career.",
    "He believes that an operation is only one part of a patient's recovery. Good preparation before surgery and structured rehabilitation afterwards help many people regain strength and confidence sooner. At Samudra he works with physiotherapists and the hyperbaric medicine team on recovery after heart and vascular surgery, circulation problems and slow-healing wounds, always alongside the care patients receive from their own doctors.",
    "Dr. Varma has written or co-written more than 50 research papers and conference presentations, and he regularly teaches surgical trainees. Patients describe him as calm and clear: he takes time to explain the options, the likely benefits and the risks, so that each person can make an informed decision. Results vary from person to person.",
  ],
  specialisations: [
    {
      title: "Coronary Artery Bypass Surgery",
      description:
        "Bypass surgery for blocked heart arteries, including beating-heart (off-pump) techniques where suitable.",
      icon: "HeartPulse",
    },
    {
      title: "Heart Valve Repair and Replacement",
      description:
        "Repair of the patient's own valve where possible, and valve replacement when repair is not suitable.",
      icon: "Heart",
    },
    {
      title: "Minimally Invasive Cardiac Surgery",
      description:
        "Selected heart operations through smaller incisions, which may shorten the hospital stay for suitable patients.",
      icon: "Microscope",
    },
    {
      title: "Vascular and Endovascular Surgery",
      description:
        "Treatment of aortic aneurysms, carotid artery disease and blocked leg arteries, by open or keyhole (endovascular) methods.",
      icon: "Activity",
    },
    {
      title: "Thoracic Surgery",
      description:
        "Lung and chest-wall surgery, including video-assisted (keyhole) thoracoscopic procedures.",
      icon: "Wind",
    },
  ],
  awards: [
    {
      year: "2015",
      title: "Young Surgeon Excellence Award",
      event: "South India Cardiac Surgery Summit",
      location: "Chennai, Tamil Nadu",
    },
    {
      year: "2014",
      title: "Best Scientific Paper, Valve Surgery Session",
      event: "National Cardiovascular Sciences Meet",
      location: "Hyderabad, Telangana",
    },
    {
      year: "2012",
      title: "Best Surgical Video Presentation",
      event: "Coastal Andhra Surgical Forum",
      location: "Visakhapatnam, Andhra Pradesh",
    },
    {
      year: "2011",
      title: "Best Poster Award",
      event: "State Surgical Chapter Annual Conference",
      location: "Guntur, Andhra Pradesh",
    },
    {
      year: "2009-10",
      title: "Best Outgoing Postgraduate, MS General Surgery",
      event: "Annual Convocation, Andhra Medical College",
      location: "Visakhapatnam, Andhra Pradesh",
    },
  ],
  conferences: [
    {
      title: "Coastal Cardiac Surgery Update 2017",
      date: "November 2017",
      venue: "Beach Road Convention Hall, Visakhapatnam",
      description:
        "Organising secretary and speaker on early mobilisation and rehabilitation after heart surgery.",
    },
    {
      title: "Vascular Surgery Hands-on Workshop",
      date: "August 2018",
      venue: "Andhra Medical College, Visakhapatnam",
      description:
        "Faculty for a practical workshop on vascular access and the surgical management of peripheral arterial disease.",
    },
    {
      title: "Regional Thoracic Surgery Symposium",
      date: "February 2019",
      venue: "Port City Conference Centre, Visakhapatnam",
      description:
        "Presented outcomes of video-assisted thoracoscopic lung surgery and discussed patient selection.",
    },
    {
      title: "Diabetic Foot and Limb Salvage Meet",
      date: "December 2019",
      venue: "Rushikonda Hotel Conference Hall, Visakhapatnam",
      description:
        "Panel member on combining revascularisation, wound care and hyperbaric oxygen therapy for diabetic foot wounds.",
    },
    {
      title: "Heart Valve Disease Update 2020",
      date: "January 2020",
      venue: "Beach Road Convention Hall, Visakhapatnam",
      description:
        "Invited talk on when to repair and when to replace the mitral valve, with recorded case discussions.",
    },
  ],
  degrees: [
    {
      degree: "M.Ch Cardiothoracic & Vascular Surgery",
      institution: "Government Institute of Medical Sciences",
      location: "Hyderabad, Telangana",
    },
    {
      degree: "MS General Surgery",
      institution: "Andhra Medical College",
      location: "Visakhapatnam, Andhra Pradesh",
    },
    {
      degree: "MBBS",
      institution: "Government Medical College",
      location: "Guntur, Andhra Pradesh",
    },
  ],
  surgicalCases: [
    {
      id: 1,
      title: "Off-Pump Coronary Bypass in a High-Risk Patient",
      category: "Cardiac Surgery",
      illustration: "cardiac",
      description:
        "A 64-year-old man with diabetes, kidney disease and three blocked heart arteries needed bypass surgery. The operation was done on the beating heart (off-pump) to lower the strain on his kidneys. He then completed a supervised cardiac rehabilitation programme.",
      details:
        "Before surgery he practised breathing exercises with our physiotherapist and his blood sugar was brought under tighter control. After the operation he walked with support from the second day. Over the next twelve weeks he attended supervised exercise sessions, and his kidney function and sugar levels were checked at each visit.",
      outcome:
        "Left hospital on day 7 and returned to daily walks within six weeks.",
      videoUrl: "https://www.youtube.com/watch?v=Samudra0004",
      featured: true,
    },
    {
      id: 2,
      title: "Mitral Valve Repair Instead of Replacement",
      category: "Valve Surgery",
      illustration: "cardiac",
      description:
        "A 48-year-old teacher had a leaking mitral valve causing breathlessness. The valve was repaired rather than replaced, so she did not need lifelong blood-thinning medicine for a mechanical valve. Physiotherapy began on the second day after surgery.",
      details:
        "A transoesophageal echocardiogram (an ultrasound scan from inside the food pipe) showed that her valve was suitable for repair. The repair was checked with the same scan in the operating room. Her recovery plan included graded walking, breathing exercises and advice on returning to teaching.",
      outcome:
        "Breathlessness eased over the following weeks; back at work after two months.",
      videoUrl: "https://youtu.be/Samudra0005",
      featured: true,
    },
    {
      id: 3,
      title: "Carotid Artery Surgery After a Mini-Stroke",
      category: "Vascular Surgery",
      illustration: "vascular",
      description:
        "A 70-year-old man had a transient ischaemic attack (mini-stroke) caused by a narrowed neck artery. A carotid endarterectomy removed the plaque to lower his risk of a future stroke. He was closely monitored and started walking the next day.",
      details:
        "Surgery was carried out within two weeks of his symptoms, when the benefit of the operation is greatest. His blood pressure, cholesterol and blood-thinning medicines were reviewed with his physician, and he was advised on stopping smoking.",
      outcome: "Discharged on day 3 with no new neurological symptoms.",
      videoUrl: null,
      featured: false,
    },
    {
      id: 4,
      title: "Keyhole Lung Surgery for a Lung Nodule",
      category: "Thoracic Surgery",
      illustration: "thoracic",
      description:
        "A 55-year-old woman had a lung nodule that needed to be removed and examined. Video-assisted thoracoscopic surgery (VATS) was used through small incisions. Breathing exercises started before surgery and continued afterwards.",
      details:
        "Lung function tests before surgery helped plan how much lung could be removed safely. Pain was controlled with a nerve block so that she could breathe deeply and cough well after the operation. The tissue results were discussed with her and her oncologist before she left hospital.",
      outcome:
        "Home on day 4; breathing exercises continued with the rehabilitation team.",
      videoUrl: null,
      featured: false,
    },
    {
      id: 5,
      title: "Endovascular Repair of an Abdominal Aortic Aneurysm",
      category: "Vascular Surgery",
      illustration: "vascular",
      description:
        "A 72-year-old man had a large, swollen section of his main abdominal artery (aneurysm) found on a routine scan. Because of his heart and lung conditions, the aneurysm was repaired from inside the artery with a stent graft placed through small openings in the groin. This avoided a large abdominal incision.",
      details:
        "Detailed CT scans were used to plan and size the stent graft before the procedure. Because the repair avoided opening the abdomen, his breathing was less affected than after open surgery. He now has regular scans to check that the graft stays in the right place.",
      outcome:
        "Walking the next day and home on day 3; follow-up scans are planned every year.",
      videoUrl: "https://www.youtube.com/embed/Samudra0006",
      featured: true,
    },
    {
      id: 6,
      title: "Limb Salvage for a Diabetic Foot Wound",
      category: "Limb Salvage",
      illustration: "vascular",
      description:
        "A 60-year-old man had a non-healing wound on his foot and poor blood flow to the leg. Surgery to restore blood flow was followed by wound care, with hyperbaric oxygen therapy used to support healing. The surgical, wound-care and hyperbaric teams reviewed his progress together each week.",
      details:
        "Blood flow to the foot was restored with a bypass operation. Afterwards the wound was cleaned and dressed regularly, his diabetes treatment was adjusted, and he received a course of hyperbaric oxygen sessions as an addition to standard wound care. He now wears protective footwear and has his feet checked every three months.",
      outcome:
        "The wound closed over about three months and the foot was saved.",
      videoUrl: null,
      featured: false,
    },
  ],
  casesNote:
    "Cases are shared with the patients' permission, with details changed to protect their privacy. Every patient is different and results vary from person to person.",
  featuredArticle: {
    title:
      "Hyperbaric Oxygen Therapy in Children with Autism: What the Evidence Says",
    author: "Dr. Aditya Varma",
    date: "2025-02-17",
    displayDate: "Feb 17, 2025",
    readMinutes: 7,
    excerpt:
      "Parents often ask us whether hyperbaric oxygen therapy can help a child with autism. Here is a calm look at what the research shows so far, what the risks are, and the questions to discuss with your paediatrician.",
    bodyParagraphs: [
      "Parents of children with autism spectrum disorder often ask us whether hyperbaric oxygen therapy (HBOT) might help their child. The question is understandable: families want to do everything they can, and stories about HBOT are easy to find online. This article summarises what the research shows so far, so that you can have an informed conversation with your child's doctors.",
      "During HBOT, a person breathes oxygen at close to 100% while resting in a chamber at a pressure higher than normal air pressure. It is an established treatment for a limited list of conditions, such as decompression sickness, carbon monoxide poisoning, some slow-healing wounds and tissue damage after radiation therapy. Autism is not on that list. HBOT is not an approved treatment for autism, and regulators such as the US Food and Drug Administration have cautioned families against claims that it treats autism.",
      "The research on HBOT in autism is limited and the results are mixed. A few small early studies, and one multicentre randomised trial, reported modest improvements on some behaviour rating scales. However, several later controlled trials compared HBOT with a sham (placebo-like) treatment and found no clear difference between the groups. A 2016 Cochrane systematic review concluded that there was no evidence that HBOT improves the core features of autism, and called for larger, better-designed studies.",
      "Why do some families report improvements? Children develop and change over time, many receive several therapies at once, and the extra attention and routine of daily sessions can themselves affect behaviour. Parents' hopes can also shape how changes are noticed. This is why controlled trials, where neither families nor assessors know who received the real treatment, matter so much.",
      "HBOT is generally well tolerated when it is properly supervised, but it is not free of risk. Children can find it hard to equalise the pressure in their ears, which may cause ear pain or injury to the eardrum. Some children feel anxious or distressed in an enclosed chamber. Less common effects include sinus pain, temporary changes in vision and, rarely, seizures caused by oxygen. A course usually means many sessions of an hour or more, which is a real commitment of time, money and energy for the whole family.",
      "If you are considering HBOT for your child, please discuss it with your paediatrician or developmental specialist first. Bring a list of questions: what benefit is realistically expected, how would progress be measured, what are the risks for your child in particular, and how would HBOT fit alongside therapies with stronger evidence, such as behavioural, speech and language, and occupational therapy. Be cautious of any provider who promises specific results.",
      "Taking part in a registered clinical trial is another option for families who want to explore HBOT. Trials follow a clear protocol, monitor safety closely, and help answer the open questions for other families too.",
      "At Samudra, we do not offer HBOT as a replacement for established autism care. When a family asks about it, our hyperbaric team explains the current evidence, reviews the child's medical history and safety, and asks for input from the child's own doctor before any decision is made. Every child is different, and results vary from child to child.",
    ],
  },
};

/* ------------------------------------------------------------------ */
/* Consultant: Dr. Gurpreet Singh Bedi                                 */
/* ------------------------------------------------------------------ */

export interface Expertise {
  title: string;
  description: string;
  icon: DoctorIconName;
}

export interface ConsultantDegree {
  degree: string;
  institution: string;
  year: string;
}

export interface Certification {
  title: string;
  institution: string;
  year: string;
  type: string;
}

export type RoleType = "current" | "past";

export interface Role {
  title: string;
  organization: string;
  period: string;
  type: RoleType;
  category: string;
}

export type EngagementType = "Keynote" | "Workshop" | "Panel" | "Lecture";

export interface Engagement {
  title: string;
  topic: string;
  type: EngagementType;
}

export interface ConsultantProfile {
  summaryParagraphs: string[];
  languages: string[];
  coreExpertise: Expertise[];
  degrees: ConsultantDegree[];
  certifications: Certification[];
  /** Categories in the order the profile page should show them. */
  roleCategories: string[];
  roles: Role[];
  achievements: string[];
  engagements: Engagement[];
  adminCompetencies: string[];
}

const CONSULTANT_LANGUAGES = ["English", "Hindi", "Punjabi"];

export const consultant: Doctor = {
  slug: "gurpreet-singh-bedi",
  name: "Dr. Gurpreet Singh Bedi",
  shortName: "Dr. Bedi",
  title: "Consultant in Hyperbaric Medicine",
  specialization: "Hyperbaric Medicine",
  route: "/doctor-gurpreet-profile",
  yearsExperience: CONSULTANT_YEARS,
  photoInitials: "GB",
  summary:
    "Dr. Gurpreet Singh Bedi is a consultant in hyperbaric medicine with more than 30 years of clinical experience. He has supervised hyperbaric oxygen therapy for more than 2500 patients and has helped set up more than 8 hyperbaric centres in India. He leads the hyperbaric service at Samudra.",
  directoryDescription:
    "Hyperbaric medicine specialist who leads Samudra's hyperbaric oxygen therapy service, with a focus on patient safety, wound care and rehabilitation.",
  stats: [
    { value: `${CONSULTANT_YEARS}+`, label: "Years Experience" },
    { value: "2500+", label: "HBOT Patients" },
    { value: "8+", label: "Centres Built" },
    { value: "4.9/5", label: "Patient Rating" },
  ],
  languages: CONSULTANT_LANGUAGES,
  portrait: "/illustrations/doctor-consultant.svg",
  heroIntro:
    "Specialist in hyperbaric and diving medicine who leads Samudra's hyperbaric oxygen therapy service, with a focus on careful patient selection and safety.",
  metaDescription:
    "Dr. Gurpreet Singh Bedi, consultant in hyperbaric medicine: 30+ years, 2500+ HBOT patients, 8+ centres built. Consults in English, Hindi and Punjabi.",
  cta: {
    title: "Ask Dr. Bedi whether HBOT is right for you",
    text: "Every course of hyperbaric oxygen therapy starts with a consultation and a safety check. Send us your details, call us, or message us on WhatsApp, and we will arrange a time that suits you.",
    whatsappGreeting:
      "Hello Samudra, I would like to book a consultation with Dr. Gurpreet Singh Bedi about hyperbaric oxygen therapy.",
  },
};

export const consultantProfile: ConsultantProfile = {
  summaryParagraphs: [
    "Dr. Gurpreet Singh Bedi has worked in medicine for more than 30 years. He trained first in anaesthesiology and then specialised in hyperbaric and diving medicine, a field where careful patient selection and strict safety practice matter as much as the treatment itself.",
    "Over his career he has supervised hyperbaric oxygen therapy for more than 2500 patients, including people with diabetic foot wounds, tissue injury after radiation therapy, decompression illness and complex recovery after surgery. He has also helped hospitals plan, build and commission more than 8 hyperbaric centres, and has trained many of the doctors, nurses and chamber operators who run them.",
    "At Samudra he leads the hyperbaric service. Before any course of therapy he reviews each patient's history to check that the treatment is suitable and safe, explains what it may and may not help with, and keeps the patient's own doctor informed. He consults in English, Hindi and Punjabi. Results vary from person to person.",
  ],
  languages: CONSULTANT_LANGUAGES,
  coreExpertise: [
    {
      title: "Hyperbaric Oxygen Therapy",
      description:
        "Assessment, treatment planning and supervision of HBOT in monoplace and multiplace chambers.",
      icon: "Gauge",
    },
    {
      title: "Chronic Wound Care",
      description:
        "HBOT used to support healing of selected slow-healing wounds, together with standard wound care.",
      icon: "Bandage",
    },
    {
      title: "Diabetic Foot Management",
      description:
        "Working with surgeons and diabetes teams on foot wounds in people with diabetes.",
      icon: "Footprints",
    },
    {
      title: "Radiation Tissue Injury",
      description:
        "Care for late tissue effects of radiation therapy, such as problems with the jaw, bladder or bowel.",
      icon: "Radiation",
    },
    {
      title: "Diving and Decompression Medicine",
      description:
        "Fitness-to-dive assessments and treatment of decompression illness in line with recognised protocols.",
      icon: "Anchor",
    },
    {
      title: "Neurological Rehabilitation Support",
      description:
        "Careful assessment of whether HBOT is suitable within a wider rehabilitation plan, with realistic expectations.",
      icon: "Brain",
    },
    {
      title: "Sports Injury Recovery",
      description:
        "HBOT as one part of a supervised recovery plan for selected soft-tissue and sports injuries.",
      icon: "Dumbbell",
    },
    {
      title: "Chamber Safety and Operations",
      description:
        "Fire safety, emergency drills, oxygen handling and daily checks that keep every session safe.",
      icon: "ShieldCheck",
    },
    {
      title: "Hyperbaric Centre Development",
      description:
        "Planning, equipment selection, staffing and commissioning of new hyperbaric units.",
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
  roleCategories: [
    "Clinical leadership",
    "Hyperbaric programme development",
    "Teaching",
  ],
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
      organization:
        "Hospitals in Andhra Pradesh, Telangana, Karnataka, Maharashtra and Punjab",
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

/* ------------------------------------------------------------------ */
/* Directory                                                           */
/* ------------------------------------------------------------------ */

/** Both doctors, surgeon first (header dropdown order). */
export const doctors: Doctor[] = [surgeon, consultant];

export const doctorBySlug = (slug: string): Doctor | undefined =>
  doctors.find((doctor) => doctor.slug === slug);

/* ------------------------------------------------------------------ */
/* Section headings of the two profile pages                           */
/* ------------------------------------------------------------------ */

export interface SectionText {
  eyebrow: string;
  title: string;
  intro?: string;
}

export const surgeonSections = {
  summary: { eyebrow: "About", title: "Professional Summary" },
  specialisations: {
    eyebrow: "Areas of expertise",
    title: "Specialisations",
    intro: "Operations Dr. Varma performs and the recovery care he plans around them.",
  },
  awards: { eyebrow: "Recognition", title: "Awards" },
  conferences: {
    eyebrow: "Teaching and research",
    title: "Conferences in Visakhapatnam",
    intro: "Meetings Dr. Varma organised or spoke at in his home city between 2017 and 2020.",
  },
  education: { eyebrow: "Training", title: "Education" },
  cases: {
    eyebrow: "Surgical experience",
    title: "Surgical Case Highlights",
    intro: "Six examples of the operations Dr. Varma performs and the recovery that followed.",
  },
  article: { eyebrow: "From the doctor", title: "Featured Article" },
} satisfies Record<string, SectionText>;

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
