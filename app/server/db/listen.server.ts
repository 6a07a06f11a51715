// LISTEN on a dedicated PostgreSQL connection that comes back by itself: the page cache of
// every instance hears `NOTIFY content_changed` from a write on any other.
import pg from "pg";

export const CONTENT_CHANNEL = "content_changed";

export interface ListenOptions {
  url: string;
  channel: string;
  /** A notification arrived. */
  onNotify(): void;
  /** The connection came back after a loss: notifications may have been missed meanwhile. */
  onReconnect(): void;
  onError(error: Error): void;
  /** How often the idle connection is probed (a silently dead TCP link sends no error). */
  probeMs?: number;
}

export interface Listener {
  close(): Promise<void>;
}

/**
 * Connects and LISTENs; resolves once listening (rejects if the first attempt fails, so a
 * server does not start deaf). Afterwards a lost connection is retried with backoff.
 */
export async function listenForever(opts: ListenOptions): Promise<Listener> {
  const channel = pg.escapeIdentifier(opts.channel);
  let closed = false;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let probeTimer: NodeJS.Timeout | undefined;
  let delay = 250;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({
      connectionString: opts.url,
      application_name: "samudra-listen",
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (error) opts.onError(error);
      clearInterval(probeTimer);
      if (client === c) client = null;
      c.end().catch(() => {});
      scheduleRetry();
    };
    c.on("notification", (msg) => {
      if (msg.channel === opts.channel) opts.onNotify();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (error) {
      lost = true;
      await c.end().catch(() => {});
      throw error;
    }
    c.on("error", (error) => onLost(error));
    c.on("end", () => onLost());
    client = c;
    delay = 250;
    probeTimer = setInterval(() => {
      c.query("select 1").catch((error: unknown) => onLost(error instanceof Error ? error : new Error(String(error))));
    }, opts.probeMs ?? 30_000);
    probeTimer.unref();
  };

  const scheduleRetry = () => {
    if (closed) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      connect().then(
        () => opts.onReconnect(),
        (error: unknown) => {
          opts.onError(error instanceof Error ? error : new Error(String(error)));
          delay = Math.min(delay * 2, 5_000);
          scheduleRetry();
        },
      );
    }, delay);
    retryTimer.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(probeTimer);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
