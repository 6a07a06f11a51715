import { describe, expect, it } from "vitest";
import { mayReadOperations } from "~/lib/operator-access";

const TOKEN = "a-long-random-monitoring-token-123";

describe("mayReadOperations", () => {
  it("lets a program on the server itself in, over IPv4 or IPv6 loopback", () => {
    expect(mayReadOperations({}, "127.0.0.1", undefined)).toBe(true);
    expect(mayReadOperations({}, "::1", undefined)).toBe(true);
    expect(mayReadOperations({}, "::ffff:127.0.0.1", undefined)).toBe(true);
  });

  it("keeps out a visitor whom a proxy on the server passes on, and anyone from elsewhere", () => {
    expect(mayReadOperations({ "x-forwarded-for": "203.0.113.7" }, "127.0.0.1", undefined)).toBe(false);
    expect(mayReadOperations({ forwarded: "for=203.0.113.7" }, "127.0.0.1", undefined)).toBe(false);
    expect(mayReadOperations({ "x-real-ip": "203.0.113.7" }, "::1", undefined)).toBe(false);
    expect(mayReadOperations({}, "203.0.113.7", undefined)).toBe(false);
    expect(mayReadOperations({}, undefined, undefined)).toBe(false);
  });

  it("lets a monitor with the bearer token in from anywhere, and no one with a wrong one", () => {
    expect(mayReadOperations({ authorization: `Bearer ${TOKEN}`, "x-forwarded-for": "198.51.100.2" }, "127.0.0.1", TOKEN)).toBe(true);
    expect(mayReadOperations({ authorization: `bearer ${TOKEN}` }, "203.0.113.7", TOKEN)).toBe(true);
    expect(mayReadOperations({ authorization: `Bearer ${TOKEN}x` }, "203.0.113.7", TOKEN)).toBe(false);
    expect(mayReadOperations({ authorization: TOKEN }, "203.0.113.7", TOKEN)).toBe(false);
    expect(mayReadOperations({ authorization: `Bearer ${TOKEN}` }, "203.0.113.7", undefined)).toBe(false);
  });
});
