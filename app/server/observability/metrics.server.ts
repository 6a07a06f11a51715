// /metrics in Prometheus' text format (issue 43 item 5; docs/decisions/069), with prom-client:
// the process's own figures (memory, event-loop delay, garbage collection: its default
// metrics), requests and their time by route group, the page cache, the mail outbox, the
// database's answer time and the last good backup's age. Figures that live elsewhere are read
// when Prometheus asks (collect), so the paths that serve visitors only add to a number.
import client from "prom-client";
import { type RouteGroup, routeGroup } from "~/lib/route-group";
import type { AppServices } from "../context.server";
import { outboxFigures } from "../mail/outbox.server";
import type { PageCache } from "../page-cache.server";

export interface Metrics {
  registry: client.Registry;
  /** One request answered through Express (cached pages are counted by the cache). */
  observe(path: string, method: string, status: number, seconds: number): void;
}

const METHODS = new Set(["GET", "HEAD", "POST"]);

export function createMetrics(services: AppServices, pageCache: PageCache | null, labels: Record<string, string> = {}): Metrics {
  const registry = new client.Registry();
  registry.setDefaultLabels(labels);
  // The default metrics keep their usual names (process_*, nodejs_*), as dashboards expect them.
  client.collectDefaultMetrics({ register: registry });

  const duration = new client.Histogram({
    name: "samudra_http_request_duration_seconds",
    help: "Requests answered through Express (not the page cache's hits), by route group, method and status class",
    labelNames: ["group", "method", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  if (pageCache) {
    for (const [name, key] of [
      ["samudra_page_cache_hits_total", "hits"],
      ["samudra_page_cache_misses_total", "misses"],
    ] as const) {
      new client.Counter({
        name,
        help: `Public pages ${key === "hits" ? "answered from" : "rendered into"} the page cache`,
        registers: [registry],
        collect() {
          this.reset();
          this.inc(pageCache.totals[key]);
        },
      });
    }
    new client.Gauge({
      name: "samudra_page_cache_bytes",
      help: "Bytes the page cache holds (every stored encoding and header)",
      registers: [registry],
      collect() {
        this.set(pageCache.bytes);
      },
    });
  }

  const signIns = services.signIns;
  if (signIns) {
    new client.Counter({
      name: "samudra_sign_in_attempts_total",
      help: "Staff sign-in attempts by step (password, second_factor, passkey) and result (accepted, refused, throttled)",
      labelNames: ["step", "result"] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [labels, n] of signIns.entries()) this.inc(labels, n);
      },
    });
  }

  new client.Gauge({
    name: "samudra_database_ping_seconds",
    help: "How long the database took to answer a ping when the metrics were read (NaN: no answer)",
    registers: [registry],
    aggregator: "average",
    async collect() {
      const begin = performance.now();
      try {
        await services.database.ping();
        this.set((performance.now() - begin) / 1000);
      } catch {
        this.set(Number.NaN);
      }
    },
  });

  // Both outbox gauges are read in one scrape: one query for the two.
  let read: { at: number; figures: ReturnType<typeof outboxFigures> } | null = null;
  const figures = () => {
    if (!read || performance.now() - read.at > 1000)
      read = { at: performance.now(), figures: outboxFigures(services.database.db, new Date()) };
    return read.figures;
  };
  const outbox = new client.Gauge({
    name: "samudra_mail_outbox",
    help: "Mail in the outbox: waiting to be sent, failed (given up) in the last week, sent in the last day",
    labelNames: ["state"] as const,
    registers: [registry],
    // One database: every worker reads the same figures.
    aggregator: "first",
    async collect() {
      const f = await figures();
      outbox.set({ state: "waiting" }, f.waiting);
      outbox.set({ state: "failed_last_week" }, f.failedLastWeek);
      outbox.set({ state: "sent_last_day" }, f.sentLastDay);
    },
  });
  new client.Gauge({
    name: "samudra_mail_oldest_waiting_seconds",
    help: "Age of the oldest mail still waiting to be sent (0: none waiting)",
    registers: [registry],
    aggregator: "max",
    async collect() {
      const f = await figures();
      this.set(f.oldestWaiting ? (Date.now() - f.oldestWaiting.getTime()) / 1000 : 0);
    },
  });

  if (services.lastGoodBackup) {
    const lastGood = services.lastGoodBackup;
    new client.Gauge({
      name: "samudra_backup_last_success_timestamp_seconds",
      help: "When the last good backup finished, in Unix seconds (0: none yet)",
      registers: [registry],
      aggregator: "max",
      async collect() {
        const last = await lastGood();
        this.set(last ? last.at.getTime() / 1000 : 0);
      },
    });
  }

  return {
    registry,
    observe(path, method, status, seconds) {
      const group: RouteGroup = routeGroup(path);
      duration.observe({ group, method: METHODS.has(method) ? method : "other", status: `${Math.floor(status / 100)}xx` }, seconds);
    },
  };
}
