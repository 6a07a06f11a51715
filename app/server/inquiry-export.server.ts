// The inbox's CSV export as a stream (issue 20; docs/decisions/032-streamed-export.md): header
// first, then the rows a chunk at a time, read by keyset. Memory stays flat whatever the count,
// the first byte leaves at once, and the embedded database (one query at a time) serves
// public pages between chunks.
import { inquiriesCsvHead, inquiriesCsvLines } from "~/lib/inquiry-csv";
import type { Db } from "./db/client.server";
import { type ExportCursor, exportInboxChunk, type InboxWhere } from "./repos/admin-inquiries.server";

// PGlite runs one query at a time (on its own thread, docs/decisions/048): a public page's
// query on a cache miss waits for at most one chunk, so chunks stay small (the bench measured
// ~125 ms per 1,000 rows on a loaded 2-core machine).
export const EXPORT_CHUNK_ROWS = 250;

export interface InquiryCsvStreamOptions {
  /** The request's signal: a client that goes away stops the reading. */
  signal?: AbortSignal;
  chunkRows?: number;
  /** Told once, with how many rows were sent and whether the stream ran to its end; on a
   * complete export the stream closes only after it has settled (the audit row is then written). */
  onEnd?: (outcome: { rows: number; complete: boolean; error?: unknown }) => void | Promise<void>;
}

export function inquiryCsvStream(db: Db, filter: InboxWhere, opts: InquiryCsvStreamOptions = {}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const chunkRows = opts.chunkRows ?? EXPORT_CHUNK_ROWS;
  let cursor: ExportCursor | null = null;
  let started = false;
  let finished = false;
  let rows = 0;
  const end = async (complete: boolean, error?: unknown) => {
    if (finished) return;
    finished = true;
    await opts.onEnd?.({ rows, complete, ...(error === undefined ? {} : { error }) });
  };
  return new ReadableStream<Uint8Array>(
    {
      // Pull, not push: the next chunk is read only when the previous one has been taken, so
      // a slow client holds one chunk in memory, not the whole table.
      async pull(controller) {
        if (opts.signal?.aborted) {
          await end(false);
          controller.close();
          return;
        }
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(inquiriesCsvHead()));
          return;
        }
        try {
          const chunk = await exportInboxChunk(db, filter, cursor, chunkRows);
          if (chunk.rows.length > 0) controller.enqueue(encoder.encode(inquiriesCsvLines(chunk.rows)));
          rows += chunk.rows.length;
          cursor = chunk.next;
          if (!cursor) {
            await end(true);
            controller.close();
            return;
          }
        } catch (error) {
          await end(false, error).catch(() => {});
          controller.error(error);
          return;
        }
        // Let the event loop run (other requests) before the next chunk.
        await new Promise((resolve) => setImmediate(resolve));
      },
      async cancel(reason) {
        await end(false, reason);
      },
    },
    { highWaterMark: 1 },
  );
}
