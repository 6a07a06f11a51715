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
import { DAILY_VIEWS_PER_ADDRESS } from "~/lib/visitor-bound";

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

  it("counts N visitors' views as N, by day, page, referrer and device", () => {
    const c = counter();
    for (let i = 0; i < 3; i++) c.count(request({ "user-agent": ANDROID, referer: "https://www.google.com/" }), "/", `203.0.113.${i}`);
    c.count(request({ "user-agent": DESKTOP, host: "localhost:3000", referer: "http://localhost:3000/" }), "/about", "203.0.113.9");
    expect([...c.take()].map(([k, v]) => [parsePageViewKey(k), v])).toEqual([
      [{ day: "2026-11-25", path: "/", referrerHost: "google.com", device: "phone" }, 3],
      [{ day: "2026-11-25", path: "/about", referrerHost: INTERNAL_REFERRER, device: "desktop" }, 1],
    ]);
    expect(c.size).toBe(0);
  });

  it("counts no bot, no request without a User-Agent, no HEAD, prefetch or staff visit", () => {
    const c = counter();
    c.count(request({ "user-agent": GOOGLEBOT }), "/", "203.0.113.1");
    c.count(request({}), "/", "203.0.113.2");
    c.count(request({ "user-agent": ANDROID }, "HEAD"), "/", "203.0.113.3");
    c.count(request({ "user-agent": ANDROID, "sec-purpose": "prefetch" }), "/", "203.0.113.4");
    c.count(request({ "user-agent": ANDROID, cookie: "admin_user=token" }), "/", "203.0.113.5");
    expect(c.size).toBe(0);
  });

  it("keeps a bounded number of referring hosts a day; the rest are (other)", () => {
    const c = counter();
    // Each host from three addresses (REFERRER_MIN_ADDRESSES), so each is named if there is room.
    for (let i = 0; i <= MAX_REFERRER_HOSTS_PER_DAY; i++)
      for (let a = 0; a < 3; a++)
        c.count(request({ "user-agent": ANDROID, referer: `https://site${i}.example/` }), `/p${i}`, `10.${a}.${i >> 8}.${i & 255}`);
    const hosts = new Set([...c.take().keys()].map((k) => parsePageViewKey(k).referrerHost));
    expect(hosts.size).toBe(MAX_REFERRER_HOSTS_PER_DAY + 1);
    expect(hosts.has(OTHER_REFERRER)).toBe(true);
    expect(hosts.has(`site${MAX_REFERRER_HOSTS_PER_DAY}.example`)).toBe(false);
  });

  it("counts a burst of one page from one address once, and an address's views up to its day's share", () => {
    const c = counter();
    for (let i = 0; i < 5_000; i++) c.count(request({ "user-agent": DESKTOP }), "/about", "203.0.113.7");
    for (let i = 0; i < 5_000; i++) c.count(request({ "user-agent": DESKTOP }), "/about", "::ffff:203.0.113.8");
    expect([...c.take().values()]).toEqual([2]);
    for (let i = 0; i < 500; i++) c.count(request({ "user-agent": DESKTOP }), `/page-${i}`, "2001:db8:a:b::1");
    // The same /64: the same visitor, whose share is used up.
    c.count(request({ "user-agent": DESKTOP }), "/contact", "2001:db8:a:b::2");
    expect([...c.take().values()].reduce((a, b) => a + b, 0)).toBe(DAILY_VIEWS_PER_ADDRESS);
  });

  it("takes the visitor's address from X-Forwarded-For only behind trusted proxies", () => {
    const behindProxy = new PageViewCounter({
      siteHost: "x.example",
      sessionCookie: "admin_user",
      trusted: (address) => address === "127.0.0.1",
      now: () => now,
    });
    const direct = counter();
    for (let i = 0; i < 10; i++) {
      const forwarded = request({ "user-agent": DESKTOP, "x-forwarded-for": `198.51.100.${i}` });
      behindProxy.count(forwarded, "/", "127.0.0.1");
      direct.count(forwarded, "/", "127.0.0.1");
    }
    expect([...behindProxy.take().values()]).toEqual([10]);
    expect([...direct.take().values()]).toEqual([1]);
  });

  it("gives back a batch that could not be written", () => {
    const c = counter();
    c.count(request({ "user-agent": ANDROID }), "/", "203.0.113.1");
    const batch = c.take();
    c.count(request({ "user-agent": ANDROID }), "/", "203.0.113.2");
    c.giveBack(batch);
    expect([...c.take().values()]).toEqual([2]);
  });
});
