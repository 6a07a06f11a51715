// The operational health (issue 43 item 5; docs/decisions/069): GET /health answers 200 when
// all is well and 503 when it is degraded or the database does not answer, so an uptime
// monitor needs to read nothing but the status; the reasons are given to the operator only
// (a loopback caller or the METRICS_TOKEN bearer). /healthz stays the liveness probe that a
// process manager restarts on: a failing mail server must not restart the site.
import type { Request, Response } from "express";
import { evaluateHealth, type Health } from "~/lib/health";
import { mayReadOperations } from "~/lib/operator-access";
import type { AppServices } from "../context.server";
import { mailFailures } from "../mail/outbox.server";

async function timedPing(services: AppServices): Promise<{ ok: boolean; ms: number | null }> {
  const begin = performance.now();
  try {
    await services.database.ping();
    return { ok: true, ms: performance.now() - begin };
  } catch {
    return { ok: false, ms: null };
  }
}

export async function readHealth(services: AppServices, now = new Date()): Promise<Health> {
  const { env } = services;
  const database = await timedPing(services);
  const mailOn = Boolean(env.SMTP_URL && env.MAIL_FROM);
  const [failures, backup] = database.ok
    ? await Promise.all([
        mailOn ? mailFailures(services.database.db) : Promise.resolve({ failingSince: null, lastError: null }),
        services.lastGoodBackup ? services.lastGoodBackup().then((b) => ({ lastGoodAt: b?.at ?? null })) : Promise.resolve(null),
      ])
    : [{ failingSince: null, lastError: null }, null];
  return evaluateHealth(
    { now, startedAt: services.startedAt, database, mail: { configured: mailOn, ...failures }, backup },
    { mailFailingMinutes: env.HEALTH_MAIL_FAILING_MINUTES, backupMaxAgeHours: env.HEALTH_BACKUP_MAX_AGE_HOURS },
  );
}

export function healthRoute(services: AppServices, worker: { worker?: number }) {
  return async (req: Request, res: Response) => {
    const health = await readHealth(services).catch((): Health => ({
      status: "error",
      checks: [{ name: "database", ok: false, detail: "could not be checked" }],
      incidents: [],
    }));
    const details = mayReadOperations(req.headers, req.socket.remoteAddress, services.env.METRICS_TOKEN);
    res
      .status(health.status === "ok" ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json(details ? { status: health.status, checks: health.checks, ...worker } : { status: health.status });
  };
}
