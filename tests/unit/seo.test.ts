import { describe, expect, it } from "vitest";
import { absoluteUrl, buildMeta, pageTitle, siteUrlFromMatches } from "~/lib/seo";

describe("buildMeta", () => {
  const tags = buildMeta({
    title: "Cryotherapy",
    description: "Whole-body cryotherapy in Visakhapatnam.",
    path: "/therapy/cryotherapy",
    siteUrl: "https://clinic.example",
    keywords: ["cryotherapy", "Vizag"],
  });
  const find = (key: string) =>
    tags.find((t) => ("name" in t && t.name === key) || ("property" in t && t.property === key));

  it("suffixes the site name once", () => {
    expect(tags[0]).toEqual({ title: "Cryotherapy | Samudra Rehab & Wellness Centre" });
    expect(pageTitle("Samudra Rehab & Wellness Centre | Home")).toBe("Samudra Rehab & Wellness Centre | Home");
  });
  it("makes canonical, og:url and og:image absolute", () => {
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://clinic.example/therapy/cryotherapy" });
    expect(find("og:url")).toMatchObject({ content: "https://clinic.example/therapy/cryotherapy" });
    expect(find("og:image")).toMatchObject({ content: "https://clinic.example/og-default.png" });
    expect(find("twitter:card")).toMatchObject({ content: "summary_large_image" });
  });
  it("lists keywords and marks noindex only when asked", () => {
    expect(find("keywords")).toMatchObject({ content: "cryotherapy, Vizag" });
    expect(find("robots")).toBeUndefined();
    expect(buildMeta({ title: "x", description: "y", path: "/x", siteUrl: "https://a.example", noindex: true })).toContainEqual({
      name: "robots",
      content: "noindex",
    });
  });
});

describe("absoluteUrl / siteUrlFromMatches", () => {
  it("joins without doubling slashes and keeps absolute addresses", () => {
    expect(absoluteUrl("https://a.example/", "/b")).toBe("https://a.example/b");
    expect(absoluteUrl("https://a.example", "https://cdn.example/x.png")).toBe("https://cdn.example/x.png");
  });
  it("reads the root loader's site URL", () => {
    expect(siteUrlFromMatches([{ id: "root", loaderData: { siteUrl: "https://b.example" } }])).toBe("https://b.example");
    expect(siteUrlFromMatches([undefined])).toBe("https://samudra-rehab.example");
  });
});
