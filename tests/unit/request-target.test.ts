import { describe, expect, it } from "vitest";
import { checkRequestTarget } from "~/lib/request-target";

const status = (method: string, target: string) => {
  const checked = checkRequestTarget(method, target);
  return "refusal" in checked ? checked.refusal.status : 200;
};

describe("checkRequestTarget", () => {
  it.each([
    ["TRACE", "/", 405],
    ["track", "/", 405],
    ["CONNECT", "/", 405],
    ["GET", "http://localhost:3000/about", 400],
    ["GET", "*", 400],
    ["GET", "/%", 400],
    ["GET", "/therapy/%ff", 400],
    ["GET", "/therapy/%E0%A4", 400],
    ["GET", "/about%00", 400],
    ["GET", "/about%0a", 400],
    ["GET", "/\\evil.example/%2e%2e", 400],
    ["GET", "/assets/\\x", 400],
    ["GET", "/%5Cevil.example/", 200],
    ["GET", "/admin/inquiries?q=a\\b", 200],
    ["GET", "/about", 200],
    ["GET", "/therapy/hyperbaric-oxygen-therapy?x=%", 200],
    ["GET", "/%E0%A4%B9%E0%A4%BF", 200],
    ["POST", "/api/inquiries/home", 200],
  ])("%s %s → %i", (method, target, expected) => {
    expect(status(method, target)).toBe(expected);
  });

  it("says which methods are answered when refusing one", () => {
    const checked = checkRequestTarget("TRACE", "/");
    expect("refusal" in checked && checked.refusal.headers).toEqual({ Allow: "GET, HEAD, POST" });
  });

  it("drops control characters from the query and leaves a clean query untouched", () => {
    expect(checkRequestTarget("GET", "/admin/inquiries?q=%00ravi&page=2")).toEqual({ url: "/admin/inquiries?q=ravi&page=2" });
    expect(checkRequestTarget("GET", "/admin/inquiries?q=%00")).toEqual({ url: "/admin/inquiries?q=" });
    expect(checkRequestTarget("GET", "/x?a=b+c%20d")).toEqual({ url: "/x?a=b+c%20d" });
  });
});
