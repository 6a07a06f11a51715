// The editors' media picker (issue 44 item 6): search the library or upload a new image with
// its alt text, then choose. Loaded on demand (media-picker-button.tsx): an editor that never
// opens it never downloads it. Rendered into <body>, outside the editor's own <form>, so its
// inputs are never sent with the editor's fields and Enter in its search box saves nothing.
import { type FormEvent, type SyntheticEvent, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Search, Upload, X } from "~/components/ui/lucide";
import { GALLERY_CATEGORIES } from "~/lib/gallery";
import { ACCEPTED_IMAGE_LABEL, ACCEPTED_IMAGE_MIME, MAX_UPLOAD_MB } from "~/lib/media";
import { MEDIA_SEARCH_MAX } from "~/lib/media-search";
import { ALT_HINT } from "~/content-types/gallery-image";
import { LibraryThumb } from "./library-thumb";
import { type PickedImage, uploadToLibrary } from "./media-upload";

export interface MediaPickerProps {
  /** The dialog's title: "Choose the doctor's photo". */
  title: string;
  /** The category a new upload is filed under in the library. */
  category: string;
  onPick: (image: PickedImage) => void;
  onClose: () => void;
}

interface LibraryImage extends PickedImage {
  id: number;
  therapyTitle: string | null;
}

type Search = { state: "loading" } | { state: "done"; q: string; images: LibraryImage[] } | { state: "failed" };

// Events from the picker must not reach an edit dialog around the editor (React passes them
// up through the portal): its unsaved-changes guard would count a search as an edit.
const stop = (e: SyntheticEvent) => e.stopPropagation();

