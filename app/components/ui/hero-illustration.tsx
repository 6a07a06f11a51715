import { preload } from "react-dom";

/** Tailwind's `lg` breakpoint: the width from which a hero shows its illustration. */
const HERO_ILLUSTRATION_MEDIA = "(min-width: 64rem)";

/**
 * A hero's illustration, shown from the `lg` width up. Phones never show it, so they must not
 * fetch it: a browser fetches a hidden `<img>` unless it is lazy, and a high-priority fetch
 * shares a slow network with the stylesheet and font the first paint needs. Wide screens get it
 * early from a preload limited to their width (the lazy image then finds it in the cache).
 */
export function HeroIllustration({ src }: { src: string }) {
  preload(src, { as: "image", fetchPriority: "high", media: HERO_ILLUSTRATION_MEDIA });
  return <img src={src} alt="" width={1200} height={800} loading="lazy" className="hidden w-full rounded-3xl lg:block" />;
}
