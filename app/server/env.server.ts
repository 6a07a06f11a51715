import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_LOCALE, isLocale, LOCALES } from "~/i18n/locales";
import { DEFAULT_TRUST_PROXY, parseTrustProxy } from "./trust-proxy.server";
import { DEFAULT_KEEP, parseKeepPolicy, parseTimeOfDay } from "~/lib/backup-policy";
import { BACKUP_KEY_HELP, parseBackupKey } from "./backup/crypto.server";
import { HEALTH_DATA_KEY_HELP, parseHealthKey } from "./health-data/seal.server";
import { parseClamdUrl } from "./health-data/clamav.server";

// Blank values in .env files mean "not set", not "empty string".
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const booleanFlag = z.preprocess(
  blankToUndefined,
  z
    .enum(["1", "0", "true", "false", "yes", "no", "on", "off"], {
      error: "use true or false",
    })
    .transform((v) => ["1", "true", "yes", "on"].includes(v))
    .optional(),
);

const DEFAULT_SITE_URL = "https://samudra-rehab.example";

/** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465 (TLS from the start). */
function smtpUrlIssue(value: string | undefined, ctx: z.RefinementCtx) {
  if (value === undefined) return;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    ctx.addIssue({ code: "custom", message: "must be a URL like smtp://user:password@mail.example.com:587" });
    return;
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    ctx.addIssue({ code: "custom", message: `must start with smtp:// or smtps://, not ${url.protocol}//` });
  } else if (!url.hostname) {
    ctx.addIssue({ code: "custom", message: "must name the mail server, like smtp://user:password@mail.example.com:587" });
  }
}

