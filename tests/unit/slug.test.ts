import { describe, expect, it } from "vitest";
import { isValidSlug, slugify } from "~/lib/slug";

describe("slugify", () => {
  it.each([
    ["New Therapy", "new-therapy"],
    ["  Hyperbaric   Oxygen Therapy ", "hyperbaric-oxygen-therapy"],
    ["Post-Pregnancy Rehabilitation", "post-pregnancy-rehabilitation"],
    ["Cryo & Recovery (Pro)!", "cryo-recovery-pro"],
    ["Café Détente", "cafe-detente"],
    ["హైపర్బారిక్", ""],
    ["--x--", "x"],
  ])("%s → %s", (title, slug) => expect(slugify(title)).toBe(slug));
});

describe("isValidSlug", () => {
  it("accepts clean slugs only", () => {
    expect(isValidSlug("new-therapy")).toBe(true);
    expect(isValidSlug("a")).toBe(false);
    expect(isValidSlug("Bad Slug")).toBe(false);
    expect(isValidSlug("double--hyphen")).toBe(false);
    expect(isValidSlug("-edge")).toBe(false);
  });
});
