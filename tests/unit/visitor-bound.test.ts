import { describe, expect, it } from "vitest";
import { addressUnit, clientAddress, DAILY_VIEWS_PER_ADDRESS, keyedHash, REPEAT_MINUTES, VisitorBound } from "~/lib/visitor-bound";

describe("clientAddress", () => {
  const nobody = () => false;
  const hops = (n: number) => (_address: string, hop: number) => hop < n;
  const loopback = (address: string) => address.startsWith("127.");
  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.1", nobody)).toBe("203.0.113.9");
    expect(clientAddress(undefined, undefined, nobody)).toBe("");
    // A peer that is not a trusted proxy names nobody else.
    expect(clientAddress("203.0.113.9", "198.51.100.1", loopback)).toBe("203.0.113.9");
  });
  it("walks back one address per trusted proxy, as Express's req.ip does", () => {
    expect(clientAddress("127.0.0.1", "198.51.100.1", hops(1))).toBe("198.51.100.1");
    // A client that writes its own X-Forwarded-For: the proxy appends the real peer last.
    expect(clientAddress("127.0.0.1", "10.9.9.9, 198.51.100.1", hops(1))).toBe("198.51.100.1");
    expect(clientAddress("127.0.0.1", "198.51.100.1, 10.0.0.2", hops(2))).toBe("198.51.100.1");
    // More hops trusted than the header names: the first address in it.
    expect(clientAddress("127.0.0.1", "198.51.100.1", hops(3))).toBe("198.51.100.1");
    expect(clientAddress("127.0.0.1", undefined, hops(1))).toBe("127.0.0.1");
  });
  it("walks back while each address is a trusted proxy's, by address", () => {
    expect(clientAddress("127.0.0.1", "198.51.100.1", loopback)).toBe("198.51.100.1");
    expect(clientAddress("127.0.0.1", "10.9.9.9, 198.51.100.1", loopback)).toBe("198.51.100.1");
    // Two proxies on this machine in a row: both skipped.
    expect(clientAddress("127.0.0.1", "198.51.100.1, 127.0.0.2", loopback)).toBe("198.51.100.1");
  });
});

describe("addressUnit", () => {
  it("keeps an IPv4 address, also written as IPv4-mapped IPv6", () => {
    expect(addressUnit("203.0.113.9")).toBe("203.0.113.9");
    expect(addressUnit("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressUnit("::FFFF:203.0.113.9")).toBe("203.0.113.9");
  });
  it("takes an IPv6 address's /64, however it is written", () => {
    const unit = "2001:db8:a:b::/64";
    expect(addressUnit("2001:db8:a:b:1:2:3:4")).toBe(unit);
    expect(addressUnit("2001:0DB8:000a:000b:ffff::1")).toBe(unit);
    expect(addressUnit("2001:db8:a:b::")).toBe(unit);
    expect(addressUnit("2001:db8:a:b::9%eth0")).toBe(unit);
    expect(addressUnit("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressUnit("::1")).toBe("0:0:0:0::/64");
    expect(addressUnit("2001:db8:a:c::1")).not.toBe(unit);
  });
  it("leaves anything else as it is", () => {
    expect(addressUnit("")).toBe("");
    expect(addressUnit("not:an:address")).toBe("not:an:address");
    expect(addressUnit("1:2:3:4:5:6:7:8:9")).toBe("1:2:3:4:5:6:7:8:9");
  });
});

describe("keyedHash", () => {
  it("is 32 bits, the same for the same text and key, different under another key", () => {
    const h = keyedHash("203.0.113.9", 42);
    expect(h).toBe(keyedHash("203.0.113.9", 42));
    expect(h).toBeGreaterThanOrEqual(0);
    expect(h).toBeLessThan(2 ** 32);
    expect(keyedHash("203.0.113.9", 43)).not.toBe(h);
    expect(keyedHash("203.0.113.8", 42)).not.toBe(h);
  });
  it("spreads neighbouring addresses over the low bits the slots use", () => {
    const slots = new Set(Array.from({ length: 1000 }, (_, i) => keyedHash(`10.0.${i >> 8}.${i & 255}`, 7) & 0xffff));
    expect(slots.size).toBeGreaterThan(980);
  });
});

describe("VisitorBound", () => {
  const minute = Math.floor(Date.parse("2026-11-25T06:00:00Z") / 60_000);

  it("counts a page once per address however often it is asked for, until the half hour has passed", () => {
    const bound = new VisitorBound(1);
    const a = bound.hashAddress("203.0.113.9");
    expect(bound.admit(a, "/about", minute)).toBe(true);
    for (let i = 0; i < 5_000; i++) expect(bound.admit(a, "/about", minute)).toBe(false);
    expect(bound.admit(a, "/about", minute + REPEAT_MINUTES - 1)).toBe(false);
    expect(bound.admit(a, "/about", minute + REPEAT_MINUTES)).toBe(true);
  });

  it("counts other pages and other addresses on their own", () => {
    const bound = new VisitorBound(1);
    const a = bound.hashAddress("203.0.113.9");
    const b = bound.hashAddress("2001:db8:a:b::/64");
    expect(bound.admit(a, "/about", minute)).toBe(true);
    expect(bound.admit(a, "/hi/about", minute)).toBe(true);
    expect(bound.admit(b, "/about", minute)).toBe(true);
    expect(bound.admit(b, "/about", minute)).toBe(false);
  });

  it("lets one address add at most DAILY_VIEWS_PER_ADDRESS views a day, then starts again the next day", () => {
    const bound = new VisitorBound(1);
    const a = bound.hashAddress("203.0.113.9");
    let counted = 0;
    // A page never asked for before each time, from the one address, all day long.
    for (let i = 0; i < 1_000; i++) if (bound.admit(a, `/page-${i}`, minute + i)) counted++;
    expect(counted).toBe(DAILY_VIEWS_PER_ADDRESS);
    expect(bound.admit(bound.hashAddress("203.0.113.10"), "/", minute)).toBe(true);
    bound.newDay();
    expect(bound.admit(a, "/page-1000", minute + 1_000)).toBe(true);
  });

  it("does not spend the day's share on repeats", () => {
    const bound = new VisitorBound(1);
    const a = bound.hashAddress("203.0.113.9");
    for (let i = 0; i < 1_000; i++) bound.admit(a, "/", minute);
    let counted = 0;
    for (let i = 0; i < DAILY_VIEWS_PER_ADDRESS; i++) if (bound.admit(a, `/page-${i}`, minute)) counted++;
    expect(counted).toBe(DAILY_VIEWS_PER_ADDRESS - 1);
  });
});
