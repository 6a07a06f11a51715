import { describe, expect, it } from "vitest";
import { EnvError, isLoopbackHost, maxWorkers, parseEnv } from "~/server/env.server";

const HEALTH_DATA_KEY = "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=";

describe("parseEnv", () => {
  it("has working defaults for the embedded local run", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.MEDIA_DIR).toBe("./data/media");
    expect(env.SITE_URL).toBe("https://samudra-rehab.example");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DEMO_MODE).toBe(true);
    expect(env.SITE_LANGUAGES).toEqual(["en"]);
    // A reverse proxy on this machine is believed with no setting (decision 066).
    expect(env.TRUST_PROXY).toEqual({ kind: "addresses", entries: ["loopback"], text: "loopback" });
  });
  it("reads TRUST_PROXY as addresses, ranges, names or Express's numbers", () => {
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.5" }).TRUST_PROXY).toMatchObject({ kind: "addresses", text: "loopback,10.0.0.5" });
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toMatchObject({ kind: "none" });
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toMatchObject({ kind: "hops", hops: 1 });
    expect(parseEnv({ TRUST_PROXY: " " }).TRUST_PROXY).toMatchObject({ text: "loopback" });
  });
  it("publishes the languages SITE_LANGUAGES lists, in the site's order", () => {
    expect(parseEnv({ SITE_LANGUAGES: " ar, EN,hi,hi " }).SITE_LANGUAGES).toEqual(["en", "hi", "ar"]);
  });
  it("turns demo mode off by default on a real database", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u:p@127.0.0.1/db" }).DEMO_MODE).toBe(false);
    expect(parseEnv({ DATABASE_URL: "postgres://u:p@127.0.0.1/db", DEMO_MODE: "true" }).DEMO_MODE).toBe(true);
    expect(parseEnv({ DEMO_MODE: "off" }).DEMO_MODE).toBe(false);
  });
  it("takes HEALTH_DATA_KEY of 32 bytes only", () => {
    expect(parseEnv({ HEALTH_DATA_KEY }).HEALTH_DATA_KEY).toBe(HEALTH_DATA_KEY);
    expect(parseEnv({ DEMO_MODE: "false" }).HEALTH_DATA_KEY).toBeUndefined();
    expect(() => parseEnv({ HEALTH_DATA_KEY: "short" })).toThrow(/HEALTH_DATA_KEY: must be 32 random bytes/);
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
    [{ SITE_LANGUAGES: "en,fr" }, "SITE_LANGUAGES"],
    [{ SITE_LANGUAGES: "hi,te" }, "SITE_LANGUAGES"],
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "proxy.example" }, "TRUST_PROXY"],
  ])("rejects %o with a message naming %s", (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`));
  });
});

describe("page cache and workers", () => {
  const pg = { DATABASE_URL: "postgres://u:p@127.0.0.1/db" };
  const issue = (source: Record<string, string>) => {
    try {
      parseEnv(source);
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      return (error as Error).message;
    }
    throw new Error("parseEnv accepted it");
  };

  it("defaults to a 32 MB page cache and one process", () => {
    expect(parseEnv({})).toMatchObject({ PAGE_CACHE_MAX_MB: 32, WEB_CONCURRENCY: 1 });
    expect(parseEnv({ PAGE_CACHE_MAX_MB: "8", WEB_CONCURRENCY: " " })).toMatchObject({ PAGE_CACHE_MAX_MB: 8, WEB_CONCURRENCY: 1 });
  });

  it("refuses a page cache size that is not a whole number of megabytes from 1 to 4096", () => {
    for (const bad of ["0", "-1", "1.5", "32MB", "5000"]) expect(issue({ PAGE_CACHE_MAX_MB: bad }), bad).toMatch(/PAGE_CACHE_MAX_MB: must/);
  });

  it("runs several workers on PostgreSQL, up to twice the cores", () => {
    expect(parseEnv({ ...pg, WEB_CONCURRENCY: "2" }).WEB_CONCURRENCY).toBe(2);
    expect(parseEnv({ ...pg, WEB_CONCURRENCY: String(maxWorkers()) }).WEB_CONCURRENCY).toBe(maxWorkers());
    expect(issue({ ...pg, WEB_CONCURRENCY: String(maxWorkers() + 1) })).toMatch(
      /WEB_CONCURRENCY: must be at most \d+ \(twice this machine's \d+ cores\)/,
    );
    for (const bad of ["0", "two", "1.5"])
      expect(issue({ ...pg, WEB_CONCURRENCY: bad }), bad).toMatch(/WEB_CONCURRENCY: must be a whole number of worker processes from 1 to/);
  });

  it("refuses several workers on the embedded database, saying why, and in development", () => {
    expect(parseEnv({ WEB_CONCURRENCY: "1" }).WEB_CONCURRENCY).toBe(1);
    expect(issue({ WEB_CONCURRENCY: "2" })).toMatch(/WEB_CONCURRENCY: more than one worker needs DATABASE_URL .*PGlite.* one process only/);
    expect(issue({ ...pg, WEB_CONCURRENCY: "2", NODE_ENV: "development" })).toMatch(
      /WEB_CONCURRENCY: more than one worker is for production/,
    );
  });
});

describe("demo mode on the network", () => {
  it("serves the implicit demo on loopback only", () => {
    expect(parseEnv({}).HOST).toBe("127.0.0.1");
    expect(parseEnv({}).DEMO_ON_NETWORK).toBe(false);
    expect(parseEnv({ HOST: "::1" }).HOST).toBe("::1");
    expect(() => parseEnv({ HOST: "0.0.0.0" })).toThrow(
      /^Invalid configuration:\n {2}HOST: demo mode \(on by default with the embedded database\) serves this machine only/,
    );
    expect(() => parseEnv({ HOST: "192.168.1.20" })).toThrow(EnvError);
  });
  it("listens on every interface for a real installation, or for a demo asked for by name (loudly)", () => {
    expect(parseEnv({ DEMO_MODE: "false" }).HOST).toBe("0.0.0.0");
    expect(parseEnv({ DATABASE_URL: "postgres://u:p@127.0.0.1/db" }).HOST).toBe("0.0.0.0");
    const explicit = parseEnv({ DEMO_MODE: "true", HOST: "0.0.0.0" });
    expect(explicit).toMatchObject({ DEMO_MODE: true, HOST: "0.0.0.0", DEMO_ON_NETWORK: true });
    expect(parseEnv({ DEMO_MODE: "true", HOST: "127.0.0.1" }).DEMO_ON_NETWORK).toBe(false);
  });
  it("refuses demo mode in a production configuration (an https SITE_URL)", () => {
    for (const demo of [{}, { DEMO_MODE: "true" }]) {
      expect(() => parseEnv({ SITE_URL: "https://clinic.example", ...demo })).toThrow(
        /^Invalid configuration:\n {2}DEMO_MODE: a public https SITE_URL/,
      );
    }
    expect(parseEnv({ SITE_URL: "https://clinic.example", DEMO_MODE: "false" }).DEMO_MODE).toBe(false);
    expect(parseEnv({ SITE_URL: "http://192.168.1.5:3000" }).DEMO_MODE).toBe(true);
    expect(parseEnv({ SITE_URL: "https://clinic.example", NODE_ENV: "test" }).DEMO_MODE).toBe(true);
  });
  it("refuses the test suites' cheap password hashing in a production configuration", () => {
    const real = { SITE_URL: "https://clinic.example", DEMO_MODE: "false" };
    expect(() => parseEnv({ ...real, INSECURE_FAST_PASSWORD_HASHING: "true" })).toThrow(
      /^Invalid configuration:\n {2}INSECURE_FAST_PASSWORD_HASHING: is for the test suites only/,
    );
    expect(parseEnv({ ...real, INSECURE_FAST_PASSWORD_HASHING: "false" }).INSECURE_FAST_PASSWORD_HASHING).toBe(false);
    expect(parseEnv({ INSECURE_FAST_PASSWORD_HASHING: "true" }).INSECURE_FAST_PASSWORD_HASHING).toBe(true);
    expect(() => parseEnv({ INSECURE_FAST_PASSWORD_HASHING: "maybe" })).toThrow(/INSECURE_FAST_PASSWORD_HASHING: use true or false/);
  });
  it.each([
    ["localhost", true],
    ["127.0.0.1", true],
    ["127.1.2.3", true],
    ["::1", true],
    ["[::1]", true],
    ["0.0.0.0", false],
    ["::", false],
    ["10.0.0.5", false],
    ["clinic.local", false],
  ])("isLoopbackHost(%s) is %s", (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
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
    expect(
      parseEnv({
        ...s3,
        S3_ENDPOINT: "http://127.0.0.1:9000/",
        S3_FORCE_PATH_STYLE: "true",
        S3_ACCESS_KEY_ID: "k",
        S3_SECRET_ACCESS_KEY: "s",
      }),
    ).toMatchObject({
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

describe("backup settings", () => {
  const key = Buffer.alloc(32, 7).toString("base64");
  const s3 = { MEDIA_STORAGE: "s3", S3_BUCKET: "clinic-media", S3_REGION: "eu-central-1" };
  it("defaults to backups off, in DATA_DIR/backups at 02:30 India time, keeping 7 daily, 4 weekly and 12 monthly", () => {
    const env = parseEnv({ DATA_DIR: "/srv/samudra/" });
    expect(env.BACKUP_KEY).toBeUndefined();
    expect(env.BACKUP_DIR).toBe("/srv/samudra/backups");
    expect(env.BACKUP_MINUTE).toBe(150);
    expect(env.BACKUP_KEEP_POLICY).toEqual({ daily: 7, weekly: 4, monthly: 12 });
    expect(env.BACKUP_S3).toBeNull();
  });
  it("takes the media bucket's endpoint and keys for the backup bucket unless its own are given", () => {
    const env = parseEnv({ ...s3, S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s", BACKUP_KEY: key, BACKUP_S3_BUCKET: "clinic-backups" });
    expect(env.BACKUP_S3).toEqual({
      bucket: "clinic-backups",
      prefix: "samudra-backups/",
      region: s3.S3_REGION,
      endpoint: undefined,
      accessKeyId: "k",
      secretAccessKey: "s",
      forcePathStyle: false,
    });
    const own = parseEnv({
      ...s3,
      BACKUP_KEY: key,
      BACKUP_S3_BUCKET: "b2b",
      BACKUP_S3_ACCESS_KEY_ID: "bk",
      BACKUP_S3_SECRET_ACCESS_KEY: "bs",
    });
    expect(own.BACKUP_S3).toMatchObject({ accessKeyId: "bk", secretAccessKey: "bs" });
  });
  it.each([
    [
      { BACKUP_KEY: "my secret" },
      "BACKUP_KEY",
      "must be 32 random bytes written as base64 or hex: make one with `openssl rand -base64 32`",
    ],
    [{ BACKUP_S3_BUCKET: "b2b", S3_REGION: "eu-central-1" }, "BACKUP_KEY", "is required when BACKUP_S3_BUCKET is set"],
    [{ BACKUP_KEY: key, BACKUP_S3_BUCKET: "b2b" }, "BACKUP_S3_REGION", "is required when BACKUP_S3_BUCKET is set"],
    [{ BACKUP_TIME: "2.30" }, "BACKUP_TIME", "must be a time of day in India, like 02:30"],
    [{ BACKUP_KEEP: "forever" }, "BACKUP_KEEP", "must say how many daily, weekly and monthly backups to keep, like 7d,4w,12m"],
    [{ BACKUP_S3_PREFIX: "/abs" }, "BACKUP_S3_PREFIX", "must be folder names each ending in /"],
  ])("rejects %o with a message naming %s", (source, name, message) => {
    expect(() => parseEnv(source)).toThrow(`  ${name}: ${message}`);
  });
});

describe("WhatsApp settings", () => {
  const all = {
    WHATSAPP_PHONE_NUMBER_ID: "109876543210",
    WHATSAPP_ACCESS_TOKEN: "EAAG-a-system-user-token-0123",
    WHATSAPP_APP_SECRET: "0123456789abcdef0123",
    WHATSAPP_VERIFY_TOKEN: "a-random-verify-token",
  };
  it("are off by default, with the Graph API's address and the four languages", () => {
    const env = parseEnv({});
    expect(env.WHATSAPP_PHONE_NUMBER_ID).toBeUndefined();
    expect(env.WHATSAPP_API_URL).toBe("https://graph.facebook.com/v23.0");
    expect(env.WHATSAPP_TEMPLATE_LANGUAGES).toEqual(["en", "hi", "te", "ar"]);
    expect(parseEnv({ ...all, WHATSAPP_TEMPLATE_LANGUAGES: "en, ar" }).WHATSAPP_TEMPLATE_LANGUAGES).toEqual(["en", "ar"]);
  });
  it("are all four or none, each missing one named", () => {
    const { WHATSAPP_APP_SECRET: _secret, WHATSAPP_VERIFY_TOKEN: _token, ...two } = all;
    expect(() => parseEnv(two)).toThrow("WHATSAPP_APP_SECRET: is required with WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN");
    expect(() => parseEnv(two)).toThrow("WHATSAPP_VERIFY_TOKEN: is required");
  });
  it("refuse plain http except to a stand-in on this machine, and languages the site has not", () => {
    expect(() => parseEnv({ ...all, WHATSAPP_API_URL: "http://graph.example.com/v23.0" })).toThrow("WHATSAPP_API_URL: must be https");
    expect(parseEnv({ ...all, WHATSAPP_API_URL: "http://127.0.0.1:9999/v23.0" }).WHATSAPP_API_URL).toBe("http://127.0.0.1:9999/v23.0");
    expect(() => parseEnv({ ...all, WHATSAPP_TEMPLATE_LANGUAGES: "en,fr" })).toThrow(
      "WHATSAPP_TEMPLATE_LANGUAGES: must list languages among",
    );
  });
});
