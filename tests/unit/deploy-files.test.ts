// The files a deployer copies (docs/deploy.md), checked as far as this machine allows: the
// systemd unit by systemd's own verifier, the Dockerfile and the compose file against `npm
// start` and the server's settings. Running them is tests/resilience/release.test.ts's job.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { healthKeyMissing } from "~/server/health-data/key.server";
import { parseEnv as parseDotenv } from "node:util";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { parseEnv } from "~/server/env.server";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../../scripts/server-flags.mjs";
import { execForm, only, readDockerfile, stageEnv } from "../support/dockerfile.ts";

const UNIT = "deploy/systemd/samudra.service";
const UNIT_ENV = "deploy/systemd/samudra.env";
const COMPOSE = "deploy/compose.yaml";
const COMPOSE_ENV = "deploy/compose.env.example";
/** Every variable the server reads is documented there (README "Configuration"). */
const DOCUMENTED = readFileSync(".env.example", "utf8");

/** A systemd unit as section → key → values (a key may repeat). */
function readUnit(file: string): Record<string, Record<string, string[]>> {
  const sections: Record<string, Record<string, string[]>> = {};
  let current: Record<string, string[]> | undefined;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const text = line.trim();
    if (text === "" || text.startsWith("#")) continue;
    const section = /^\[(.+)\]$/.exec(text);
    if (section?.[1]) {
      current = sections[section[1]] = {};
      continue;
    }
    const [, key = "", value = ""] = /^([^=]+)=(.*)$/.exec(text) ?? [];
    if (!current || !key) throw new Error(`${file}: cannot read "${text}"`);
    (current[key] ??= []).push(value);
  }
  return sections;
}

function expectDocumented(names: string[]) {
  for (const name of names.filter((n) => n !== "NODE_ENV"))
    expect(DOCUMENTED, `${name} in .env.example`).toMatch(new RegExp(`^#? ?${name}=`, "m"));
}

