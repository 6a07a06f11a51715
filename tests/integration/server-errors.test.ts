// React Router's caught errors become one structured log line with the request's id and the URL
// as the request log writes it (issue 43 item 5): entry.server.tsx's handleError.
import { Writable } from "node:stream";
import pino from "pino";
import { RouterContextProvider, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleError } from "~/entry.server";
import { requestContext, servicesContext } from "~/server/context.server";
import type { Database } from "~/server/db/client.server";
import { createTestDatabase } from "../support/test-db";
import { makeServices } from "../support/services";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.close());

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const log = pino(
    { level: "info" },
    new Writable({
      write(chunk: Buffer, _e, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    }),
  );
  const context = new RouterContextProvider();
  context.set(servicesContext, { ...makeServices(database), log });
  context.set(requestContext, { clientIp: "203.0.113.7", nonce: "", requestId: "3f1c2b4a-0000-4000-8000-000000000001" });
  return { lines, context };
}

describe("handleError", () => {
  it("logs a loader's error once, structured, with the request id and no patient data from the URL", () => {
    const { lines, context } = capture();
    const request = new Request("http://localhost/admin/inquiries?q=9848012345");
    handleError(new Error("relation does not exist"), { request, context, params: {} });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: "server error",
      reqId: "3f1c2b4a-0000-4000-8000-000000000001",
      method: "GET",
      url: "/admin/inquiries?q=*",
      err: { type: "Error", message: "relation does not exist" },
    });
    expect(JSON.stringify(lines)).not.toContain("9848012345");
  });

  it("leaves out a request the client abandoned and the 4xx answers routes throw on purpose", () => {
    const { lines, context } = capture();
    const aborted = new AbortController();
    aborted.abort();
    handleError(new Error("aborted"), { request: new Request("http://localhost/", { signal: aborted.signal }), context, params: {} });
    handleError(new ErrorResponse(404, "Not Found", null), { request: new Request("http://localhost/x"), context, params: {} });
    expect(lines).toEqual([]);
    handleError(new ErrorResponse(503, "Service Unavailable", null), { request: new Request("http://localhost/x"), context, params: {} });
    expect(lines).toHaveLength(1);
  });
});
