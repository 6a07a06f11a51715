import { sql } from "drizzle-orm";
import type { AppServices } from "../context.server";
import { CONTENT_CHANNEL } from "../db/listen.server";
import type { Db } from "../db/client.server";
import { auditLog } from "../db/schema.server";
import { mailQueued, queueSecurityNotices } from "../mail/outbox.server";
import type { SessionUser } from "../auth/session.server";
import { keepRecordRevisions } from "./record-revisions.server";

export interface AuditEntry {
  action:
    | "create"
    | "update"
    | "delete"
    | "status"
    | "upload"
    | "disable"
    | "enable"
    | "password"
    | "settings"
    | "publish"
    | "schedule"
    | "security";
  entity: string;
  entityId?: string | number | null;
  /** Human sentence for the dashboard, e.g. 'updated therapy "Cryotherapy"'. */
  summary: string;
  /**
   * A change to this staff member's sign-in (issue 49): they are mailed a notice of it, when mail
   * is set up and they have an address; `alsoTo` adds the address a change of address replaced.
   */
  notify?: { userId: number; alsoTo?: string[] };
  /**
   * A draft or a schedule of a table's row (docs/decisions/084): the row did not change, so no
   * revision of it is kept here (the draft is a revision of its own).
   */
  draft?: boolean;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Every admin write: runs in one transaction together with its audit-log row, so the log
 * never claims a change that did not happen (or misses one that did). Listeners (the public
 * page cache) hear about it after the commit.
 */
export async function auditedWrite<T>(
  services: AppServices,
  user: SessionUser,
  write: (tx: Tx) => Promise<{ result: T; audit: AuditEntry }>,
): Promise<T> {
  let notices = 0;
  let publicChange = true;
  const result = await services.database.db.transaction(async (tx) => {
    const { result, audit } = await write(tx);
    // A draft or a schedule leaves what visitors see as it is: their cached pages stay.
    publicChange = !audit.draft;
    // A content row's new state is kept as a revision in the same transaction (issue 13 item 6).
    await keepRecordRevisions(tx, user, audit);
    const [row] = await tx
      .insert(auditLog)
      .values({
        userId: user.id,
        action: audit.action,
        entity: audit.entity,
        entityId: audit.entityId === undefined || audit.entityId === null ? null : String(audit.entityId),
        summary: audit.summary,
      })
      .returning({ id: auditLog.id });
    // The notice exists exactly when the change does (the outbox's rule for every mail).
    if (audit.notify && row && services.env.SMTP_URL && services.env.MAIL_FROM) {
      notices = await queueSecurityNotices(tx, row.id, audit.notify.userId, audit.notify.alsoTo);
    }
    // Other instances on this database drop their page caches when this commits (PostgreSQL
    // delivers a NOTIFY only on commit, and never for a rolled-back write).
    if (publicChange) await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, '')`);
    return result;
  });
  if (publicChange) announceContentChange();
  if (notices > 0) mailQueued();
  return result;
}

/** Tells this process's listeners that content changed (after a commit that also sent NOTIFY). */
export function announceContentChange() {
  for (const listener of contentChangeListeners) listener();
}

const contentChangeListeners = new Set<() => void>();

/**
 * Called in this process after every committed admin write (drops cached public pages
 * before the write's redirect is answered; other processes hear the NOTIFY instead).
 */
export function onContentChange(listener: () => void): () => void {
  contentChangeListeners.add(listener);
  return () => contentChangeListeners.delete(listener);
}
