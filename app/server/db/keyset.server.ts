// SQL pieces of keyset pagination shared by the lists (docs/decisions/033, 035).
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * A timestamptz as a cursor holds it: UTC to the microsecond. Read with to_char, because a
 * JavaScript Date drops the microseconds `now()` stores, and a millisecond cursor would then
 * repeat or skip rows.
 */
export function microsecondsUtc(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}
