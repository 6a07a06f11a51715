import { Link } from "react-router";
import { Check, History, Languages, Pencil } from "~/components/ui/lucide";
import { translationsPath } from "~/content-types/registry";
import { galleryTextsType } from "~/content-types/row-texts";
import { ActiveDot } from "./active-dot";
import { PendingBadge } from "./record-publish";
import { GalleryPreview } from "./gallery-preview";

export interface GalleryTile {
  id: number;
  title: string;
  category: string;
  alt: string;
  isActive: boolean;
  therapyTitle: string | null;
  previewSrc: string;
  width: number | null;
  height: number | null;
  /** e.g. "Upload · 4000 × 3000 · original 3.2 MB (not kept)" or "By URL". */
  source: string;
  /** A draft waiting ("Draft, not published", "Scheduled for …"), or null. */
  pending: string | null;
}

/**
 * SPEC §4: clicking an image toggles its selection. With JavaScript each preview is a toggle
 * button (aria-pressed, Space/Enter); without it, a checkbox in the same delete form.
 */
export function GalleryGrid({
  tiles,
  selected,
  onToggle,
  hydrated,
  editHref,
}: {
  tiles: GalleryTile[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  hydrated: boolean;
  editHref: (id: number) => string;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4" aria-label="Images">
      {tiles.map((tile) => {
        const isSelected = selected.has(tile.id);
        const preview = <GalleryPreview src={tile.previewSrc} width={tile.width} height={tile.height} className="aspect-[4/3] w-full" />;
        return (
          <li
            key={tile.id}
            data-image-id={tile.id}
            className={`flex flex-col overflow-hidden rounded-2xl bg-white ring-1 ${isSelected ? "ring-4 ring-ocean-600" : "ring-seaglass-200"}`}
          >
            {hydrated ? (
              <button type="button" aria-pressed={isSelected} onClick={() => onToggle(tile.id)} className="relative block w-full text-left">
                {preview}
                <span className="sr-only">Select {tile.title}</span>
                {isSelected ? (
                  <span
                    aria-hidden="true"
                    className="absolute top-2 right-2 flex size-8 items-center justify-center rounded-full bg-ocean-700 text-white shadow"
                  >
                    <Check className="size-5" />
                  </span>
                ) : null}
              </button>
            ) : (
              <label className="relative block cursor-pointer">
                {preview}
                <span className="absolute top-2 left-2 flex min-h-11 items-center gap-2 rounded-lg bg-white/95 px-3 text-sm font-medium text-ink shadow">
                  <input type="checkbox" name="ids" value={tile.id} className="size-5 accent-ocean-700" />
                  Select<span className="sr-only"> {tile.title}</span>
                </span>
              </label>
            )}
            <div className="flex flex-1 flex-col gap-1 p-3">
              <p className="font-semibold break-words text-ocean-950">{tile.title}</p>
              <p className="text-sm text-muted">
                {tile.category}
                {tile.therapyTitle ? ` · ${tile.therapyTitle}` : ""}
              </p>
              <p className="text-xs text-muted">{tile.source}</p>
              {!tile.alt ? <p className="text-sm text-coral-700">No alt text: add it to make the image active.</p> : null}
              {tile.pending ? (
                <p>
                  <PendingBadge label={tile.pending} />
                </p>
              ) : null}
              <div className="mt-auto flex flex-wrap items-center justify-between gap-x-2 pt-2">
                <ActiveDot active={tile.isActive} />
                <span className="flex">
                  <Link
                    to={translationsPath(galleryTextsType.type, String(tile.id))}
                    className="flex size-11 items-center justify-center rounded-lg text-ocean-800 hover:bg-seaglass-100"
                    aria-label={`Translations of ${tile.title}`}
                  >
                    <Languages className="size-4" aria-hidden="true" />
                  </Link>
                  <Link
                    to={`/admin/history/gallery_image/${tile.id}`}
                    className="flex size-11 items-center justify-center rounded-lg text-ocean-800 hover:bg-seaglass-100"
                    aria-label={`History of ${tile.title}`}
                  >
                    <History className="size-4" aria-hidden="true" />
                  </Link>
                  <Link
                    to={editHref(tile.id)}
                    preventScrollReset
                    className="flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-ocean-800 hover:bg-seaglass-100"
                  >
                    <Pencil className="size-4" aria-hidden="true" /> Edit<span className="sr-only"> {tile.title}</span>
                  </Link>
                </span>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
