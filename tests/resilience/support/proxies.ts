// Caddy and nginx in front of the production server, on loopback, from the very files a
// deployer copies (deploy/caddy/Caddyfile, deploy/nginx/samudra.conf) with the test's name,
// ports and paths put in; and visitors that each connect from their own 127.x address
// (docs/decisions/066).
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import http from "node:http";
import https from "node:https";
import { type AddressInfo, createServer } from "node:net";
import path from "node:path";

export const CADDY = process.env.CADDY_PATH ?? "/usr/bin/caddy";
export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
/** The site's name in the tests (curl and browsers resolve *.localhost to loopback by themselves). */
export const SITE_NAME = "clinic.localhost";

export interface Proxy {
  name: "caddy" | "nginx";
  /** The loopback address it listens on, and its https port (the same for both: one SITE_URL). */
  address: string;
  port: number;
  /** Its plain http port, which redirects to https. */
  httpPort: number;
  /** The certificate authority visitors trust for it. */
  ca: Buffer;
  output: string[];
  /** nginx's access log (the deploy file's format); Caddy keeps none. */
  accessLog: string | null;
  /**
   * nginx's main access log (Debian's nginx.conf writes every request of a server with no
   * access_log of its own to /var/log/nginx/access.log, query strings included); Caddy: none.
   */
  mainAccessLog: string | null;
  /** nginx's error logs (the main one and the deploy file's); Caddy writes its errors to `output`. */
  errorLogs: string[];
  stop(): Promise<void>;
}

function listenOnce(host: string, port: number): Promise<number | null> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once("error", () => resolve(null));
    probe.listen(port, host, () => {
      const bound = (probe.address() as AddressInfo).port;
      probe.close(() => resolve(bound));
    });
  });
}

/** A port free on every one of these loopback addresses. */
export async function portFreeOn(addresses: string[]): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await listenOnce(addresses[0]!, 0);
    if (port === null) continue;
    let free = true;
    for (const address of addresses.slice(1)) if ((await listenOnce(address, port)) === null) free = false;
    if (free) return port;
  }
  throw new Error(`no port free on all of ${addresses.join(", ")}`);
}

/** The deploy file with each placeholder replaced; a placeholder missing from it fails loudly. */
function substituted(file: string, replacements: Array<[string, string]>): string {
  let text = readFileSync(file, "utf8");
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`${file} no longer contains "${from}": update the test's replacements`);
    text = text.split(from).join(to);
  }
  return text;
}

function spawnLogged(command: string, args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; output: string[] } {
  const output: string[] = [];
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (c: Buffer) => output.push(c.toString()));
  child.stderr?.on("data", (c: Buffer) => output.push(c.toString()));
  return { child, output };
}

function stopper(child: ChildProcess, signal: NodeJS.Signals): () => Promise<void> {
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
}

