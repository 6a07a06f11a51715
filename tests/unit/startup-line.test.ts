import { describe, expect, it } from "vitest";
import { startupLine } from "~/lib/startup-line";

describe("the start-up line", () => {
  it("says where the server listens, and where visitors reach it when that is another address", () => {
    expect(startupLine({ port: 3000, siteUrl: "http://localhost:3000" })).toBe("Samudra is running at http://localhost:3000");
    expect(startupLine({ port: 3000, siteUrl: "https://clinic.example/" })).toBe(
      "Samudra is running at http://localhost:3000 — visitors reach it at https://clinic.example",
    );
    expect(startupLine({ port: 3000, siteUrl: "https://clinic.example", workers: 2 })).toBe(
      "Samudra is running at http://localhost:3000 (2 worker processes) — visitors reach it at https://clinic.example",
    );
    expect(startupLine({ port: 3000, siteUrl: "not a url" })).toBe("Samudra is running at http://localhost:3000");
    // What the test and bench scripts read: the local address alone.
    expect(/running at (http:\/\/\S+)/.exec(startupLine({ port: 3000, siteUrl: "https://clinic.example" }))?.[1]).toBe(
      "http://localhost:3000",
    );
  });
});
