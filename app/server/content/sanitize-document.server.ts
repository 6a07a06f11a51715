import type { Field } from "~/content-types/fields";
import { sanitizeRichText } from "../sanitize.server";

/**
 * Cleans every rich-text field of a parsed document (before it is stored, and when it is
 * shown: pages pass `legacyDataImages`, see sanitize.server.ts).
 */
export function sanitizeDocument<T>(field: Field, value: T, opts: { legacyDataImages?: boolean } = {}): T {
  if (field.kind === "richtext") return (typeof value === "string" ? sanitizeRichText(value, opts) : value) as T;
  if (field.kind === "list" && Array.isArray(value)) return value.map((item) => sanitizeDocument(field.item, item, opts)) as T;
  if (field.kind === "group" && value && typeof value === "object") {
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [name, child] of Object.entries(field.fields)) out[name] = sanitizeDocument(child, out[name], opts);
    return out as T;
  }
  return value;
}