describe("the systemd unit", () => {
  const unit = readUnit(UNIT);
  const service = unit.Service ?? {};

  it("starts server.ts with the flags and environment of `npm start`, as its own user, restarted on failure", () => {
    const [command = ""] = service.ExecStart ?? [];
    const [node, ...args] = command.split(" ");
    expect(node).toMatch(/^\/\S+\/node$/);
    expect(args).toEqual([...SERVER_NODE_FLAGS, "server.ts"]);
    const environment = Object.fromEntries((service.Environment ?? []).flatMap((line) => line.split(" ")).map((pair) => pair.split("=")));
    expect(environment).toEqual({ NODE_ENV: "production", ...SERVER_ENV });
    expect(service.User?.[0]).toBe("samudra");
    expect(service.EnvironmentFile).toEqual(["/etc/samudra/samudra.env"]);
    expect(service.Restart).toEqual(["on-failure"]);
  });

  it("may write only where its settings keep the data", () => {
    expect(service.ProtectSystem).toEqual(["strict"]);
    const writable = [...(service.StateDirectory ?? []).map((d) => `/var/lib/${d}`), ...(service.ReadWritePaths ?? [])];
    const settings = parseDotenv(readFileSync(UNIT_ENV, "utf8"));
    const env = parseEnv(settings);
    for (const dir of [env.DATA_DIR, env.MEDIA_DIR]) {
      expect(
        writable.some((w) => dir === w || dir.startsWith(`${w}/`)),
        `${dir} is writable`,
      ).toBe(true);
    }
    // V8 and PGlite's WebAssembly compile to executable memory at run time.
    expect(service.MemoryDenyWriteExecute).toBeUndefined();
  });

  it("has a settings template the server accepts, for a site behind a proxy on this machine", () => {
    const text = readFileSync(UNIT_ENV, "utf8");
    // systemd keeps a comment after a value as part of it; node's .env reading drops it.
    expect(text.split("\n").filter((line) => /^[A-Z_]+=.*\s#/.test(line))).toEqual([]);
    const settings = parseDotenv(text);
    expectDocumented(Object.keys(settings));
    const env = parseEnv(settings);
    expect(env).toMatchObject({ NODE_ENV: "production", HOST: "127.0.0.1", DEMO_MODE: false });
    expect(env.SITE_URL).toMatch(/^https:/);
  });

  it("passes systemd-analyze verify, and its sandbox keeps the exposure level at most 2.0", () => {
    const verify = spawnSync("systemd-analyze", ["verify", UNIT], { encoding: "utf8" });
    if (verify.error) throw new Error("systemd-analyze is missing: apt-get install systemd (README, Run the tests)");
    // Unknown keys and keys in the wrong section are warnings with exit code 0: any output fails.
    expect(`${verify.stdout}${verify.stderr}`.trim()).toBe("");
    expect(verify.status).toBe(0);
    const security = spawnSync("systemd-analyze", ["security", "--offline=true", "--threshold=20", "--no-pager", UNIT], {
      encoding: "utf8",
    });
    expect(security.stdout).toMatch(/Overall exposure level for samudra\.service: (0\.\d|1\.\d|2\.0) /);
    expect(security.status, security.stdout).toBe(0);
  });
});

describe("the Dockerfile", () => {
  const stages = readDockerfile();
  const [build, runtime] = stages;

  it("builds on the official Node 24 slim image and makes the release with scripts/release.sh", () => {
    expect(stages).toHaveLength(2);
    for (const stage of stages) expect(stage.image).toMatch(/^node:24-[a-z]+-slim$/);
    const runs = (build?.instructions ?? []).filter((i) => i.keyword === "RUN").map((i) => i.args);
    expect(runs).toEqual(["npm ci --no-audit --no-fund", "sh scripts/release.sh --system-node"]);
  });

  it("runs server.ts as a non-root user with the flags and environment of `npm start`, checked by /healthz", () => {
    if (!runtime) throw new Error("no runtime stage");
    expect(execForm(only(runtime, "CMD"))).toEqual(["node", ...SERVER_NODE_FLAGS, "server.ts"]);
    expect(stageEnv(runtime)).toMatchObject({ NODE_ENV: "production", ...SERVER_ENV });
    const user = only(runtime, "USER").args;
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    expect(execForm(only(runtime, "HEALTHCHECK"))).toEqual(["node", "scripts/healthcheck.mjs"]);
    expect(only(runtime, "COPY").args).toBe(`--from=${build?.name} /app /app`);
  });
});

describe("the compose file", () => {
  const compose = parseYaml(readFileSync(COMPOSE, "utf8")) as {
    services: Record<
      string,
      {
        image?: string;
        build?: { context: string; dockerfile: string };
        environment?: Record<string, string>;
        depends_on?: Record<string, { condition: string }>;
        healthcheck?: { test: string[] };
        volumes?: string[];
        ports?: string[];
      }
    >;
    volumes: Record<string, unknown>;
  };
  const { services } = compose;
  /** The file's ${NAME…} filled in as `docker compose` would, from the example deploy/.env with its secrets set. */
  const example = parseDotenv(readFileSync(COMPOSE_ENV, "utf8"));
  const interpolate = (text: string) =>
    text.replace(/\$\{(\w+)(:?[-?])?[^}]*\}/g, (_, name: string, operator?: string) => {
      if (!(name in example)) throw new Error(`${name} is used in ${COMPOSE} but not in ${COMPOSE_ENV}`);
      // A key's secret as `openssl rand -base64 32` makes it; any other, a long random word.
      const secret = name.endsWith("_KEY") ? Buffer.alloc(32, 7).toString("base64") : `secret-${name.toLowerCase()}`;
      return example[name] || (operator === ":?" ? secret : "");
    });

  it("runs the app from this repository's Dockerfile, on PostgreSQL and an S3-compatible store", () => {
    expect(Object.keys(services).sort()).toEqual(["app", "db", "storage", "storage-setup"]);
    const app = services.app;
    expect(app?.build).toEqual({ context: "..", dockerfile: "Dockerfile" });
    expect(existsSync(path.join(path.dirname(COMPOSE), app?.build?.context ?? "", "Dockerfile"))).toBe(true);
    expect(services.db?.image).toMatch(/^postgres:\d+/);
    expect(services.storage?.image).toMatch(/^minio\/minio:RELEASE\./);
    expect(app?.ports).toEqual(["127.0.0.1:3000:3000"]);
  });

  it("gives the app settings the server accepts, each documented", () => {
    const environment = Object.fromEntries(Object.entries(services.app?.environment ?? {}).map(([k, v]) => [k, interpolate(String(v))]));
    expectDocumented(Object.keys(environment));
    const env = parseEnv({ NODE_ENV: "production", ...environment });
    expect(env).toMatchObject({ DEMO_MODE: false, MEDIA_STORAGE: "s3", S3_ENDPOINT: "http://storage:9000", HOST: "0.0.0.0" });
    // Instances on one database read patients' details with one key, from the environment.
    expect(healthKeyMissing(env)).toBeNull();
    const database = new URL(env.DATABASE_URL ?? "");
    expect(database.hostname).toBe("db");
    expect(database.pathname).toBe(`/${services.db?.environment?.POSTGRES_DB}`);
    expect(database.username).toBe(services.db?.environment?.POSTGRES_USER);
  });

  it("starts each service after the ones it needs are healthy, and declares every volume it mounts", () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [needed, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(services[needed], `${name} depends on ${needed}`).toBeDefined();
        if (condition === "service_healthy") expect(services[needed]?.healthcheck?.test, `${needed} has a healthcheck`).toBeDefined();
      }
      for (const volume of service.volumes ?? []) {
        const [source = ""] = volume.split(":");
        if (!source.startsWith(".") && !source.startsWith("/")) expect(compose.volumes, `volume ${source}`).toHaveProperty(source);
      }
    }
    // Every ${NAME} the file uses has a line in the example deploy/.env.
    interpolate(readFileSync(COMPOSE, "utf8"));
  });
});
