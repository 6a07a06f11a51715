/**
 * A space-separated attribute value (aria-describedby, aria-controls, rel…) with `token`
 * added at the end or taken out; null when nothing is left, so the attribute can be removed.
 */
export function toggleToken(list: string | null, token: string, present: boolean): string | null {
  const tokens = (list ?? "").split(/\s+/).filter((t) => t !== "" && t !== token);
  if (present) tokens.push(token);
  return tokens.length > 0 ? tokens.join(" ") : null;
}
