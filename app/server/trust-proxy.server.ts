// TRUST_PROXY: whose X-Forwarded-For and X-Forwarded-Proto the server believes
// (docs/decisions/066-behind-a-reverse-proxy.md). One function answers it for Express
// (req.ip, req.protocol, req.secure), the page cache's HSTS and the page-view counter.
import { BlockList, isIPv4, isIPv6 } from "node:net";

/** Express's named ranges (proxy-addr's), which TRUST_PROXY accepts by name. */
const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ["127.0.0.1/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

/** A reverse proxy on the same machine (Caddy, nginx) is believed with no setting at all. */
export const DEFAULT_TRUST_PROXY = "loopback";

export type TrustProxy =
  /** Nobody: the socket's peer is the visitor, forwarded headers are ignored. */
  | { kind: "none"; text: string }
  /** The nearest `hops` peers, whatever their address (Express's number). */
  | { kind: "hops"; hops: number; text: string }
  /** Peers at these addresses, ranges (CIDR) or named ranges. */
  | { kind: "addresses"; entries: string[]; text: string };

/** Is the peer at `address`, `hop` steps from the server (0: the socket's peer), a trusted proxy? */
export type TrustFunction = (address: string | undefined, hop: number) => boolean;

const USAGE =
  "use loopback (the default: a proxy on this machine), the proxy's address or range like 10.0.0.5 or 10.0.0.0/8, several separated by commas, or 0 to trust no proxy";

/** An IPv4-mapped IPv6 address (::ffff:10.0.0.5, how a dual-stack socket names an IPv4 peer) as IPv4. */
function unmapped(address: string): string {
  return address.length > 7 && address.slice(0, 7).toLowerCase() === "::ffff:" && isIPv4(address.slice(7)) ? address.slice(7) : address;
}

/** A dotted IPv4 address as a 32-bit number, or null; read char by char (cheaper than a BlockList lookup). */
function ipv4Number(address: string): number | null {
  let n = 0;
  let octet = 0;
  let digits = 0;
  let dots = 0;
  for (let i = 0; i < address.length; i++) {
    const c = address.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      octet = octet * 10 + (c - 48);
      if (++digits > 3 || octet > 255) return null;
    } else if (c === 46 && digits > 0 && dots < 3) {
      n = n * 256 + octet;
      octet = 0;
      digits = 0;
      dots++;
    } else return null;
  }
  return dots === 3 && digits > 0 ? n * 256 + octet : null;
}

/** Trusted ranges: IPv4 ones as (network, mask) numbers, IPv6 ones in a BlockList. */
interface Ranges {
  v4: Array<[number, number]>;
  v6: BlockList;
}

function addEntry(ranges: Ranges, entry: string): boolean {
  const slash = entry.indexOf("/");
  const address = unmapped(slash === -1 ? entry : entry.slice(0, slash));
  const family = isIPv4(address) ? "ipv4" : isIPv6(address) ? "ipv6" : null;
  if (family === null) return false;
  const prefixText = slash === -1 ? null : entry.slice(slash + 1);
  if (prefixText !== null && (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > (family === "ipv4" ? 32 : 128))) return false;
  if (family === "ipv6") {
    if (prefixText === null) ranges.v6.addAddress(address, "ipv6");
    else ranges.v6.addSubnet(address, Number(prefixText), "ipv6");
    return true;
  }
  const bits = prefixText === null ? 32 : Number(prefixText);
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  ranges.v4.push([(ipv4Number(address)! & mask) >>> 0, mask]);
  return true;
}

/** TRUST_PROXY's text as a setting, or what is wrong with it. */
export function parseTrustProxy(raw: string): TrustProxy | { error: string } {
  const text = raw.trim();
  const lower = text.toLowerCase();
  if (lower === "0" || lower === "false" || lower === "none") return { kind: "none", text };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (!Number.isSafeInteger(hops) || hops > 10) return { error: `${text} proxies in a row is not a real setup: ${USAGE}` };
    return { kind: "hops", hops, text };
  }
  if (lower === "true" || lower === "*") {
    return {
      error: `trusting every address would let any visitor write their own address into X-Forwarded-For (and so escape the inquiry and sign-in limits): ${USAGE}`,
    };
  }
  const entries = lower
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return { error: USAGE };
  const check: Ranges = { v4: [], v6: new BlockList() };
  for (const entry of entries) {
    const named = NAMED_RANGES[entry];
    if (named) named.forEach((range) => addEntry(check, range));
    else if (!addEntry(check, entry))
      return { error: `"${entry}" is not an address, a range like 10.0.0.0/8 or a name (loopback, linklocal, uniquelocal): ${USAGE}` };
  }
  return { kind: "addresses", entries, text: entries.join(",") };
}

/** The trust function for a setting, as Express's `trust proxy` takes it. */
export function trustFunction(setting: TrustProxy): TrustFunction {
  if (setting.kind === "none") return () => false;
  if (setting.kind === "hops") {
    const hops = setting.hops;
    return (_address, hop) => hop < hops;
  }
  const ranges: Ranges = { v4: [], v6: new BlockList() };
  for (const entry of setting.entries) for (const range of NAMED_RANGES[entry] ?? [entry]) addEntry(ranges, range);
  // Behind a proxy nearly every request comes from the same address, asked about before the
  // visitor's own (a cached page is answered in microseconds, checked on each): the last
  // trusted address and the last other one are remembered apart.
  let lastTrusted: string | undefined;
  let lastOther: string | undefined;
  return (address) => {
    if (address === undefined) return false;
    if (address === lastTrusted) return true;
    if (address === lastOther) return false;
    const plain = unmapped(address);
    const v4 = ipv4Number(plain);
    const answer =
      v4 !== null ? ranges.v4.some(([network, mask]) => (v4 & mask) >>> 0 === network) : isIPv6(plain) && ranges.v6.check(plain, "ipv6");
    if (answer) lastTrusted = address;
    else lastOther = address;
    return answer;
  };
}

/** The setting to suggest when `peer` is a proxy that is not trusted yet. */
export function trustProxyWith(setting: TrustProxy, peer: string): string {
  const address = unmapped(peer);
  if (setting.kind === "addresses") return `${setting.text},${address}`;
  return trustFunction({ kind: "addresses", entries: ["loopback"], text: "loopback" })(address, 0) ? DEFAULT_TRUST_PROXY : address;
}
