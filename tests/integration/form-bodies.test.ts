// Form bodies over raw HTTP (form-body.server.ts; issue 49 items 2 and 6; decision 061): a staff
// path reads a body past the public limit only for a valid session, looked up in the real
// database before a byte of the body is read; every form's fields are counted before parsing;
// a client that hangs up mid-body is one debug line, not an error.
import { once } from "node:events";
import type { Server } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cookieFromHeader, createSession, findSessionUser, SESSION_COOKIE } from "~/server/auth/session.server";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema.server";
import { formBodies, isClientGone, logClientGone, PUBLIC_FORM, type PreparedBody, STAFF_FORM } from "~/server/form-body.server";
import { createTestDatabase } from "../support/test-db";

let database: Database;
let server: Server;
let port: number;
let logLines: Array<{ level: number; msg: string; err?: unknown }>;
let sessionCookie: string;
/** Session lookups so far: one means the server has parsed a request's head. */
let sessionChecks = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const [editor] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, "editor"));
  const session = await createSession(database.db, editor!.id, { method: "password" });
  sessionCookie = `${SESSION_COOKIE}=${session.token}`;

  const log = pino(
    { level: "debug" },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
        done();
      },
    }),
  );
  const app = express();
  app.use(
    formBodies(log, async (req) => {
      const user = await findSessionUser(database.db, cookieFromHeader(req.headers.cookie, SESSION_COOKIE));
      sessionChecks += 1;
      return user !== null;
    }),
  );
  app.post("/{*splat}", (_req, res) => {
    const prepared = res.locals.preparedBody as PreparedBody;
    const fields = typeof prepared.body === "string" ? [...new URLSearchParams(prepared.body)].length : [...prepared.body].length;
    res.json({ fields });
  });
  app.use((error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    if (isClientGone(error, req)) return logClientGone(log, req);
    log.error({ err: error }, "unhandled request error");
    res.status(500).end();
  });
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
}, 60_000);

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await database.close();
});

beforeEach(() => {
  logLines = [];
});

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
}

/** The first answer on `socket`: status and body (Content-Length framing). */
function answerOn(socket: Socket): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    let text = "";
    const onData = (chunk: Buffer) => {
      text += chunk.toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      if (end === -1) return;
      const length = Number(/content-length: (\d+)/i.exec(text.slice(0, end))?.[1] ?? 0);
      if (text.length < end + 4 + length) return;
      socket.off("data", onData);
      resolve({ status: Number(text.slice(9, 12)), body: text.slice(end + 4, end + 4 + length) });
    };
    socket.on("data", onData);
    socket.once("error", reject);
  });
}

const head = (path: string, length: number, extra: string[] = [], type = "application/x-www-form-urlencoded") =>
  [`POST ${path} HTTP/1.1`, "Host: 127.0.0.1", `Content-Type: ${type}`, `Content-Length: ${length}`, ...extra, "", ""].join("\r\n");

const fieldsBody = (count: number) => Array.from({ length: count }, (_, i) => `f${i}=1`).join("&");

