import { ChevronLeft, ChevronRight } from "~/components/ui/lucide";
import { useFallbackLang, useT } from "~/components/messages-context";
import type { PictureSource } from "~/lib/media";

export interface GalleryImage {
  id: number;
  src: string;
  /** A small rendition for the thumbnail strip (the same as src for images added by URL). */
  thumbSrc: string;
  /** AVIF and WebP srcsets of an upload; empty for images added by URL. */
  sources: PictureSource[];
  title: string;
  alt: string;
  width: number | null;
  height: number | null;
}

// The slide spans the max-w-4xl container less its padding (px-4 / sm:px-6 / lg:px-8).
const SLIDE_SIZES = "(min-width: 56rem) 52rem, (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)";

/** One slide: `data-slide` holds its title, which the island shows in the caption. */
function Slide({ image }: { image: GalleryImage }) {
  // The alternative text is content, in the language it was written in (usually English).
  const altLang = useFallbackLang(image.alt);
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      lang={altLang}
      width={image.width ?? 1200}
      height={image.height ?? 800}
      loading="lazy"
      decoding="async"
      draggable={false}
      className="aspect-[3/2] w-full touch-pan-y object-cover select-none"
      data-slide={image.sources.length > 0 ? undefined : image.title}
    />
  );
  if (image.sources.length === 0) return img;
  return (
    <picture data-slide={image.title}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={SLIDE_SIZES} />
      ))}
      {img}
    </picture>
  );
}

function Thumb({ image }: { image: GalleryImage }) {
  return <img src={image.thumbSrc} alt="" width={96} height={64} loading="lazy" decoding="async" className="h-16 w-24 object-cover" />;
}

const thumbClass = "block overflow-hidden rounded-lg ring-2 ring-transparent";

/**
 * SPEC §2 therapy gallery: thumbnails, an "n / total" counter, wraps both ways; keys and
 * swipe too. Rendered on the server showing the first image; app/islands/gallery.island.ts
 * brings it to life. The other slides wait in a hidden store (lazy images inside a hidden
 * element are not fetched) until the island shows a copy. Without JavaScript the arrows are
 * hidden and each thumbnail links to its full-size image. Each thumbnail carries its slide's
 * counter text (`data-counter-text`), so the island shows the catalogue's words without holding any.
 */
export function GalleryCarousel({ images, label }: { images: GalleryImage[]; label: string }) {
  const t = useT();
  // The first slide's caption (the island swaps in the others' text, not their language).
  const captionLang = useFallbackLang(images[0]?.title);
  const first = images[0];
  if (!first) return null;
  const count = images.length;

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} data-island="gallery">
      <figure className="relative overflow-hidden rounded-2xl bg-seaglass-50 ring-1 ring-seaglass-200">
        {/* Below the fold on every page that uses it: lazy. width/height reserve the space. */}
        <Slide image={first} />
        {/* The arrows come before the caption: a figcaption must be the figure's first or last child. */}
        {count > 1 ? (
          <>
            <button
              type="button"
              data-step="-1"
              aria-label={t("widgets.galleryPrevious")}
              className="absolute top-[calc(50%-2.5rem)] start-3 flex size-11 items-center justify-center rounded-full bg-white/95 text-ocean-800 shadow hover:bg-white no-js:hidden"
            >
              <ChevronLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
            </button>
            <button
              type="button"
              data-step="1"
              aria-label={t("widgets.galleryNext")}
              className="absolute top-[calc(50%-2.5rem)] end-3 flex size-11 items-center justify-center rounded-full bg-white/95 text-ocean-800 shadow hover:bg-white no-js:hidden"
            >
              <ChevronRight className="size-5 rtl:-scale-x-100" aria-hidden="true" />
            </button>
          </>
        ) : null}
        <figcaption className="flex items-center justify-between gap-4 bg-white px-4 py-3 text-sm">
          <span lang={captionLang} className="font-medium text-ink" data-caption>
            {first.title}
          </span>
          <span aria-live="polite" className="shrink-0 font-semibold text-ocean-800" data-counter>
            {t("widgets.galleryCounter", { number: 1, count })}
          </span>
        </figcaption>
      </figure>
      {count > 1 ? (
        <>
          <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label={t("widgets.galleryThumbs")}>
            {images.map((img, i) => (
              <li key={img.id} className="shrink-0">
                <button
                  type="button"
                  data-thumb
                  aria-label={t("widgets.galleryShow", { number: i + 1, count, title: img.title })}
                  data-counter-text={t("widgets.galleryCounter", { number: i + 1, count })}
                  aria-current={i === 0 ? "true" : undefined}
                  className={`${thumbClass} aria-[current=true]:ring-ocean-600 no-js:hidden`}
                >
                  <Thumb image={img} />
                </button>
                <a
                  href={img.src}
                  aria-label={t("widgets.galleryOpen", { number: i + 1, count, title: img.title })}
                  className={`${thumbClass} js:hidden`}
                >
                  <Thumb image={img} />
                </a>
              </li>
            ))}
          </ul>
          <div hidden data-slides>
            {images.slice(1).map((img) => (
              <Slide key={img.id} image={img} />
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
