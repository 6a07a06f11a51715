// PostgreSQL's error codes as both drivers throw them: on the error itself, or on its cause
// (drizzle wraps the driver's error; PGlite's worker passes it on).

/** The SQLSTATE of a database error ("23505"), however the driver wraps it; undefined for others. */
function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** unique_violation: a taken username or address (slug). */
export const isUniqueViolation = (error: unknown): boolean => pgErrorCode(error) === "23505";

/** foreign_key_violation: a reference to a row that is gone. */
export const isForeignKeyViolation = (error: unknown): boolean => pgErrorCode(error) === "23503";
