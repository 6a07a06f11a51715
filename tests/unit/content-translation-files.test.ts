// The seeded content translations (issue 14 item 5), checked language by language against
// the document types they fill: every text the English has is translated, within its field's
// limits and rules, lists item for item, and written in the language's own script.
import { describe, expect, it } from "vitest";
import { bookingServiceSeeds } from "~/content/booking";
import { clinicSettingsSeed } from "~/content/clinic";
import { galleryImages as gallerySeeds } from "~/content/gallery";
import { videos as videoSeeds } from "~/content/videos";
import { seededTranslationDocuments } from "~/content/translations/documents";
import type { ContentTranslations } from "~/content/translations/types";
import type { Field } from "~/content-types/fields";
import { alignTranslation, hasWords, overlayTranslation, translationFields } from "~/content-types/translation";
import { clinicView } from "~/lib/clinic-view";
import { validateDocument, valueToForm, type FormObject } from "~/lib/document-form";

const SCRIPT = { hi: /[\u0900-\u097F]/, te: /[\u0C00-\u0C7F]/, ar: /[\u0600-\u06FF]/ } as const;
type Lang = keyof typeof SCRIPT;

// Each language's files, whichever exist so far: the parts are written one by one.
const modules = import.meta.glob<Record<string, unknown>>(["../../app/content/translations/{hi,te,ar}/*.ts", "!**/index.ts"], {
  eager: true,
});
function partsOf(lang: Lang): Partial<ContentTranslations> {
  const parts: Record<string, unknown> = {};
  for (const [file, exports] of Object.entries(modules)) if (file.includes(`/translations/${lang}/`)) Object.assign(parts, exports);
  return parts as Partial<ContentTranslations>;
}

const clinic = clinicView(clinicSettingsSeed, new Date("2026-01-01T00:00:00Z"));

/** The length of every list with words to translate that a value holds, by its path. */
function listLengths(field: Field, value: unknown, path = ""): Record<string, number> {
  if (!hasWords(field)) return {};
  if (field.kind === "list") {
    const items = Array.isArray(value) ? value : [];
    return items.reduce<Record<string, number>>((out, item, i) => ({ ...out, ...listLengths(field.item, item, `${path}.${i}`) }), {
      [path]: items.length,
    });
  }
  if (field.kind !== "group" || !value || typeof value !== "object") return {};
  const object = value as Record<string, unknown>;
  return Object.entries(field.fields).reduce<Record<string, number>>(
    (out, [name, child]) => ({ ...out, ...listLengths(child, object[name], path ? `${path}.${name}` : name) }),
    {},
  );
}

/** Every translated text, with where it is. */
function texts(value: unknown, path: string, out: Array<[string, string]>) {
  if (typeof value === "string") {
    if (value.trim()) out.push([path, value]);
  } else if (Array.isArray(value)) value.forEach((v, i) => texts(v, `${path}.${i}`, out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) texts(v, path ? `${path}.${k}` : k, out);
}

describe.each(["hi", "te", "ar"] as const)("%s content translations", (lang) => {
  const docs = seededTranslationDocuments(partsOf(lang), clinic);
  it.skipIf(docs.length === 0).each(docs.map((d) => [`${d.type.type}/${d.key}`, d] as const))(
    "%s: complete, valid and in its script",
    (_name, d) => {
      const fields = translationFields(d.type.fields);
      const aligned = alignTranslation(d.type.fields, d.english, d.translation);
      const parsed = validateDocument(fields, valueToForm(aligned) as FormObject);
      expect(parsed.ok ? {} : parsed.errors, "field rules").toEqual({});
      const { progress } = overlayTranslation(d.type.fields, d.english, aligned);
      expect(progress.translated, "every English text has its translation").toBe(progress.total);
      // Lists are matched by position: a translation may not add or drop items.
      expect(listLengths(d.type.fields, d.translation), "list lengths").toEqual(listLengths(d.type.fields, d.english));
      const all: Array<[string, string]> = [];
      texts(aligned, "", all);
      const latinOnly = all.filter(([, t]) => /[A-Za-z]{3}/.test(t.replace(/<[^>]*>|\{[^}]*\}/g, "")) && !SCRIPT[lang].test(t));
      // Names, degrees and the like stay in Latin letters; running text must not.
      expect(
        latinOnly.filter(([, t]) => t.split(/\s+/).length > 4),
        "untranslated sentences",
      ).toEqual([]);
      expect(latinOnly.length, `Latin-only texts: ${latinOnly.map(([p, t]) => `${p}=${t}`).join(" | ")}`).toBeLessThanOrEqual(
        Math.max(3, all.length * 0.1),
      );
    },
  );
});

describe.each(["hi", "te", "ar"] as const)("%s translations of the seeded rows", (lang) => {
  it("cover every seeded video and gallery picture, by its address", () => {
    const parts = partsOf(lang);
    expect(Object.keys(parts.videos ?? {}).sort()).toEqual(videoSeeds.map((v) => v.url).sort());
    expect(Object.keys(parts.gallery ?? {}).sort()).toEqual(gallerySeeds.map((g) => g.url).sort());
  });

  it("cover every seeded bookable service, by its English name, and translate only its name and description", () => {
    const services = partsOf(lang).bookingServices ?? {};
    expect(Object.keys(services).sort()).toEqual(bookingServiceSeeds.map((s) => s.name).sort());
    for (const s of bookingServiceSeeds) {
      // A note the English has is translated; one it has not is not invented.
      expect(Object.keys(services[s.name]!).sort(), s.name).toEqual(s.description ? ["description", "name"] : ["name"]);
    }
  });
});