export default function MediaPicker({ title, category, onPick, onClose }: MediaPickerProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [q, setQ] = useState("");
  const [search, setSearch] = useState<Search>({ state: "loading" });
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [uploadCategory, setUploadCategory] = useState(category);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);

  // Only the latest search may answer: the opening list of every image can arrive after a
  // search typed at once, and would otherwise replace its answer.
  const searching = useRef<AbortController | null>(null);
  async function runSearch(text: string) {
    searching.current?.abort();
    const current = new AbortController();
    searching.current = current;
    setSearch({ state: "loading" });
    try {
      const response = await fetch(`/admin/media-library?q=${encodeURIComponent(text)}`, {
        headers: { Accept: "application/json" },
        signal: current.signal,
      });
      if (!response.ok) throw new Error(String(response.status));
      const body = (await response.json()) as { q: string; images: LibraryImage[] };
      if (searching.current === current) setSearch({ state: "done", q: body.q, images: body.images });
    } catch {
      if (searching.current === current) setSearch({ state: "failed" });
    }
  }
  useEffect(() => {
    void runSearch("");
    return () => searching.current?.abort();
  }, []);

  const choose = (image: PickedImage) => {
    onPick(image);
    dialog.current?.close();
  };

  async function upload(event: FormEvent) {
    event.preventDefault();
    setUploadError(null);
    if (!file) {
      setUploadError("Choose an image file first.");
      fileInput.current?.focus();
      return;
    }
    if (!alt.trim()) {
      setUploadError("Describe the image (alt text) before uploading: it is read to people who cannot see it.");
      altInput.current?.focus();
      return;
    }
    setUploading(true);
    const outcome = await uploadToLibrary(file, { alt: alt.trim(), category: uploadCategory });
    setUploading(false);
    if (!outcome.ok) return setUploadError(outcome.message);
    choose(outcome.image);
  }

  const errorId = `${id}-upload-error`;
  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      // A dialog's close and cancel do not bubble in the page, but React passes them up its own
      // tree: an edit dialog around the editor would close with the picker.
      onClose={(e) => {
        e.stopPropagation();
        onClose();
      }}
      onCancel={stop}
      onInput={stop}
      onChange={stop}
      onSubmit={stop}
      onKeyDown={stop}
      data-media-picker
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-4xl overflow-y-auto rounded-2xl bg-white p-0 shadow-xl backdrop:bg-ocean-950/60"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-seaglass-200 bg-white px-4 py-3 sm:px-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-ocean-950">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          aria-label="Close"
          className="flex size-11 items-center justify-center rounded-md text-ocean-900 hover:bg-seaglass-100"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div className="grid gap-6 p-4 sm:p-6 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby={`${id}-library`}>
          <h3 id={`${id}-library`} className="mb-2 font-semibold text-ocean-950">
            From the media library
          </h3>
          <form
            role="search"
            className="flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              void runSearch(q);
            }}
          >
            <label htmlFor={`${id}-q`} className="sr-only">
              Search by title, alt text or therapy
            </label>
            <input
              id={`${id}-q`}
              type="search"
              value={q}
              maxLength={MEDIA_SEARCH_MAX}
              onChange={(e) => setQ(e.target.value)}
              placeholder="Title, alt text or therapy"
              className="field-input min-w-0 flex-1"
            />
            <button type="submit" className="btn-secondary">
              <Search className="size-4" aria-hidden="true" />
              <span className="max-sm:sr-only">Search</span>
            </button>
          </form>
          <p role="status" className="mt-2 text-sm text-muted">
            {search.state === "loading"
              ? "Searching…"
              : search.state === "failed"
                ? "The library could not be searched. Check the connection and try again."
                : search.images.length === 0
                  ? search.q
                    ? `No images match “${search.q}”. Upload one instead.`
                    : "The media library has no images yet: upload one."
                  : `${search.images.length} image${search.images.length === 1 ? "" : "s"}${search.q ? ` matching “${search.q}”` : ", newest first"}.`}
          </p>
          {search.state === "done" && search.images.length > 0 ? (
            <ul className="mt-2 grid max-h-[50dvh] grid-cols-2 gap-2 overflow-y-auto p-1 sm:grid-cols-3" aria-label="Library images">
              {search.images.map((image) => (
                <li key={image.id}>
                  <button
                    type="button"
                    onClick={() => choose(image)}
                    className="flex w-full flex-col gap-1 rounded-xl bg-white p-2 text-start text-sm ring-1 ring-seaglass-200 hover:bg-seaglass-50 focus-visible:outline-3 focus-visible:outline-ocean-500"
                  >
                    <LibraryThumb src={image.thumbSrc} />
                    <span className="font-medium break-words text-ink">
                      <span className="sr-only">Choose </span>
                      {image.title}
                    </span>
                    {image.therapyTitle ? <span className="text-xs text-muted">{image.therapyTitle}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <section aria-labelledby={`${id}-upload`} className="rounded-xl bg-seaglass-50 p-4">
          <h3 id={`${id}-upload`} className="mb-2 font-semibold text-ocean-950">
            Upload a new image
          </h3>
          <form onSubmit={(e) => void upload(e)} className="space-y-3" noValidate>
            <div>
              <label htmlFor={`${id}-file`} className="field-label">
                Image file
              </label>
              <input
                ref={fileInput}
                id={`${id}-file`}
                type="file"
                accept={ACCEPTED_IMAGE_MIME.join(",")}
                onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
                aria-describedby={`${id}-file-hint`}
                className="field-input"
              />
              <p id={`${id}-file-hint`} className="mt-1 text-sm text-muted">
                {ACCEPTED_IMAGE_LABEL}, up to {MAX_UPLOAD_MB} MB. Resized for the website; hidden data (such as location) removed.
              </p>
            </div>
            <div>
              <label htmlFor={`${id}-alt`} className="field-label">
                Alt text
              </label>
              <input
                ref={altInput}
                id={`${id}-alt`}
                value={alt}
                maxLength={250}
                onChange={(e) => setAlt(e.target.value)}
                aria-describedby={`${id}-alt-hint${uploadError ? ` ${errorId}` : ""}`}
                className="field-input"
              />
              <p id={`${id}-alt-hint`} className="mt-1 text-sm text-muted">
                {ALT_HINT}
              </p>
            </div>
            <div>
              <label htmlFor={`${id}-category`} className="field-label">
                Library category
              </label>
              <select
                id={`${id}-category`}
                value={uploadCategory}
                onChange={(e) => setUploadCategory(e.target.value)}
                className="field-input"
              >
                {GALLERY_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn-primary w-full justify-center" disabled={uploading}>
              <Upload className="size-4" aria-hidden="true" />
              {uploading ? "Uploading…" : "Upload and choose"}
            </button>
            {uploadError ? (
              <p id={errorId} role="alert" className="field-error">
                {uploadError}
              </p>
            ) : null}
          </form>
        </section>
      </div>
    </dialog>,
    document.body,
  );
}
