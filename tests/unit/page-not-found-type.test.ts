import { describe, expect, it } from "vitest";
import { pageNotFoundSeed } from "~/content/site-pages";
import { pageNotFoundFields, splitAtPhone } from "~/content-types/page-not-found";
import { validateDocument, valueToForm, type FormObject } from "~/lib/document-form";
import { formFields } from "../support/document-fields";

const withMessage = (message: string) =>
  validateDocument(pageNotFoundFields, { ...(valueToForm(pageNotFoundSeed) as FormObject), message });

describe("page-not-found texts", () => {
  it("accepts the seed and splits its message at the phone number", () => {
    expect(validateDocument(pageNotFoundFields, valueToForm(pageNotFoundSeed) as FormObject).ok).toBe(true);
    expect(splitAtPhone(pageNotFoundSeed.message)).toEqual([
      "The address may be mistyped, or the page may have moved. These pages may help, or call us on ",
      ".",
    ]);
    expect(splitAtPhone("No number here.")).toBeNull();
  });

  it("allows only the {phone} placeholder, once", () => {
    expect(withMessage("Call {phone} or {phone}.").ok).toBe(false);
    const unknown = withMessage("Write to {email}.");
    expect(!unknown.ok && unknown.errors.message).toBe("Message: the only placeholder is {phone} (the main phone number as a link).");
    expect(withMessage("No placeholder at all is fine.").ok).toBe(true);
  });

  it("needs every text, within its length", () => {
    const result = validateDocument(
      pageNotFoundFields,
      formFields(pageNotFoundSeed, { heading: "", homeButton: "x".repeat(41) }) as unknown as FormObject,
    );
    expect(!result.ok && result.errors).toEqual({
      heading: "Heading: enter some text.",
      homeButton: "Home button: shorten it to 40 characters or fewer.",
    });
  });
});
