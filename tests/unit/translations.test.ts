// The seeded translations of the interface strings (issue 14): complete (the types see to
// that), valid ICU, the same placeholders and tags as the English, and really translated.
import { describe, expect, it } from "vitest";
import { parse } from "@formatjs/icu-messageformat-parser";
import { messageAreas } from "~/i18n/catalogue";
import type { MessageArea } from "~/i18n/define";
import { messageArguments, messageProblem } from "~/i18n/icu";
import { seededTranslations } from "~/i18n/translations";

const SCRIPT = { hi: /[\u0900-\u097F]/, te: /[\u0C00-\u0C7F]/, ar: /[\u0600-\u06FF]/ } as const;
// Names that stay as they are in every language.
const NAMES = new Set(["WhatsApp", "YouTube", "Instagram", "Facebook", "LinkedIn", "X", "HBOT", "English"]);

const argumentsOf = (message: string) => [...messageArguments(parse(message))].sort();
// The words of a message without its placeholders, plural keywords and tags.
const words = (message: string) =>
  message
    .replace(/\{[^{}]*\}|<\/?\w+>|[{}#]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe.each(Object.entries(seededTranslations))("the %s interface texts", (locale, areas) => {
  const script = SCRIPT[locale as keyof typeof SCRIPT];
  for (const area of messageAreas as readonly MessageArea[]) {
    it(`${area.area}: every message is valid ICU with the English's placeholders, in its own script`, () => {
      const translated = areas[area.area as keyof typeof areas] as Readonly<Record<string, string>>;
      for (const [name, spec] of Object.entries(area.messages)) {
        const text = translated[name] ?? "";
        const where = `${locale} ${area.area}.${name}: ${text}`;
        expect(text.trim(), where).not.toBe("");
        expect(messageProblem(text, spec.args), where).toBeNull();
        expect(argumentsOf(text), where).toEqual(argumentsOf(spec.en));
        const english = words(spec.en);
        if (/[A-Za-z]/.test(english) && !english.split(/[\s,()/:]+/).every((w) => NAMES.has(w) || !/[A-Za-z]/.test(w))) {
          expect(script.test(text), where).toBe(true);
        }
      }
    });
  }
});
