import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";

export function nonceMiddleware(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
}

/**
 * CSP with per-response nonces (a page stored in the page cache trades its nonce for
 * hashes: page-cache-csp.server.ts). Third parties appear only where the visitor asks for
 * them: YouTube (privacy-enhanced) and Google Maps frames after a click, WhatsApp as a
 * form target.
 */
export function securityHeaders({ dev }: { dev: boolean }) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce as string}'`, "'strict-dynamic'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: previews of files chosen for upload (made by our own script, never fetched);
        // uploaded images are same-origin (/media). See docs/decisions/006-media.md.
        imgSrc: ["'self'", "data:", "blob:", "https://i.ytimg.com"],
        fontSrc: ["'self'"],
        connectSrc: dev ? ["'self'", "ws:", "wss:"] : ["'self'"],
        frameSrc: ["https://www.youtube-nocookie.com", "https://www.google.com", "https://maps.google.com"],
        formAction: ["'self'", "https://wa.me", "https://api.whatsapp.com"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        manifestSrc: ["'self'"],
      },
    },
    // HSTS is set per request below, only when the request really came over HTTPS.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    // Headers for browsers and plug-ins long gone (Internet Explorer 8's download prompt, Flash
    // and Acrobat cross-domain policies, the removed XSS auditor): every response paid ~100 bytes
    // for them, and the first page's HTML must fit one round trip (docs/decisions/050).
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    // Set on staff pages only (staffPageHeaders below).
    crossOriginOpenerPolicy: false,
  });
}

/** The staff side: /admin, /admin/…, /admin-login… and their .data requests. */
export function isStaffPath(path: string): boolean {
  return /^\/admin(?:[/.-]|$)/.test(path);
}

/**
 * Staff pages hold patients' names and messages. No browser (back/forward cache included) or
 * shared proxy may keep them, and Cross-Origin-Opener-Policy keeps other sites' windows away
 * from them. A public page goes without that policy: it makes the browser put the page in a
 * browsing-context group of its own (on Android, a process of its own too), an extra commit
 * before the page's own that cost a phone's first visit about 0.3 s of LCP in Lighthouse's
 * simulation, and the public pages hold nothing another window could read (docs/decisions/050).
 */
export function staffPageHeaders(req: Request, res: Response, next: NextFunction) {
  if (isStaffPath(req.path)) res.set({ "Cache-Control": "no-store", "Cross-Origin-Opener-Policy": "same-origin" });
  next();
}

/**
 * Powerful features the site never uses, switched off for it and every frame it embeds
 * (YouTube keeps fullscreen and picture-in-picture, which are not listed).
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "serial=()",
  "usb=()",
].join(", ");

export function permissionsPolicy(_req: Request, res: Response, next: NextFunction) {
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  next();
}

export function hstsWhenSecure(req: Request, res: Response, next: NextFunction) {
  if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
}
