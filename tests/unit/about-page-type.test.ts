import { describe, expect, it } from "vitest";
import { aboutPageSeed } from "~/content/about";
import { aboutPageFields } from "~/content-types/about-page";
import { parseDocumentForm, validateDocument, valueToForm, type FormObject } from "~/lib/document-form";
import { formFields } from "../support/document-fields";

describe("about page texts", () => {
  it("accept the seed, whose disclaimer names the emergency number from the settings", () => {
    expect(validateDocument(aboutPageFields, valueToForm(aboutPageSeed) as FormObject).ok).toBe(true);
    expect(aboutPageSeed.disclaimer).toMatch(/call \{emergency\}\./);
    expect(aboutPageSeed.disclaimer).toMatch(/Results vary from person to person\./);
  });

  it("refuse an unknown placeholder, a picture from another site and an empty caption, each at its field", () => {
    const result = parseDocumentForm(
      aboutPageFields,
      Object.entries(
        formFields(aboutPageSeed, {
          disclaimer: "Call {phone}.",
          "pictures.0.src": "https://stock.example/smiling-patient.jpg",
          "pictures.1.caption": "",
        }),
      ),
    );
    expect(!result.ok && result.errors).toEqual({
      disclaimer: "Medical disclaimer: Unknown placeholder {phone}: use one of {emergency}.",
      "pictures.0.src":
        "Pictures of the centre › Reception and waiting area › Picture: choose one of the pictures offered (pictures on this site only).",
      "pictures.1.caption": "Pictures of the centre › Picture 2 › Caption: enter some text.",
    });
  });
});
