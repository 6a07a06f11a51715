// The production server bundle's entry (see vite.config.ts): builds the Express app
// around React Router. server.ts at the project root imports it and listens.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { TLSSocket } from "node:tls";
import path from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { createRequestHandler as createFetchHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { onContentChange } from "./content/write.server";
import { PageCache, publicPagePath } from "./page-cache.server";
import { PageViewCounter } from "./analytics/page-view-counter.server";
import { startPageViewFlush } from "./jobs/page-view-flush.server";
import { cookieFromHeader, findSessionUser, SESSION_COOKIE } from "./auth/session.server";
import { pageCacheHandlers, withPageCache } from "./page-cache-http.server";
import type { PlainAnswer } from "./plain-request-front.server";
import { type AppServices, requestContext, servicesContext } from "./context.server";
import { openDatabase } from "./db/client.server";
import { prepareDataDir } from "./db/data-dir.server";
import { migrateDatabase } from "./db/migrate.server";
import { seedDatabase } from "./db/seed.server";
import { type Env, parseEnv } from "./env.server";
import { createLogger } from "./logger.server";
import { serveMedia } from "./media/serve.server";
import { serveClientFiles } from "./client-files.server";
import { createMediaStorage } from "./media/storage.server";
import { formBodies, isClientGone, logClientGone } from "./form-body.server";
import { createRequestHandler } from "./react-router-handler.server";
import { requestTargetGuard } from "./request-target.server";
import { sameSiteLocations } from "./same-site-location.server";
import { hstsWhenSecure, nonceMiddleware, permissionsPolicy, securityHeaders, staffPageHeaders } from "./security-headers.server";
import { rejectCrossSiteWrites } from "./same-origin.server";
import { loadHealthKey } from "./health-data/key.server";
import { createHealthDocuments } from "./health-data/document-store.server";
import { getOrCreateSecret } from "./settings.server";
import { pruneRateLimits } from "./rate-limit.server";
import { startPgliteMaintenance } from "./jobs/pglite-maintenance.server";
import { compactRollups, vacuumRollups } from "./repos/lead-reports.server";
import { FIRST_CHORES_MS } from "./first-chores.server";
import { startRetentionJob } from "./jobs/retention.server";
import { startScheduledPublishing } from "./jobs/scheduled-publish.server";
import { startMailOutbox } from "./jobs/mail-outbox.server";
import { startAppointmentNotices } from "./jobs/appointment-notices.server";
import { startCaseNotices } from "./jobs/case-notices.server";
import { startHealthDocumentDeletions } from "./jobs/health-document-deletions.server";
import { createWhatsApp } from "./whatsapp/cloud-api.server";
import { startBackups } from "./jobs/backups.server";
import { backupHealth } from "./backup/runs.server";
import { createMailer } from "./mail/transport.server";
import { forgetPublishedDocuments } from "./content/documents.server";
import { type MemoryReport, memoryReport } from "./memory-report.server";
import { ProxyWatch } from "./proxy-watch.server";
import { trustFunction } from "./trust-proxy.server";
import { loggedUrl } from "~/lib/logged-url";
import { mayReadOperations } from "~/lib/operator-access";
import { pruneSessions } from "./auth/session.server";
import { startHealthAlerts } from "./jobs/health-alerts.server";
import { metricsText } from "./observability/cluster-metrics.server";
import { healthRoute } from "./observability/health.server";
import { createMetrics } from "./observability/metrics.server";
import { SignInCounts } from "./observability/sign-in-counts.server";
import { requestIdOf, requestIds } from "./observability/request-id.server";

export interface StartOptions {
  mode: "production" | "development";
  /** In development, loads the server build through Vite on each request (HMR). */
  loadBuild?: () => Promise<ServerBuild>;
  /** Vite's dev middleware, mounted before the app in development. */
  devMiddleware?: express.RequestHandler;
  env?: Record<string, string | undefined>;
  /**
   * This process is worker `index` (1…WEB_CONCURRENCY) of a node:cluster primary (server.ts;
   * docs/decisions/037): its log lines and /healthz name it, and only worker 1 runs the
   * clean-ups that need doing once per database, not once per process.
   */
  worker?: { index: number };
}

export interface StartedApp {
  app: express.Express;
  /** The request listener to serve: the page cache's fast path, then `app`. */
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  /**
   * Cached pages for plain requests read straight from the socket, before node:http
   * (plain-request-front.server.ts; docs/decisions/056). Null without a page cache.
   */
  plainAnswer: PlainAnswer | null;
  services: AppServices;
  /** Null in development or with PAGE_CACHE=false. */
  pageCache: PageCache | null;
  /** Where this process's memory is (the memory benchmark asks over IPC, server.ts). */
  memoryReport(): Promise<MemoryReport>;
  shutdown(): Promise<void>;
}

/** Opens and prepares the database, then builds the app. Throws with a clear message on bad config. */
export async function createServerApp(opts: StartOptions): Promise<StartedApp> {
  const env: Env = parseEnv(opts.env ?? process.env);
  // In production the build is one object, loaded once: handed a function instead, React Router
  // imports it and rebuilds and ranks its route table on every request (about 3 ms of CPU on
  // an admin page). The dev server passes a function so that edits are picked up. The import
  // starts now, beside the database's start, and is awaited before the app is built.
  const buildLoading: Promise<ServerBuild | (() => Promise<ServerBuild>)> = opts.loadBuild
    ? Promise.resolve(opts.loadBuild)
    : import("virtual:react-router/server-build");
  buildLoading.catch(() => {}); // awaited below: a start that fails first does not also report it unhandled
  const baseLog = createLogger(env.LOG_LEVEL, opts.mode === "development");
  const log = opts.worker ? baseLog.child({ worker: opts.worker.index }) : baseLog;
  if (env.DEMO_ON_NETWORK) {
    const warning = `DEMO MODE ON THE NETWORK: anyone who can reach this server (${env.HOST}) can sign in as admin with the demo password shown on the sign-in page. Never enter real patients' data; set DEMO_MODE=false for a real installation.`;
    log.warn(warning);
    console.warn(`\n${"!".repeat(78)}\n${warning}\n${"!".repeat(78)}\n`);
  }

  if (env.INSECURE_FAST_PASSWORD_HASHING) {
    log.warn(
      "INSECURE_FAST_PASSWORD_HASHING is on: passwords are hashed at a test suite's cost, far below OWASP's; never use it for real accounts",
    );
  }

  // Media first: a wrong bucket, key or folder stops the start with a plain message
  // (MediaStorageError) before the database is opened.
  const media = await createMediaStorage(env);
  try {
    await media.check();
  } catch (error) {
    media.close();
    throw error;
  }
  if (media.kind === "s3") log.info({ bucket: env.S3_BUCKET, endpoint: env.S3_ENDPOINT ?? null }, "media storage: S3 bucket writable");

  const started = Date.now();
  if (!env.DATABASE_URL) prepareDataDir(env.DATA_DIR);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    onIdleError: (err) => log.warn({ err }, "idle database connection lost"),
    onStaleLock: (pid, lockPath) => log.warn({ pid, lockPath }, "took over a stale data folder lock (its process is gone)"),
    ownThread: true,
    // Without its database the server can answer nothing but errors: stop, and let the
    // supervisor (systemd, Docker, the cluster's primary) start it again.
    onThreadExit: (err) => {
      log.fatal({ err }, "the embedded database stopped; exiting");
      process.exit(1);
    },
  });
  await migrateDatabase(database);
  const seed = await seedDatabase(database.db, { demoMode: env.DEMO_MODE });
  const ipSalt = await getOrCreateSecret(database.db, "ip_hash_salt");
  const healthKey = loadHealthKey(env, log);
  // Patients' documents: a folder or prefix that cannot be written stops the start, as media does.
  const healthDocuments = await createHealthDocuments(env, healthKey, log);
  try {
    await healthDocuments.check();
  } catch (error) {
    healthDocuments.close();
    media.close();
    await database.close();
    throw error;
  }
  log.info({ storage: healthDocuments.kind, virusScanning: Boolean(env.CLAMAV_URL) }, "health documents storage writable");
  void healthDocuments.scannerAnswers().then((answers) => {
    if (answers === false) log.warn("CLAMAV_URL is set but clamd does not answer: patients' uploads fail until it does");
  });
  log.info({ db: database.kind, ms: Date.now() - started, seededContent: seed.seededContent, demoMode: env.DEMO_MODE }, "database ready");

  // Whose forwarded headers are believed: one function for Express (req.ip, req.protocol), the
  // cached pages' HSTS and the page-view counter; a disagreement with the proxy in front is
  // said once in the log and on the dashboard (docs/decisions/066).
  const trusted = trustFunction(env.TRUST_PROXY);
  const proxyWatch = new ProxyWatch({
    siteUrl: env.SITE_URL,
    production: opts.mode === "production",
    trustProxy: env.TRUST_PROXY,
    trust: trusted,
    log,
  });

  // Page views, counted without cookies and written in batches (docs/decisions/028).
  const pageViewCounter = env.PAGE_VIEWS
    ? new PageViewCounter({ siteHost: new URL(env.SITE_URL).hostname, sessionCookie: SESSION_COOKIE, trusted })
    : null;
  const pageViewFlush = pageViewCounter ? startPageViewFlush(database.db, pageViewCounter, log) : null;
  const services: AppServices = {
    database,
    env,
    log,
    media,
    ipSalt,
    healthKey,
    healthDocuments,
    startedAt: new Date(),
    pageViews: pageViewFlush,
    proxyWatch,
    signIns: new SignInCounts(),
    // Where backups are set up, /health and /metrics watch the last good one (decisions 068, 069).
    lastGoodBackup: env.BACKUP_KEY ? async () => (await backupHealth(database.db)).lastGood : null,
  };
  const build = await buildLoading;

  // Public pages are cached in production (docs/decisions/012-page-cache-and-instances.md).
  // Dropped on every content write: here at once, elsewhere through NOTIFY content_changed.
  const pageCache = opts.mode === "production" && env.PAGE_CACHE ? new PageCache({ maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024 }) : null;
  const stopWatching: Array<() => unknown> = [];
  let pages: ReturnType<typeof pageCacheHandlers> | null = null;
  // Another instance's write (or its scheduled publication) arrives as NOTIFY: drop what this
  // process remembers of the published content too.
  stopWatching.push(
    await database.watchContentChanges(
      () => {
        forgetPublishedDocuments();
        pageCache?.clear();
      },
      (err) => log.warn({ err }, "content-change listener connection lost"),
    ),
  );
  if (pageCache) {
    stopWatching.push(onContentChange(() => pageCache.clear()));
    const renderDocument = createFetchHandler(build, opts.mode);
    const origin = new URL(env.SITE_URL).origin;
    pages = pageCacheHandlers(
      pageCache,
      (key, nonce) => {
        const context = new RouterContextProvider();
        context.set(servicesContext, services);
        context.set(requestContext, { clientIp: "page-cache", nonce });
        // Nothing of the visitor's request goes in: no cookies, no headers, a fixed origin.
        return renderDocument(new Request(`${origin}${key}`), context);
      },
      pageViewCounter ? (req, path, remoteAddress) => pageViewCounter.count(req, path, remoteAddress) : undefined,
    );
  }

  const metrics = createMetrics(services, pageCache);
  const metricsOut = metricsText(metrics.registry);

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trusted);

  app.use(requestIds(trusted));
  // First, so that no Location can name another host, whoever sets it (docs/decisions/062).
  app.use(sameSiteLocations);
  app.use(requestTargetGuard(log));
  app.use(compression());
  app.use(nonceMiddleware);
  app.use(securityHeaders({ dev: opts.mode === "development" }));
  app.use(permissionsPolicy);
  app.use(hstsWhenSecure);
  // Which worker answered (a probe, or a test, can tell the workers on one port apart).
  const workerField = opts.worker ? { worker: opts.worker.index } : {};
  app.get("/healthz", async (_req, res) => {
    try {
      await database.ping();
      res.set("Cache-Control", "no-store").json({ status: "ok", database: database.kind, ...workerField });
    } catch (error) {
      log.error({ err: error }, "health check failed");
      res
        .status(503)
        .set("Cache-Control", "no-store")
        .json({ status: "error", database: database.kind, ...workerField });
    }
  });

  // The operator's view (docs/decisions/069): to a program on this machine or a monitor with
  // METRICS_TOKEN; to anyone else /metrics does not exist and /health says only its verdict.
  app.get("/metrics", async (req, res) => {
    if (!mayReadOperations(req.headers, req.socket.remoteAddress, env.METRICS_TOKEN)) {
      res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found");
      return;
    }
    res
      .set("Cache-Control", "no-store")
      .type(metricsOut.contentType)
      .send(await metricsOut.text());
  });
  app.get("/health", healthRoute(services, workerField));

  app.use(rejectCrossSiteWrites(env.SITE_URL));
  // A staff path's larger body limit is for a valid session only (decision 061): the session
  // is looked up before a byte of the body is read.
  app.use(
    formBodies(log, async (req) => (await findSessionUser(database.db, cookieFromHeader(req.headers.cookie, SESSION_COOKIE))) !== null),
  );

  if (opts.devMiddleware) {
    app.use(opts.devMiddleware);
  } else {
    app.use(serveClientFiles(path.resolve("build/client")));
  }
  app.use("/media", serveMedia(services.media, log));

  app.use((req, res, next) => {
    const begin = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - begin) / 1e6;
      metrics.observe(req.path, req.method, res.statusCode, ms / 1000);
      if (req.path.startsWith("/assets/")) return;
      // Never the query as it is: it can hold a patient's phone number (docs/decisions/066).
      log.info(
        { reqId: requestIdOf(res), method: req.method, url: loggedUrl(req.originalUrl), status: res.statusCode, ms: Math.round(ms) },
        "request",
      );
    });
    next();
  });

  // A staff preview of unpublished changes is never stored by a browser or a proxy.
  app.use((req, res, next) => {
    if (req.query.preview !== undefined) res.set({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });
    next();
  });

  app.use(staffPageHeaders);

  // Views of public pages not answered from the cache (a miss, a page with a campaign's query,
  // or no cache at all): counted once answered, if the answer was the page.
  if (pageViewCounter) {
    app.use((req, res, next) => {
      const path = req.method === "GET" && req.query.preview === undefined ? publicPagePath(req.originalUrl) : null;
      if (path !== null) {
        // Read now: once the answer is sent, a closed socket may no longer say.
        const remoteAddress = req.socket.remoteAddress;
        res.once("finish", () => {
          const html = String(res.getHeader("content-type") ?? "").startsWith("text/html");
          if (html && (res.statusCode === 200 || res.statusCode === 304)) pageViewCounter.count(req, path, remoteAddress);
        });
      }
      next();
    });
  }
  if (pages) app.use(pages.renderMiss);
  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: opts.mode,
      siteUrl: env.SITE_URL,
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(servicesContext, services);
        context.set(requestContext, {
          clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
          nonce: String(res.locals.cspNonce ?? ""),
          requestId: requestIdOf(res),
        });
        return context;
      },
    }),
  );

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (isClientGone(error, req)) return logClientGone(log, req);
    log.error({ err: error, reqId: requestIdOf(res), method: req.method, url: loggedUrl(req.originalUrl) }, "unhandled request error");
    if (!res.headersSent) res.status(500).type("text/plain").send("Something went wrong on our side.");
  });

  // Clean-ups that are about the database, not this process: one worker of a cluster runs
  // them (its replacement takes over if it dies). Separate instances each still run them,
  // which is safe, just repeated work (docs/decisions/037). Jobs about this process's own
  // state run in every worker: page-view counts (in memory here), mail (claimed row by row
  // with SKIP LOCKED, and woken at once by this process's inquiries), scheduled publishing
  // (each document claimed once; the closure-day check drops this process's cache).
  const databaseChores = !opts.worker || opts.worker.index === 1;
  // Housekeeping: old rate-limit windows are useless after a day; the dashboard's rollups
  // gather one row per change and are folded (docs/decisions/043).
  const chores = () => {
    pruneRateLimits(database.db, new Date(Date.now() - 86_400_000)).catch((err: unknown) => log.warn({ err }, "rate-limit pruning failed"));
    compactRollups(database.db)
      .then(() => (database.kind === "pglite" ? vacuumRollups(database.db) : undefined))
      .catch((err: unknown) => log.warn({ err }, "dashboard rollup compaction failed"));
    // Sessions past their 7 days or idle for a day can never be used again (issue 43).
    pruneSessions(database.db).catch((err: unknown) => log.warn({ err }, "session pruning failed"));
  };
  const timer = databaseChores ? setInterval(chores, 60 * 60 * 1000) : undefined;
  timer?.unref();
  // Once soon after the start too: rows a bulk load or an import left unfolded otherwise cost
  // every dashboard view until the first hour is up (issue 45).
  const firstChores = databaseChores ? setTimeout(chores, FIRST_CHORES_MS) : undefined;
  firstChores?.unref();
  const retention = databaseChores ? startRetentionJob(services) : { stop() {} };
  // Stored documents whose rows are gone (a deleted case, a removed file), removed from storage.
  const documentDeletions = databaseChores ? startHealthDocumentDeletions(services) : { stop() {} };
  const healthAlerts = databaseChores ? startHealthAlerts(services) : { stop() {} };
  // PostgreSQL servers have autovacuum; PGlite has none (docs/decisions/045).
  const maintenance = databaseChores && database.kind === "pglite" ? startPgliteMaintenance(services) : { stop() {} };
  const scheduledPublishing = startScheduledPublishing(services);
  // Backups: claimed per run, so any instance may take one; one worker of a cluster is enough.
  const backups = databaseChores ? startBackups(services) : null;
  services.backups = backups;
  const mailer = createMailer(env);
  const mailOutbox = mailer ? startMailOutbox(services, mailer) : null;
  if (mailer) log.info({ server: mailer.server }, "inquiry notifications on");
  else log.info("inquiry notifications off (no SMTP_URL)");
  // Patients' appointment messages: e-mail through the same server, WhatsApp when configured.
  const whatsapp = createWhatsApp(env);
  const appointmentNotices = startAppointmentNotices(services, { mailer, whatsapp });
  const caseNotices = startCaseNotices(services, mailer);
  if (whatsapp) log.info({ server: whatsapp.server, languages: whatsapp.languages }, "WhatsApp appointment messages on");
  // Cache hits skip the per-request log line (it cost about 40 % of a hit's CPU in `npm run
  // bench`); a summary each minute says how the cache is doing instead.
  const cacheStats = setInterval(() => {
    const stats = pageCache?.takeStats();
    if (stats && stats.hits + stats.misses > 0) log.info(stats, "page cache (last minute)");
  }, 60_000);
  cacheStats.unref();

  // Cached pages are answered before Express (routing, compression, CSP, logging: all done
  // once, when the page was stored). HSTS follows Express's own notion of a secure request.
  const isSecure = (socket: Socket, forwardedProto: string | string[] | undefined) => {
    const encrypted = Boolean((socket as TLSSocket).encrypted);
    if (!trusted(socket.remoteAddress, 0)) return encrypted;
    const proto = (Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto) ?? (encrypted ? "https" : "http");
    return proto.split(",")[0]?.trim() === "https";
  };
  const served = withPageCache(app, pages, (req) => isSecure(req.socket, req.headers["x-forwarded-proto"]));
  // Every request node:http parses is looked at once, and every cached page answered from the socket.
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    proxyWatch.observe(req.socket.remoteAddress, req.headers, Boolean((req.socket as TLSSocket).encrypted));
    served(req, res);
  };
  const cached = pages;
  const plainAnswer: PlainAnswer | null = cached
    ? (head, socket) => {
        const reply = cached.answerPlain(head, isSecure(socket, head.headers["x-forwarded-proto"]), socket.remoteAddress);
        if (reply) proxyWatch.observe(socket.remoteAddress, head.headers, Boolean((socket as TLSSocket).encrypted));
        return reply;
      }
    : null;

  return {
    app,
    handler,
    plainAnswer,
    services,
    pageCache,
    memoryReport: () => memoryReport({ pageCache, threadMemory: database.threadMemory }),
    async shutdown() {
      clearInterval(timer);
      clearTimeout(firstChores);
      clearInterval(cacheStats);
      for (const stop of stopWatching) await stop();
      retention.stop();
      documentDeletions.stop();
      healthAlerts.stop();
      metricsOut.stop();
      maintenance.stop();
      scheduledPublishing.stop();
      backups?.stop();
      mailOutbox?.stop();
      appointmentNotices.stop();
      caseNotices.stop();
      await pageViewFlush?.stop();
      await database.close();
      media.close();
      healthDocuments.close();
      log.info("database closed");
    },
  };
}

// The command line (scripts/user-create.mjs) reaches it through this bundle's entry.
export { createUserCommand } from "./user-create.server";
export { backupCommand, restoreCommand } from "./db/backup.server";
export { drillCommand } from "./backup/commands.server";
export { parseEnv } from "./env.server";
export { seedBulkCommand } from "./db/seed-bulk.server";
export { migrateCommand } from "./db/migrate-command.server";
