// Issue 44 item 9: "Text is required." did not say it was the doctor's Professional summary.
// Every message the document editor shows names its field from the section down.
import { describe, expect, it } from "vitest";
import { surgeonSeed } from "~/content/doctor-seeds";
import { clinicSettingsSeed } from "~/content/clinic";
import { clinicSettingsFields } from "~/content-types/clinic-settings";
import { doctorFields } from "~/content-types/doctor";
import { f } from "~/content-types/fields";
import { fieldLabels, namedMessage, validateDocument, valueToForm, type FormObject } from "~/lib/document-form";

const formOf = (value: unknown) => valueToForm(value) as FormObject;

describe("document editor messages name their field", () => {
  it("an empty Professional summary says so, not just “Text”", () => {
    const doctor = formOf(surgeonSeed);
    const result = validateDocument(doctorFields, { ...doctor, profile: { ...(doctor.profile as FormObject), text: "<p> </p>" } });
    expect(!result.ok && result.errors).toEqual({ "profile.text": "Professional summary › Text: enter some text." });
  });

  it("a list item is named by its title, or its number when it has none", () => {
    const doctor = formOf(surgeonSeed);
    const expertise = doctor.expertise as FormObject;
    const items = (expertise.items as FormObject[]).map((item, i) => (i === 1 ? { ...item, title: "", description: "" } : item));
    items[0] = { ...items[0]!, description: "x".repeat(501) };
    const result = validateDocument(doctorFields, { ...doctor, expertise: { ...expertise, items } });
    const firstTitle = String((expertise.items as FormObject[])[0]!.title);
    expect(!result.ok && result.errors).toEqual({
      "expertise.items.0.description": `Areas of expertise › ${firstTitle} › Description: shorten it to 500 characters or fewer.`,
      "expertise.items.1.title": "Areas of expertise › Area 2 › Title: enter some text.",
      "expertise.items.1.description": "Areas of expertise › Area 2 › Description: enter some text.",
    });
  });

  it("numbers, addresses and top-level fields say what to enter", () => {
    const doctor = formOf(surgeonSeed);
    const result = validateDocument(doctorFields, { ...doctor, name: "", yearsExperience: "200", personalSite: "http://x" });
    expect(!result.ok && result.errors).toEqual({
      name: "Full name: enter some text.",
      yearsExperience: "Years of experience: enter a number from 0 to 70.",
      personalSite: "Personal website: enter a full https:// address.",
    });
  });

  it("a rule across fields keeps its words, after the field's whole name, without saying a label twice", () => {
    const clinic = formOf(clinicSettingsSeed);
    const hours = (clinic.hours as FormObject[]).map((d, i) => (i === 0 ? { ...d, closed: false, open: "18:00", close: "09:00" } : d));
    const result = validateDocument(clinicSettingsFields, { ...clinic, hours });
    const day = String((clinic.hours as FormObject[])[0]!.day);
    expect(!result.ok && result.errors).toEqual({
      "hours.0.close": `Opening hours › ${day} › Closes: closing time must be after opening time.`,
    });
  });

  it("a section and its list of the same name are said once, and a numbered item's field is not said again", () => {
    const group = f.group("Page", {
      faq: f.group("Questions", { items: f.list("Questions", "Question", f.group("Question", { q: f.text("Question") }), { max: 3 }) }),
    });
    expect(fieldLabels(group, ["faq", "items", "0", "q"], { faq: { items: [{ q: "" }] } }).labels).toEqual(["Questions", "Question 1"]);
    expect(namedMessage(group, [], {}, "Something is wrong.")).toBe("Something is wrong.");
  });
});
