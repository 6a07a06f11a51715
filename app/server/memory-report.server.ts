// Where the server's memory is, for `npm run bench:memory` (docs/decisions/065). Asked over the
// IPC channel of a process that started the server with one (server.ts): no HTTP route, so no
// visitor and no staff member can ask; only the parent process, which could inspect it anyway.
import { getHeapSpaceStatistics, getHeapStatistics } from "node:v8";
import type { ThreadMemory } from "./db/pglite-protocol.server";

export const MEMORY_REPORT_MESSAGE = "samudra:memory-report";

/** Bytes. V8's figures are the main thread's isolate; rss is the whole process. */
export interface MemoryReport {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** V8's own malloc'd memory (outside its heap): compiler zones, handles. */
  mallocedMemory: number;
  /** Each heap space: what V8 has reserved, what is resident, what objects use. */
  spaces: Record<string, { size: number; physical: number; used: number }>;
  pageCache: { entries: number; bytes: number } | null;
  /** PGlite's thread, when the server runs it on one. */
  database: ThreadMemory | null;
}

export async function memoryReport(parts: {
  pageCache: { size: number; bytes: number } | null;
  threadMemory?: (() => Promise<ThreadMemory>) | undefined;
}): Promise<MemoryReport> {
  const database = parts.threadMemory ? await parts.threadMemory() : null;
  const usage = process.memoryUsage();
  const spaces: MemoryReport["spaces"] = {};
  for (const space of getHeapSpaceStatistics()) {
    spaces[space.space_name] = { size: space.space_size, physical: space.physical_space_size, used: space.space_used_size };
  }
  return {
    rss: usage.rss,
    heapTotal: usage.heapTotal,
    heapUsed: usage.heapUsed,
    external: usage.external,
    arrayBuffers: usage.arrayBuffers,
    mallocedMemory: getHeapStatistics().malloced_memory,
    spaces,
    pageCache: parts.pageCache ? { entries: parts.pageCache.size, bytes: parts.pageCache.bytes } : null,
    database,
  };
}
