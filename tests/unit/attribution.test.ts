// Where a lead came from (issue 15 item 3): the rules the server stores by and the island's
// memory of the visit, with every value coming from a visitor's browser.
import { describe, expect, it } from "vitest";
import { ATTRIBUTION_FIELDS, ATTRIBUTION_MAX, attributionOf, cleanHost, cleanPath, cleanTag, deviceClass } from "~/lib/attribution";
import { rememberVisit, visitFields } from "~/islands/lib/visit";

const ANDROID_PHONE = "Mozilla/5.0 (Linux; Android 14; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const ANDROID_TABLET = "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1";
const WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

describe("cleaning", () => {
  it("keeps a path of this site, without query or fragment, cut to 200", () => {
    expect(cleanPath("/therapy/cryotherapy?utm_source=x#faq")).toBe("/therapy/cryotherapy");
    expect(cleanPath("/hi/about")).toBe("/hi/about");
    expect(cleanPath(`/${"a".repeat(300)}`)).toHaveLength(200);
  });
  it.each(["https://evil.example/x", "//evil.example/x", "about", "/\\evil", "", null])("refuses %s as a path", (value) => {
    expect(cleanPath(value)).toBeNull();
  });
  it("keeps a host name, lower case, without www.", () => {
    expect(cleanHost("WWW.Google.co.in")).toBe("google.co.in");
    expect(cleanHost("l.facebook.com.")).toBe("l.facebook.com");
    expect(cleanHost("evil.example/<script>")).toBeNull();
    expect(cleanHost("a b")).toBeNull();
  });
  it("keeps a UTM tag on one line, cut to the documented length", () => {
    expect(cleanTag("  winter\r\nknee   camp ")).toBe("winter knee camp");
    expect(cleanTag("x".repeat(500))).toHaveLength(ATTRIBUTION_MAX);
    expect(cleanTag("   ")).toBeNull();
  });
});

describe("deviceClass", () => {
  it.each([
    [ANDROID_PHONE, "phone"],
    [IPHONE, "phone"],
    [ANDROID_TABLET, "tablet"],
    [IPAD, "tablet"],
    [WINDOWS, "desktop"],
    ["", null],
  ])("%s is a %s", (ua, cls) => {
    expect(deviceClass(ua)).toBe(cls);
  });
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const OWN = ["samudra-rehab.example", "127.0.0.1"];

describe("attributionOf", () => {
  it("takes the island's fields when the form sent them", () => {
    const got = attributionOf(
      form({
        [ATTRIBUTION_FIELDS.page]: "/therapy/cryotherapy",
        [ATTRIBUTION_FIELDS.landing]: "/hi",
        [ATTRIBUTION_FIELDS.referrer]: "www.google.com",
        [ATTRIBUTION_FIELDS.utmSource]: "google",
        [ATTRIBUTION_FIELDS.utmMedium]: "cpc",
        [ATTRIBUTION_FIELDS.utmCampaign]: "knee-winter",
      }),
      { referer: "http://127.0.0.1:3000/therapy/cryotherapy", userAgent: ANDROID_PHONE },
      OWN,
    );
    expect(got).toEqual({
      pagePath: "/therapy/cryotherapy",
      landingPath: "/hi",
      referrerHost: "google.com",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "knee-winter",
      device: "phone",
    });
  });
  it("without JavaScript reads the page and the campaign from the Referer", () => {
    const got = attributionOf(
      form({ name: "Asha" }),
      { referer: "https://samudra-rehab.example/contact?utm_source=newsletter&utm_campaign=dec", userAgent: WINDOWS },
      OWN,
    );
    expect(got).toEqual({
      pagePath: "/contact",
      landingPath: null,
      referrerHost: null,
      utmSource: "newsletter",
      utmMedium: null,
      utmCampaign: "dec",
      device: "desktop",
    });
  });
  it("ignores another site's Referer, and this site named as the referrer", () => {
    expect(attributionOf(form({}), { referer: "https://evil.example/contact?utm_source=x", userAgent: null }, OWN)).toMatchObject({
      pagePath: null,
      utmSource: null,
    });
    expect(
      attributionOf(
        form({ [ATTRIBUTION_FIELDS.page]: "/", [ATTRIBUTION_FIELDS.referrer]: "samudra-rehab.example" }),
        { referer: null, userAgent: null },
        OWN,
      ).referrerHost,
    ).toBeNull();
    expect(attributionOf(form({}), { referer: "not a url", userAgent: null }, OWN).pagePath).toBeNull();
  });
  it("cuts and cleans what a visitor could forge", () => {
    const got = attributionOf(
      form({
        [ATTRIBUTION_FIELDS.page]: "javascript:alert(1)",
        [ATTRIBUTION_FIELDS.landing]: "//evil.example",
        [ATTRIBUTION_FIELDS.utmCampaign]: "c".repeat(1000),
      }),
      { referer: null, userAgent: null },
      OWN,
    );
    expect(got.pagePath).toBeNull();
    expect(got.landingPath).toBeNull();
    expect(got.utmCampaign).toHaveLength(ATTRIBUTION_MAX);
  });
});

class MemoryStorage {
  items = new Map<string, string>();
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, v);
  }
}
const at = (url: string) => new URL(url) as unknown as Location;

describe("the island's memory of the visit", () => {
  it("remembers the first page, the outside referrer and its UTM tags; later pages change nothing", () => {
    const storage = new MemoryStorage() as unknown as Storage;
    rememberVisit(
      storage,
      at("https://samudra-rehab.example/hi?utm_source=google&utm_medium=cpc&utm_campaign=knee"),
      "https://www.google.com/",
    );
    rememberVisit(storage, at("https://samudra-rehab.example/hi/about"), "https://samudra-rehab.example/hi");
    expect(visitFields(storage, at("https://samudra-rehab.example/hi/contact"))).toEqual({
      attr_page: "/hi/contact",
      attr_landing: "/hi",
      attr_ref: "google.com",
      attr_utm_source: "google",
      attr_utm_medium: "cpc",
      attr_utm_campaign: "knee",
    });
  });
  it("does not count this site as its own referrer", () => {
    const storage = new MemoryStorage() as unknown as Storage;
    rememberVisit(storage, at("https://samudra-rehab.example/about"), "https://samudra-rehab.example/");
    expect(visitFields(storage, at("https://samudra-rehab.example/about")).attr_ref).toBe("");
  });
  it("still sends the page when storage is refused", () => {
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    } as unknown as Storage;
    rememberVisit(refusing, at("https://samudra-rehab.example/"), "");
    expect(visitFields(refusing, at("https://samudra-rehab.example/contact"))).toMatchObject({ attr_page: "/contact", attr_landing: "" });
    expect(visitFields(null, at("https://samudra-rehab.example/contact")).attr_page).toBe("/contact");
  });
});
