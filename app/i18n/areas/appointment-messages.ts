import { defineArea } from "../define";

// What a patient is told of an appointment booked on the site (issue 47 item 5): its
// confirmation, reminders, a new time or a cancellation, by e-mail in the language they booked
// in. Composed when sent (app/lib/appointment-message.ts), so an edit reaches messages still
// waiting. The WhatsApp messages are templates approved by Meta (docs/whatsapp-templates.md):
// their words are kept there, and only the details below travel with them.
export const appointmentMessages = defineArea({
  area: "appointmentMail",
  title: "Appointment e-mails to patients",
  description:
    "The e-mails a patient receives about an appointment booked on the site: its confirmation, reminders, a new time and a cancellation.",
  previewPath: "/book",
  messages: {
    subjectConfirmation: {
      en: "{clinicName}: your appointment is booked ({reference})",
      label: "Subject of the confirmation, with the clinic's short name and the booking's reference",
      args: ["clinicName", "reference"],
    },
    subjectReminder: {
      en: "{clinicName}: reminder of your appointment on {day}",
      label: "Subject of a reminder, with the clinic's short name and the appointment's day",
      args: ["clinicName", "day"],
    },
    subjectChange: {
      en: "{clinicName}: your appointment has a new time ({reference})",
      label: "Subject of the e-mail after a booking was moved",
      args: ["clinicName", "reference"],
    },
    subjectCancellation: {
      en: "{clinicName}: your appointment is cancelled ({reference})",
      label: "Subject of the e-mail after a booking was cancelled",
      args: ["clinicName", "reference"],
    },
    headingConfirmation: { en: "Your appointment is booked", label: "Heading of the confirmation" },
    headingReminder: { en: "Your appointment is coming up", label: "Heading of a reminder" },
    headingChange: { en: "Your appointment has a new time", label: "Heading after a booking was moved" },
    headingCancellation: { en: "Your appointment is cancelled", label: "Heading after a booking was cancelled" },
    greeting: { en: "Dear {name},", label: "Greeting, with the patient's name as they typed it", args: ["name"] },
    introConfirmation: {
      en: "Thank you for booking with {clinicName}. These are your appointment's details.",
      label: "Confirmation: first paragraph",
      args: ["clinicName"],
      long: true,
    },
    introReminder: {
      en: "This is a reminder of your appointment with {clinicName}.",
      label: "Reminder: first paragraph",
      args: ["clinicName"],
      long: true,
    },
    introChange: {
      en: "Your appointment with {clinicName} has moved to the time below. The earlier time is no longer booked for you.",
      label: "After a move: first paragraph",
      args: ["clinicName"],
      long: true,
    },
    introCancellation: {
      en: "Your appointment with {clinicName} is cancelled. If you did not ask for this, please call us on {phone}.",
      label: "After a cancellation: first paragraph, with the clinic's phone number",
      args: ["clinicName", "phone"],
      long: true,
    },
    seriesLabel: {
      en: "All {count} sessions",
      label: "Label over the list of every session of a series booked together (its count)",
      args: ["count"],
    },
    whereClinic: { en: "{address}", label: "The place of an appointment at the clinic: its address", args: ["address"] },
    manageLine: {
      en: "To see, reschedule or cancel your appointment, open your private link: {link}",
      label: "The booking's private link (keep it private)",
      args: ["link"],
      long: true,
    },
    keepPrivate: {
      en: "Anyone who has this link can see and change the booking, so please do not share it.",
      label: "Under the private link",
      long: true,
    },
    calendarAttached: {
      en: "The attached file (.ics) adds the appointment to your calendar.",
      label: "Note on the calendar file attached",
    },
    stopReminders: {
      en: "You asked for reminders. To stop them, open your private link and choose Stop reminders.",
      label: "How to stop reminders (the manage page's button is called Stop reminders)",
      long: true,
    },
    bookAgain: {
      en: "To book another time: {link}",
      label: "After a cancellation: the booking page's address",
      args: ["link"],
    },
    emergency: {
      en: "{clinicName} is not an emergency service. In a medical emergency, call {emergencyNumber} straight away.",
      label: "Emergency notice, with the emergency number from the clinic settings",
      args: ["clinicName", "emergencyNumber"],
      long: true,
    },
    closing: { en: "With best wishes,", label: "Closing line before the signature" },
    signature: {
      en: "The {clinicName} team · {phone}",
      label: "Signature, with the clinic's name and phone",
      args: ["clinicName", "phone"],
    },
    automatic: {
      en: "This is an automatic e-mail about the appointment booked with this address. We do not send newsletters or offers.",
      label: "Small print at the foot of the e-mail",
      long: true,
    },
  },
});
