// Every area of interface strings. An area is one admin document ("Interface texts:
// Navigation and footer"); its messages are keyed "area.name" in components.
import { appointmentMessages } from "./areas/appointment-messages";
import { bookingMessages } from "./areas/booking";
import { caseDeskMessages } from "./areas/case-desk";
import { chromeMessages } from "./areas/chrome";
import { doctorMessages } from "./areas/doctors";
import { formMessages } from "./areas/forms";
import { pageMessages } from "./areas/pages";
import { patientMailMessages } from "./areas/patient-mail";
import { therapyMessages } from "./areas/therapy";
import { widgetMessages } from "./areas/widgets";
import type { KeysOfArea, MessageArea } from "./define";

export const messageAreas = [
  chromeMessages,
  formMessages,
  therapyMessages,
  doctorMessages,
  pageMessages,
  widgetMessages,
  patientMailMessages,
  bookingMessages,
  appointmentMessages,
  caseDeskMessages,
] as const;

export type MessageAreaName = (typeof messageAreas)[number]["area"];
export type MessageKey = KeysOfArea<(typeof messageAreas)[number]>;

/** The English text of every message, as the code declares it. */
export const defaultMessages = Object.fromEntries(
  messageAreas.flatMap((area: MessageArea) => Object.entries(area.messages).map(([name, spec]) => [`${area.area}.${name}`, spec.en])),
) as Readonly<Record<MessageKey, string>>;

/** An area's stored texts laid over `fallback` (the code's English unless given): a message
 * added to the code after the document was stored shows its fallback until staff edit it. */
export function withDefaults(area: MessageArea, stored: unknown, fallback?: Readonly<Record<string, string>>): Record<string, string> {
  const saved = stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(
    Object.entries(area.messages).map(([name, spec]) => {
      const text = saved[name];
      return [name, typeof text === "string" && text !== "" ? text : (fallback?.[name] ?? spec.en)];
    }),
  );
}

/**
 * The whole catalogue from each area's stored texts (by area name). For another language,
 * `english` holds the English documents: a message with no translation falls back to the
 * clinic's English text, then to the code's.
 */
export function catalogueFrom(
  stored: Readonly<Record<string, unknown>>,
  english?: Readonly<Record<string, unknown>>,
): Record<MessageKey, string> {
  const out: Record<string, string> = {};
  for (const area of messageAreas as readonly MessageArea[]) {
    const base = english ? withDefaults(area, english[area.area]) : undefined;
    for (const [name, text] of Object.entries(withDefaults(area, stored[area.area], base))) out[`${area.area}.${name}`] = text;
  }
  return out as Record<MessageKey, string>;
}
