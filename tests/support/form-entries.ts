// What a browser sends for a declared form's values: nested fields under dotted names
// ("hours.0.open", "seo.title"), a ticked box as "on" and an unticked one not at all, a list of
// strings as the same name repeated.
import type { FormObject, FormValue } from "~/lib/document-form";

function flatten(out: [string, string][], name: string, value: FormValue) {
  if (typeof value === "string") out.push([name, value]);
  else if (typeof value === "boolean") {
    if (value) out.push([name, "on"]);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => (typeof item === "string" ? out.push([name, item]) : flatten(out, `${name}.${i}`, item)));
  } else for (const [key, v] of Object.entries(value)) flatten(out, `${name}.${key}`, v);
}

export function formEntries(values: FormObject): [string, string][] {
  const out: [string, string][] = [];
  for (const [name, value] of Object.entries(values)) flatten(out, name, value);
  return out;
}
