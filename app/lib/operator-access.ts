// Who may read the operator's pages (/metrics, /health's details; issue 43 item 5): a monitor
// with the bearer token, or a program on the server itself. "On the server itself" is a
// loopback peer with no forwarding header: behind a proxy on the same machine every visitor
// arrives from loopback, and the proxy says so in X-Forwarded-For (Caddy, nginx as configured
// in deploy/); a request without it can only be a local one, or a proxy that hides its
// visitors, which is why a token is what a remote monitor uses.
import { timingSafeEqual } from "node:crypto";

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const FORWARDING = ["x-forwarded-for", "forwarded", "x-real-ip", "x-forwarded-host"];

type Headers = Record<string, string | string[] | undefined>;

function tokenMatches(header: string | string[] | undefined, token: string): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer\s+(\S+)$/i.exec(value ?? "");
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function mayReadOperations(headers: Headers, peer: string | undefined, token: string | undefined): boolean {
  if (token && tokenMatches(headers.authorization, token)) return true;
  return peer !== undefined && LOOPBACK.test(peer) && FORWARDING.every((name) => headers[name] === undefined);
}
