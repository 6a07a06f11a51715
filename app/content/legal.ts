/**
 * Privacy policy (/privacy-policy) and terms of service (/terms-of-service),
 * SPEC §2: six sections each, last updated January 2025, effective
 * January 1, 2025, governed by Indian law, jurisdiction Visakhapatnam.
 *
 * The privacy text describes what the product really does (CONTENT.md): inquiry forms store the
 * inquiry on the centre's server for staff to answer, then open WhatsApp with a prefilled message;
 * videos and maps load only on a click; the only cookies are the staff sign-in cookie and the
 * international case page's device cookie; the IP address is stored only as a salted hash; request
 * logs hold no IP address or browser details (app.server.ts). Page views are counted without
 * cookies or identifiers, each inquiry keeps where it came from, and new inquiries are e-mailed to
 * staff (issue 15; docs/decisions/025, 026 and 029). Appointments booked on the site (issue 47;
 * docs/decisions/091): the details sealed with AES-256-GCM under a key kept outside the database,
 * seen by clinic staff; a confirmation and changes by e-mail (and WhatsApp with consent); reminders
 * only with a recorded consent per channel, withdrawn from the private link, by a WhatsApp STOP or
 * at the front desk; WhatsApp messages sent through Meta's WhatsApp Business Platform as processor;
 * the private link working until 30 days after the appointment; bookings keep where they came from
 * as leads do; appointments, their messages and consent records deleted by the daily clean-up
 * (app/server/jobs/retention.server.ts). International cases (issue 48; docs/decisions/094): "Get a
 * treatment plan" on the international page sends the patient's details and medical reports (PDF,
 * JPEG, PNG, WebP, HEIC) with a separate consent, not ticked in advance, to processing health
 * documents; the purpose is the review, a provisional plan with an estimate and, later, a visa
 * invitation letter (passport details of the patient and up to two attendants, entered on the case
 * page). Details sealed and documents encrypted (AES-256-GCM) under a key kept apart from the
 * database and its backups, on the server's disk or the clinic's S3-compatible bucket as processor,
 * never in the backups, optionally scanned for viruses on our own systems (ClamAV); opened only by
 * staff allowed to see documents (reviewing doctors, administrators), every opening recorded, case
 * managers without them. The case page: a private link by e-mail working CASE_LINK_DAYS, a one-time
 * code to the e-mail on file on a new device, then a signed cookie naming only the case for
 * CASE_DEVICE_DAYS (the second cookie, strictly necessary); e-mails only say that a message is
 * waiting. Cases, with their documents, messages, notes and history, deleted CASE_RETENTION_DAYS
 * after they are closed or declined (app/lib/case-retention.ts), the documents from the disk or the
 * bucket with them.
 *
 * The clinic's name, address, phone, e-mail and emergency number come from the clinic
 * settings (the published document), so the documents are functions of the settings' view.
 */

import type { LegalPage, LegalPageKey } from "~/content-types/legal-page";
import type { ClinicView } from "~/lib/clinic-view";
import { DEFAULT_APPOINTMENT_RETENTION_DAYS } from "~/lib/appointment-retention";
import { DEFAULT_CASE_RETENTION_DAYS } from "~/lib/case-retention";
import { DEFAULT_INQUIRY_RETENTION_DAYS } from "~/lib/inquiry-retention";

export interface LegalSection {
  /** Anchor id for the table of contents. */
  id: string;
  heading: string;
  paragraphs: string[];
  /** Rendered after the paragraphs; the last paragraph introduces the list. */
  bullets?: string[];
}

export interface LegalDocument {
  title: string;
  /** Search and link-preview description of the page. */
  metaDescription: string;
  lastUpdated: string;
  effective: string;
  intro: string;
  sections: LegalSection[];
}

export interface GrievanceOfficer {
  name: string;
  email: string;
  phone: string;
  address: string;
  /** Days within which a grievance is answered. */
  responseDays: number;
}

export interface PrivacyPolicy extends LegalDocument {
  grievanceOfficer: GrievanceOfficer;
  /** Shown after the sections: how changes to the policy are announced. */
  changesNote: string;
}

export interface TermsOfService extends LegalDocument {
  emergencyNotice: string;
  acceptance: string;
}

