// Loading many inquiries at once (`npm run seed:bulk`, the benchmarks' fill). The inbox's trigram
// indexes take each inquiry straight into the index (migration 0015, docs/decisions/057), which
// costs a lead half a millisecond but a bulk load 2.4 times its time. For the load they gather
// new entries in GIN's pending list, merged into the index once at the end; one transaction, so
// the indexes end as every clinic's database has them, or the load never happened.
import { getTableConfig } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { Db } from "./client.server";
import { inquiries } from "./schema.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The inquiries table's GIN indexes, by name, as the schema declares them. */
export const inquirySearchIndexes = (): string[] =>
  getTableConfig(inquiries)
    .indexes.filter((index) => index.config.method === "gin")
    .map((index) => index.config.name!);

export function loadingInquiries<T>(db: Db, load: (tx: Tx) => Promise<T>): Promise<T> {
  const names = inquirySearchIndexes();
  return db.transaction(async (tx) => {
    for (const name of names) await tx.execute(sql`alter index ${sql.identifier(name)} set (fastupdate = on)`);
    const result = await load(tx);
    for (const name of names) {
      await tx.execute(sql`alter index ${sql.identifier(name)} set (fastupdate = off)`);
      await tx.execute(sql`select gin_clean_pending_list(${name}::regclass)`);
    }
    return result;
  });
}
