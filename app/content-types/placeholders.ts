// Placeholders in editable texts, e.g. {typicalStay} or {emergency}: a figure or a clinic
// setting typed once and written into any sentence, so changing it changes them all. Each type
// names the placeholders it knows; its group check refuses any other at the field holding it.
import type { GroupIssue } from "./fields";

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The placeholders in a text that are not among `known`. */
export function unknownIn(text: string, known: readonly string[]): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? "").filter((name) => !known.includes(name));
}

/** A group check reporting the first unknown placeholder of every text in the document. */
export function placeholderCheck(known: readonly string[]) {
  const walk = (value: unknown, path: string[]): GroupIssue[] => {
    if (typeof value === "string") {
      const unknown = unknownIn(value, known);
      return unknown.length === 0
        ? []
        : [{ path, message: `Unknown placeholder {${unknown[0]}}: use one of ${known.map((p) => `{${p}}`).join(", ")}.` }];
    }
    if (Array.isArray(value)) return value.flatMap((item, i) => walk(item, [...path, String(i)]));
    if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => walk(v, [...path, k]));
    return [];
  };
  return (value: Record<string, unknown>) => walk(value, []);
}

/** Replaces each known placeholder in a text. */
export function fillText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? (values[name] ?? whole) : whole));
}

/** A document with every text's placeholders replaced, as the page shows it. */
export function fillDeep<T>(value: T, values: Readonly<Record<string, string>>): T {
  if (typeof value === "string") return fillText(value, values) as T;
  if (Array.isArray(value)) return value.map((item) => fillDeep(item, values)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillDeep(v, values)])) as T;
  return value;
}
