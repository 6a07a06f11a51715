import { describe, expect, it } from "vitest";
import { absoluteUrl, buildMeta, pageTitle, siteMeta, siteUrlFromMatches } from "~/lib/seo";

describe("buildMeta", () => {
  const tags = buildMeta({
    title: "Cryotherapy",
    description: "Whole-body cryotherapy in Visakhapatnam.",
    path: "/therapy/cryotherapy",
    siteUrl: "https://clinic.example",
    keywords: ["cryotherapy", "Vizag"],
  });
  const find = (key: string) => tags.find((t) => ("name" in t && t.name === key) || ("property" in t && t.property === key));

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

describe("buildMeta with the clinic settings", () => {
  const site = siteMeta({ name: "Sagar Physio Clinic", shortName: "Sagar", shareImage: "/media/share.png" });
  const tags = buildMeta({ title: "Cryotherapy", description: "d", path: "/x", siteUrl: "https://clinic.example", ...site });
  const find = (key: string) => tags.find((t) => "property" in t && t.property === key);

  it("names the site and picks the preview image from the settings", () => {
    expect(tags[0]).toEqual({ title: "Cryotherapy | Sagar Physio Clinic" });
    expect(find("og:site_name")).toMatchObject({ content: "Sagar Physio Clinic" });
    expect(find("og:image")).toMatchObject({ content: "https://clinic.example/media/share.png" });
  });
  it("does not suffix a title that already names the clinic, by its name or short name", () => {
    expect(pageTitle("Cryotherapy | Sagar", site.siteName, site.siteShortName)).toBe("Cryotherapy | Sagar");
    expect(pageTitle("Cryotherapy | Samudra", site.siteName, site.siteShortName)).toBe("Cryotherapy | Samudra | Sagar Physio Clinic");
  });
  it("keeps a page's own image over the default", () => {
    const own = buildMeta({ title: "t", description: "d", path: "/x", siteUrl: "https://a.example", ...site, image: "/hero.png" });
    expect(own).toContainEqual({ property: "og:image", content: "https://a.example/hero.png" });
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
