import { describe, expect, it } from "vitest";
import { PROBLEM_SHOWN_MS, ProxyWatch } from "~/server/proxy-watch.server";
import { parseTrustProxy, trustFunction, type TrustProxy } from "~/server/trust-proxy.server";

const SITE = "https://clinic.example";

function watch(opts: { trustProxy?: string; siteUrl?: string; production?: boolean } = {}) {
  const parsed = parseTrustProxy(opts.trustProxy ?? "loopback") as TrustProxy;
  const lines: { fields: Record<string, unknown>; message: string }[] = [];
  let now = 1_000_000;
  const w = new ProxyWatch({
    siteUrl: opts.siteUrl ?? SITE,
    production: opts.production ?? true,
    trustProxy: parsed,
    trust: trustFunction(parsed),
    log: { warn: ((fields: Record<string, unknown>, message: string) => lines.push({ fields, message })) as never },
    now: () => now,
  });
  return { w, lines, later: (ms: number) => (now += ms) };
}

const caddy = {
  host: "clinic.example",
  "x-forwarded-for": "203.0.113.7",
  "x-forwarded-proto": "https",
  "x-forwarded-host": "clinic.example",
};

describe("ProxyWatch", () => {
  it("is content with a proxy on this machine that forwards the protocol, and says so", () => {
    const { w, lines } = watch();
    expect(w.check()).toEqual({ ok: true, detail: "No request through a reverse proxy yet (TRUST_PROXY=loopback)" });
    w.observe("127.0.0.1", caddy, false);
    // Direct local requests (a health check) are no proxy's and no problem.
    w.observe("127.0.0.1", { host: "127.0.0.1:3000" }, false);
    expect(lines).toEqual([]);
    expect(w.check()).toEqual({
      ok: true,
      detail: "Behind a reverse proxy at 127.0.0.1, over HTTPS; visitors' own addresses are used (TRUST_PROXY=loopback)",
    });
  });

  it("says once, naming the setting, when a peer that is not trusted forwards requests", () => {
    const { w, lines } = watch();
    for (let i = 0; i < 3; i++) w.observe("10.0.0.5", caddy, false);
    w.observe("10.0.0.6", caddy, false);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.fields).toMatchObject({ peer: "10.0.0.5", setting: "TRUST_PROXY", suggested: "TRUST_PROXY=loopback,10.0.0.5" });
    expect(lines[0]!.message).toMatch(
      /^requests from 10\.0\.0\.5 carry X-Forwarded-For .* set TRUST_PROXY=loopback,10\.0\.0\.5 and restart/,
    );
    expect(w.check()).toMatchObject({ ok: false, detail: expect.stringContaining("set TRUST_PROXY=loopback,10.0.0.5 on the server") });
  });

  it("says once when an https site is answered as plain http with no forwarded protocol", () => {
    const { w, lines } = watch();
    // nginx without `proxy_set_header X-Forwarded-Proto $scheme;`.
    const nginx = { host: "clinic.example", "x-forwarded-for": "203.0.113.7" };
    w.observe("127.0.0.1", nginx, false);
    w.observe("127.0.0.1", nginx, false);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.fields).toMatchObject({ peer: "127.0.0.1", host: "clinic.example", setting: "X-Forwarded-Proto" });
    expect(lines[0]!.message).toContain("proxy_set_header X-Forwarded-Proto $scheme;");
    expect(w.check()).toMatchObject({ ok: false, detail: expect.stringContaining("no X-Forwarded-Proto") });
  });

  it("tells a proxy on another machine that sends nothing to send the protocol and to be trusted", () => {
    const { w, lines } = watch();
    w.observe("10.0.0.5", { host: "clinic.example:443" }, false);
    expect(lines[0]!.fields).toMatchObject({ setting: "TRUST_PROXY", suggested: "TRUST_PROXY=loopback,10.0.0.5" });
    expect(lines[0]!.message).toContain("set HOST=127.0.0.1");
  });

  it("leaves alone what is not a problem: TLS to the server itself, other names, an http site", () => {
    const { w, lines } = watch();
    w.observe("203.0.113.7", { host: "clinic.example" }, true);
    w.observe("203.0.113.7", { host: "127.0.0.1:3000" }, false);
    const http = watch({ siteUrl: "http://localhost:3000" });
    http.w.observe("127.0.0.1", { host: "localhost:3000" }, false);
    expect([...lines, ...http.lines]).toEqual([]);
  });

  it("lets a problem fade from the dashboard a day after it was last seen", () => {
    const { w, later } = watch();
    w.observe("10.0.0.5", caddy, false);
    later(PROBLEM_SHOWN_MS - 1);
    expect(w.check().ok).toBe(false);
    later(2);
    expect(w.check().ok).toBe(true);
  });

  it("says at start when a production SITE_URL is plain http for a public name", () => {
    const { w, lines } = watch({ siteUrl: "http://clinic.example" });
    expect(lines[0]!.message).toMatch(/^SITE_URL is http:\/\/clinic\.example, plain http: .* set SITE_URL=https:\/\/clinic\.example\./);
    expect(w.check()).toMatchObject({ ok: false });
    expect(watch({ siteUrl: "http://127.0.0.1:3000" }).lines).toEqual([]);
    expect(watch({ siteUrl: "http://clinic.example", production: false }).lines).toEqual([]);
  });
});
