import { describe, expect, it } from "vitest";
import type { ThreadMemory } from "~/server/db/pglite-protocol.server";
import { memoryReport } from "~/server/memory-report.server";

const thread: ThreadMemory = {
  heapTotal: 40,
  heapUsed: 20,
  external: 3,
  arrayBuffers: 2,
  wasmBytes: 128,
  statements: 7,
  statementCapacity: 100,
  contexts: { total: 9, largest: [{ name: "CacheMemoryContext", bytes: 5 }] },
};

describe("the server's memory report (bench:memory)", () => {
  it("splits this thread's heap by space, with the page cache and the database thread's own report", async () => {
    const report = await memoryReport({ pageCache: { size: 3, bytes: 4096 }, threadMemory: async () => thread });
    expect(report.rss).toBeGreaterThan(report.heapUsed);
    expect(report.heapTotal).toBeGreaterThanOrEqual(report.heapUsed);
    expect(report.spaces.old_space?.physical).toBeGreaterThan(0);
    expect(report.spaces.new_space?.size).toBeGreaterThan(0);
    expect(report.pageCache).toEqual({ entries: 3, bytes: 4096 });
    expect(report.database).toEqual(thread);
  });

  it("has no database part on PostgreSQL or PGlite on the server's thread, and no cache part without a cache", async () => {
    const report = await memoryReport({ pageCache: null });
    expect(report.database).toBeNull();
    expect(report.pageCache).toBeNull();
  });
});
