/** A document value as the flat fields its admin form sends ("phones.1.number"; ticked boxes "on"). */
export function formFields(value: unknown, changes: Record<string, string | null> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (v: unknown, prefix: string) => {
    if (Array.isArray(v)) v.forEach((item, i) => walk(item, `${prefix}.${i}`));
    else if (v && typeof v === "object") for (const [k, child] of Object.entries(v)) walk(child, prefix ? `${prefix}.${k}` : k);
    else if (v === true) out[prefix] = "on";
    else if (v !== false && v !== null && v !== undefined) out[prefix] = String(v);
  };
  walk(value, "");
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}
