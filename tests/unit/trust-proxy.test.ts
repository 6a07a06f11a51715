import { describe, expect, it } from "vitest";
import { parseTrustProxy, trustFunction, trustProxyWith, type TrustProxy } from "~/server/trust-proxy.server";

function setting(text: string): TrustProxy {
  const parsed = parseTrustProxy(text);
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed;
}

describe("TRUST_PROXY", () => {
  it("trusts a proxy on this machine by name, over IPv4, IPv6 and IPv4-mapped IPv6", () => {
    const trust = trustFunction(setting("loopback"));
    for (const address of ["127.0.0.1", "127.0.0.2", "::1", "::ffff:127.0.0.1"]) expect(trust(address, 0), address).toBe(true);
    for (const address of [
      "203.0.113.9",
      "10.0.0.5",
      "::ffff:10.0.0.5",
      "2001:db8::1",
      "unknown",
      "",
      undefined,
      "127.0.0",
      "127.0.0.1.5",
      "127.0.0.256",
      "127..0.1",
      "127.0.0.1 ",
      "1270.0.0.1",
    ])
      expect(trust(address, 0), String(address)).toBe(false);
  });

  it("trusts a proxy on another machine by its address or range, besides named ranges", () => {
    const trust = trustFunction(setting("loopback, 10.0.0.5 ,192.168.0.0/16,2001:db8::/32"));
    for (const address of ["127.0.0.1", "10.0.0.5", "::ffff:10.0.0.5", "192.168.4.2", "2001:db8:1::9"])
      expect(trust(address, 0), address).toBe(true);
    for (const address of ["10.0.0.6", "172.16.0.1", "2001:db9::1"]) expect(trust(address, 0), address).toBe(false);
    const privateRanges = trustFunction(setting("uniquelocal"));
    expect(privateRanges("172.17.0.2", 0)).toBe(true);
    expect(privateRanges("fd00::2", 0)).toBe(true);
    expect(privateRanges("127.0.0.1", 0)).toBe(false);
  });

  it("keeps Express's numbers: 0 trusts nobody, N the nearest N peers", () => {
    expect(setting("0")).toMatchObject({ kind: "none" });
    expect(setting("false")).toMatchObject({ kind: "none" });
    const two = trustFunction(setting("2"));
    expect([two("203.0.113.9", 0), two("203.0.113.9", 1), two("203.0.113.9", 2)]).toEqual([true, true, false]);
    expect(trustFunction(setting("0"))("127.0.0.1", 0)).toBe(false);
  });

  it("refuses what is not an address, and trusting everybody, saying what to write", () => {
    for (const text of ["true", "*", "proxy.example", "10.0.0.300", "10.0.0.0/33", "::1/129", "10.0.0.0/x", ",", "99"]) {
      const parsed = parseTrustProxy(text);
      expect("error" in parsed && parsed.error, text).toMatch(/use loopback \(the default/);
    }
  });

  it("answers the same address the same way twice in a row (remembered) and after another", () => {
    const trust = trustFunction(setting("loopback"));
    expect([trust("127.0.0.1", 0), trust("127.0.0.1", 0), trust("203.0.113.9", 0), trust("127.0.0.1", 1)]).toEqual([
      true,
      true,
      false,
      true,
    ]);
  });

  it("suggests adding a proxy's address to the setting", () => {
    expect(trustProxyWith(setting("loopback"), "::ffff:10.0.0.5")).toBe("loopback,10.0.0.5");
    expect(trustProxyWith(setting("0"), "10.0.0.5")).toBe("10.0.0.5");
    expect(trustProxyWith(setting("0"), "::ffff:127.0.0.1")).toBe("loopback");
  });
});
