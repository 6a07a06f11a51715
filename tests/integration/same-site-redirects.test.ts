// No Location the server sends can name another host (issue 49, docs/decisions/062): raw
// request targets on a socket, as a client that does not normalise them sends them, against
// the front of the app as app.server.ts orders it (the Location check, the request-target
// guard, the client build's files, /media), then a stand-in for the routes that redirects to
// whatever it is asked (the worst a route could do with a path taken from the request).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveClientFiles } from "~/server/client-files.server";
import { serveMedia } from "~/server/media/serve.server";
import { LocalDiskStorage } from "~/server/media/storage.server";
import { requestTargetGuard } from "~/server/request-target.server";
import { sameSiteLocations } from "~/server/same-site-location.server";

const SITE = "https://clinic.example";
let server: Server;
let port: number;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "samudra-redirects-"));
  const clientDir = path.join(root, "client");
  mkdirSync(path.join(clientDir, "assets"), { recursive: true });
  mkdirSync(path.join(clientDir, "illustrations"), { recursive: true });
  writeFileSync(path.join(clientDir, "assets", "entry-abc123.js"), "export {};\n");
  writeFileSync(path.join(clientDir, "illustrations", "wave.svg"), "<svg/>");
  const log = pino({ level: "silent" });

  const app = express();
  app.use(sameSiteLocations);
  app.use(requestTargetGuard(log));
  app.use(serveClientFiles(clientDir));
  app.use("/media", serveMedia(new LocalDiskStorage(path.join(root, "media")), log));
  app.get("/go", (req, res) => res.redirect(302, String(req.query.to)));
  app.get("/go-head", (req, res) => {
    res.writeHead(303, { Location: String(req.query.to) });
    res.end();
  });
  app.use((_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

/** Sends `target` exactly as given (no client-side normalisation); the status and Location. */
function rawGet(target: string): Promise<{ status: number; location: string | null }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: clinic.example\r\nConnection: close\r\n\r\n`, "latin1");
    });
    const chunks: Buffer[] = [];
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.once("error", reject);
    socket.once("close", () => {
      const head = Buffer.concat(chunks).toString("latin1").split("\r\n\r\n")[0] ?? "";
      const status = Number(head.split(" ")[1]);
      const location = /^location: (.*)$/im.exec(head)?.[1] ?? null;
      resolve({ status, location });
    });
  });
}

const hostOf = (location: string) => new URL(location, `${SITE}/`).host;

describe("redirects stay on the site", () => {
  it.each([
    // The review's finding: serve-static answered "Location: /\evil.example/%2e%2e/".
    "/\\evil.example/%2e%2e",
    "/\\evil.example/",
    "/\\/evil.example/%2e%2e",
    "/assets/\\evil.example/%2e%2e",
    "/media/\\evil.example/%2e%2e",
    "//evil.example/..",
    "//evil.example/%2e%2e",
    "///evil.example/%2e%2e",
    "/%5Cevil.example/%2e%2e",
    "/%5cevil.example/",
    "/%2F%2Fevil.example/%2e%2e",
    "/.//evil.example/%2e%2e",
    "/assets",
    "/illustrations",
    "//illustrations",
    "/illustrations/..",
    "/media",
    "/media//evil.example/",
  ])("GET %s", async (target) => {
    const { status, location } = await rawGet(target);
    expect(status).toBeGreaterThanOrEqual(200);
    if (location !== null) expect(hostOf(location)).toBe("clinic.example");
  });

  it("refuses a raw backslash in the path before any file or route sees it", async () => {
    expect(await rawGet("/\\evil.example/%2e%2e")).toEqual({ status: 400, location: null });
    expect(await rawGet("/assets/\\x")).toEqual({ status: 400, location: null });
  });

  it("serves the client's files, and answers a directory with no redirect", async () => {
    expect((await rawGet("/assets/entry-abc123.js")).status).toBe(200);
    expect((await rawGet("/illustrations/wave.svg")).status).toBe(200);
    expect(await rawGet("/assets")).toEqual({ status: 404, location: null });
    expect(await rawGet("//evil.example/..")).toEqual({ status: 404, location: null });
  });

  it.each([
    ["//evil.example/x", "/evil.example/x"],
    ["/\\evil.example/x", "/evil.example/x"],
    ["/%5Cevil.example", "/%5Cevil.example"],
    ["/a/..//evil.example/x", "/evil.example/x"],
    ["/admin/inquiries?status=new", "/admin/inquiries?status=new"],
  ])("makes a route's Location %j the site's %j, however it is set", async (to, expected) => {
    for (const route of ["/go", "/go-head"]) {
      const { location } = await rawGet(`${route}?to=${encodeURIComponent(to)}`);
      expect(location).toBe(expected);
      expect(hostOf(location ?? "")).toBe("clinic.example");
    }
  });

  it("leaves a redirect to another site that the code chose (WhatsApp) as it is", async () => {
    const { location } = await rawGet(`/go?to=${encodeURIComponent("https://wa.me/919876543210?text=Hi")}`);
    expect(location).toBe("https://wa.me/919876543210?text=Hi");
  });
});
