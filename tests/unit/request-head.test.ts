import { describe, expect, it } from "vitest";
import { MAX_HEAD_BYTES, parsePlainHead } from "~/server/request-head.server";

const head = (...lines: string[]) => Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1");
const browser = [
  "GET /therapy/cryotherapy?service=physiotherapy HTTP/1.1",
  "Host: samudra.example",
  "User-Agent: Mozilla/5.0 (Linux; Android 14; Pixel 8)",
  "Accept: text/html,application/xhtml+xml",
  "Accept-Encoding: gzip, deflate, br, zstd",
  "Accept-Language: en-IN,en;q=0.9",
  "Cookie: a=1; b=2",
  'If-None-Match: "abc-gz"',
  "Sec-Fetch-Mode: navigate",
];

describe("parsePlainHead", () => {
  it("reads a browser's GET: method, target with its query, lower-case headers, the head's length", () => {
    const bytes = head(...browser);
    const parsed = parsePlainHead(bytes);
    expect(parsed).toEqual({
      method: "GET",
      target: "/therapy/cryotherapy?service=physiotherapy",
      headers: {
        host: "samudra.example",
        "user-agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8)",
        accept: "text/html,application/xhtml+xml",
        "accept-encoding": "gzip, deflate, br, zstd",
        "accept-language": "en-IN,en;q=0.9",
        cookie: "a=1; b=2",
        "if-none-match": '"abc-gz"',
        "sec-fetch-mode": "navigate",
      },
      length: bytes.length,
      close: false,
    });
  });

  it("reads HEAD, trims spaces and tabs around values, and keeps an empty value", () => {
    const parsed = parsePlainHead(head("HEAD / HTTP/1.1", "Host:x", "Accept-Encoding: \t gzip \t", "Referer:"));
    expect(parsed?.method).toBe("HEAD");
    expect(parsed?.headers).toEqual({ host: "x", "accept-encoding": "gzip", referer: "" });
  });

  it("says whether the connection is to close; keep-alive is the default", () => {
    expect(parsePlainHead(head("GET / HTTP/1.1", "Host: x", "Connection: close"))?.close).toBe(true);
    expect(parsePlainHead(head("GET / HTTP/1.1", "Host: x", "Connection: Keep-Alive"))?.close).toBe(false);
    expect(parsePlainHead(head("GET / HTTP/1.1", "Host: x"))?.close).toBe(false);
  });

  it("reads pipelined heads one after another from an offset", () => {
    const first = head("GET /a HTTP/1.1", "Host: x");
    const second = head("HEAD /b HTTP/1.1", "Host: x");
    const bytes = Buffer.concat([first, second, Buffer.from("GET /c HT")]);
    const a = parsePlainHead(bytes);
    const b = parsePlainHead(bytes, a!.length);
    expect([a?.target, b?.target]).toEqual(["/a", "/b"]);
    expect(a!.length + b!.length).toBe(first.length + second.length);
    // The third is not complete yet: node:http takes it (and waits for the rest).
    expect(parsePlainHead(bytes, a!.length + b!.length)).toBeNull();
  });

  it.each([
    ["an incomplete head", Buffer.from("GET / HTTP/1.1\r\nHost: x\r\n")],
    ["a POST", head("POST /contact HTTP/1.1", "Host: x")],
    ["OPTIONS", head("OPTIONS * HTTP/1.1", "Host: x")],
    ["HTTP/1.0", head("GET / HTTP/1.0", "Host: x")],
    ["HTTP/2's preface", Buffer.from("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n")],
    ["an absolute-form target", head("GET http://x/ HTTP/1.1", "Host: x")],
    ["a lower-case method", head("get / HTTP/1.1", "Host: x")],
    ["two spaces in the request line", head("GET  / HTTP/1.1", "Host: x")],
    ["a space in the target", head("GET /a b HTTP/1.1", "Host: x")],
    ["a target over 2,048 characters", head(`GET /${"a".repeat(2048)} HTTP/1.1`, "Host: x")],
    ["no Host", head("GET / HTTP/1.1", "Accept: */*")],
    ["two Hosts", head("GET / HTTP/1.1", "Host: x", "Host: y")],
    ["a repeated header in another case", head("GET / HTTP/1.1", "Host: x", "Cookie: a=1", "cookie: b=2")],
    ["Content-Length on a GET", head("GET / HTTP/1.1", "Host: x", "Content-Length: 5")],
    ["Transfer-Encoding", head("GET / HTTP/1.1", "Host: x", "Transfer-Encoding: chunked")],
    ["Expect", head("GET / HTTP/1.1", "Host: x", "Expect: 100-continue")],
    ["an upgrade", head("GET / HTTP/1.1", "Host: x", "Connection: Upgrade", "Upgrade: websocket")],
    ["a connection list", head("GET / HTTP/1.1", "Host: x", "Connection: keep-alive, TE")],
    ["a folded header line", head("GET / HTTP/1.1", "Host: x", "Accept: a,", " b")],
    ["a space before the colon", head("GET / HTTP/1.1", "Host : x")],
    ["a header with no colon", head("GET / HTTP/1.1", "Host: x", "Nonsense")],
    ["an empty header name", head("GET / HTTP/1.1", "Host: x", ": x")],
    ["a bare LF inside the head", Buffer.from("GET / HTTP/1.1\nHost: x\r\n\r\n")],
    ["a bare CR in a value", head("GET / HTTP/1.1", "Host: x", "Accept: a\rb")],
    ["a control character", head("GET / HTTP/1.1", "Host: x", "Accept: a\u0001b")],
    ["a byte over 127", head("GET / HTTP/1.1", "Host: x", "Accept-Language: caf\u00e9")],
    ["a NUL in the target", head("GET /\u0000 HTTP/1.1", "Host: x")],
  ])("leaves %s to node:http", (_, bytes) => {
    expect(parsePlainHead(bytes)).toBeNull();
  });

  it("leaves a head over the size limit, or with too many headers, to node:http", () => {
    expect(parsePlainHead(head("GET / HTTP/1.1", "Host: x", `Cookie: ${"a".repeat(MAX_HEAD_BYTES)}`))).toBeNull();
    const many = Array.from({ length: 64 }, (_, i) => `X-H${i}: v`);
    expect(parsePlainHead(head("GET / HTTP/1.1", "Host: x", ...many))).toBeNull();
    expect(parsePlainHead(head("GET / HTTP/1.1", "Host: x", ...many.slice(1)))).not.toBeNull();
  });
});
