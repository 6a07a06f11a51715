import { useState } from "react";
import { ImageOff } from "~/components/ui/lucide";

/** One choice of a picture picker: a card holding a thumbnail and its radio or checkbox. */
export const PICKER_OPTION =
  "flex min-h-11 cursor-pointer flex-col gap-2 rounded-xl bg-white p-2 text-sm ring-1 ring-seaglass-200 has-checked:ring-2 has-checked:ring-ocean-600 has-focus-visible:outline-3 has-focus-visible:outline-ocean-500";

/** A library image as a thumbnail; one that fails to load is hidden, not shown broken. */
export function LibraryThumb({ src, square = false }: { src: string; square?: boolean }) {
  const [failed, setFailed] = useState(false);
  const shape = square ? "aspect-square" : "aspect-[3/2]";
  if (failed) {
    return (
      <span className={`flex ${shape} items-center justify-center rounded-lg bg-seaglass-100 text-muted`}>
        <ImageOff className="size-6" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={240}
      height={square ? 240 : 160}
      loading="lazy"
      onError={() => setFailed(true)}
      className={`${shape} w-full rounded-lg bg-seaglass-50 object-cover`}
    />
  );
}
