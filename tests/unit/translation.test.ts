// A document's translation (app/content-types/translation.ts): which fields it holds, how it
// is laid over the English, and how complete it is.
import { describe, expect, it } from "vitest";
import { f } from "~/content-types/fields";
import {
  alignTranslation,
  changedSinceTranslated,
  englishWords,
  hasWords,
  overlayTranslation,
  translationFields,
  translationState,
} from "~/content-types/translation";
import { validateDocument, valueToForm, type FormObject } from "~/lib/document-form";

const fields = f.group("Page", {
  title: f.text("Title", { max: 20 }),
  brand: f.text("Brand", { max: 40, translatable: false }),
  email: f.email("E-mail"),
  picture: f.image("Picture"),
  count: f.number("Count", { min: 0, max: 9 }),
  body: f.richtext("Body", { max: 200, optional: true }),
  faq: f.list(
    "Questions",
    "Question",
    f.group("Question", { q: f.text("Question", { max: 50 }), icon: f.select("Icon", [{ value: "a", label: "A" }]) }),
    { max: 5, titleField: "q" },
  ),
  links: f.list("Links", "Link", f.group("Link", { url: f.url("Address") }), { max: 3 }),
});

const english = {
  title: "Welcome",
  brand: "Samudra",
  email: "care@example.com",
  picture: "/a.svg",
  count: 3,
  body: "",
  faq: [
    { q: "Does it hurt?", icon: "a" },
    { q: "How long?", icon: "a" },
  ],
  links: [{ url: "https://example.com" }],
};

describe("translation fields", () => {
  it("keep only words: text, textarea and rich text not declared otherwise, in groups and lists", () => {
    const t = translationFields(fields);
    expect(Object.keys(t.fields)).toEqual(["title", "body", "faq"]);
    expect(hasWords(fields.fields.links!)).toBe(false);
    const faq = t.fields.faq!;
    expect(faq.kind === "list" && Object.keys(faq.item.fields)).toEqual(["q"]);
    // Items follow the English: none added, removed or moved in a translation.
    expect(faq.kind === "list" && faq.fixed).toBe(true);
  });

  it("allow a field to stay empty (the English shows) but keep its limits", () => {
    const t = translationFields(fields);
    expect(validateDocument(t, valueToForm({ title: "", body: "", faq: [{ q: "" }, { q: "" }] }) as FormObject).ok).toBe(true);
    const long = validateDocument(t, valueToForm({ title: "x".repeat(21), body: "", faq: [] }) as FormObject);
    expect(long.ok ? null : long.errors).toEqual({ title: "Title: shorten it to 20 characters or fewer." });
  });
});

describe("alignTranslation", () => {
  it("gives the English shape: lists as long as the English, empty where untranslated, nothing but words", () => {
    expect(
      alignTranslation(fields, english, {
        title: "स्वागत",
        brand: "X",
        faq: [{ q: "क्या दर्द होता है?", icon: "z" }, { q: "कितना समय?" }, { q: "extra" }],
      }),
    ).toEqual({
      title: "स्वागत",
      body: "",
      faq: [{ q: "क्या दर्द होता है?" }, { q: "कितना समय?" }],
    });
    expect(alignTranslation(fields, english, null)).toEqual({ title: "", body: "", faq: [{ q: "" }, { q: "" }] });
  });
});

describe("overlayTranslation", () => {
  it("lays each translated text over the English and keeps everything else the English's", () => {
    const { value, progress } = overlayTranslation(fields, english, {
      title: "स्वागत",
      brand: "X",
      picture: "/b.svg",
      faq: [{ q: "" }, { q: "कितना समय?", icon: "z" }],
    });
    expect(value).toEqual({
      ...english,
      title: "स्वागत",
      faq: [
        { q: "Does it hurt?", icon: "a" },
        { q: "कितना समय?", icon: "a" },
      ],
    });
    // The empty optional body is not a text to translate.
    expect(progress).toEqual({ total: 3, translated: 2 });
  });

  it("treats rich text without visible words as untranslated", () => {
    const withBody = { ...english, body: "<p>Hello</p>" };
    expect(overlayTranslation(fields, withBody, { body: "<p> </p>" }).value.body).toBe("<p>Hello</p>");
    expect(overlayTranslation(fields, withBody, { body: "<p>नमस्ते</p>" }).value.body).toBe("<p>नमस्ते</p>");
  });

  it("with no translation is the English, untouched", () => {
    expect(overlayTranslation(fields, english, null)).toEqual({ value: english, progress: { total: 3, translated: 0 } });
  });
});

describe("translationState", () => {
  it("is missing, draft or reviewed", () => {
    expect(translationState(false, false)).toBe("missing");
    expect(translationState(true, false)).toBe("draft");
    expect(translationState(true, true)).toBe("reviewed");
  });

  it("is reviewed only when every text is translated, and out of date first when English changed", () => {
    expect(translationState(true, true, { total: 14, translated: 4, changed: 0 })).toBe("partial");
    expect(translationState(true, true, { total: 14, translated: 14, changed: 0 })).toBe("reviewed");
    expect(translationState(true, true, { total: 14, translated: 14, changed: 1 })).toBe("outdated");
    expect(translationState(true, false, { total: 14, translated: 4, changed: 2 })).toBe("outdated");
    expect(translationState(false, false, { total: 14, translated: 0, changed: 0 })).toBe("missing");
  });
});

describe("changedSinceTranslated", () => {
  const translation = { title: "Swagat", body: "", faq: [{ q: "Dard?" }, { q: "" }] };
  const source = englishWords(fields, english);

  it("is empty while the English is the one translated from, or when that is unknown", () => {
    expect(source).toEqual({ title: "Welcome", body: "", faq: [{ q: "Does it hurt?" }, { q: "How long?" }] });
    expect(changedSinceTranslated(fields, source, english, translation)).toEqual({});
    expect(changedSinceTranslated(fields, null, { ...english, title: "Hello" }, translation)).toEqual({});
  });

  it("names each translated text whose English changed, with the English it was made from", () => {
    const now = { ...english, title: "Hello", brand: "Other", faq: [{ q: "Is it painful?", icon: "a" }, english.faq[1]] };
    expect(changedSinceTranslated(fields, source, now, translation)).toEqual({ title: "Welcome", "faq.0.q": "Does it hurt?" });
  });

  it("leaves out what the translation does not give (the page shows the new English there) and items added since", () => {
    const now = {
      ...english,
      body: "<p>New</p>",
      faq: [english.faq[0], { q: "How long, really?", icon: "a" }, { q: "Added", icon: "a" }],
    };
    expect(changedSinceTranslated(fields, source, now, translation)).toEqual({});
  });
});
