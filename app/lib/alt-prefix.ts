// The gallery uploader's batch panel (issue 44): one start of alt text for several images.

/**
 * "Apply to all" puts a shared start in front of each image's own alt text ("Cryotherapy
 * chamber" + ", door open"); applied twice, or to an alt already starting with it, it is not doubled.
 */
export function withAltPrefix(prefix: string, alt: string): string {
  const start = prefix.trim();
  const own = alt.trim();
  if (!start) return own;
  if (own.toLowerCase().startsWith(start.toLowerCase())) return own;
  return own ? `${start} ${own}` : start;
}
