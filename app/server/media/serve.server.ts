import { pipeline } from "node:stream/promises";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "../logger.server";
import type { MediaStorage } from "./storage.server";

// Only encoded renditions are public: `<24 hex id>/<width>.avif|webp`. Anything else —
// another extension, an original, a path trick — is simply not found.
const SERVABLE_KEY = /^[0-9a-f]{24}\/[0-9]{1,4}\.(avif|webp)$/;

export function isServableKey(key: string): boolean {
  return SERVABLE_KEY.test(key);
}

/** GET /media/<key>: a stored rendition with year-long caching (keys are random and never reused). */
export function serveMedia(storage: MediaStorage, log: Logger) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // req.path is not percent-decoded: an encoded "../" never matches the pattern.
    const key = req.path.replace(/^\//, "");
    const object = isServableKey(key)
      ? await storage.get(key).catch((err: unknown) => {
          log.error({ err, key }, "media read failed");
          return null;
        })
      : null;
    if (!object) {
      res.status(404).set({ "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" }).type("text/plain").send("Not found");
      return;
    }
    const etag = `"${key}"`;
    res.set({
      "Content-Type": object.contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      ETag: etag,
    });
    if (req.headers["if-none-match"] === etag) {
      object.body.destroy();
      res.status(304).end();
      return;
    }
    res.set("Content-Length", String(object.size));
    if (req.method === "HEAD") {
      object.body.destroy();
      res.end();
      return;
    }
    try {
      await pipeline(object.body, res);
    } catch (err) {
      // A visitor who navigates away mid-download is not an error worth more than a debug line.
      log.debug({ err, key }, "media stream ended early");
    }
  };
}
