// Where a lead came from (issue 15 item 3; docs/decisions/026), without cookies. The forms'
// island sends what the visit's first page saw as hidden fields (ATTRIBUTION_FIELDS); without
// JavaScript the server reads the Referer header. Every value comes from the visitor's browser,
// so each is cleaned and cut to a documented length before it is stored. Pure: the island and
// the server share it.

/** UTM tags longer than this are cut (a campaign name rarely passes 40). */
export const ATTRIBUTION_MAX = 100;
/** Paths longer than this are cut; the site's own are under 60. */
export const PATH_MAX = 200;

export type DeviceClass = "phone" | "tablet" | "desktop";

export interface InquiryAttribution {
  pagePath: string | null;
  landingPath: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: DeviceClass | null;
}

/** The hidden fields the island adds to a form's post. */
export const ATTRIBUTION_FIELDS = {
  page: "attr_page",
  landing: "attr_landing",
  referrer: "attr_ref",
  utmSource: "attr_utm_source",
  utmMedium: "attr_utm_medium",
  utmCampaign: "attr_utm_campaign",
} as const;

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** A path on this site ("/therapy/cryotherapy"), without query or fragment; null if not one. */
export function cleanPath(value: string | null | undefined): string | null {
  if (!value) return null;
  const path = value.replace(CONTROL, "").split(/[?#]/)[0]!.trim();
  // "//host/x" would be another site's address.
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return null;
  return path.slice(0, PATH_MAX);
}

/** A host name ("www.google.com" → "google.com"); null unless it looks like one. */
export function cleanHost(value: string | null | undefined): string | null {
  if (!value) return null;
  const host = value.trim().toLowerCase().replace(/\.$/, "");
  if (host.length > 253 || !/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(host)) return null;
  return host.replace(/^www\./, "");
}

/** A UTM tag as typed, on one line, cut to ATTRIBUTION_MAX. */
export function cleanTag(value: string | null | undefined): string | null {
  if (!value) return null;
  const tag = value.replace(CONTROL, " ").replace(/\s+/g, " ").trim();
  return tag ? tag.slice(0, ATTRIBUTION_MAX) : null;
}

/** The host of an absolute http(s) URL, or null. */
export function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? cleanHost(parsed.hostname) : null;
  } catch {
    return null;
  }
}

/**
 * The device's class from its User-Agent (the header itself is never stored). Tablets first:
 * an iPad or an Android tablet without "Mobile" is not a phone.
 */
export function deviceClass(userAgent: string | null | undefined): DeviceClass | null {
  if (!userAgent) return null;
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(userAgent)) return "phone";
  return "desktop";
}

/** utm_source, utm_medium and utm_campaign of a query string. */
export function utmTags(search: string): Pick<InquiryAttribution, "utmSource" | "utmMedium" | "utmCampaign"> {
  const params = new URLSearchParams(search);
  return {
    utmSource: cleanTag(params.get("utm_source")),
    utmMedium: cleanTag(params.get("utm_medium")),
    utmCampaign: cleanTag(params.get("utm_campaign")),
  };
}

/**
 * What the server stores. The island's fields win; without them (no JavaScript) the Referer
 * names the page the form was on and, if the visitor arrived there with UTM tags, the campaign.
 * A referrer host that is this site's own is not a source.
 */
export function attributionOf(
  fields: { get(name: string): FormDataEntryValue | null },
  headers: { referer: string | null; userAgent: string | null },
  siteHosts: readonly string[],
): InquiryAttribution {
  const field = (name: string) => {
    const v = fields.get(name);
    return typeof v === "string" ? v : null;
  };
  let refererUrl: URL | null = null;
  try {
    refererUrl = headers.referer ? new URL(headers.referer) : null;
  } catch {
    refererUrl = null;
  }
  const own = new Set(siteHosts.map((h) => cleanHost(h)).filter(Boolean));
  const fromReferer = refererUrl && own.has(cleanHost(refererUrl.hostname)) ? refererUrl : null;
  const islandSent = field(ATTRIBUTION_FIELDS.page) !== null;
  const referrerHost = cleanHost(field(ATTRIBUTION_FIELDS.referrer));
  const tags = islandSent
    ? {
        utmSource: cleanTag(field(ATTRIBUTION_FIELDS.utmSource)),
        utmMedium: cleanTag(field(ATTRIBUTION_FIELDS.utmMedium)),
        utmCampaign: cleanTag(field(ATTRIBUTION_FIELDS.utmCampaign)),
      }
    : utmTags(fromReferer?.search ?? "");
  return {
    pagePath: islandSent ? cleanPath(field(ATTRIBUTION_FIELDS.page)) : cleanPath(fromReferer?.pathname),
    landingPath: cleanPath(field(ATTRIBUTION_FIELDS.landing)),
    referrerHost: referrerHost && !own.has(referrerHost) ? referrerHost : null,
    ...tags,
    device: deviceClass(headers.userAgent),
  };
}
