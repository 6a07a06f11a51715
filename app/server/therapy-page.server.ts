import { type MediaVariant, pictureData } from "~/lib/media";
import { publicRow } from "~/content-types/record-type";
import { therapyType } from "~/content-types/therapy";
import { parseYouTubeId } from "~/lib/youtube";
import type { Db } from "./db/client.server";
import type { therapies } from "./db/schema.server";
import { listTherapyGallery } from "./content/gallery.server";
import { listPublicTestimonials } from "./content/testimonials.server";
import { listPublicTherapiesBySlug } from "./content/therapies.server";
import { sanitizeRichText } from "./sanitize.server";
import { localizeTherapies, type ShownIn } from "./content/translations.server";
import { DEFAULT_LOCALE } from "~/i18n/locales";

type TherapyRow = typeof therapies.$inferSelect;

/**
 * Where a gallery image is shown from: an upload's encoded rendition (originals are never
 * served), or the address of an image added by URL; null when neither exists.
 */
export function gallerySrc(image: { url: string | null; storageKey: string | null; variants: readonly MediaVariant[] }): string | null {
  return (image.storageKey ? pictureData(image.variants)?.src : null) ?? image.url;
}

/**
 * Everything the therapy page shows, for a therapy row already chosen by the caller: the
 * public route passes only a published one, the staff preview any one. Gallery, stories
 * and related therapies are the public ones; in a preview (`draft`), the gallery's pictures
 * and the stories as their waiting drafts would make them, so the page is what will be live.
 */
export async function therapyPageData(db: Db, therapy: TherapyRow, { locale = DEFAULT_LOCALE, draft = false }: ShownIn = {}) {
  const [gallery, stories, related] = await Promise.all([
    listTherapyGallery(db, therapy.slug, { locale, draft }),
    listPublicTestimonials(db, "therapy", therapy.slug, { locale, draft }),
    listPublicTherapiesBySlug(db, therapy.relatedSlugs).then((rows) => localizeTherapies(db, rows, locale)),
  ]);
  return {
    therapy: {
      ...publicRow(therapyType, therapy),
      // Sanitised again on the way out, whatever was stored.
      descriptionHtml: sanitizeRichText(therapy.descriptionHtml, { legacyDataImages: true }),
      howItWorksHtml: sanitizeRichText(therapy.howItWorksHtml, { legacyDataImages: true }),
      icon: therapy.icon,
      videoId: parseYouTubeId(therapy.youtubeUrl),
    },
    gallery: gallery.flatMap((g) => {
      // Uploads become a <picture> of their renditions; images added by URL stay a plain <img>.
      const picture = g.storageKey ? pictureData(g.variants) : null;
      const src = picture?.src ?? g.url;
      if (!src) return [];
      return [
        {
          id: g.id,
          src,
          thumbSrc: picture?.thumbSrc ?? src,
          sources: picture?.sources ?? [],
          title: g.title,
          alt: g.alt,
          width: g.width,
          height: g.height,
        },
      ];
    }),
    stories,
    related: related.slice(0, 2),
  };
}

export type TherapyPageData = Awaited<ReturnType<typeof therapyPageData>>;
