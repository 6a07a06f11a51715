// Publishes scheduled revisions on time, on every instance (each document or table row's
// version is claimed once: see publishDueDocuments, publishDueRecords), and drops cached pages when a holiday closure notice starts or
// ends, since those pages were rendered before the day changed.
import { activeClosure } from "~/lib/clinic-view";
import { announceContentChange } from "../content/write.server";
import { contentNow } from "../clock.server";
import type { AppServices } from "../context.server";
import { readClinicSettings } from "../content/clinic-settings.server";
import { publishDueDocuments } from "../content/documents.server";
import { publishDueRecords } from "../content/record-drafts.server";

export const SCHEDULE_POLL_MS = 5_000;

export async function runScheduledPublishing(services: AppServices, state: { closureKey?: string }): Promise<number> {
  const now = contentNow(services.env);
  const published = await publishDueDocuments(services.database.db, now);
  for (const doc of published) services.log.info({ type: doc.type, key: doc.key, version: doc.version }, "scheduled version published");
  const records = await publishDueRecords(services.database.db, now);
  for (const r of records.published)
    services.log.info({ type: `record:${r.entity}`, key: String(r.id), version: r.version }, "scheduled version published");
  for (const r of records.failed)
    services.log.warn(
      { type: `record:${r.entity}`, key: String(r.id), version: r.version, reason: r.reason },
      "scheduled version not published",
    );
  const settings = await readClinicSettings(services.database.db);
  const closure = activeClosure(settings.closures, now);
  const closureKey = closure ? `${closure.from}/${closure.to}/${closure.notice}` : "";
  if (state.closureKey !== undefined && state.closureKey !== closureKey) announceContentChange();
  state.closureKey = closureKey;
  return published.length + records.published.length;
}

/** Runs at start (catching up on what fell due while the server was down), then every few seconds. */
export function startScheduledPublishing(services: AppServices, pollMs = SCHEDULE_POLL_MS): { stop(): void } {
  const state: { closureKey?: string } = {};
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    runScheduledPublishing(services, state)
      .catch((err: unknown) => services.log.warn({ err }, "scheduled publishing failed"))
      .finally(() => {
        running = false;
      });
  };
  tick();
  const timer = setInterval(tick, pollMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