describe("a staff path's body", () => {
  it("is refused without a session before any of it is sent: 401, connection closed", async () => {
    const socket = await open();
    // Only the head: an answer can come only from a server that does not wait for the body.
    socket.write(head("/admin/account", 2 * 1024 * 1024));
    const answer = await answerOn(socket);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatch(/not signed in/);
    await once(socket, "close");
  });

  it("is refused with a forged or ended session the same way", async () => {
    for (const cookie of [`${SESSION_COOKIE}=${"A".repeat(43)}`, `${SESSION_COOKIE}=garbled`]) {
      const socket = await open();
      socket.write(head("/admin/therapies/1", 100 * 1024, [`Cookie: ${cookie}`]));
      expect((await answerOn(socket)).status).toBe(401);
      socket.destroy();
    }
  });

  it("is read to the staff limit once the session is valid", async () => {
    const body = `note=${"x".repeat(1024 * 1024)}&intent=save`;
    const socket = await open();
    socket.write(head("/admin/account", body.length, [`Cookie: ${sessionCookie}`]));
    socket.write(body);
    expect(await answerOn(socket)).toEqual({ status: 200, body: '{"fields":2}' });
    socket.destroy();
  });

  it("is still read without a session up to the public limit (the route then asks for a sign-in)", async () => {
    const socket = await open();
    const body = "intent=password&currentPassword=x";
    socket.write(head("/admin/account", body.length) + body);
    expect(await answerOn(socket)).toEqual({ status: 200, body: '{"fields":2}' });
    socket.destroy();
  });

  it("stops a chunked body without a session at the public limit", async () => {
    const socket = await open();
    socket.write(
      [
        "POST /admin/account HTTP/1.1",
        "Host: 127.0.0.1",
        "Content-Type: application/x-www-form-urlencoded",
        "Transfer-Encoding: chunked",
        "",
        "",
      ].join("\r\n"),
    );
    const chunk = "x".repeat(16 * 1024);
    const answer = answerOn(socket);
    for (let i = 0; i < 3; i += 1) socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    expect((await answer).status).toBe(401);
    socket.destroy();
  });
});

describe("the number of fields", () => {
  const cases = [
    { who: "a public form", path: "/contact", cookie: [] as string[], limit: PUBLIC_FORM.fields },
    { who: "a signed-in staff form", path: "/admin/content/home-page", cookie: ["x"], limit: STAFF_FORM.fields },
  ];
  for (const { who, path, cookie, limit } of cases) {
    it(`is bounded for ${who}: ${limit} pass, one more is refused before parsing`, async () => {
      const extra = cookie.length ? [`Cookie: ${sessionCookie}`] : [];
      const socket = await open();
      const ok = fieldsBody(limit);
      socket.write(head(path, ok.length, extra) + ok);
      expect(await answerOn(socket)).toEqual({ status: 200, body: `{"fields":${limit}}` });
      const tooMany = fieldsBody(limit + 1);
      socket.write(head(path, tooMany.length, extra) + tooMany);
      const refused = await answerOn(socket);
      expect(refused.status).toBe(413);
      expect(refused.body).toMatch(new RegExp(`more than ${limit.toLocaleString("en")} fields`));
      socket.destroy();
    });
  }

  it("counts multipart parts too", async () => {
    const boundary = "----samudra-test";
    const part = (i: number) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n1\r\n`;
    const multipart = (count: number) => Array.from({ length: count }, (_, i) => part(i)).join("") + `--${boundary}--\r\n`;
    const type = `multipart/form-data; boundary=${boundary}`;
    const socket = await open();
    const ok = multipart(PUBLIC_FORM.fields);
    socket.write(head("/contact", ok.length, [], type) + ok);
    expect(await answerOn(socket)).toEqual({ status: 200, body: `{"fields":${PUBLIC_FORM.fields}}` });
    const tooMany = multipart(PUBLIC_FORM.fields + 1);
    socket.write(head("/contact", tooMany.length, [], type) + tooMany);
    expect((await answerOn(socket)).status).toBe(413);
    socket.destroy();
  });
});

describe("a client that hangs up mid-body", () => {
  it("is one debug line without a stack, not an error", async () => {
    const socket = await open();
    const checked = sessionChecks;
    socket.write(head("/admin/account", 10_000, [`Cookie: ${sessionCookie}`]) + "name=Ravi");
    // The session lookup comes after the head is parsed and before the body is read.
    await vi.waitFor(() => expect(sessionChecks).toBe(checked + 1));
    socket.destroy();
    await vi.waitFor(() => expect(logLines.some((l) => l.msg === "client went away before the request was answered")).toBe(true));
    expect(logLines.filter((l) => l.level >= 40)).toEqual([]);
    const gone = logLines.filter((l) => l.msg === "client went away before the request was answered");
    expect(gone).toHaveLength(1);
    expect(gone[0]!.level).toBe(20);
    expect(gone[0]!.err).toBeUndefined();
  });
});
