import { describe, expect, it } from "vitest";
import { catalogueFrom, defaultMessages, messageAreas, withDefaults } from "~/i18n/catalogue";
import type { MessageArea } from "~/i18n/define";
import { createTranslator } from "~/i18n/format";
import { messageProblem } from "~/i18n/icu";
import { interfaceTextTypes } from "~/content-types/interface-texts";

describe("messageProblem", () => {
  it("accepts plain text, declared placeholders, plurals and tags", () => {
    expect(messageProblem("Explore")).toBeNull();
    expect(messageProblem("Doctor's notes")).toBeNull();
    expect(messageProblem("© {year} {clinicName}", ["year", "clinicName"])).toBeNull();
    expect(messageProblem("{count, plural, one {# review} other {# reviews}}", ["count"])).toBeNull();
    expect(messageProblem("Call <phone>{number}</phone>", ["number", "phone"])).toBeNull();
  });

  it("names a placeholder the page does not give", () => {
    expect(messageProblem("Hello {name}", ["clinicName"])).toBe("{name} is not available here: use only {clinicName}.");
    expect(messageProblem("Hello {name}")).toBe("{name} is not available here: this text takes no placeholders.");
  });

  it("refuses HTML typed into a plain text as a tag the page does not draw", () => {
    expect(messageProblem("<b>Explore</b>")).toBe("<b> is not available here: this text takes no placeholders.");
    expect(messageProblem("Call <b>{number}</b>", ["number", "phone"])).toBe("<b> is not available here: use only {number}, {phone}.");
  });

  it("explains unbalanced braces and tags in words", () => {
    expect(messageProblem("Hello {clinicName", ["clinicName"])).toMatch(/does not match/);
    // Where it went wrong, so a long message can be mended without guessing.
    expect(messageProblem("© {year {clinicName}", ["year", "clinicName"])).toMatch(/does not match \(at character \d+\)/);
    expect(messageProblem("Call <phone>{number}", ["number", "phone"])).toMatch(/not closed/);
    expect(messageProblem("{count, plural, one {# review}}", ["count"])).not.toBeNull();
  });
});

describe("the catalogue", () => {
  it("has English texts that parse and use only their declared placeholders", () => {
    for (const area of messageAreas as readonly MessageArea[]) {
      for (const [name, spec] of Object.entries(area.messages)) {
        expect(messageProblem(spec.en, spec.args), `${area.area}.${name}`).toBeNull();
      }
    }
  });

  it("declares each placeholder a message lists (a stale args entry would mislead staff)", () => {
    for (const area of messageAreas as readonly MessageArea[]) {
      for (const [name, spec] of Object.entries(area.messages)) {
        for (const arg of spec.args ?? []) {
          expect(spec.en.includes(`{${arg}`) || spec.en.includes(`<${arg}>`), `${area.area}.${name}: ${arg}`).toBe(true);
        }
      }
    }
  });

  it("fills a message missing from a stored document with its default", () => {
    const [chrome] = messageAreas;
    const stored = withDefaults(chrome, { footerExplore: "Browse" });
    expect(stored.footerExplore).toBe("Browse");
    expect(stored.footerVisit).toBe(chrome.messages.footerVisit.en);
    expect(withDefaults(chrome, { footerExplore: "" }).footerExplore).toBe("Explore");
    const all = catalogueFrom({ chrome: { footerExplore: "Browse" } });
    expect(all["chrome.footerExplore"]).toBe("Browse");
    expect(Object.keys(all)).toEqual(Object.keys(defaultMessages));
    // Another language: its translation, else the clinic's English, else the code's.
    const hindi = catalogueFrom({ chrome: { navHome: "होम", footerVisit: "" } }, { chrome: { footerVisit: "Find us" } });
    expect([hindi["chrome.navHome"], hindi["chrome.footerVisit"], hindi["chrome.footerHours"]]).toEqual([
      "होम",
      "Find us",
      "Opening hours",
    ]);
  });
});

describe("createTranslator", () => {
  const t = createTranslator(
    { ...defaultMessages, "chrome.copyright": "{count, plural, one {# year} other {# years}} of {clinicName}" },
    "en-IN",
  );

  it("formats arguments and plurals through ICU", () => {
    expect(t("chrome.copyright", { count: 1, clinicName: "Samudra" })).toBe("1 year of Samudra");
    expect(t("chrome.copyright", { count: 12000, clinicName: "Samudra" })).toBe("12,000 years of Samudra");
    expect(t("chrome.footerExplore")).toBe("Explore");
  });

  it("hands tags to the page as functions of their text", () => {
    const parts = t.rich("chrome.emergencyCall", { number: "108", phone: (chunks) => `[${(chunks as string[]).join("")}]` });
    expect(parts.join("")).toBe("24/7 Emergency: call [108]");
  });
});

describe("interface text documents", () => {
  const chromeType = interfaceTextTypes.find((type) => type.type === "interface-chrome");

  it("exists per area, with the English seed valid", () => {
    expect(interfaceTextTypes.map((type) => type.type)).toContain("interface-chrome");
    const seed = Object.fromEntries(Object.entries(messageAreas[0].messages).map(([k, v]) => [k, v.en]));
    expect(chromeType?.fields.schema.safeParse(seed).success).toBe(true);
  });

  it("refuses a broken or unknown placeholder with the field's name, and an empty text", () => {
    const seed = Object.fromEntries(Object.entries(messageAreas[0].messages).map(([k, v]) => [k, v.en]));
    const result = chromeType?.fields.schema.safeParse({ ...seed, copyright: "© {yeer} {clinicName}", footerExplore: "" });
    expect(result?.success).toBe(false);
    const messages = result?.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];
    expect(messages).toContain("copyright: Footer: copyright line: {yeer} is not available here: use only {year}, {clinicName}.");
    expect(messages.some((m) => m.startsWith("footerExplore: ") && m.includes("enter some text"))).toBe(true);
  });
});
