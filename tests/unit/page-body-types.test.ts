import { describe, expect, it } from "vitest";
import { contactPageSeed, servicesPageSeed } from "~/content/pages";
import { contactPageFields } from "~/content-types/contact-page";
import { conditionsPageFields } from "~/content-types/conditions-page";
import { conditionsPageSeed } from "~/content/conditions";
import { servicesPageFields } from "~/content-types/services-page";
import { parseDocumentForm, validateDocument, valueToForm, type FormObject } from "~/lib/document-form";
import { formFields } from "../support/document-fields";

describe("services page texts", () => {
  it("accept the seed, which names only pages of this site", () => {
    expect(validateDocument(servicesPageFields, valueToForm(servicesPageSeed) as FormObject).ok).toBe(true);
    for (const r of servicesPageSeed.related) expect(r.to).toMatch(/^\/[a-z-]+$/);
  });

  it("refuse a related programme linking off the site, and an unknown icon, each at its field", () => {
    // As the admin form sends it: flat names ("related.0.to").
    const result = parseDocumentForm(
      servicesPageFields,
      Object.entries(
        formFields(servicesPageSeed, { "related.0.to": "https://elsewhere.example/", "related.1.icon": "Skull", unsureTitle: "" }),
      ),
    );
    expect(!result.ok && result.errors).toEqual({
      "related.0.to":
        "Related programmes › 7-Day Corporate Wellness Program › Links to: enter a path on this site starting with /, e.g. /og-default.png.",
      "related.1.icon": "Related programmes › International Patients › Icon: choose one of the options.",
      unsureTitle: "“Not sure” box: heading: enter some text.",
    });
  });
});

describe("contact page texts", () => {
  it("accept the seed and keep HTML typed into a plain field as text", () => {
    expect(validateDocument(contactPageFields, valueToForm(contactPageSeed) as FormObject).ok).toBe(true);
    const typed = validateDocument(
      contactPageFields,
      formFields(contactPageSeed, { whatsappTitle: "<b>Chat</b>" }) as unknown as FormObject,
    );
    expect(typed.ok && (typed.value as { whatsappTitle: string }).whatsappTitle).toBe("<b>Chat</b>");
  });

  it("limit the WhatsApp message's length", () => {
    const result = validateDocument(
      contactPageFields,
      formFields(contactPageSeed, { whatsappGreeting: "x".repeat(501) }) as unknown as FormObject,
    );
    expect(!result.ok && result.errors).toEqual({ whatsappGreeting: "WhatsApp message: shorten it to 500 characters or fewer." });
  });
});

describe("conditions we support", () => {
  it("accept the seed: six areas whose link names are the page's anchors", () => {
    expect(validateDocument(conditionsPageFields, valueToForm(conditionsPageSeed) as FormObject).ok).toBe(true);
    expect(conditionsPageSeed.areas.map((a) => a.anchor)).toEqual([
      "cardiovascular",
      "neurological",
      "musculoskeletal",
      "respiratory",
      "womens-health",
      "chronic",
    ]);
  });

  it("refuse two areas with one link name, and a link name that is not one, at the field", () => {
    // (A condition left blank is dropped like any blank list item, not refused.)
    const second = parseDocumentForm(
      conditionsPageFields,
      Object.entries(formFields(conditionsPageSeed, { "areas.1.anchor": "cardiovascular", "areas.2.anchor": "Bones & Joints" })),
    );
    expect(!second.ok && second.errors).toEqual({
      "areas.1.anchor": "Areas › Neurological › Link name: each area needs its own.",
      "areas.2.anchor": "Areas › Musculoskeletal › Link name: use lowercase letters, digits and single hyphens, e.g. womens-health.",
    });
  });
});
