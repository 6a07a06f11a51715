// Issue 49 item 4: a burst of pipelined requests for one page on one socket is one view, from
// the cache's hit path through node:http and through the socket front, as written to the table.
import { createServer, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PageViewCounter } from "~/server/analytics/page-view-counter.server";
import type { Database } from "~/server/db/client.server";
import { pageViews } from "~/server/db/schema.server";
import { type PageViewFlusher, startPageViewFlush } from "~/server/jobs/page-view-flush.server";
import { pageCacheHandlers, withPageCache } from "~/server/page-cache-http.server";
import { PageCache } from "~/server/page-cache.server";
import { answerPlainRequestsFirst } from "~/server/plain-request-front.server";
import { viewTotals } from "~/server/repos/page-views.server";
import { createTestDatabase } from "../support/test-db";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const BURST = 1_000;

let database: Database;
let counter: PageViewCounter;
let flusher: PageViewFlusher;
const cache = new PageCache({ maxBytes: 1_000_000 });
const servers: Server[] = [];
const ports = { "node:http": 0, "the socket front": 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  const handlers = pageCacheHandlers(
    cache,
    async (key) =>
      new Response(`<!DOCTYPE html><html><body><h1>${key}</h1>${"padding ".repeat(200)}</body></html>`, {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      }),
    // As app.server.ts wires it.
    (req, path, remoteAddress) => counter.count(req, path, remoteAddress),
  );
  const app = express();
  app.use(handlers.renderMiss);
  const listen = async (server: Server) => {
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    return (server.address() as AddressInfo).port;
  };
  ports["node:http"] = await listen(createServer(withPageCache(app, handlers, () => false)));
  const fronted = createServer(withPageCache(app, handlers, () => false));
  answerPlainRequestsFirst(fronted, (head, socket) => handlers.answerPlain(head, false, socket.remoteAddress));
  ports["the socket front"] = await listen(fronted);
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  await database.close();
});

beforeEach(async () => {
  await database.db.delete(pageViews);
  cache.clear();
  counter = new PageViewCounter({ siteHost: "x.example", sessionCookie: "admin_user" });
  flusher = startPageViewFlush(database.db, counter, pino({ level: "silent" }), 3_600_000);
});

/** Writes `count` requests for `path` at once on one socket from `localAddress`; resolves with their statuses. */
function pipelined(port: number, path: string, count: number, localAddress: string, agent: string | null = CHROME): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port, localAddress });
    const statuses: number[] = [];
    let rest = Buffer.alloc(0);
    socket.on("data", (chunk: Buffer) => {
      rest = Buffer.concat([rest, chunk]);
      for (;;) {
        const end = rest.indexOf("\r\n\r\n");
        if (end === -1) break;
        const head = rest.subarray(0, end).toString("latin1");
        const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        if (rest.length < end + 4 + length) break;
        statuses.push(Number(head.slice(9, 12)));
        rest = rest.subarray(end + 4 + length);
      }
      if (statuses.length === count) {
        socket.end();
        resolve(statuses);
      }
    });
    socket.once("error", reject);
    const request = `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${agent ? `User-Agent: ${agent}\r\n` : ""}Accept-Encoding: gzip\r\n\r\n`;
    socket.write(request.repeat(count));
  });
}

describe.each(["node:http", "the socket front"] as const)("pipelined bursts, hits answered by %s", (via) => {
  it(`counts ${BURST} pipelined requests for one page on one socket as one view, and another address's burst as one more`, async () => {
    const port = ports[via];
    // Puts /about in the cache; sent without a User-Agent, it is not counted.
    expect(await pipelined(port, "/about", 1, "127.0.0.1", null)).toEqual([200]);
    expect(cache.size).toBe(1);

    const first = await pipelined(port, "/about", BURST, "127.0.0.1");
    const second = await pipelined(port, "/about", BURST, "127.0.0.2");
    expect(first.filter((s) => s === 200)).toHaveLength(BURST);
    expect(second.filter((s) => s === 200)).toHaveLength(BURST);

    await flusher.stop();
    expect((await viewTotals(database.db, "2000-01-01", "2999-12-31")).byPath).toEqual([{ key: "/about", views: 2 }]);
  });
});
