// The client build's files (build/client): the precompressed copies, then the files as they
// are. Hashed names under /assets are safe to cache for a year; the rest for an hour.
import express, { type RequestHandler } from "express";
import path from "node:path";
import { servePrecompressed } from "./precompressed.server";

export function serveClientFiles(clientDir: string): RequestHandler {
  const router = express.Router();
  router.use(
    servePrecompressed(clientDir, (urlPath) =>
      urlPath.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    ),
  );
  // No directory here is a page (the site has no index.html files), so a directory is not
  // redirected to its trailing-slash form: serve-static would build that Location from the
  // raw request path (issue 49: "/\evil.example/%2e%2e" became "/\evil.example/%2e%2e/").
  router.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", redirect: false }));
  router.use(express.static(clientDir, { maxAge: "1h", redirect: false }));
  return router;
}
