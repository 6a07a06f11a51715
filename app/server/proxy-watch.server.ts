// Says when the reverse proxy in front and the server's settings disagree (issue 43 item 1;
// docs/decisions/066-behind-a-reverse-proxy.md): once in the log, naming the setting to
// change, and on the dashboard's System status. Each request is looked at (a cached page
// too), so the look costs a few header reads; the rest happens only when something is wrong.
import type { IncomingHttpHeaders } from "node:http";
import { hostNameOf } from "~/lib/own-origin";
import { isLoopbackHost } from "./env.server";
import type { Logger } from "./logger.server";
import { type TrustFunction, type TrustProxy, trustProxyWith } from "./trust-proxy.server";

/** A problem stays on the dashboard this long after it was last seen (fixed in the proxy, it fades). */
export const PROBLEM_SHOWN_MS = 24 * 60 * 60 * 1000;

export interface ProxyWatchOptions {
  siteUrl: string;
  /** NODE_ENV=production: an http SITE_URL is then a mistake worth saying. */
  production: boolean;
  trustProxy: TrustProxy;
  trust: TrustFunction;
  log: Pick<Logger, "warn">;
  now?: () => number;
}

interface Sighting {
  peer: string;
  host: string;
  at: number;
}

export interface ProxyCheck {
  ok: boolean;
  detail: string;
}

const firstValue = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim().toLowerCase() ?? "";

export class ProxyWatch {
  private untrusted: Sighting | null = null;
  private plain: (Sighting & { trusted: boolean }) | null = null;
  private proxied: { peer: string; https: boolean } | null = null;
  private readonly siteHost: string;
  private readonly httpsSite: boolean;
  private readonly siteUrl: string;
  private readonly now: () => number;
  /** Said at start: an http SITE_URL with a public name in production. */
  readonly plainSiteUrl: string | null;

  constructor(private readonly options: ProxyWatchOptions) {
    const site = new URL(options.siteUrl);
    this.siteUrl = site.origin;
    this.siteHost = site.hostname.toLowerCase();
    this.httpsSite = site.protocol === "https:";
    this.now = options.now ?? Date.now;
    this.plainSiteUrl =
      options.production && !this.httpsSite && !isLoopbackHost(site.hostname)
        ? `SITE_URL is ${site.origin}, plain http: staff passwords and patients' inquiries would cross the network unencrypted, and browsers refuse passkeys there. Put an HTTPS reverse proxy in front (deploy/caddy/Caddyfile) and set SITE_URL=https://${site.host}.`
        : null;
    if (this.plainSiteUrl) options.log.warn({ setting: "SITE_URL" }, this.plainSiteUrl);
  }

  /** One request as it reached the server: the socket's peer and TLS, and the request's headers. */
  observe(remoteAddress: string | undefined, headers: IncomingHttpHeaders, encrypted: boolean): void {
    const forwardedProto = headers["x-forwarded-proto"];
    const trusted = this.options.trust(remoteAddress, 0);
    if (trusted && forwardedProto !== undefined) {
      if (this.proxied === null) this.proxied = { peer: remoteAddress ?? "", https: firstValue(forwardedProto) === "https" };
      return;
    }
    if (!trusted && (headers["x-forwarded-for"] !== undefined || forwardedProto !== undefined || headers.forwarded !== undefined)) {
      this.sawUntrusted(remoteAddress ?? "unknown", headers.host ?? "");
      return;
    }
    // No forwarded protocol believed: only a plain http request for the site's own name matters
    // (a health check at 127.0.0.1:PORT does not).
    if (this.httpsSite && !encrypted && headers.host !== undefined && hostNameOf(headers.host) === this.siteHost) {
      this.sawPlain(remoteAddress ?? "unknown", headers.host, trusted);
    }
  }

  private suggestion(peer: string): string {
    return `TRUST_PROXY=${trustProxyWith(this.options.trustProxy, peer)}`;
  }

  private sawUntrusted(peer: string, host: string) {
    const first = this.untrusted === null;
    this.untrusted = { peer: first ? peer : this.untrusted!.peer, host, at: this.now() };
    if (!first) return;
    this.options.log.warn(
      { peer, setting: "TRUST_PROXY", suggested: this.suggestion(peer) },
      `requests from ${peer} carry X-Forwarded-For or X-Forwarded-Proto, but TRUST_PROXY=${this.options.trustProxy.text} does not trust that address: every visitor it forwards counts as ${peer} (one inquiry and sign-in limit for all) and their HTTPS is not seen (no HSTS, no Secure cookie). If ${peer} is your reverse proxy, set ${this.suggestion(peer)} and restart; if it is not, ignore this (said once).`,
    );
  }

  private sawPlain(peer: string, host: string, trusted: boolean) {
    const first = this.plain === null;
    this.plain = first ? { peer, host, at: this.now(), trusted } : { ...this.plain!, at: this.now() };
    if (!first) return;
    const fix = trusted
      ? "make the reverse proxy send it (nginx: proxy_set_header X-Forwarded-Proto $scheme; Caddy sends it itself)"
      : `if ${peer} is a reverse proxy, make it send X-Forwarded-Proto and set ${this.suggestion(peer)}; if visitors reach the server's port directly, set HOST=127.0.0.1 and let them in through the proxy only`;
    this.options.log.warn(
      { peer, host, setting: trusted ? "X-Forwarded-Proto" : "TRUST_PROXY", ...(trusted ? {} : { suggested: this.suggestion(peer) }) },
      `SITE_URL is ${this.siteUrl}, but a request for ${host} came as plain http with no X-Forwarded-Proto (from ${peer}): the server cannot tell the visitor used HTTPS, so it sends no HSTS and its sign-in cookie has no Secure flag. To fix it, ${fix} (said once).`,
    );
  }

  /** The dashboard's line: a problem seen in the last day, or how requests arrive. */
  check(): ProxyCheck {
    const setting = `TRUST_PROXY=${this.options.trustProxy.text}`;
    if (this.plainSiteUrl) return { ok: false, detail: this.plainSiteUrl };
    const since = this.now() - PROBLEM_SHOWN_MS;
    if (this.untrusted && this.untrusted.at > since) {
      const { peer } = this.untrusted;
      return {
        ok: false,
        detail: `Requests from ${peer} carry forwarded addresses that ${setting} does not believe: all its visitors share one address and their HTTPS is not seen. If ${peer} is your reverse proxy, set ${this.suggestion(peer)} on the server and restart.`,
      };
    }
    if (this.plain && this.plain.at > since) {
      const { peer, host, trusted } = this.plain;
      return {
        ok: false,
        detail: trusted
          ? `Requests for ${host} come from the proxy at ${peer} as plain http with no X-Forwarded-Proto: no HSTS, no Secure sign-in cookie. Make the proxy send it (nginx: proxy_set_header X-Forwarded-Proto $scheme;).`
          : `Requests for ${host} come from ${peer} as plain http with no forwarded protocol: no HSTS, no Secure sign-in cookie. If ${peer} is your proxy, make it send X-Forwarded-Proto and set ${this.suggestion(peer)}.`,
      };
    }
    if (this.proxied) {
      const over = this.proxied.https ? "over HTTPS" : "over plain http";
      return { ok: true, detail: `Behind a reverse proxy at ${this.proxied.peer}, ${over}; visitors' own addresses are used (${setting})` };
    }
    return { ok: true, detail: `No request through a reverse proxy yet (${setting})` };
  }
}
