// How many views one visitor's address may add (issue 49 item 4; docs/decisions/028,
// amendment): a page counts once per address per half hour, and an address adds at most
// DAILY_VIEWS_PER_ADDRESS views an India day. Counted, never stored: the bound holds no address
// and no list of them, only counters in fixed-size arrays at positions chosen by a keyed hash
// of the address (the key is random per process and never leaves its memory). An attacker
// with many addresses cannot grow it, and nothing in it names anybody. Pure: the counter
// (app/server/analytics/page-view-counter.server.ts) gives it the key and the time.

/** A page asked for again from the same address within this many minutes is not counted again. */
export const REPEAT_MINUTES = 30;
/** Views one address (an IPv4 address, or an IPv6 /64) may add in an India day. */
export const DAILY_VIEWS_PER_ADDRESS = 50;
/** Day counters (a power of two): with 1,000 addresses a day, about 1.5 % share theirs with another. */
const ADDRESS_SLOTS = 1 << 16;
/** Remembered (address, page) pairs (a power of two); a slot is taken over by the next pair. */
const PAIR_SLOTS = 1 << 16;

/**
 * The visitor's address as Express's `req.ip` gives it for the same `trust proxy` function:
 * from the socket's peer back through X-Forwarded-For while each address is a trusted proxy
 * (`trusted(address, hop)`, hop 0 being the socket's peer).
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trusted: (address: string, hop: number) => boolean,
): string {
  let address = socketAddress ?? "";
  if (!forwardedFor) return address;
  const chain = forwardedFor.split(",");
  // [socket, last hop, …, first hop]: each trusted proxy names the one before it.
  for (let hop = 0, at = chain.length - 1; at >= 0 && trusted(address, hop); hop++, at--) address = chain[at]!.trim();
  return address;
}

/**
 * What one visitor's address is for the bound: an IPv4 address as it is (also when written as
 * IPv4-mapped IPv6), an IPv6 address by its /64, the block one home or phone is given.
 * Anything else stays as it is.
 */
export function addressUnit(address: string): string {
  if (!address.includes(":")) return address;
  let ip = address.toLowerCase();
  const zone = ip.indexOf("%");
  if (zone !== -1) ip = ip.slice(0, zone);
  if (ip.startsWith("::ffff:") && ip.includes(".")) return ip.slice(7);
  const gap = ip.indexOf("::");
  const head = (gap === -1 ? ip : ip.slice(0, gap)).split(":").filter(Boolean);
  const tail =
    gap === -1
      ? []
      : ip
          .slice(gap + 2)
          .split(":")
          .filter(Boolean);
  const groups = [...head, ...Array<string>(Math.max(0, 8 - head.length - tail.length)).fill("0"), ...tail];
  const prefix = groups.slice(0, 4).map((g) => parseInt(g, 16));
  if (groups.length !== 8 || prefix.some((n) => !(n >= 0 && n <= 0xffff))) return ip;
  return `${prefix.map((n) => n.toString(16)).join(":")}::/64`;
}

/** A 32-bit hash of `text` keyed by `key` (FNV-1a, then murmur3's finaliser to spread the bits). */
export function keyedHash(text: string, key: number): number {
  let h = (0x811c9dc5 ^ key) >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export class VisitorBound {
  /** Views so far today per address slot. */
  private readonly today = new Uint16Array(ADDRESS_SLOTS);
  /** Per pair slot: the pair's full hash, and the minute it was last counted. */
  private readonly pairs = new Uint32Array(PAIR_SLOTS);
  private readonly countedAt = new Uint32Array(PAIR_SLOTS);

  constructor(private readonly key: number) {}

  /** The key a visitor's address (an addressUnit) is counted under; it names nobody. */
  hashAddress(address: string): number {
    return keyedHash(address, this.key);
  }

  /**
   * True when a view of `path` from the address hashed as `addressHash`, at `minute` (minutes
   * since the epoch), is to be counted; it is then recorded.
   */
  admit(addressHash: number, path: string, minute: number): boolean {
    const pairHash = keyedHash(path, addressHash);
    const pair = pairHash & (PAIR_SLOTS - 1);
    if (this.pairs[pair] === pairHash && minute - this.countedAt[pair]! < REPEAT_MINUTES) return false;
    const slot = addressHash & (ADDRESS_SLOTS - 1);
    const views = this.today[slot]!;
    if (views >= DAILY_VIEWS_PER_ADDRESS) return false;
    this.today[slot] = views + 1;
    this.pairs[pair] = pairHash;
    this.countedAt[pair] = minute;
    return true;
  }

  /** A new India day: every address starts again. */
  newDay(): void {
    this.today.fill(0);
  }
}
