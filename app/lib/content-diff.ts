// A readable difference between two revisions of a document, labelled from its declaration:
// "Phone numbers › Phone 2 › Number: +91 90000 11002 → +91 90000 11012".
import type { Field, GroupField } from "~/content-types/fields";

export interface Change {
  /** Dotted field name, e.g. "phones.1.number". */
  path: string;
  /** "Phone numbers › Phone 2 › Number". */
  label: string;
  before: string;
  after: string;
  kind: "changed" | "added" | "removed";
}

/** Rich text compared as the words a reader sees, one block per line. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, "\n")
    .replace(/<li[^>]*>/gi, "• ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n\s*\n+/g, "\n")
    .trim();
}

function show(field: Field, value: unknown): string {
  if (value === undefined || value === null) return "";
  if (field.kind === "checkbox") return value ? "Yes" : "No";
  if (field.kind === "richtext") return htmlToText(String(value));
  if (field.kind === "select") return field.options.find((o) => o.value === value)?.label ?? String(value);
  return String(value);
}

function walk(field: Field, a: unknown, b: unknown, path: string, label: string, out: Change[], presence?: "added" | "removed") {
  if (field.kind === "group") {
    const ao = (a ?? {}) as Record<string, unknown>;
    const bo = (b ?? {}) as Record<string, unknown>;
    for (const [name, child] of Object.entries(field.fields)) {
      walk(child, ao[name], bo[name], path ? `${path}.${name}` : name, label ? `${label} › ${child.label}` : child.label, out, presence);
    }
    return;
  }
  if (field.kind === "list") {
    const al = Array.isArray(a) ? a : [];
    const bl = Array.isArray(b) ? b : [];
    for (let i = 0; i < Math.max(al.length, bl.length); i += 1) {
      const itemPresence = presence ?? (i >= al.length ? "added" : i >= bl.length ? "removed" : undefined);
      walk(field.item, al[i], bl[i], `${path}.${i}`, `${label} › ${itemTitle(field, bl[i] ?? al[i], i)}`, out, itemPresence);
    }
    return;
  }
  const before = presence === "added" ? "" : show(field, a);
  const after = presence === "removed" ? "" : show(field, b);
  if (before === after && !presence) return;
  if (presence && (presence === "added" ? after : before) === "") return;
  out.push({ path, label, before, after, kind: presence ?? "changed" });
}

/** "Monday" for a list named by one of its fields, else "Phone 2". */
export function itemTitle(field: Extract<Field, { kind: "list" }>, item: unknown, index: number): string {
  const title = field.titleField ? (item as Record<string, unknown> | undefined)?.[field.titleField] : undefined;
  return typeof title === "string" && title ? title : `${field.itemLabel} ${index + 1}`;
}

/** What changed from `before` to `after`, field by field, in the declaration's order. */
export function diffDocuments(group: GroupField, before: unknown, after: unknown): Change[] {
  const out: Change[] = [];
  walk(group, before, after, "", "", out);
  return out;
}