/** What the legal texts say about the clinic. */
export type LegalClinic = Pick<
  ClinicView,
  "name" | "shortName" | "fullAddress" | "email" | "primaryPhone" | "emergencyNumber" | "emergencyNotice"
>;

const LAST_UPDATED = "January 2025";
const EFFECTIVE = "January 1, 2025";
const EFFECTIVE_DATE = "2025-01-01";
// The privacy policy changed when page views, inquiry sources and staff e-mail came in (November
// 2026), then when appointments were booked on the site, with messages and reminders (issue 47,
// effective December 6, 2026), then when international patients could send their reports for a
// treatment plan (issue 48): a day later, so that the December 6 version stays readable at its date.
export const PRIVACY_LAST_UPDATED = "December 2026";
const PRIVACY_EFFECTIVE = "December 7, 2026";
export const PRIVACY_EFFECTIVE_DATE = "2026-12-07";
/**
 * Inquiries that do not become patient records are deleted after this many days: the same
 * default the daily clean-up uses (app/lib/inquiry-retention.ts), so the two cannot drift.
 */
export const INQUIRY_RETENTION_DAYS = DEFAULT_INQUIRY_RETENTION_DAYS;
/**
 * Appointments, with their messages and consent records, are deleted this many days after the
 * appointment: the default of the daily clean-up (app/lib/appointment-retention.ts).
 */
export const APPOINTMENT_RETENTION_DAYS = DEFAULT_APPOINTMENT_RETENTION_DAYS;
/**
 * International cases, with their documents, are deleted this many days after they are closed or
 * declined: the default of the daily clean-up (app/lib/case-retention.ts).
 */
export const CASE_RETENTION_DAYS = DEFAULT_CASE_RETENTION_DAYS;
/** How long after the appointment its private link works (server/booking/bookings.server.ts). */
export const BOOKING_LINK_DAYS = 30;
/** How long a private link to an international case page works after it is sent (issue 48). */
export const CASE_LINK_DAYS = 30;
/** How long a device that entered a case's one-time code may open its case page (issue 48). */
export const CASE_DEVICE_DAYS = 30;

export function grievanceOfficer(clinic: LegalClinic): GrievanceOfficer {
  return {
    name: `Grievance Officer, ${clinic.name}`,
    email: clinic.email,
    phone: clinic.primaryPhone.display,
    address: clinic.fullAddress,
    responseDays: 30,
  };
}

