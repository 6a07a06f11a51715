// Issue 46 item 1: a content type's value type is read from its declaration, never written beside
// it, and a translation's type holds only the words. These are checked by the type checker
// (`npm run typecheck`); the run-time assertions keep the declarations and the types honest.
import { describe, expect, expectTypeOf, it } from "vitest";
import { f, type TranslationOf, type ValueOf } from "~/content-types/fields";
import { doctorFields, type DoctorData } from "~/content-types/doctor";
import { alignTranslation } from "~/content-types/translation";
import type { ContentTranslations } from "~/content/translations/types";

const card = f.group("Card", {
  title: f.text("Title"),
  code: f.text("Code", { translatable: false }),
  body: f.richtext("Body"),
  link: f.url("Link", { optional: true }),
  size: f.number("Size", { min: 0, max: 9 }),
  shown: f.checkbox("Shown"),
  tone: f.select("Tone", [
    { value: "sky", label: "Sky" },
    { value: "sand", label: "Sand" },
  ]),
  items: f.list("Items", "Item", f.group("Item", { text: f.textarea("Text"), picture: f.image("Picture") }), { max: 3 }),
  pictures: f.list("Pictures", "Picture", f.group("Picture", { src: f.image("Picture") }), { max: 3 }),
});

describe("a declaration's types", () => {
  it("gives each field the value it holds", () => {
    expectTypeOf<ValueOf<typeof card>>().toEqualTypeOf<{
      title: string;
      code: string;
      body: string;
      link: string;
      size: number;
      shown: boolean;
      tone: "sky" | "sand";
      items: Array<{ text: string; picture: string }>;
      pictures: Array<{ src: string }>;
    }>();
  });

  it("gives a translation the words only, in the same shape", () => {
    expectTypeOf<TranslationOf<typeof card>>().toEqualTypeOf<{ title: string; body: string; items: Array<{ text: string }> }>();
    // The run-time counterpart stores the same keys.
    const english = {
      title: "T",
      code: "C",
      body: "<p>B</p>",
      link: "",
      size: 1,
      shown: true,
      tone: "sky",
      items: [{ text: "x", picture: "/p.svg" }],
      pictures: [{ src: "/p.svg" }],
    };
    expect(alignTranslation(card, english, english)).toEqual({ title: "T", body: "<p>B</p>", items: [{ text: "x" }] });
  });

  it("types a doctor as its declaration says, and its translation without pictures, numbers or choices", () => {
    expectTypeOf<DoctorData>().toEqualTypeOf<ValueOf<typeof doctorFields>>();
    expectTypeOf<DoctorData["yearsExperience"]>().toEqualTypeOf<number>();
    type DoctorWords = ContentTranslations["doctors"][string];
    expectTypeOf<DoctorWords>().not.toHaveProperty("portrait");
    expectTypeOf<DoctorWords>().not.toHaveProperty("yearsExperience");
    expectTypeOf<DoctorWords["expertise"]["items"][number]>().toEqualTypeOf<{ title: string; description: string }>();
    expectTypeOf<DoctorWords["cases"]["items"][number]>().not.toHaveProperty("videoUrl");
  });
});
