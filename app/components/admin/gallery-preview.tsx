import { useEffect, useRef, useState } from "react";
import { ImageOff } from "~/components/ui/lucide";

/**
 * SPEC §8: a preview that fails to load is hidden, not shown broken. Also catches a failure
 * that happened before React hydrated (the error event has then already fired).
 */
export function GalleryPreview({
  src,
  width,
  height,
  className = "",
}: {
  src: string;
  width?: number | null;
  height?: number | null;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    setFailed(false);
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0) setFailed(true);
  }, [src]);
  if (failed || !src) {
    return (
      <span
        className={`flex flex-col items-center justify-center gap-1 bg-seaglass-100 text-sm text-muted ${className}`}
        data-preview-failed="true"
      >
        <ImageOff className="size-6" aria-hidden="true" />
        Preview unavailable
      </span>
    );
  }
  return (
    <img
      ref={img}
      src={src}
      alt=""
      width={width ?? 320}
      height={height ?? 240}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`object-cover ${className}`}
    />
  );
}
