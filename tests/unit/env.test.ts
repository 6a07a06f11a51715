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
    const env = parseEnv({ PORT: "", SITE_URL: "https://clinic.example/", DEMO_MODE: "false" });
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

describe("media storage settings", () => {
  const s3 = { MEDIA_STORAGE: "s3", S3_BUCKET: "clinic-media", S3_REGION: "eu-central-1" };
  it("defaults to the local folder and needs no S3 settings then", () => {
    const env = parseEnv({});
    expect(env.MEDIA_STORAGE).toBe("local");
    expect(env.S3_FORCE_PATH_STYLE).toBe(false);
    expect(parseEnv({ MEDIA_STORAGE: "local", S3_ACCESS_KEY_ID: "only-one" }).MEDIA_STORAGE).toBe("local");
  });
  it("accepts a complete S3 configuration, with or without keys (the SDK's own chain then)", () => {
    expect(parseEnv({ ...s3, S3_ENDPOINT: "http://127.0.0.1:9000/", S3_FORCE_PATH_STYLE: "true", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" })).toMatchObject({
      MEDIA_STORAGE: "s3",
      S3_BUCKET: "clinic-media",
      S3_REGION: "eu-central-1",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_FORCE_PATH_STYLE: true,
      S3_ACCESS_KEY_ID: "k",
      S3_SECRET_ACCESS_KEY: "s",
    });
    expect(parseEnv(s3).S3_ACCESS_KEY_ID).toBeUndefined();
  });
  it("names every missing S3 setting when s3 is chosen", () => {
    expect(() => parseEnv({ MEDIA_STORAGE: "s3" })).toThrow(
      "Invalid configuration:\n  S3_BUCKET: is required when MEDIA_STORAGE=s3\n  S3_REGION: is required when MEDIA_STORAGE=s3",
    );
    expect(() => parseEnv({ ...s3, S3_ACCESS_KEY_ID: "k" })).toThrow(
      "Invalid configuration:\n  S3_SECRET_ACCESS_KEY: is required when S3_ACCESS_KEY_ID is set",
    );
    expect(() => parseEnv({ ...s3, S3_SECRET_ACCESS_KEY: "s" })).toThrow(
      "Invalid configuration:\n  S3_ACCESS_KEY_ID: is required when S3_SECRET_ACCESS_KEY is set",
    );
  });
  it.each([
    [{ MEDIA_STORAGE: "ftp" }, "MEDIA_STORAGE"],
    [{ ...s3, S3_BUCKET: "Clinic_Media" }, "S3_BUCKET"],
    [{ ...s3, S3_ENDPOINT: "s3.example.com" }, "S3_ENDPOINT"],
    [{ ...s3, S3_REGION: "EU Central" }, "S3_REGION"],
    [{ ...s3, S3_FORCE_PATH_STYLE: "maybe" }, "S3_FORCE_PATH_STYLE"],
  ])("rejects %o with a message naming %s", (source, name) => {
    expect(() => parseEnv(source)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`));
  });
});
