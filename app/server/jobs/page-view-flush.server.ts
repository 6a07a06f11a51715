// Writes the page views counted in memory to the database every half minute, and once more at
// shutdown (docs/decisions/028). A write that fails puts its counts back for the next one; a
// process killed outright loses at most the last half minute of counts, never a lead.
import type { Logger } from "../logger.server";
import type { Db } from "../db/client.server";
import type { PageViewCounter } from "../analytics/page-view-counter.server";
import { addPageViews } from "../repos/page-views.server";

export const PAGE_VIEW_FLUSH_MS = 30_000;

export interface PageViewFlusher {
  /** Writes what has been counted so far (the dashboard calls it before reading). */
  flush(): Promise<void>;
  /** Stops the timer and writes the last counts. */
  stop(): Promise<void>;
}

export function startPageViewFlush(db: Db, counter: PageViewCounter, log: Logger, intervalMs = PAGE_VIEW_FLUSH_MS): PageViewFlusher {
  // One write at a time: a slow database must not pile up overlapping batches.
  let running: Promise<void> = Promise.resolve();
  let reportedDrops = 0;
  const write = async () => {
    if (counter.size === 0) return;
    const batch = counter.take();
    try {
      await addPageViews(db, batch);
    } catch (err) {
      counter.giveBack(batch);
      log.warn({ err, keys: batch.size }, "page views not written; kept for the next try");
    }
    if (counter.dropped > reportedDrops) {
      log.warn({ dropped: counter.dropped - reportedDrops }, "page views dropped: too many waiting to be written");
      reportedDrops = counter.dropped;
    }
  };
  const flush = () => {
    running = running.then(write);
    return running;
  };
  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();
  return {
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
