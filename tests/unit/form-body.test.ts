import { describe, expect, it } from "vitest";
import { behindStaffSignIn, multipartPartCount, urlEncodedFieldCount } from "~/server/form-body.server";

describe("urlEncodedFieldCount", () => {
  it("counts one field per & separator, and none in an empty body", () => {
    expect(urlEncodedFieldCount(Buffer.from(""))).toBe(0);
    expect(urlEncodedFieldCount(Buffer.from("a=1"))).toBe(1);
    expect(urlEncodedFieldCount(Buffer.from("a=1&b=2&c="))).toBe(3);
    // An upper bound: empty pairs count too, so a body of separators cannot slip past it.
    expect(urlEncodedFieldCount(Buffer.from("&&&&"))).toBe(5);
    // An encoded & in a value is not a separator.
    expect(urlEncodedFieldCount(Buffer.from("q=a%26b"))).toBe(1);
  });
});

describe("multipartPartCount", () => {
  const body = (boundary: string, parts: number) =>
    Buffer.from(
      Array.from({ length: parts }, (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join("") +
        `--${boundary}--\r\n`,
    );

  it("counts the parts between the boundary lines, the closing one left out", () => {
    expect(multipartPartCount(body("xyz", 3), "multipart/form-data; boundary=xyz")).toBe(3);
    expect(multipartPartCount(body("xyz", 0), "multipart/form-data; boundary=xyz")).toBe(0);
  });

  it("reads a quoted boundary and one among other parameters", () => {
    expect(multipartPartCount(body("a b", 2), 'multipart/form-data; boundary="a b"')).toBe(2);
    expect(multipartPartCount(body("----x", 4), "multipart/form-data; charset=utf-8; boundary=----x")).toBe(4);
  });

  it("counts nothing without a boundary (the parser then refuses the form)", () => {
    expect(multipartPartCount(body("xyz", 3), "multipart/form-data")).toBe(0);
  });
});

describe("behindStaffSignIn", () => {
  it("is /admin, everything under it and its data requests, not the sign-in page or look-alikes", () => {
    for (const path of ["/admin", "/admin/", "/admin.data", "/admin/account", "/admin/therapies/1"])
      expect(behindStaffSignIn(path), path).toBe(true);
    for (const path of ["/admin-login", "/admin-login/passkey/verify", "/administration", "/contact", "/te/admin"])
      expect(behindStaffSignIn(path), path).toBe(false);
  });
});
