import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { PageViewCounter } from "~/server/analytics/page-view-counter.server";
import {
  hostHeaderName,
  indiaDay,
  INTERNAL_REFERRER,
  isPrefetch,
  isStaffVisit,
  MAX_REFERRER_HOSTS_PER_DAY,
  nextIndiaHour,
  nextIndiaMidnight,
  OTHER_REFERRER,
  pageViewKey,
  parsePageViewKey,
  referrerOf,
} from "~/lib/page-views";

const ANDROID = "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe("indiaDay", () => {
  it("changes at midnight in India, 18:30 UTC", () => {
    expect(indiaDay(Date.parse("2026-11-25T18:29:59Z"))).toBe("2026-11-25");
    expect(indiaDay(Date.parse("2026-11-25T18:30:00Z"))).toBe("2026-11-26");
    expect(nextIndiaMidnight(Date.parse("2026-11-25T10:00:00Z"))).toBe(Date.parse("2026-11-25T18:30:00Z"));
    expect(nextIndiaMidnight(Date.parse("2026-11-25T18:30:00Z"))).toBe(Date.parse("2026-11-26T18:30:00Z"));
    // 03:00 in India is 21:30 UTC the day before: later today, or tomorrow once it has passed.
    expect(nextIndiaHour(Date.parse("2026-11-25T10:00:00Z"), 3)).toBe(Date.parse("2026-11-25T21:30:00Z"));
    expect(nextIndiaHour(Date.parse("2026-11-25T21:00:00Z"), 3)).toBe(Date.parse("2026-11-25T21:30:00Z"));
    expect(nextIndiaHour(Date.parse("2026-11-25T21:30:00Z"), 3)).toBe(Date.parse("2026-11-26T21:30:00Z"));
  });
});

describe("referrerOf", () => {
  const own = ["samudra-rehab.example", "localhost"];
  it("names another site's host, without www", () => {
    expect(referrerOf("https://www.google.com/", own)).toBe("google.com");
    expect(referrerOf("https://l.facebook.com/l.php?u=x", own)).toBe("l.facebook.com");
  });
  it("says internal for this site's pages, by its address or the request's host", () => {
    expect(referrerOf("https://samudra-rehab.example/about", own)).toBe(INTERNAL_REFERRER);
    expect(referrerOf("http://localhost:3000/therapy/cryotherapy", own)).toBe(INTERNAL_REFERRER);
  });
  it("is empty without a usable referrer", () => {
    expect(referrerOf(undefined, own)).toBe("");
    expect(referrerOf("android-app://com.whatsapp/", own)).toBe("");
    expect(referrerOf("not a url", own)).toBe("");
  });
  it("takes the host from a Host header", () => {
    expect(hostHeaderName("localhost:3000")).toBe("localhost");
    expect(hostHeaderName("[::1]:80")).toBe("[::1]");
    expect(hostHeaderName(undefined)).toBe("");
  });
});

describe("request filters", () => {
  it("spots prefetches and prerenders", () => {
    expect(isPrefetch({ "sec-purpose": "prefetch;prerender" })).toBe(true);
    expect(isPrefetch({ purpose: "prefetch" })).toBe(true);
    expect(isPrefetch({ "x-moz": "prefetch" })).toBe(true);
    expect(isPrefetch({})).toBe(false);
  });
  it("spots a staff session cookie, not a look-alike or an emptied one", () => {
    expect(isStaffVisit("admin_user=abc", "admin_user")).toBe(true);
    expect(isStaffVisit("x=1; admin_user=abc", "admin_user")).toBe(true);
    expect(isStaffVisit("not_admin_user=abc", "admin_user")).toBe(false);
    expect(isStaffVisit("admin_user=; x=1", "admin_user")).toBe(false);
    expect(isStaffVisit(undefined, "admin_user")).toBe(false);
  });
  it("round-trips a batch key", () => {
    const row = { day: "2026-11-25", path: "/hi/about", referrerHost: "google.com", device: "phone" as const };
    expect(parsePageViewKey(pageViewKey(row))).toEqual(row);
  });
});

const request = (headers: Record<string, string>, method = "GET") => ({ method, headers }) as unknown as IncomingMessage;

describe("PageViewCounter", () => {
  const now = Date.parse("2026-11-25T06:00:00Z");
  const counter = () => new PageViewCounter({ siteHost: "samudra-rehab.example", sessionCookie: "admin_user", now: () => now });

  it("counts N views as N, by day, page, referrer and device", () => {
    const c = counter();
    for (let i = 0; i < 3; i++) c.count(request({ "user-agent": ANDROID, referer: "https://www.google.com/" }), "/");
    c.count(request({ "user-agent": DESKTOP, host: "localhost:3000", referer: "http://localhost:3000/" }), "/about");
    expect([...c.take()].map(([k, v]) => [parsePageViewKey(k), v])).toEqual([
      [{ day: "2026-11-25", path: "/", referrerHost: "google.com", device: "phone" }, 3],
      [{ day: "2026-11-25", path: "/about", referrerHost: INTERNAL_REFERRER, device: "desktop" }, 1],
    ]);
    expect(c.size).toBe(0);
  });

  it("counts no bot, no request without a User-Agent, no HEAD, prefetch or staff visit", () => {
    const c = counter();
    c.count(request({ "user-agent": GOOGLEBOT }), "/");
    c.count(request({}), "/");
    c.count(request({ "user-agent": ANDROID }, "HEAD"), "/");
    c.count(request({ "user-agent": ANDROID, "sec-purpose": "prefetch" }), "/");
    c.count(request({ "user-agent": ANDROID, cookie: "admin_user=token" }), "/");
    expect(c.size).toBe(0);
  });

  it("keeps a bounded number of referring hosts a day; the rest are (other)", () => {
    const c = counter();
    for (let i = 0; i <= MAX_REFERRER_HOSTS_PER_DAY; i++)
      c.count(request({ "user-agent": ANDROID, referer: `https://site${i}.example/` }), "/");
    const hosts = [...c.take().keys()].map((k) => parsePageViewKey(k).referrerHost);
    expect(hosts).toHaveLength(MAX_REFERRER_HOSTS_PER_DAY + 1);
    expect(hosts.at(-1)).toBe(OTHER_REFERRER);
  });

  it("gives back a batch that could not be written", () => {
    const c = counter();
    c.count(request({ "user-agent": ANDROID }), "/");
    const batch = c.take();
    c.count(request({ "user-agent": ANDROID }), "/");
    c.giveBack(batch);
    expect([...c.take().values()]).toEqual([2]);
  });
});
