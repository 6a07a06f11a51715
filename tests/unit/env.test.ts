import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "~/server/env.server";

describe("parseEnv", () => {
  it("has working defaults for the embedded local run", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.MEDIA_DIR).toBe("./data/media");
    expect(env.SITE_URL).toBe("https://samudra-rehab.example");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DEMO_MODE).toBe(true);
  });
  it("turns demo mode off by default on a real database", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u:p@127.0.0.1/db" }).DEMO_MODE).toBe(false);
    expect(parseEnv({ DATABASE_URL: "postgres://u:p@127.0.0.1/db", DEMO_MODE: "true" }).DEMO_MODE).toBe(true);
    expect(parseEnv({ DEMO_MODE: "off" }).DEMO_MODE).toBe(false);
  });
  it("treats blank values as unset and trims a trailing slash from SITE_URL", () => {
    const env = parseEnv({ PORT: "", SITE_URL: "https://clinic.example/" });
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("https://clinic.example");
  });
  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ SITE_URL: "ftp://x" }, "SITE_URL"],
    [{ DEMO_MODE: "maybe" }, "DEMO_MODE"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
  ])("rejects %o with a message naming %s", (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`));
  });
});
