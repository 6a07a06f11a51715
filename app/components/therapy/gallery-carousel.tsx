import { useRef, useState } from "react";
import { ChevronLeft, ChevronRight } from "~/components/ui/lucide";
import { wrapIndex } from "~/lib/carousel";
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

const SWIPE_PX = 40;

function SlideImage({ image }: { image: GalleryImage }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width ?? 1200}
      height={image.height ?? 800}
      loading="lazy"
      decoding="async"
      draggable={false}
      className="aspect-[3/2] w-full touch-pan-y object-cover select-none"
    />
  );
}

/** SPEC §2 therapy gallery: thumbnails, an "n / total" counter, wraps both ways; keys and swipe too. */
export function GalleryCarousel({ images, label }: { images: GalleryImage[]; label: string }) {
  const [index, setIndex] = useState(0);
  const startX = useRef<number | null>(null);
  const count = images.length;
  const current = images[wrapIndex(index, count)];
  if (!current) return null;
  const go = (next: number) => setIndex(wrapIndex(next, count));

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={(e) => {
        if (e.key === "ArrowRight") go(index + 1);
        else if (e.key === "ArrowLeft") go(index - 1);
        else return;
        e.preventDefault();
      }}
    >
      <figure
        className="relative overflow-hidden rounded-2xl bg-seaglass-50 ring-1 ring-seaglass-200"
        onPointerDown={(e) => {
          startX.current = e.clientX;
        }}
        onPointerUp={(e) => {
          if (startX.current === null) return;
          const dx = e.clientX - startX.current;
          startX.current = null;
          if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? index + 1 : index - 1);
        }}
      >
        {/* Below the fold on every page that uses it: lazy. width/height reserve the space. */}
        {current.sources.length > 0 ? (
          <picture key={current.id}>
            {current.sources.map((source) => (
              <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={SLIDE_SIZES} />
            ))}
            <SlideImage image={current} />
          </picture>
        ) : (
          <SlideImage key={current.id} image={current} />
        )}
        {/* The arrows come before the caption: a figcaption must be the figure's first or last child. */}
        {count > 1 ? (
          <>
            <button type="button" onClick={() => go(index - 1)} aria-label="Previous image" className="absolute top-[calc(50%-2.5rem)] left-3 flex size-11 items-center justify-center rounded-full bg-white/95 text-ocean-800 shadow hover:bg-white">
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <button type="button" onClick={() => go(index + 1)} aria-label="Next image" className="absolute top-[calc(50%-2.5rem)] right-3 flex size-11 items-center justify-center rounded-full bg-white/95 text-ocean-800 shadow hover:bg-white">
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
          </>
        ) : null}
        <figcaption className="flex items-center justify-between gap-4 bg-white px-4 py-3 text-sm">
          <span className="font-medium text-ink">{current.title}</span>
          <span aria-live="polite" className="shrink-0 font-semibold text-ocean-800" data-counter>
            {wrapIndex(index, count) + 1} / {count}
          </span>
        </figcaption>
      </figure>
      {count > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label="Choose an image">
          {images.map((img, i) => (
            <li key={img.id} className="shrink-0">
              <button
                type="button"
                onClick={() => go(i)}
                aria-label={`Show image ${i + 1} of ${count}: ${img.title}`}
                aria-current={i === wrapIndex(index, count) ? "true" : undefined}
                className={`block overflow-hidden rounded-lg ring-2 ${i === wrapIndex(index, count) ? "ring-ocean-600" : "ring-transparent"}`}
              >
                <img src={img.thumbSrc} alt="" width={96} height={64} loading="lazy" decoding="async" className="h-16 w-24 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