/** An address only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  return h === "localhost" || h === "::1" || /^127(\.\d{1,3}){3}$/.test(h) || h === "::ffff:127.0.0.1";
}

const EnvSchema = z
  .object({
    NODE_ENV: z.preprocess(blankToUndefined, z.enum(["development", "production", "test"]).default("production")),
    // Default: every interface, or only this machine in implicit demo mode (see the refinement).
    HOST: z.preprocess(blankToUndefined, z.string().optional()),
    PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    SITE_URL: z.preprocess(
      blankToUndefined,
      z
        .url({ protocol: /^https?$/, error: "must be an http(s) URL like https://example.com" })
        .transform((u) => u.replace(/\/+$/, ""))
        .optional(),
    ),
    DATABASE_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
        .optional(),
    ),
    DATA_DIR: z.preprocess(blankToUndefined, z.string().default("./data")),
    MEDIA_DIR: z.preprocess(blankToUndefined, z.string().optional()),
    // Where uploaded images live: a folder on this machine, or an S3-compatible bucket that
    // several instances share (docs/decisions/015-s3-media-storage.md). Pages still load
    // them from this site's /media either way.
    MEDIA_STORAGE: z.preprocess(blankToUndefined, z.enum(["local", "s3"], { error: "use local or s3" }).default("local")),
    S3_BUCKET: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name: 3–63 lowercase letters, digits, dots or hyphens")
        .optional(),
    ),
    S3_REGION: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[a-z0-9-]{2,40}$/, "must be a region name like eu-central-1 (or auto / us-east-1 for many S3-compatible services)")
        .optional(),
    ),
    S3_ENDPOINT: z.preprocess(
      blankToUndefined,
      z
        .url({ protocol: /^https?$/, error: "must be an http(s) URL like https://s3.example.com" })
        .transform((u) => u.replace(/\/+$/, ""))
        .optional(),
    ),
    S3_ACCESS_KEY_ID: z.preprocess(blankToUndefined, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(blankToUndefined, z.string().optional()),
    S3_FORCE_PATH_STYLE: booleanFlag,
    // Patients' documents for the case desk (issue 48; docs/decisions/095), encrypted before they
    // are stored: a folder of their own (never under MEDIA_DIR, which /media serves to anyone),
    // or the S3 bucket above under health-documents/. Storage defaults to MEDIA_STORAGE's.
    HEALTH_DOCUMENTS_DIR: z.preprocess(blankToUndefined, z.string().optional()),
    HEALTH_DOCUMENTS_STORAGE: z.preprocess(blankToUndefined, z.enum(["local", "s3"], { error: "use local or s3" }).optional()),
    // clamd's address, tcp://host:port: each uploaded document is scanned and refused when a
    // virus is found; when set and unreachable, uploads fail (closed) until it answers again.
    CLAMAV_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .refine((v) => parseClamdUrl(v) !== null, "must be clamd's TCP address, like tcp://127.0.0.1:3310")
        .optional(),
    ),
    DEMO_MODE: booleanFlag,
    // The test suites' cheap password hashes (auth/password.server.ts, docs/decisions/039).
    INSECURE_FAST_PASSWORD_HASHING: booleanFlag,
    LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info")),
    // Whose X-Forwarded-For and -Proto are believed: by default a proxy on this machine
    // (Caddy or nginx in front); another machine's proxy by its address (decision 066).
    TRUST_PROXY: z.preprocess(
      blankToUndefined,
      z
        .string()
        .prefault(DEFAULT_TRUST_PROXY)
        .transform((text, ctx) => {
          const setting = parseTrustProxy(text);
          if (!("error" in setting)) return setting;
          ctx.addIssue({ code: "custom", message: setting.error });
          return z.NEVER;
        }),
    ),
    // Failed sign-ins allowed per username / per address within 15 minutes.
    LOGIN_USER_LIMIT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(5)),
    LOGIN_IP_LIMIT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(20)),
    // Full-page cache of public HTML in production (docs/decisions/012); off only to measure without it.
    PAGE_CACHE: booleanFlag,
    // The most the page cache may hold, in MB (each worker has its own): every stored encoding
    // and header counted; the least recently used pages go first (docs/decisions/036).
    PAGE_CACHE_MAX_MB: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: "must be a whole number of megabytes, like 32" })
        .int("must be a whole number of megabytes, like 32")
        .min(1, "must be at least 1 (PAGE_CACHE=false turns the cache off)")
        .max(4096, "must be at most 4096 (4 GB)")
        .default(32),
    ),
    // Worker processes serving the one port (node:cluster), PostgreSQL only (docs/decisions/037).
    WEB_CONCURRENCY: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: `must be a whole number of worker processes from 1 to ${maxWorkers()}` })
        .int(`must be a whole number of worker processes from 1 to ${maxWorkers()}`)
        .min(1, `must be a whole number of worker processes from 1 to ${maxWorkers()}`)
        .max(
          maxWorkers(),
          `must be at most ${maxWorkers()} (twice this machine's ${availableParallelism()} cores): more workers than that only compete for the same cores`,
        )
        .default(1),
    ),
    // Cookie-less page-view counts for the dashboard (issue 15; docs/decisions/028); on unless "false".
    PAGE_VIEWS: booleanFlag,
    // Moves the clock of scheduled publishing, closure notices and the inbox's waiting times (tests
    // of "publish in a minute" across a restart, of an overdue lead); sign-in, sessions and
    // throttles always use the real clock.
    TEST_CLOCK_OFFSET_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().int().min(-31_536_000).max(31_536_000).default(0)),
    // The languages the public site is published in (issue 14; docs/decisions/023). English
    // only until the clinic's reviewers approve the seeded translations: "en,hi,te,ar".
    SITE_LANGUAGES: z.preprocess(
      blankToUndefined,
      z
        .string()
        .default("en")
        .transform((list) => [
          ...new Set(
            list
              .split(",")
              .map((l) => l.trim().toLowerCase())
              .filter(Boolean),
          ),
        ])
        .refine((codes) => codes.every(isLocale), `must list languages among ${LOCALES.join(", ")}, separated by commas`)
        .refine((codes) => codes.includes(DEFAULT_LOCALE), "must include en: English is the site's default language")
        .transform((codes) => LOCALES.filter((l) => codes.includes(l))),
    ),
    // Staff mail (issue 15; docs/decisions/025): each new inquiry is mailed to the clinic's
    // inquiry addresses through this SMTP server; without it, notifications are off.
    SMTP_URL: z.preprocess(blankToUndefined, z.string().optional().superRefine(smtpUrlIssue)),
    MAIL_FROM: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(
          /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/,
          "must be an address like clinic@example.com or Samudra Website <website@example.com>",
        )
        .optional(),
    ),
    // Appointment messages by WhatsApp (issue 47 item 5; docs/decisions/092): the WhatsApp
    // Business Platform's Cloud API. All four together, or none (then reminders are offered by
    // e-mail only). WHATSAPP_API_URL is for a stand-in on this machine (the tests').
    WHATSAPP_PHONE_NUMBER_ID: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[0-9]{5,32}$/, "must be the digits of the sending number's id")
        .optional(),
    ),
    WHATSAPP_ACCESS_TOKEN: z.preprocess(blankToUndefined, z.string().min(20, "must be the system user's access token").optional()),
    WHATSAPP_APP_SECRET: z.preprocess(
      blankToUndefined,
      z.string().min(16, "must be the Meta app's secret (it signs the webhook)").optional(),
    ),
    WHATSAPP_VERIFY_TOKEN: z.preprocess(
      blankToUndefined,
      z.string().min(16, "must be a random string of at least 16 characters, the same as in the app's webhook settings").optional(),
    ),
    WHATSAPP_API_URL: z.preprocess(
      blankToUndefined,
      z
        .url()
        .refine(
          (u) => u.startsWith("https://") || isLoopbackHost(new URL(u).hostname),
          "must be https (plain http only for a stand-in on this machine)",
        )
        .default("https://graph.facebook.com/v23.0"),
    ),
    /** The languages the message templates are approved in; a booking in another gets English. */
    WHATSAPP_TEMPLATE_LANGUAGES: z.preprocess(
      (v) => (typeof v === "string" && v.trim() !== "" ? v : "en,hi,te,ar"),
      z
        .string()
        .transform((v) =>
          v
            .split(",")
            .map((c) => c.trim())
            .filter(Boolean),
        )
        .refine((codes) => codes.every(isLocale), `must list languages among ${LOCALES.join(", ")}, separated by commas`),
    ),
    // The operator's view (issue 43 item 5; docs/decisions/069): a monitor outside the server
    // reads /metrics and /health's details with this bearer token; programs on the server itself
    // need none.
    METRICS_TOKEN: z.preprocess(
      blankToUndefined,
      z
        .string()
        .min(24, "must be at least 24 characters (a random string, e.g. from `openssl rand -hex 24`)")
        .regex(/^\S+$/, "must have no spaces")
        .optional(),
    ),
    // /health turns degraded (and the admins get one mail) when lead mail has been failing this
    // long, or the last good backup is this old.
    HEALTH_MAIL_FAILING_MINUTES: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(10_080).default(60)),
    HEALTH_BACKUP_MAX_AGE_HOURS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(8_760).default(30)),
    // How often one worker checks the health to alert the admins.
    HEALTH_CHECK_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().int().min(5).max(3_600).default(60)),
    // Backups (issue 43 item 4; docs/decisions/068): scheduled and encrypted when BACKUP_KEY is set.
    BACKUP_KEY: z.preprocess(
      blankToUndefined,
      z
        .string()
        .refine((v) => parseBackupKey(v) !== null, BACKUP_KEY_HELP)
        .optional(),
    ),
    // Patients' details are sealed with it (issue 47; docs/decisions/091); unset, a key made once in
    // DATA_DIR, which a server on PostgreSQL in production refuses (health-data/key.server.ts).
    HEALTH_DATA_KEY: z.preprocess(
      blankToUndefined,
      z
        .string()
        .refine((v) => parseHealthKey(v) !== null, HEALTH_DATA_KEY_HELP)
        .optional(),
    ),
    BACKUP_DIR: z.preprocess(blankToUndefined, z.string().optional()),
    BACKUP_TIME: z.preprocess(
      blankToUndefined,
      z
        .string()
        .refine((v) => parseTimeOfDay(v) !== null, "must be a time of day in India, like 02:30 (24-hour clock)")
        .default("02:30"),
    ),
    BACKUP_KEEP: z.preprocess(
      blankToUndefined,
      z
        .string()
        .refine((v) => parseKeepPolicy(v) !== null, "must say how many daily, weekly and monthly backups to keep, like 7d,4w,12m")
        .default("7d,4w,12m"),
    ),
    BACKUP_S3_BUCKET: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name: 3–63 lowercase letters, digits, dots or hyphens")
        .optional(),
    ),
    BACKUP_S3_PREFIX: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^(?:[A-Za-z0-9._-]+\/)*$/, "must be folder names each ending in /, like samudra/backups/ (or empty)")
        .default("samudra-backups/"),
    ),
    BACKUP_S3_REGION: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[a-z0-9-]{2,40}$/, "must be a region name like eu-central-1")
        .optional(),
    ),
    BACKUP_S3_ENDPOINT: z.preprocess(
      blankToUndefined,
      z
        .url({ protocol: /^https?$/, error: "must be an http(s) URL like https://s3.example.com" })
        .transform((u) => u.replace(/\/+$/, ""))
        .optional(),
    ),
    BACKUP_S3_ACCESS_KEY_ID: z.preprocess(blankToUndefined, z.string().optional()),
    BACKUP_S3_SECRET_ACCESS_KEY: z.preprocess(blankToUndefined, z.string().optional()),
    BACKUP_S3_FORCE_PATH_STYLE: booleanFlag,
    INQUIRY_RATE_LIMIT: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(5)),
    INQUIRY_RATE_WINDOW_MINUTES: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(10)),
  })
  .superRefine((env, ctx) => {
    if (env.WEB_CONCURRENCY > 1 && env.DATABASE_URL === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["WEB_CONCURRENCY"],
        message:
          "more than one worker needs DATABASE_URL (a PostgreSQL server): the embedded database (PGlite) runs inside one process and its data folder can be opened by one process only; unset WEB_CONCURRENCY or set it to 1",
      });
    }
    if (env.WEB_CONCURRENCY > 1 && env.NODE_ENV === "development") {
      ctx.addIssue({
        code: "custom",
        path: ["WEB_CONCURRENCY"],
        message: "more than one worker is for production: development runs one process (Vite's dev server)",
      });
    }
    // Demo mode publishes a password on the sign-in page (docs/decisions/020-request-limits.md).
    const demo = env.DEMO_MODE ?? env.DATABASE_URL === undefined;
    if (demo && env.DEMO_MODE === undefined && env.HOST !== undefined && !isLoopbackHost(env.HOST)) {
      ctx.addIssue({
        code: "custom",
        path: ["HOST"],
        message:
          "demo mode (on by default with the embedded database) serves this machine only: set DEMO_MODE=false for a real installation, or DEMO_MODE=true to show the demo accounts on the network on purpose",
      });
    }
    if (demo && env.NODE_ENV === "production" && env.SITE_URL?.startsWith("https://")) {
      ctx.addIssue({
        code: "custom",
        path: ["DEMO_MODE"],
        message:
          "a public https SITE_URL is a real installation, which must not run in demo mode (anyone could sign in with the published demo password): set DEMO_MODE=false and create staff accounts with npm run user:create",
      });
    }
    if (env.INSECURE_FAST_PASSWORD_HASHING && env.NODE_ENV === "production" && env.SITE_URL?.startsWith("https://")) {
      ctx.addIssue({
        code: "custom",
        path: ["INSECURE_FAST_PASSWORD_HASHING"],
        message: "is for the test suites only: a public https SITE_URL is a real installation, whose passwords need the full hashing cost",
      });
    }
    const whatsapp = ["WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_ACCESS_TOKEN", "WHATSAPP_APP_SECRET", "WHATSAPP_VERIFY_TOKEN"] as const;
    const given = whatsapp.filter((name) => env[name]);
    if (given.length > 0 && given.length < whatsapp.length) {
      for (const name of whatsapp.filter((n) => !env[n])) {
        ctx.addIssue({ code: "custom", path: [name], message: `is required with ${given.join(", ")}: WhatsApp messages need all four` });
      }
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({
        code: "custom",
        path: ["MAIL_FROM"],
        message: "is required when SMTP_URL is set: the address mail comes from, like Samudra Website <website@example.com>",
      });
    }
    if (env.BACKUP_S3_BUCKET && !env.BACKUP_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["BACKUP_KEY"],
        message: `is required when BACKUP_S3_BUCKET is set: backups leave this machine encrypted only. It ${BACKUP_KEY_HELP}`,
      });
    }
    if (env.BACKUP_S3_BUCKET && !(env.BACKUP_S3_REGION ?? env.S3_REGION)) {
      ctx.addIssue({ code: "custom", path: ["BACKUP_S3_REGION"], message: "is required when BACKUP_S3_BUCKET is set (or S3_REGION)" });
    }
    if (Boolean(env.BACKUP_S3_ACCESS_KEY_ID) !== Boolean(env.BACKUP_S3_SECRET_ACCESS_KEY)) {
      const missing = env.BACKUP_S3_ACCESS_KEY_ID ? "BACKUP_S3_SECRET_ACCESS_KEY" : "BACKUP_S3_ACCESS_KEY_ID";
      const given = env.BACKUP_S3_ACCESS_KEY_ID ? "BACKUP_S3_ACCESS_KEY_ID" : "BACKUP_S3_SECRET_ACCESS_KEY";
      ctx.addIssue({ code: "custom", path: [missing], message: `is required when ${given} is set` });
    }
    const healthDocuments = env.HEALTH_DOCUMENTS_STORAGE ?? env.MEDIA_STORAGE;
    if (healthDocuments === "local") {
      const dataDir = env.DATA_DIR.replace(/\/+$/, "");
      const mediaDir = path.resolve(env.MEDIA_DIR ?? `${dataDir}/media`);
      const documentsDir = path.resolve(env.HEALTH_DOCUMENTS_DIR ?? `${dataDir}/health-documents`);
      if (documentsDir === mediaDir || documentsDir.startsWith(mediaDir + path.sep) || mediaDir.startsWith(documentsDir + path.sep)) {
        ctx.addIssue({
          code: "custom",
          path: ["HEALTH_DOCUMENTS_DIR"],
          message: `must be a folder apart from MEDIA_DIR (${mediaDir}), whose images /media serves to anyone: patients' documents never go there`,
        });
      }
    }
    if (env.HEALTH_DOCUMENTS_STORAGE === "s3" && env.MEDIA_STORAGE !== "s3") {
      for (const name of ["S3_BUCKET", "S3_REGION"] as const) {
        if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required when HEALTH_DOCUMENTS_STORAGE=s3" });
      }
    }
    if (env.MEDIA_STORAGE !== "s3" && env.HEALTH_DOCUMENTS_STORAGE !== "s3") return;
    if (env.MEDIA_STORAGE === "s3") {
      for (const name of ["S3_BUCKET", "S3_REGION"] as const) {
        if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required when MEDIA_STORAGE=s3" });
      }
    }
    // Both keys, or neither (then the AWS SDK's own chain applies: AWS_* variables, a
    // profile, an instance or task role). One without the other is always a mistake.
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      const missing = env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
      const given = env.S3_ACCESS_KEY_ID ? "S3_ACCESS_KEY_ID" : "S3_SECRET_ACCESS_KEY";
      ctx.addIssue({ code: "custom", path: [missing], message: `is required when ${given} is set` });
    }
  })
  .transform((env) => {
    // Demo accounts are for the embedded local run only, never implied on a real server.
    const demo = env.DEMO_MODE ?? env.DATABASE_URL === undefined;
    const host = env.HOST ?? (demo && env.DEMO_MODE === undefined ? "127.0.0.1" : "0.0.0.0");
    return {
      ...env,
      HOST: host,
      SITE_URL: env.SITE_URL ?? DEFAULT_SITE_URL,
      MEDIA_DIR: env.MEDIA_DIR ?? `${env.DATA_DIR.replace(/\/+$/, "")}/media`,
      HEALTH_DOCUMENTS_DIR: env.HEALTH_DOCUMENTS_DIR ?? `${env.DATA_DIR.replace(/\/+$/, "")}/health-documents`,
      HEALTH_DOCUMENTS_STORAGE: env.HEALTH_DOCUMENTS_STORAGE ?? env.MEDIA_STORAGE,
      DEMO_MODE: demo,
      /** Demo accounts reachable from other machines: warned about loudly at start and on the sign-in page. */
      DEMO_ON_NETWORK: demo && !isLoopbackHost(host),
      S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE ?? false,
      PAGE_CACHE: env.PAGE_CACHE ?? true,
      PAGE_VIEWS: env.PAGE_VIEWS ?? true,
      BACKUP_DIR: env.BACKUP_DIR ?? `${env.DATA_DIR.replace(/\/+$/, "")}/backups`,
      BACKUP_KEEP_POLICY: parseKeepPolicy(env.BACKUP_KEEP) ?? DEFAULT_KEEP,
      BACKUP_MINUTE: parseTimeOfDay(env.BACKUP_TIME) ?? 150,
      /** The bucket backups are copied to; each setting falls back to the media bucket's. */
      BACKUP_S3: env.BACKUP_S3_BUCKET
        ? {
            bucket: env.BACKUP_S3_BUCKET,
            prefix: env.BACKUP_S3_PREFIX,
            region: env.BACKUP_S3_REGION ?? env.S3_REGION ?? "us-east-1",
            endpoint: env.BACKUP_S3_ENDPOINT ?? env.S3_ENDPOINT,
            accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID ?? env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.BACKUP_S3_ACCESS_KEY_ID ? env.BACKUP_S3_SECRET_ACCESS_KEY : env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.BACKUP_S3_FORCE_PATH_STYLE ?? env.S3_FORCE_PATH_STYLE ?? false,
          }
        : null,
    };
  });

/** The most workers WEB_CONCURRENCY may ask for: twice the cores (more only compete for them). */
export function maxWorkers(): number {
  return availableParallelism() * 2;
}

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`);
  throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
}
