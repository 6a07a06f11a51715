import { defineArea } from "../define";

// The public inquiry forms (home, contact and therapy booking, international, wellness): what
// the visitor reads on them, the server's answers, and the WhatsApp messages they open.
// The values the forms store (service and therapy choices, the "interest") are not here.
export const formMessages = defineArea({
  area: "forms",
  title: "Forms and their messages",
  description:
    "Labels, hints, buttons, the answers after sending and the checks' messages of the public inquiry forms, and the WhatsApp messages they open.",
  previewPath: "/contact",
  messages: {
    // The fields
    homeTitle: { en: "Request a consultation", label: "Booking form (home and contact pages): heading" },
    nameLabel: { en: "Your name", label: "Booking and wellness forms: label of the name field" },
    phoneLabel: { en: "Phone number", label: "Booking and wellness forms: label of the phone field" },
    phoneHint: {
      en: "With country code if outside India, e.g. +44 7700 900123",
      label: "Booking and wellness forms: hint under the phone field",
    },
    serviceLabel: { en: "Preferred service", label: "Booking form: label of the service choice" },
    serviceChoose: { en: "Choose a service", label: "Booking form: service choice before one is picked" },
    serviceHbot: { en: "Hyperbaric Oxygen Therapy", label: "Booking form: service choice Hyperbaric Oxygen Therapy" },
    serviceCryotherapy: { en: "Cryotherapy", label: "Booking form: service choice Cryotherapy" },
    serviceGait: { en: "Zero Gravity Gait Trainer", label: "Booking form: service choice Zero Gravity Gait Trainer" },
    serviceHydrogen: { en: "Hydrogen Inhalation", label: "Booking form: service choice Hydrogen Inhalation" },
    servicePostPregnancy: { en: "Post-Pregnancy Rehabilitation", label: "Booking form: service choice Post-Pregnancy Rehabilitation" },
    serviceGeneral: { en: "General Consultation", label: "Booking form: service choice General Consultation" },
    messageLabel: { en: "Message (optional)", label: "All forms: label of the message field" },
    fullNameLabel: { en: "Full name", label: "International form: label of the name field" },
    countryLabel: { en: "Country", label: "International form: label of the country field" },
    contactLabel: { en: "WhatsApp number or e-mail", label: "International form: label of the contact field" },
    contactHint: {
      en: "A WhatsApp number with country code (e.g. +44 7700 900123) or an e-mail address",
      label: "International form: hint under the contact field",
    },
    therapyLabel: { en: "Therapy of interest", label: "International form: label of the therapy choice" },
    therapyChoose: { en: "Choose a therapy", label: "International form: therapy choice before one is picked" },
    therapyHbot: { en: "HBOT (Hyperbaric Oxygen Therapy)", label: "International form: therapy choice HBOT" },
    therapyCryotherapy: { en: "Cryotherapy", label: "International form: therapy choice Cryotherapy" },
    therapyGait: { en: "Gait Training (Zero-Gravity Gait Trainer)", label: "International form: therapy choice Gait Training" },
    therapyHydrogen: { en: "Hydrogen Inhalation", label: "International form: therapy choice Hydrogen" },
    therapyPostPregnancy: { en: "Post-Pregnancy Rehabilitation", label: "International form: therapy choice Post-Pregnancy" },
    therapyGeneral: { en: "General Consultation", label: "International form: therapy choice General" },
    travelDatesLabel: { en: "Travel dates (optional)", label: "International form: label of the travel dates field" },
    travelDatesHint: {
      en: "Approximate is fine, e.g. March 2026 or flexible",
      label: "International form: hint under the travel dates field",
    },
    emailLabel: { en: "E-mail address", label: "Wellness form: label of the e-mail field" },
    honeypotLabel: { en: "Leave this field empty", label: "All forms: hidden trap field for spam robots (people never see it)" },

    // Button, consent and the answer under the form
    sendButton: { en: "Send via WhatsApp", label: "All forms: send button" },
    sendingButton: { en: "Sending…", label: "All forms: send button while sending" },
    sentButton: { en: "Message Sent!", label: "All forms: send button for 3 seconds after sending" },
    consentHome: {
      en: "We keep your name, phone number, chosen service and message to reply to you, then open WhatsApp with your message. See our <privacy>privacy policy</privacy>.",
      label: "Booking form: note under the button on what is kept (with the privacy policy link)",
      args: ["privacy"],
      long: true,
      max: 400,
    },
    consentInternational: {
      en: "We keep your name, country, contact details, therapy of interest, travel dates and message to reply to you, then open WhatsApp with your inquiry. See our <privacy>privacy policy</privacy>.",
      label: "International form: note under the button on what is kept (with the privacy policy link)",
      args: ["privacy"],
      long: true,
      max: 400,
    },
    consentWellness: {
      en: "We keep your name, e-mail address, phone number and message to reply to you, then open WhatsApp with your message. See our <privacy>privacy policy</privacy>.",
      label: "Wellness form: note under the button on what is kept (with the privacy policy link)",
      args: ["privacy"],
      long: true,
      max: 400,
    },
    thanksRequest: {
      en: "Thank you. We have your request and WhatsApp has opened in a new tab. If it did not, <link>open WhatsApp</link>.",
      label: "Booking form: thanks after sending (with a link to WhatsApp)",
      args: ["link"],
      long: true,
      max: 300,
    },
    thanksInquiry: {
      en: "Thank you. We have your inquiry and WhatsApp has opened in a new tab. If it did not, <link>open WhatsApp</link>.",
      label: "International and wellness forms: thanks after sending (with a link to WhatsApp)",
      args: ["link"],
      long: true,
      max: 300,
    },
    noticeOpenWhatsApp: { en: "Open WhatsApp", label: "All forms: link after the note that the message could not be saved" },
    noticeUnsaved: {
      en: "Our system could not save your request just now, but your message is ready in WhatsApp: please press send there, or call us.",
      label: "All forms: note when the clinic's system could not save the message",
      long: true,
      max: 300,
    },
    rateLimited: {
      en: "You have sent several messages in a short time. Please try again {minutes, plural, =1 {in a minute} other {in # minutes}}, or call us directly.",
      label: "All forms: message after too many messages in a short time",
      args: ["minutes"],
      long: true,
      max: 300,
    },
    sendFailed: {
      en: "We could not send your message just now. Please check your connection and try again, or call us directly.",
      label: "All forms: message when sending failed (no connection, server error)",
      long: true,
      max: 300,
    },

    // The checks' messages, next to each field
    errorNameRequired: { en: "Please enter your name.", label: "Check: name left empty" },
    errorNameTooLong: { en: "Please keep your name under {max} characters.", label: "Check: name too long", args: ["max"] },
    errorPhoneRequired: { en: "Please enter your phone number.", label: "Check: phone number left empty" },
    errorPhoneTooLong: {
      en: "Please keep your phone number under {max} characters.",
      label: "Check: phone number too long",
      args: ["max"],
    },
    errorPhoneInvalid: {
      en: "Please enter a phone number of 7 to 15 digits, for example +91 90000 11001.",
      label: "Check: phone number with too few or too many digits, or letters",
    },
    errorServiceRequired: { en: "Please choose a service.", label: "Check (booking form): no service chosen" },
    errorMessageTooLong: { en: "Please keep your message under {max} characters.", label: "Check: message too long", args: ["max"] },
    errorEmailRequired: { en: "Please enter your e-mail address.", label: "Check (wellness form): e-mail address left empty" },
    errorEmailTooLong: {
      en: "Please keep your e-mail address under {max} characters.",
      label: "Check (wellness form): e-mail address too long",
      args: ["max"],
    },
    errorEmailInvalid: {
      en: "Please enter an e-mail address like name@example.com.",
      label: "Check (wellness form): not an e-mail address",
    },
    errorFullNameRequired: { en: "Please enter your full name.", label: "Check (international form): name left empty" },
    errorFullNameTooLong: {
      en: "Please keep your full name under {max} characters.",
      label: "Check (international form): name too long",
      args: ["max"],
    },
    errorCountryRequired: { en: "Please enter your country.", label: "Check (international form): country left empty" },
    errorCountryTooLong: {
      en: "Please keep your country under {max} characters.",
      label: "Check (international form): country too long",
      args: ["max"],
    },
    errorContactRequired: { en: "Please enter your WhatsApp number or e-mail.", label: "Check (international form): contact left empty" },
    errorContactTooLong: {
      en: "Please keep your WhatsApp number or e-mail under {max} characters.",
      label: "Check (international form): contact too long",
      args: ["max"],
    },
    errorTherapyRequired: {
      en: "Please choose the therapy you are interested in.",
      label: "Check (international form): no therapy chosen",
    },
    errorTravelDatesTooLong: {
      en: "Please keep your travel dates under {max} characters.",
      label: "Check (international form): travel dates too long",
      args: ["max"],
    },

    // The WhatsApp messages the forms open (SPEC §7), one line each
    waHomeGreeting: {
      en: "Hello {clinicName}, I would like to book a consultation for {service}.",
      label: "WhatsApp message of the booking form: first line",
      args: ["clinicName", "service"],
      max: 200,
    },
    waInternationalHeading: { en: "International Patient Inquiry", label: "WhatsApp message of the international form: first line" },
    waWellnessHeading: { en: "7-Day Wellness Program Inquiry", label: "WhatsApp message of the wellness form: first line" },
    waName: { en: "Name: {name}", label: "WhatsApp messages: line with the visitor's name", args: ["name"] },
    waCountry: { en: "Country: {country}", label: "WhatsApp message (international): country line", args: ["country"] },
    waContact: { en: "Contact: {contact}", label: "WhatsApp message (international): contact line", args: ["contact"] },
    waTherapy: { en: "Therapy Interest: {therapy}", label: "WhatsApp message (international): therapy line", args: ["therapy"] },
    waTravelDates: {
      en: "Travel Dates: {travelDates}",
      label: "WhatsApp message (international): travel dates line",
      args: ["travelDates"],
    },
    waTravelDatesNone: { en: "Not decided yet", label: "WhatsApp message (international): travel dates when left empty" },
    waEmail: { en: "Email: {email}", label: "WhatsApp message (wellness): e-mail line", args: ["email"] },
    waPhone: { en: "Phone: {phone}", label: "WhatsApp message (wellness): phone line", args: ["phone"] },
    waMessage: { en: "Message: {message}", label: "WhatsApp messages: line with the visitor's message", args: ["message"] },
    waMessageNone: { en: "-", label: "WhatsApp messages (international, wellness): the message line when left empty" },
  },
});
