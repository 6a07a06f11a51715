// The socket front before node:http (plain-request-front.server.ts), on raw sockets: what it
// answers, what it hands to node:http (and that node then answers exactly as without the
// front), in order, and how it closes.
import { createServer, type Server } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { answerPlainRequestsFirst, type PlainRequestFront } from "~/server/plain-request-front.server";

let server: Server;
let front: PlainRequestFront;
let port: number;
/** Targets the front answered, in order. */
let answered: string[];
let body = Buffer.from("cached page");

beforeEach(async () => {
  answered = [];
  body = Buffer.from("cached page");
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = `node ${req.method} ${req.url} ${Buffer.concat(chunks).toString()}`.trim();
      res.writeHead(200, { "Content-Type": "text/plain", "Content-Length": Buffer.byteLength(text) });
      res.end(text);
    });
  });
  front = answerPlainRequestsFirst(server, (head) => {
    if (!head.target.startsWith("/cached")) return null;
    answered.push(head.target);
    const status = Buffer.from(`HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n`);
    return { head: [status], body: head.method === "HEAD" ? null : body };
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  port = (server.address() as AddressInfo).port;
});

afterEach(async () => {
  front.closeAll();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const get = (target: string, extra = "") => `GET ${target} HTTP/1.1\r\nHost: x\r\n${extra}\r\n`;

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
}

/** Everything the server sends until it closes the connection. */
function readAll(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.once("close", () => resolve(Buffer.concat(chunks).toString("latin1")));
    socket.once("error", reject);
  });
}

/** The answers in a stream of HTTP/1.1 responses, as "status body" (Content-Length framing). */
function answers(stream: string): string[] {
  const out: string[] = [];
  let rest = stream;
  while (rest.length > 0) {
    const end = rest.indexOf("\r\n\r\n");
    if (end === -1) throw new Error(`unterminated head: ${JSON.stringify(rest.slice(0, 80))}`);
    const head = rest.slice(0, end);
    const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
    out.push(`${head.split(" ")[1]} ${rest.slice(end + 4, end + 4 + length)}`.trim());
    rest = rest.slice(end + 4 + length);
  }
  return out;
}

describe("the plain request front", () => {
  it("answers plain requests itself and hands the connection to node:http at the first other one, in order", async () => {
    const socket = await open();
    const all = readAll(socket);
    socket.write(
      get("/cached/a") +
        get("/cached/b") +
        "POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello" +
        get("/cached/c") +
        get("/other", "Connection: close\r\n"),
    );
    expect(answers(await all)).toEqual([
      "200 cached page",
      "200 cached page",
      "200 node POST /form hello",
      "200 node GET /cached/c",
      "200 node GET /other",
    ]);
    expect(answered).toEqual(["/cached/a", "/cached/b"]);
  });

  it("adds node's Date, Connection and Keep-Alive headers, and the keep-alive time node would give", async () => {
    server.keepAliveTimeout = 7_000;
    const socket = await open();
    const all = readAll(socket);
    socket.write(get("/cached/a") + get("/cached/b", "Connection: close\r\n"));
    const [first, second] = (await all).split("HTTP/1.1 ").slice(1);
    expect(first).toMatch(
      /\r\nDate: \w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT\r\nConnection: keep-alive\r\nKeep-Alive: timeout=7\r\n\r\n/,
    );
    expect(second).toMatch(/\r\nConnection: close\r\n\r\ncached page$/);
    expect(second).not.toContain("Keep-Alive");
  });

  it("closes after answering Connection: close, and reads nothing sent after it", async () => {
    const socket = await open();
    const all = readAll(socket);
    socket.write(get("/cached/a", "Connection: close\r\n") + get("/cached/b"));
    expect(answers(await all)).toEqual(["200 cached page"]);
    expect(answered).toEqual(["/cached/a"]);
  });

  it("hands a first request it does not answer to node:http, which keeps the connection", async () => {
    const socket = await open();
    const all = readAll(socket);
    socket.write(get("/other") + get("/cached/a", "Connection: close\r\n"));
    expect(answers(await all)).toEqual(["200 node GET /other", "200 node GET /cached/a"]);
    expect(answered).toEqual([]);
  });

  it("leaves a head that arrives in pieces to node:http, which puts it together", async () => {
    const socket = await open();
    const all = readAll(socket);
    socket.write("GET /cached/a HTTP/1.1\r\nHo");
    // node:http has the first piece once the front has let go of it.
    await expect.poll(() => front.size).toBe(0);
    socket.write("st: x\r\nConnection: close\r\n\r\n");
    expect(answers(await all)).toEqual(["200 node GET /cached/a"]);
  });

  it("lets node:http refuse what is not HTTP", async () => {
    const socket = await open();
    const all = readAll(socket);
    socket.write("GET / HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n");
    expect(await all).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  });

  it("answers HEAD without a body", async () => {
    const socket = await open();
    const all = readAll(socket);
    socket.write(`HEAD /cached/a HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    const text = await all;
    expect(text).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*Content-Length: 11\r\n[\s\S]*\r\n\r\n$/);
  });

  it("answers what a client sent before closing its side, then closes", async () => {
    const socket = await open();
    const all = readAll(socket);
    socket.end(get("/cached/a") + get("/cached/b"));
    expect(answers(await all)).toEqual(["200 cached page", "200 cached page"]);
  });

  it("stops reading from a client that sends requests and reads no answers, and answers them all once it reads", async () => {
    body = Buffer.alloc(64 * 1024, "x");
    const socket = await open();
    socket.pause();
    const count = 1_000;
    // The last request closes the connection once everything before it is answered. Where the
    // socket's reads split a head, the front hands the rest to node:http: the order holds.
    socket.write(get("/cached/a").repeat(count) + get("/other", "Connection: close\r\n"));
    // The socket buffers fill (a few MB), then the front waits for the client to read.
    await expect.poll(() => answered.length, { timeout: 5_000 }).toBeGreaterThan(0);
    const stalled = answered.length;
    await new Promise((r) => setImmediate(r));
    expect(answered.length).toBe(stalled);
    expect(stalled).toBeLessThan(count / 4);
    const all = readAll(socket);
    socket.resume();
    const list = answers(await all);
    expect(list).toHaveLength(count + 1);
    expect(list.at(-1)).toBe("200 node GET /other");
    expect(answered.length).toBeGreaterThan(stalled);
    const fromFront = list.slice(0, answered.length);
    expect(fromFront.every((a) => a === `200 ${body.toString()}`)).toBe(true);
    expect(list.slice(answered.length, count).every((a) => a === "200 node GET /cached/a")).toBe(true);
  });

  it("closes a kept-alive connection after node's keepAliveTimeout", async () => {
    server.keepAliveTimeout = 150;
    const socket = await open();
    const all = readAll(socket);
    const started = Date.now();
    socket.write(get("/cached/a"));
    expect(answers(await all)).toEqual(["200 cached page"]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("closes a connection that sends nothing after node's headersTimeout", async () => {
    server.headersTimeout = 150;
    const socket = await open();
    expect(await readAll(socket)).toBe("");
  });

  it("closes its idle connections on shutdown, and leaves node's to node", async () => {
    const mine = await open();
    const theirs = await open();
    const closedMine = readAll(mine);
    mine.write(get("/cached/a"));
    theirs.write(get("/other"));
    await expect.poll(() => answered.length).toBe(1);
    await expect.poll(() => front.size).toBe(1);
    front.closeIdle();
    expect(answers(await closedMine)).toEqual(["200 cached page"]);
    expect(theirs.destroyed).toBe(false);
    theirs.destroy();
  });
});
