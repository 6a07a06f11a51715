// Process entry: `node server.ts` (Node 24 runs TypeScript directly). Production imports
// the built server bundle; development runs the same app through Vite with HMR.
import cluster from "node:cluster";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { buildProblem, buildState } from "./app/server/build-state.server.ts";
import { type ListeningMessage, requestedWorkers, runPrimary, WORKER_INDEX_VARIABLE } from "./app/server/cluster-primary.server.ts";
import { answerPlainRequestsFirst, type PlainAnswer } from "./app/server/plain-request-front.server.ts";
import { MEMORY_REPORT_MESSAGE } from "./app/server/memory-report.server.ts";
import { startupLine } from "./app/lib/startup-line.ts";

/** The public address only when the installation set one: unset, the site's placeholder
 * address would send a newcomer's local run to a domain that is not theirs. */
const configuredSiteUrl = () => process.env.SITE_URL?.trim() ?? "";

const mode = process.env.NODE_ENV === "development" ? "development" : "production";

interface StartedApp {
  app: import("express").Express;
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  plainAnswer: PlainAnswer | null;
  services: {
    env: { PORT: number; HOST: string; WEB_CONCURRENCY: number };
    log: { info: (o: object, m?: string) => void; warn: (o: object, m?: string) => void };
  };
  memoryReport(): Promise<unknown>;
  shutdown(): Promise<void>;
}

async function load(): Promise<{ started: StartedApp; closeVite?: () => Promise<void> }> {
  if (mode === "development") {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    const mod = await devServer.ssrLoadModule("./app/server/app.server.ts");
    const started: StartedApp = await mod.createServerApp({
      mode,
      devMiddleware: devServer.middlewares,
      loadBuild: () => devServer.ssrLoadModule("virtual:react-router/server-build"),
    });
    return { started, closeVite: () => devServer.close() };
  }
  // @ts-ignore -- the bundle exists only after `react-router build`
  const mod = await import("./build/server/index.js");
  // A worker of the cluster primary (WEB_CONCURRENCY > 1): it knows its number from the primary.
  const worker = cluster.isWorker ? { index: Number(process.env[WORKER_INDEX_VARIABLE]) } : undefined;
  return { started: await mod.createServerApp({ mode, worker }) };
}

async function main() {
  let loaded: Awaited<ReturnType<typeof load>>;
  try {
    loaded = await load();
  } catch (error) {
    // Bad configuration, an unreachable database or a data folder in use: say so plainly,
    // on one line (log collectors keep lines together), and stop with a non-zero code.
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Samudra could not start: ${message.replace(/:\s*\n\s*/g, ": ").replace(/\s*\n\s*/g, "; ")}`);
    process.exit(1);
  }
  const { started, closeVite } = loaded;
  const { PORT, HOST } = started.services.env;
  const server: Server = createServer(started.handler);
  // Cached pages for plain requests, before node:http parses them (docs/decisions/056).
  const front = started.plainAnswer ? answerPlainRequestsFirst(server, started.plainAnswer) : null;
  server.listen(PORT, HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : PORT;
    started.services.log.info({ port, mode }, "listening");
    if (cluster.isWorker) {
      // The primary says "running" once every worker listens.
      const message: ListeningMessage = {
        type: "samudra:listening",
        port,
        workers: started.services.env.WEB_CONCURRENCY,
        siteUrl: configuredSiteUrl(),
      };
      process.send?.(message);
    } else {
      console.log(startupLine({ port, siteUrl: configuredSiteUrl() }));
    }
  });

  // The memory benchmark's question (docs/decisions/065), from the process that started this
  // one with an IPC channel. A cluster worker's channel is its primary's, which never asks.
  if (process.send && !cluster.isWorker) {
    process.on("message", (message: { type?: unknown } | null) => {
      if (message?.type !== MEMORY_REPORT_MESSAGE) return;
      started.memoryReport().then(
        (report) => process.send?.({ type: MEMORY_REPORT_MESSAGE, report }),
        (err: unknown) => started.services.log.warn({ err }, "memory report failed"),
      );
    });
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    started.services.log.info({ signal }, "shutting down");
    server.close();
    server.closeIdleConnections();
    front?.closeIdle();
    const force = setTimeout(() => {
      server.closeAllConnections();
      front?.closeAll();
    }, 5_000);
    force.unref();
    try {
      await closeVite?.();
      await started.shutdown();
      process.exit(0);
    } catch (error) {
      console.error("Error during shutdown", error);
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

// Production runs the bundle built from the sources beside it, or nothing: a missing build, or
// one older than a checkout (new code, new migrations), is one line naming the command. Nothing
// builds here (scripts/ensure-build.mjs builds for `npm start` on a newcomer's machine only).
if (mode === "production" && cluster.isPrimary) {
  const state = buildState();
  if (!state.fresh) {
    console.error(`Samudra could not start: ${buildProblem(state)}.`);
    process.exit(1);
  }
}

// Several workers on one port (docs/decisions/037): this process only forks and watches them.
if (cluster.isPrimary && mode === "production" && requestedWorkers(process.env.WEB_CONCURRENCY) > 1) runPrimary();
else void main();
