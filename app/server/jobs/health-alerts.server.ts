// Mails the clinic's admins once when the site's health turns degraded (issue 43 item 5): lead
// mail failing for longer than HEALTH_MAIL_FAILING_MINUTES, the last good backup older than
// HEALTH_BACKUP_MAX_AGE_HOURS. Checked every HEALTH_CHECK_SECONDS (a minute) by one worker; each incident has a stable
// key, so the outbox's unique key makes later checks, and other instances, queue nothing more.
import type { AppServices } from "../context.server";
import { mailQueued, queueAlerts } from "../mail/outbox.server";
import { readHealth } from "../observability/health.server";

/** One check: queues an alert for each new incident; returns how many mails were queued. */
export async function checkHealthAndAlert(services: AppServices, now = new Date()): Promise<number> {
  if (!services.env.SMTP_URL || !services.env.MAIL_FROM) return 0;
  const health = await readHealth(services, now);
  let queued = 0;
  for (const incident of health.incidents) {
    const added = await queueAlerts(services.database.db, incident.key, incident.summary, now);
    if (added > 0) services.log.warn({ incident: incident.key, admins: added }, "health degraded: admins alerted");
    queued += added;
  }
  if (queued > 0) mailQueued();
  return queued;
}

export function startHealthAlerts(services: AppServices, intervalMs = services.env.HEALTH_CHECK_SECONDS * 1000): { stop(): void } {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    checkHealthAndAlert(services)
      .catch((err: unknown) => services.log.warn({ err }, "health check for alerts failed"))
      .finally(() => (running = false));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
