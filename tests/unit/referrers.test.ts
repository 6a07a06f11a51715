import { describe, expect, it } from "vitest";
import { INTERNAL_REFERRER, OTHER_REFERRER } from "~/lib/page-views";
import {
  foldReferrers,
  isKnownReferrer,
  MAX_PENDING_REFERRERS,
  REFERRER_MIN_ADDRESSES,
  REFERRER_MIN_DAYS,
  ReferrerGate,
} from "~/lib/referrers";

describe("isKnownReferrer", () => {
  it("knows search engines, social networks and their subdomains", () => {
    for (const host of [
      "google.com",
      "google.co.in",
      "news.google.com",
      "l.facebook.com",
      "lm.facebook.com",
      "t.co",
      "bing.com",
      "practo.com",
    ])
      expect(isKnownReferrer(host), host).toBe(true);
  });
  it("does not know a host that only looks like one", () => {
    for (const host of ["google.com.spam.example", "notgoogle.com", "google.spam", "facebook.com-offers.example", "co.in", "com"])
      expect(isKnownReferrer(host), host).toBe(false);
  });
});

describe("ReferrerGate", () => {
  it("names a known host at once, and another only from its REFERRER_MIN_ADDRESSES-th address on", () => {
    const gate = new ReferrerGate(200);
    expect(gate.name("google.com", true, 1)).toBe("google.com");
    const names = [1, 1, 1, 2, 2, 3, 4].map((address) => gate.name("clinic-directory.example", false, address));
    expect(REFERRER_MIN_ADDRESSES).toBe(3);
    expect(names).toEqual([
      OTHER_REFERRER,
      OTHER_REFERRER,
      OTHER_REFERRER,
      OTHER_REFERRER,
      OTHER_REFERRER,
      "clinic-directory.example",
      "clinic-directory.example",
    ]);
  });

  it("never names a host sent from one address, however often", () => {
    const gate = new ReferrerGate(200);
    for (let i = 0; i < 10_000; i++) expect(gate.name("spam.example", false, 7)).toBe(OTHER_REFERRER);
  });

  it("names at most maxNamed hosts a day besides the known ones, and starts again the next day", () => {
    const gate = new ReferrerGate(2);
    const named = (host: string) => [1, 2, 3].map((a) => gate.name(host, false, a)).at(-1);
    expect(named("a.example")).toBe("a.example");
    expect(named("b.example")).toBe("b.example");
    expect(named("c.example")).toBe(OTHER_REFERRER);
    expect(gate.name("bing.com", true, 9)).toBe("bing.com");
    gate.newDay();
    expect(gate.name("a.example", false, 1)).toBe(OTHER_REFERRER);
    expect(named("c.example")).toBe("c.example");
  });

  it("tallies addresses for a bounded number of hosts; past that, new hosts are (other)", () => {
    const gate = new ReferrerGate(200);
    for (let i = 0; i < MAX_PENDING_REFERRERS; i++) gate.name(`h${i}.example`, false, 1);
    expect([1, 2, 3].map((a) => gate.name("late.example", false, a))).toEqual([OTHER_REFERRER, OTHER_REFERRER, OTHER_REFERRER]);
    expect([2, 3].map((a) => gate.name("h0.example", false, a)).at(-1)).toBe("h0.example");
  });
});

describe("foldReferrers", () => {
  it("names known hosts and hosts seen on REFERRER_MIN_DAYS days; the rest are Other sites", () => {
    expect(REFERRER_MIN_DAYS).toBe(2);
    const rows = [
      { key: "", views: 40, days: 5 },
      { key: INTERNAL_REFERRER, views: 30, days: 5 },
      { key: "google.co.in", views: 9, days: 1 },
      { key: "clinic-directory.example", views: 6, days: 2 },
      { key: "spam.example", views: 50, days: 1 },
      { key: "other-spam.example", views: 3, days: 1 },
      { key: OTHER_REFERRER, views: 2, days: 3 },
    ];
    expect(foldReferrers(rows, 10)).toEqual([
      { key: OTHER_REFERRER, views: 55 },
      { key: "", views: 40 },
      { key: INTERNAL_REFERRER, views: 30 },
      { key: "google.co.in", views: 9 },
      { key: "clinic-directory.example", views: 6 },
    ]);
    expect(foldReferrers(rows, 2)).toHaveLength(2);
    expect(foldReferrers([], 10)).toEqual([]);
  });
});
