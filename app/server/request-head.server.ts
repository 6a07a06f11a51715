// The plain kind of request head that a cached page is answered to straight from the socket
// (docs/decisions/056). It recognises a strict subset of HTTP/1.1 and nothing else: a GET or
// HEAD of an origin-form path, printable ASCII only, each header once, no body, and a
// connection kept alive or closed (nothing else). Anything outside that subset, and any head not yet complete, is left
// to node:http, which parses and answers it (or refuses it) as it always has.

export interface RequestHead {
  method: "GET" | "HEAD";
  /** The request target as sent: a path starting with "/", with its query. */
  target: string;
  /** Lower-case names; each name appeared once. */
  headers: Record<string, string>;
  /** Bytes from the start of the head to the end of its blank line. */
  length: number;
  /** The client asked to close the connection after this answer (Connection: close). */
  close: boolean;
}

/** Longer heads go to node:http (its own limit is 16 KB and answers 431). */
export const MAX_HEAD_BYTES = 8 * 1024;
const MAX_HEADERS = 64;
const MAX_TARGET = 2048;

const REQUEST_LINE = /^(GET|HEAD) (\/[!-~]*) HTTP\/1\.1$/;
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// Tab, printable ASCII, CR and LF. Anything else (controls, DEL, bytes over 127) goes to node.
const OUTSIDE_SUBSET = /[^\t\x20-\x7e\r\n]/;
// Headers that mean a body, a protocol switch or an expectation: node:http handles those.
const NOT_PLAIN = new Set(["content-length", "transfer-encoding", "expect", "upgrade", "http2-settings", "te", "trailer"]);

/**
 * The complete plain request head at `offset` in `bytes`, or null when there is none there:
 * not complete yet, or not of the plain kind. Null always means "node:http decides".
 */
export function parsePlainHead(bytes: Buffer, offset = 0): RequestHead | null {
  const end = bytes.indexOf("\r\n\r\n", offset, "latin1");
  if (end === -1 || end - offset > MAX_HEAD_BYTES) return null;
  const text = bytes.toString("latin1", offset, end);
  if (OUTSIDE_SUBSET.test(text)) return null;
  const lines = text.split("\r\n");
  const requestLine = REQUEST_LINE.exec(lines[0]!);
  if (!requestLine || requestLine[2]!.length > MAX_TARGET || lines.length - 1 > MAX_HEADERS) return null;
  const headers: Record<string, string> = Object.create(null);
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    // A bare CR or LF inside a line, or a folded continuation line: not plain.
    if (line.includes("\r") || line.includes("\n")) return null;
    const colon = line.indexOf(":");
    if (colon <= 0) return null;
    const name = line.slice(0, colon);
    if (!TOKEN.test(name)) return null;
    const lower = name.toLowerCase();
    if (lower in headers || NOT_PLAIN.has(lower)) return null;
    headers[lower] = line.slice(colon + 1).replace(/^[ \t]+|[ \t]+$/g, "");
  }
  // HTTP/1.1 needs a Host (node answers 400 without one). Of the connection options, only
  // keep-alive (the default) and close are answered here; a list or an upgrade goes to node.
  if (headers.host === undefined) return null;
  const connection = headers.connection?.toLowerCase() ?? "keep-alive";
  if (connection !== "keep-alive" && connection !== "close") return null;
  return {
    method: requestLine[1] as "GET" | "HEAD",
    target: requestLine[2]!,
    headers,
    length: end + 4 - offset,
    close: connection === "close",
  };
}