export function privacyPolicy(clinic: LegalClinic): PrivacyPolicy {
  const officer = grievanceOfficer(clinic);
  return {
    title: "Privacy Policy",
    metaDescription: `How ${clinic.name} collects, uses, keeps and protects the details you send through our inquiry, booking and treatment plan forms, and your rights under India's DPDP Act 2023.`,
    lastUpdated: PRIVACY_LAST_UPDATED,
    effective: PRIVACY_EFFECTIVE,
    intro: `${clinic.name} ("${clinic.shortName}", "we", "us") respects your privacy. This policy explains what personal information we collect through this website, why we collect it, how long we keep it and the choices you have. It is governed by Indian law, including the Information Technology Act, 2000, the Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011 (SPDI Rules) and the Digital Personal Data Protection Act, 2023.`,
    sections: [
      {
        id: "information-we-collect",
        heading: "Information We Collect",
        paragraphs: [
          `You can read this website without telling us who you are. We use no advertising trackers, no analytics service of another company and no cookies that follow you across websites. This website sets only two cookies, both strictly necessary for what is asked of it: a sign-in cookie for our own staff when they use the staff area, and a case page cookie, set only when you send a treatment plan request from a device, or open an international patient's case page on a new device and enter the one-time code we e-mail you, which lets that device open the case page for ${CASE_DEVICE_DAYS} days without a new code. The case page cookie holds no health details, only which case the device may open, and it is signed so that it cannot be altered. Our fonts and images are served by our own server. Videos and the map are loaded from YouTube and Google Maps only when you click on them.`,
          "To learn which pages help our visitors, our own server counts page views. For each page you open, it adds one to that day's count for the page, noting only the name of the website whose link brought you there (for example google.com), and whether you use a phone, a tablet or a computer. It stores no IP address, no browser details and no identifier, and it sets no cookie, so a count cannot be linked to you or to your other visits. Visits by search-engine robots and by our staff are not counted. The counts stay on our server and are not shared with anyone.",
          "To protect our forms from spam and abuse, we store a salted one-way hash of your IP address with each inquiry, never the address itself. The same hash counts how many messages, bookings and other requests are sent in a short time; these counters are deleted after a day. Our server's technical logs record the page requested, the time and whether it worked, for security and troubleshooting; they do not record your IP address or browser details.",
          "We collect personal information only when you choose to send us an inquiry, book an appointment or ask for a treatment plan through one of our forms. Each form asks only for what we need to reply to you, to give you your appointment or to review the patient's case:",
        ],
        bullets: [
          "home page, contact page and therapy pages: your name, your phone number, the service you are interested in and, if you wish, a message",
          "international patient page: for an inquiry, your full name, your country, your WhatsApp number or e-mail address, the therapy you are interested in and, if you wish, your travel dates and a message; for a treatment plan request (Get a treatment plan), the patient's name and age, who is filling in the form, the patient's country, condition, current state, treatments so far, medicines and allergies, the preferred travel window, up to two people travelling with the patient (name and relation to the patient), an e-mail address, if you wish a WhatsApp number, and the patient's medical reports as files (PDF, JPEG, PNG, WebP or HEIC)",
          "7-day wellness program page: your name, your e-mail address, your phone number and, if you wish, a message",
          "booking page: the service, day and time you choose, your name, your phone number (your WhatsApp number, if you have one), your country, your time zone and, if you wish, your e-mail address, a note for the clinic and whether you want reminders by WhatsApp or e-mail",
        ],
      },
      {
        id: "how-we-use-information",
        heading: "How We Use Information",
        paragraphs: [
          "We use the information you send in an inquiry for one purpose: to reply to your inquiry and, if you wish, to arrange a consultation and plan your visit. For example, we may call or message you, send you a teleconsultation time, or prepare a medical visa invitation letter that you have asked for.",
          "When you book an appointment, we use your details for one purpose: to give you that appointment. Our clinic staff see your booking in our appointment calendar, so that they can prepare for your visit, contact you about it and note whether you came. If you book by phone, our staff enter the same details for you.",
          "When you book, we send you a confirmation, and we tell you if your appointment is moved or cancelled. These messages go to your e-mail address, if you gave one, and also by WhatsApp if you asked for WhatsApp reminders. Each of them includes your booking's private link.",
          "We send reminders before your appointment only if you ask for them: by WhatsApp, by e-mail or both, as you choose when you book (or tell our staff on the phone). We keep a record of your consent: when you gave it, which words you agreed to, on which form and, if you withdraw it, when and how. You can withdraw your consent at any time, as easily as you gave it: choose Stop reminders on your booking's private page, or reply STOP to our WhatsApp messages; you can also ask our staff. Reminders then stop at once. Withdrawing does not cancel your appointment, and if it changes we still tell you by e-mail, if you gave us your address.",
          `After you book, you receive a private link to your booking, on the confirmation page and in our messages. With it you can see, reschedule or cancel your appointment and stop reminders, without an account or a password. Anyone who has the link can see and change the booking, so please do not share it. The link stops working ${BOOKING_LINK_DAYS} days after the appointment.`,
          "A patient, or a family member for them, can ask for a treatment plan on our international patient page. We use the details and medical reports sent with the request for one purpose: to review the patient's case and, if the patient wishes, to send a provisional treatment plan with a cost estimate and, later, a medical visa invitation letter. A plan made from records is provisional: it is not a diagnosis, and our doctors decide the treatment only after examining the patient. Because these are health details, the form asks for a separate consent to their processing, which is not ticked in advance; without it, nothing is sent. We record when the consent was given and to which words. You can withdraw it at any time by writing to us on the case page or to our Grievance Officer; we then stop reviewing the case and close it, and it is deleted as described below.",
          "The visa invitation letter needs the passport details of the patient and of up to two people travelling with them, which you enter later on the case page. They are kept and protected like the medical reports.",
          "Within our clinic, only staff who are allowed to see medical documents, that is the doctors who review the case and our administrators, can open the reports and passport details. Our case managers, who arrange the visit, see the details they need for that, but they cannot open reports or passport details. Every opening of a document is recorded: who opened it, when and which file.",
          `After the request is sent, you receive a case reference and, by e-mail, a private link to the patient's case page. There you can see where the case stands, send more files, read our messages and answer them, and later see the plan and the estimate. The first time the link is opened on a device, we send a one-time code to the e-mail address on the case; once the code is entered, that device can open the case page for ${CASE_DEVICE_DAYS} days. The link works for ${CASE_LINK_DAYS} days; after that, you can ask for a new one, which we send to the same e-mail address. Please do not share the link or the codes.`,
          "Our messages about a case are shown on the case page, not in e-mails: the e-mail only tells you that there is a new message. The e-mails we send about a case (its private link, one-time codes and these notices) never contain health details.",
          "With each inquiry and each booking we also store where it came from, so that we can see which of our pages and campaigns help people find us: the page the form was on, the first page of your visit, the name of the website that sent you, the campaign labels in the link you followed (utm_source, utm_medium and utm_campaign, if the link had them), and whether you used a phone, a tablet or a computer. To remember the first page of your visit, your browser keeps it in its session storage for that tab only: it is not a cookie, your browser deletes it when you close the tab, and it reaches us only with a form you send. Without JavaScript, your browser may tell our server the page you came from (the Referer header). These details are kept with your inquiry or booking and deleted with it. Our reports count how many inquiries lead to a booking and how many bookings to a visit; they show numbers, not names.",
          "We do not sell your information, we do not use it for advertising, and we do not send newsletters or marketing messages.",
          `Inquiries are deleted ${INQUIRY_RETENTION_DAYS} days after we receive them. Appointments are deleted ${APPOINTMENT_RETENTION_DAYS} days after the appointment (a cancelled one, ${APPOINTMENT_RETENTION_DAYS} days after the time it was booked for), together with the messages about them and the records of your consent to reminders, which we keep as long as the appointment as proof of what you agreed to. International cases, with their documents, messages, notes and history, are deleted ${CASE_RETENTION_DAYS} days after the case is closed or declined; the documents are then removed from our server or from the cloud storage where they are kept. If you become our patient, the information becomes part of your patient record, which is kept for the period required by Indian law on medical records and handled under those rules.`,
          "Please send medical reports only through the treatment plan request or the patient's case page, where they are stored encrypted, and never through the inquiry forms, our WhatsApp chat or e-mail.",
        ],
      },
      {
        id: "data-security",
        heading: "Data Security",
        paragraphs: [
          "We protect your information with reasonable security practices, as required by the SPDI Rules, 2011 and the Digital Personal Data Protection Act, 2023. No method of storing or sending information over the internet is completely safe, but we review our measures regularly, and if a personal data breach affects you, we will inform you and the authorities as the law requires.",
          "Our measures include:",
        ],
        bullets: [
          "encrypted connections (HTTPS) between your browser and our website",
          "access to inquiries, appointments and international cases only for authorised staff, each with a personal account; the patients' medical reports and passport details only for the staff allowed to see medical documents",
          "the details of your bookings (your name, phone number, e-mail address, country, time zone and note) stored encrypted (AES-256), with a key kept apart from the database and its backups",
          "the details of international cases, their messages and notes, and the patients' documents stored encrypted (AES-256-GCM), with a key kept apart from the database and its backups; the documents are not included in the website's backups",
          "a record of every opening of a patient's document: who opened it, when and which file",
          "staff passwords stored only in a protected (hashed) form",
          "a record of staff actions on the content, inquiry, appointment and case systems",
          "deleting inquiries, appointments and international cases that are no longer needed",
        ],
      },
      {
        id: "sharing-of-information",
        heading: "Sharing of Information",
        paragraphs: [
          "When you submit an inquiry form, we first store your inquiry on our own server so that our team can answer it. The website then opens WhatsApp with a message prefilled with the details you entered, addressed to our WhatsApp number. Nothing is sent through WhatsApp until you press send in WhatsApp. WhatsApp is a service of a third party, Meta, and anything you send through it is handled under WhatsApp's own privacy policy and terms. If you prefer not to use WhatsApp, you can close it and call or e-mail us instead; we will still see your inquiry. Booking an appointment does not open WhatsApp: your booking is stored on our own server.",
          "When your inquiry arrives, our server e-mails its details to our staff's inquiry address, so that someone can answer you quickly. The e-mail passes through the e-mail service we use, which handles it under a duty of confidentiality, as it does the e-mails we send you about a booking or a case.",
          "If you ask for WhatsApp reminders, our server sends your confirmation, reminders and other messages about your booking through Meta's WhatsApp Business Platform, which carries them for us as our service provider (a data processor). Meta receives your WhatsApp number and the message, which gives your name, your appointment's service, time and reference, and its private link; it may handle them on servers outside India. Your own use of WhatsApp, including reading and answering our messages, is governed by WhatsApp's own privacy policy and terms. If a WhatsApp message cannot be delivered, we may send it to your e-mail address instead, if you gave one.",
          "The documents of an international case are kept on our own server or, where the clinic uses one, in its cloud storage (an S3-compatible storage bucket), whose operator keeps them for us as our service provider (a data processor). They are encrypted on our server before they are stored, so the cloud storage holds only encrypted files. Files may be checked for viruses by a scanner running on our own systems; they are not sent to another company for this.",
          "If you click to play a video or view the map, YouTube (in its privacy-enhanced mode) or Google Maps will receive technical information from your browser under Google's privacy policy.",
          "We share your information with others only when it is needed to help you and you agree to it (for example, your name and arrival time with the driver who meets you at the airport), with service providers who host our website, store our encrypted files or carry our e-mail and WhatsApp messages under a duty of confidentiality, or when the law requires us to.",
        ],
      },
      {
        id: "your-rights",
        heading: "Your Rights",
        paragraphs: [
          `To use any of the rights below, contact our Grievance Officer by e-mail at ${officer.email}, by phone on ${officer.phone}, or by post at ${clinic.fullAddress}. We respond within ${officer.responseDays} days. If you are not satisfied with our response, you may complain to the Data Protection Board of India.`,
          "Under the Digital Personal Data Protection Act, 2023 and the SPDI Rules, 2011, you have the right to:",
        ],
        bullets: [
          "access a summary of the personal information we hold about you and how we use it",
          "ask us to correct, complete or update your information",
          "ask us to erase your information, unless the law requires us to keep it (for example, medical records)",
          "withdraw your consent at any time; this does not affect anything done before you withdrew it (to stop appointment reminders, use your booking's private link or reply STOP on WhatsApp; to withdraw your consent to the review of a case, write to us on the case page)",
          "have a grievance about our handling of your information heard and answered",
          "nominate another person to use these rights for you in case of death or incapacity",
        ],
      },
      {
        id: "international-patients",
        heading: "International Patients",
        paragraphs: [
          "If you contact us from outside India, your information is handled by our team in India and protected under Indian law as described in this policy. By sending us an inquiry, booking an appointment or asking for a treatment plan, you understand that your information will be used in India to reply to you, give you your appointment, review the patient's case and plan your care.",
          "To arrange your visit, we may share only the details needed, and only with your agreement, with people who help you during your stay, such as an interpreter, the driver for your airport pickup, or a hotel you have asked us to contact.",
          "The laws of your own country may give you further rights. We will respond to reasonable requests about your information wherever you live.",
        ],
      },
    ],
    grievanceOfficer: officer,
    changesNote:
      "We may update this policy from time to time. The date at the top shows when it was last changed. If we make an important change, we will show a notice on this website.",
  };
}