/** Waits until the proxy answers /healthz from the server over TLS. */
async function untilServing(proxy: Omit<Proxy, "stop">, child: ChildProcess) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${proxy.name} exited with ${child.exitCode}:\n${proxy.output.join("")}`);
    try {
      if ((await visit(proxy, "127.0.0.1", "GET", "/healthz")).status === 200) return;
    } catch {
      // Not listening yet, or its certificate not made yet.
    }
    if (Date.now() > deadline) throw new Error(`${proxy.name} did not serve /healthz:\n${proxy.output.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * `caddy validate` on the deploy file as it is (its name and upstream are placeholders a
 * deployer replaces): its exit code and everything Caddy printed.
 */
export function validateCaddyfile(file: string, home: string): { status: number | null; output: string } {
  const result = spawnSync(CADDY, ["validate", "--config", file, "--adapter", "caddyfile"], {
    env: { ...process.env, HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home },
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * Caddy with deploy/caddy/Caddyfile as it would be in /etc/caddy, with test-only options added
 * to its global block: certificates from Caddy's own authority (`tls internal` for every site),
 * a loopback address and spare ports, no admin endpoint, its data in `dir`.
 */
export async function startCaddy(opts: { dir: string; address: string; port: number; upstreamPort: number }): Promise<Proxy> {
  const dir = path.join(opts.dir, "caddy");
  mkdirSync(dir, { recursive: true });
  const httpPort = await portFreeOn([opts.address]);
  const testOptions = [
    "\tadmin off",
    `\thttp_port ${httpPort}`,
    `\thttps_port ${opts.port}`,
    `\tdefault_bind ${opts.address}`,
    "\tlocal_certs",
    "\tskip_install_trust",
    `\tstorage file_system ${path.join(dir, "data")}`,
  ].join("\n");
  const config = path.join(dir, "Caddyfile");
  writeFileSync(
    config,
    substituted("deploy/caddy/Caddyfile", [
      ["\tlog default {", `${testOptions}\n\tlog default {`],
      ["clinic.example {", `${SITE_NAME} {`],
      ["reverse_proxy 127.0.0.1:3000", `reverse_proxy 127.0.0.1:${opts.upstreamPort}`],
    ]),
  );
  const env = { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir };
  execFileSync(CADDY, ["validate", "--config", config, "--adapter", "caddyfile"], { env, stdio: "ignore" });
  const { child, output } = spawnLogged(CADDY, ["run", "--config", config, "--adapter", "caddyfile"], env);
  const stop = stopper(child, "SIGTERM");
  const rootCert = path.join(dir, "data", "pki", "authorities", "local", "root.crt");
  const deadline = Date.now() + 30_000;
  while (!existsSync(rootCert)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`caddy made no certificate authority:\n${output.join("")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const proxy = {
    name: "caddy" as const,
    address: opts.address,
    port: opts.port,
    httpPort,
    ca: readFileSync(rootCert),
    output,
    accessLog: null,
    mainAccessLog: null,
    errorLogs: [],
  };
  try {
    await untilServing(proxy, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { ...proxy, stop };
}

/**
 * nginx with deploy/nginx/samudra.conf included in a test-only main file (as Debian's
 * nginx.conf includes conf.d/), its name, ports, certificate and log paths replaced; the
 * certificate is made here with openssl. Checked with `nginx -t` before it starts.
 */
export async function startNginx(opts: { dir: string; address: string; port: number; upstreamPort: number }): Promise<Proxy> {
  const dir = path.join(opts.dir, "nginx");
  mkdirSync(dir, { recursive: true });
  // Run as root, nginx's workers drop to an unprivileged user: they must reach their folders.
  chmodSync(opts.dir, 0o755);
  chmodSync(dir, 0o755);
  const httpPort = await portFreeOn([opts.address]);
  const cert = path.join(dir, "site.crt");
  const key = path.join(dir, "site.key");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", `/CN=${SITE_NAME}`].concat([
      "-addext",
      `subjectAltName=DNS:${SITE_NAME}`,
      "-keyout",
      key,
      "-out",
      cert,
    ]),
    { stdio: "ignore" },
  );
  const accessLog = path.join(dir, "access.log");
  const siteErrorLog = path.join(dir, "site-error.log");
  const site = path.join(dir, "samudra.conf");
  writeFileSync(
    site,
    substituted("deploy/nginx/samudra.conf", [
      ["/etc/letsencrypt/live/clinic.example/fullchain.pem", cert],
      ["/etc/letsencrypt/live/clinic.example/privkey.pem", key],
      ["/var/log/nginx/samudra.access.log", accessLog],
      ["/var/log/nginx/samudra.error.log", siteErrorLog],
      ["server_name clinic.example;", `server_name ${SITE_NAME};`],
      ["listen 80;", `listen ${opts.address}:${httpPort};`],
      ["listen [::]:80;", ""],
      ["listen 443 ssl http2;", `listen ${opts.address}:${opts.port} ssl http2;`],
      ["listen [::]:443 ssl http2;", ""],
      ["proxy_pass http://127.0.0.1:3000;", `proxy_pass http://127.0.0.1:${opts.upstreamPort};`],
    ]),
  );
  const t = (name: string) => path.join(dir, name);
  const main = t("nginx.conf");
  writeFileSync(
    main,
    `daemon off;
worker_processes 1;
pid ${t("nginx.pid")};
error_log ${t("error.log")} warn;
events { worker_connections 256; }
http {
  access_log ${t("main-access.log")};
  client_body_temp_path ${t("client_body")};
  proxy_temp_path ${t("proxy")};
  fastcgi_temp_path ${t("fastcgi")};
  uwsgi_temp_path ${t("uwsgi")};
  scgi_temp_path ${t("scgi")};
  include ${site};
}
`,
  );
  const args = ["-p", dir, "-c", main, "-e", t("error.log")];
  execFileSync(NGINX, [...args, "-t"], { stdio: "ignore" });
  const { child, output } = spawnLogged(NGINX, args, process.env);
  const stop = stopper(child, "SIGQUIT");
  const proxy = {
    name: "nginx" as const,
    address: opts.address,
    port: opts.port,
    httpPort,
    ca: readFileSync(cert),
    output,
    accessLog,
    mainAccessLog: t("main-access.log"),
    errorLogs: [t("error.log"), siteErrorLog],
  };
  try {
    await untilServing(proxy, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { ...proxy, stop };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function collect(res: http.IncomingMessage, resolve: (answer: Answer) => void, reject: (error: Error) => void) {
  const chunks: Buffer[] = [];
  res.on("data", (c: Buffer) => chunks.push(c));
  res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
  res.on("error", reject);
}

const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

/** The origin a visitor's browser is at: what SITE_URL must say. */
export const publicOrigin = (port: number) => `https://${SITE_NAME}:${port}`;

/**
 * One request over HTTPS through `proxy`, from the visitor at loopback address `from`, as a
 * browser at the site's public address makes it (SNI and Host name the site).
 */
export function visit(
  proxy: Pick<Proxy, "address" | "port" | "ca">,
  from: string,
  method: string,
  target: string,
  opts: { headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: proxy.address,
        port: proxy.port,
        servername: SITE_NAME,
        ca: proxy.ca,
        localAddress: from,
        agent: false,
        method,
        path: target,
        headers: {
          Host: `${SITE_NAME}:${proxy.port}`,
          "User-Agent": USER_AGENT,
          ...opts.headers,
          ...(opts.body !== undefined ? { "Content-Length": String(Buffer.byteLength(opts.body)) } : {}),
        },
        timeout: 60_000,
      },
      (res) => collect(res, resolve, reject),
    );
    req.on("timeout", () => req.destroy(new Error(`${method} ${target}: no answer in 60 s`)));
    req.on("error", reject);
    req.end(opts.body);
  });
}

/** A plain http request straight to `port` on 127.0.0.1 (the server itself, or a proxy's http port). */
export function plainRequest(address: string, port: number, target: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: address,
        port,
        method: "GET",
        path: target,
        headers: { "User-Agent": USER_AGENT, ...headers },
        agent: false,
        timeout: 60_000,
      },
      (res) => collect(res, resolve, reject),
    );
    req.on("error", reject);
    req.end();
  });
}
