import type { SessionUser } from "../auth/session.server";
import type { AppServices } from "../context.server";
import type { Db } from "../db/client.server";
import { type AuditEntry, auditedWrite } from "../content/write.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

class NothingToWrite extends Error {}

/**
 * auditedWrite for an update or delete that may find its row gone (deleted in another tab):
 * then the transaction rolls back, no audit row claims a change, and the caller gets null.
 */
export async function auditedWriteIfFound<T>(
  services: AppServices,
  user: SessionUser,
  write: (tx: Tx) => Promise<{ result: T; audit: AuditEntry } | null>,
): Promise<T | null> {
  try {
    return await auditedWrite(services, user, async (tx) => {
      const outcome = await write(tx);
      if (!outcome) throw new NothingToWrite();
      return outcome;
    });
  } catch (error) {
    if (error instanceof NothingToWrite) return null;
    throw error;
  }
}
