// Content names therapies by slug; the database decides which of them are published.

/** The published therapies among `slugs`, in the order the content lists them. */
export function pickTherapies<T extends { slug: string }>(slugs: readonly string[], published: readonly T[]): T[] {
  const bySlug = new Map(published.map((t) => [t.slug, t]));
  const picked: T[] = [];
  for (const slug of new Set(slugs)) {
    const therapy = bySlug.get(slug);
    if (therapy) picked.push(therapy);
  }
  return picked;
}
