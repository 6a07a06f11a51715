// The cross-site guard (app/server/same-origin.server.ts): another site's form posts are refused;
// this site's own, including those of a page sent with Referrer-Policy: no-referrer (the browser
// then says "Origin: null", and Sec-Fetch-Site still says same-origin), pass.
import type { NextFunction, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { rejectCrossSiteWrites } from "~/server/same-origin.server";

function run(headers: Record<string, string>, method = "POST"): number {
  const guard = rejectCrossSiteWrites("https://samudra.example");
  let status = 0;
  const req = { method, protocol: "https", get: (name: string) => headers[name.toLowerCase()] } as unknown as Request;
  const res = {
    status(code: number) {
      status = code;
      return this;
    },
    type() {
      return this;
    },
    send() {
      return this;
    },
  } as unknown as Response;
  const next: NextFunction = () => {
    status = 200;
  };
  guard(req, res, next);
  return status;
}

describe("the cross-site guard", () => {
  it("lets the site's own posts through, and safe methods from anywhere", () => {
    expect(run({ origin: "https://samudra.example", host: "samudra.example" })).toBe(200);
    expect(run({})).toBe(200);
    expect(run({ origin: "https://evil.example" }, "GET")).toBe(200);
  });

  it("refuses another site's post, by its Origin or by the browser's Sec-Fetch-Site", () => {
    expect(run({ origin: "https://evil.example", host: "samudra.example" })).toBe(403);
    expect(run({ "sec-fetch-site": "cross-site" })).toBe(403);
  });

  it("takes a no-referrer page's 'Origin: null' from this site, and only from it", () => {
    expect(run({ origin: "null", "sec-fetch-site": "same-origin", host: "samudra.example" })).toBe(200);
    expect(run({ origin: "null", "sec-fetch-site": "cross-site", host: "samudra.example" })).toBe(403);
    expect(run({ origin: "null", host: "samudra.example" })).toBe(403);
  });
});
