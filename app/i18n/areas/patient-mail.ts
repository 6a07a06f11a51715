import { defineArea } from "../define";

// The confirmation a patient receives by e-mail after sending a form with their address (issue
// 44, docs/decisions/071), in the language of the page they sent it from. Composed when the mail
// is sent (app/lib/patient-mail.ts), so an edit here reaches mail still waiting in the outbox.
export const patientMailMessages = defineArea({
  area: "patientMail",
  title: "Confirmation e-mail to patients",
  description:
    "The e-mail a patient receives after sending a form with their e-mail address: its reference, what they sent, and what happens next.",
  previewPath: "/contact",
  messages: {
    subject: {
      en: "{clinicName}: we have received your inquiry {reference}",
      label: "Subject of the e-mail, with the clinic's short name and the inquiry's reference",
      args: ["clinicName", "reference"],
    },
    heading: { en: "We have received your inquiry", label: "Heading at the top of the e-mail" },
    intro: {
      en: "Thank you for contacting {clinicName}. Your inquiry has reached our team.",
      label: "First paragraph",
      args: ["clinicName"],
      long: true,
    },
    referenceLabel: { en: "Your reference", label: "Label over the inquiry's reference (SAM-…)" },
    referenceHint: { en: "Please quote it when you call, write or visit us.", label: "Line under the reference" },
    summaryHeading: { en: "What you sent us", label: "Heading of the summary of the inquiry" },
    fieldForm: { en: "Sent from", label: "Summary: label of the form the inquiry came from" },
    formHome: { en: "The booking form on our home page", label: "Summary: the home page's form" },
    formContact: { en: "The form on our contact page", label: "Summary: the contact page's form" },
    formTherapy: { en: "The booking form on a therapy page", label: "Summary: a therapy page's form" },
    formInternational: { en: "The form for international patients", label: "Summary: the international patients' form" },
    formWellness: { en: "The 7-day wellness program form", label: "Summary: the wellness program's form" },
    fieldInterest: { en: "Interested in", label: "Summary: label of the service or therapy chosen" },
    interestWellness: { en: "7-Day Wellness Program", label: "Summary: the wellness program, as what the patient is interested in" },
    fieldPhone: { en: "Phone", label: "Summary: label of the phone number given" },
    fieldEmail: { en: "E-mail", label: "Summary: label of the e-mail address given" },
    fieldReceived: { en: "Received", label: "Summary: label of the date and time the inquiry arrived" },
    receivedTime: {
      en: "{time} (India time)",
      label: "Summary: the date and time the inquiry arrived, on the clinic's clock",
      args: ["time"],
    },
    messageNotRepeated: {
      en: "We do not repeat your message or other details you typed in this e-mail, so that your health information stays private. Our team has them.",
      label: "Summary: why the patient's message is not in the e-mail",
      long: true,
    },
    nextHeading: { en: "What happens next", label: "Heading of what happens next" },
    nextAnswer: {
      en: "A member of our team will reply within {hours, plural, one {# hour} other {# hours}}, by e-mail or by phone, using the contact details you gave.",
      label: "What happens next: when the clinic answers (the hours after which the inbox marks an inquiry overdue)",
      args: ["hours"],
      long: true,
    },
    nextMeanwhile: {
      en: "If you would like to talk to us sooner, call {phone} or send a WhatsApp message to {whatsapp}.",
      label: "What happens next: how to reach the clinic meanwhile, with its phone and WhatsApp numbers",
      args: ["phone", "whatsapp"],
      long: true,
    },
    hoursLabel: { en: "Opening hours", label: "Label of the clinic's opening hours" },
    addressLabel: { en: "Address", label: "Label of the clinic's address" },
    emergency: {
      en: "{clinicName} is not an emergency service. In a medical emergency, call {emergencyNumber} straight away.",
      label: "Emergency notice, with the emergency number from the clinic settings",
      args: ["clinicName", "emergencyNumber"],
      long: true,
    },
    notYou: {
      en: "Did you not contact us? Someone may have typed your address by mistake. You can ignore this e-mail: you have not been added to any list.",
      label: "For someone who did not send the inquiry",
      long: true,
    },
    closing: { en: "With best wishes,", label: "Closing line before the signature" },
    signature: { en: "The {clinicName} team", label: "Signature, with the clinic's name", args: ["clinicName"] },
    automatic: {
      en: "This is an automatic e-mail about your inquiry. We do not send newsletters or offers.",
      label: "Small print at the foot of the e-mail",
      long: true,
    },
  },
});
