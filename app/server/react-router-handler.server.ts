// React Router behind Express, as @react-router/express does it, but handing routes the
// body that form-body.server.ts has already read, bounded and cleaned (its adapter can only
// stream the raw request). Upload routes still get the raw stream.
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request as ExpressRequest, Response } from "express";
import { createRequestHandler as createFetchHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { publicOrigin } from "~/lib/own-origin";
import type { PreparedBody } from "./form-body.server";

function fetchHeaders(req: ExpressRequest, prepared: PreparedBody | undefined): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  if (prepared) {
    // The body is a new one: its length and (for FormData) its multipart boundary are its own.
    headers.delete("content-length");
    headers.delete("transfer-encoding");
    headers.delete("content-type");
    if (prepared.contentType) headers.set("content-type", prepared.contentType);
  }
  return headers;
}

function fetchRequest(req: ExpressRequest, res: Response, site: URL): Request {
  // Host and protocol as Express sees them (trust proxy decides about X-Forwarded-*); for the
  // site's own name, SITE_URL's origin: the address the browser used, whatever a reverse proxy
  // kept of it (React Router refuses an action whose Origin differs; docs/decisions/066).
  const host = req.host ?? "localhost";
  const seen = `${req.protocol}://${/^[\w.:[\]-]+$/.test(host) ? host : "localhost"}`;
  const url = new URL(`${publicOrigin(host, seen, site)}${req.originalUrl}`);
  const controller = new AbortController();
  let done = false;
  res.on("finish", () => (done = true));
  res.on("close", () => {
    if (!done) controller.abort();
  });
  const prepared = res.locals.preparedBody as PreparedBody | undefined;
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: fetchHeaders(req, prepared), signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    if (prepared) init.body = prepared.body;
    else {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = "half";
    }
  }
  return new Request(url.href, init);
}

async function send(res: Response, response: globalThis.Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}

export function createRequestHandler(opts: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  /** SITE_URL: the public address a request for the site's own name was made to. */
  siteUrl: string;
  getLoadContext: (req: ExpressRequest, res: Response) => RouterContextProvider;
}) {
  const handle = createFetchHandler(opts.build, opts.mode);
  const site = new URL(opts.siteUrl);
  return async (req: ExpressRequest, res: Response, next: NextFunction) => {
    try {
      await send(res, await handle(fetchRequest(req, res, site), opts.getLoadContext(req, res)));
    } catch (error) {
      next(error);
    }
  };
}