export function termsOfService(clinic: LegalClinic): TermsOfService {
  const short = clinic.shortName;
  return {
    title: "Terms of Service",
    metaDescription: `Terms for using the ${clinic.name} website and booking consultations: medical disclaimer, cancellations, international patients and governing law.`,
    lastUpdated: LAST_UPDATED,
    effective: EFFECTIVE,
    intro: `These terms apply to your use of this website and to consultations and therapy sessions booked with ${clinic.name} ("${short}", "we", "us"), ${clinic.fullAddress}. Please read them together with our Privacy Policy.`,
    sections: [
      {
        id: "services-overview",
        heading: "Services Overview",
        paragraphs: [
          `${short} is a rehabilitation and wellness centre offering non-invasive therapies, including hyperbaric oxygen therapy, cryotherapy, zero-gravity gait training, hydrogen inhalation and post-pregnancy rehabilitation, as well as a 7-day corporate wellness program and services for international patients.`,
          "This website gives general information about these services and lets you contact us to book a consultation. Every treatment begins with an assessment by our doctors, who decide whether a therapy is suitable for you. The services, schedules and fees described on this website may change.",
        ],
      },
      {
        id: "medical-disclaimer",
        heading: "Medical Disclaimer",
        paragraphs: [
          "The information on this website is general and educational. It is not medical advice and does not replace a consultation with a qualified doctor who knows your health history. Do not ignore or delay medical advice because of something you read here.",
          "Our therapies are used to complement, not replace, the care you receive from your own doctor. They are not suitable for everyone. Results vary from person to person, and we do not promise any particular outcome.",
          clinic.emergencyNotice,
        ],
      },
      {
        id: "user-responsibilities",
        heading: "User Responsibilities",
        paragraphs: ["To help us care for you safely, we ask you to:"],
        bullets: [
          "give us accurate and complete information about your health, medicines and allergies",
          "follow the safety instructions of our staff, including the rules for what may be taken into the hyperbaric chamber",
          "tell us about any change in your health before each session",
          "give at least 24 hours' notice if you need to cancel or reschedule an appointment",
          "treat our staff and other patients with courtesy",
          "use this website lawfully, and not attempt to access the staff area or interfere with the website",
        ],
      },
      {
        id: "limitation-of-liability",
        heading: "Limitation of Liability",
        paragraphs: [
          `We take care to keep the information on this website accurate and up to date, but it may contain errors or become out of date, and it is provided without warranties of any kind. To the extent the law allows, ${short} is not liable for any loss arising from the use of this website or reliance on its general information.`,
          "This website links to services run by others, such as WhatsApp, YouTube and Google Maps. We are not responsible for their content or practices.",
          "Nothing in these terms limits any liability that cannot be limited under Indian law, including our responsibilities to patients for the clinical care we provide.",
        ],
      },
      {
        id: "international-patients",
        heading: "International Patients",
        paragraphs: [
          "Cost estimates given before your visit are typical, estimated figures in Indian rupees (INR). The final cost varies with the treatment plan agreed after your in-person assessment.",
          `You are responsible for your own travel, visa, accommodation and insurance arrangements. An invitation letter from ${short} supports your medical visa application, but the decision rests with the Indian authorities. We recommend travel and health insurance for the whole of your stay.`,
          "Teleconsultations before and after your visit are provided in line with India's Telemedicine Practice Guidelines and are not a substitute for emergency or local care in your own country.",
        ],
      },
      {
        id: "governing-law-and-jurisdiction",
        heading: "Governing Law and Jurisdiction",
        paragraphs: [
          "These terms are governed by the laws of India. Any dispute arising from them or from the use of this website is subject to the exclusive jurisdiction of the courts of Visakhapatnam, Andhra Pradesh.",
          "We may update these terms from time to time. The date at the top shows when they were last changed, and continued use of the website after a change means you accept the updated terms.",
        ],
      },
    ],
    emergencyNotice: `${short} is not an emergency facility. In a medical emergency in India call ${clinic.emergencyNumber}, or go to the nearest hospital emergency department.`,
    acceptance: `By using this website or booking a consultation with ${clinic.name}, you agree to these Terms of Service and our Privacy Policy. If you do not agree, please do not use this website.`,
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A section's paragraphs and list as the formatted text the legal-page editor stores. */
export function sectionHtml(section: LegalSection): string {
  const paragraphs = section.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
  const bullets = section.bullets ? `<ul>${section.bullets.map((b) => `<li>${escapeHtml(b)}</li>`).join("")}</ul>` : "";
  return paragraphs + bullets;
}

/** The starting version of each legal page (seeded once; the clinic edits it in the admin). */
export function legalPageSeed(key: LegalPageKey, clinic: LegalClinic): LegalPage {
  const privacy = key === "privacy-policy";
  const doc = privacy ? privacyPolicy(clinic) : termsOfService(clinic);
  const terms = privacy ? null : (doc as TermsOfService);
  return {
    title: doc.title,
    metaDescription: doc.metaDescription,
    lastUpdated: privacy ? PRIVACY_LAST_UPDATED : LAST_UPDATED,
    effectiveDate: privacy ? PRIVACY_EFFECTIVE_DATE : EFFECTIVE_DATE,
    intro: doc.intro,
    notice: terms?.emergencyNotice ?? "",
    sections: doc.sections.map((s) => ({ heading: s.heading, body: sectionHtml(s) })),
    closingHeading: terms ? "Acceptance of these terms" : "",
    closingNote: terms ? terms.acceptance : (doc as PrivacyPolicy).changesNote,
  };
}
