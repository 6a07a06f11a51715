import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { CheckCircle2, CircleAlert, Upload, X } from "~/components/ui/lucide";
import { ACTIVE_LABEL } from "./active-dot";
import { withAltPrefix } from "~/lib/alt-prefix";
import { type BatchPatch, BatchDetails } from "./gallery-batch-details";
import { ALT_HINT } from "~/content-types/gallery-image";
import type { TherapyChoice } from "./gallery-batch-details";
import { GalleryPreview } from "./gallery-preview";
import { GALLERY_CATEGORIES } from "~/lib/gallery";
import { ACCEPTED_IMAGE_LABEL, ACCEPTED_IMAGE_MIME, formatBytes, MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, titleFromFileName } from "~/lib/media";

type Status = "ready" | "uploading" | "processing" | "done" | "error";

interface PendingUpload {
  uid: string;
  file: File;
  previewUrl: string;
  title: string;
  category: string;
  alt: string;
  therapySlug: string;
  isActive: boolean;
  status: Status;
  progress: number;
  message: string;
}

interface ServerResult {
  results?: { ok: boolean; error?: string; note?: string; title?: string }[];
  error?: string;
  errors?: Record<string, string>;
}

const UPLOAD_URL = "/admin/gallery/upload";

/** One file per request, so each gets its own progress bar (XMLHttpRequest reports upload progress; fetch does not). */
function send(item: PendingUpload, onProgress: (fraction: number) => void, onSent: () => void): Promise<{ ok: boolean; message: string }> {
  return new Promise((resolve) => {
    const body = new FormData();
    body.set("title", item.title);
    body.set("category", item.category);
    body.set("alt", item.alt);
    body.set("therapySlug", item.therapySlug);
    if (item.isActive) body.set("isActive", "on");
    body.set("files", item.file, item.file.name);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", UPLOAD_URL);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.upload.onload = onSent;
    xhr.onload = () => {
      const data = xhr.response as ServerResult | null;
      const first = data?.results?.[0];
      if (xhr.status === 200 && first) {
        resolve(first.ok ? { ok: true, message: first.note ?? "Uploaded" } : { ok: false, message: first.error ?? "Refused" });
      } else if (data?.error) {
        const detail = data.errors ? Object.values(data.errors).join(" ") : "";
        resolve({ ok: false, message: `${data.error}${detail ? ` ${detail}` : ""}` });
      } else {
        resolve({ ok: false, message: "The upload was not accepted. Your session may have ended: reload the page and sign in again." });
      }
    };
    xhr.onerror = () => resolve({ ok: false, message: "The upload failed (the connection was lost). Please try again." });
    xhr.send(body);
  });
}

/** Checks the browser can make before sending anything; the server checks the bytes again. */
function precheck(file: File): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return `This image is ${formatBytes(file.size)}; the limit is ${MAX_UPLOAD_MB} MB.`;
  if (file.type && !(ACCEPTED_IMAGE_MIME as readonly string[]).includes(file.type)) {
    return `This file type is not accepted. Please choose a ${ACCEPTED_IMAGE_LABEL} image.`;
  }
  return null;
}

let counter = 0;

export function GalleryUploader({ therapies, defaultCategory }: { therapies: TherapyChoice[]; defaultCategory: string }) {
  const [items, setItems] = useState<PendingUpload[]>([]);
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const urls = useRef(new Set<string>());
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const update = (uid: string, patch: Partial<PendingUpload>) =>
    setItems((list) => list.map((it) => (it.uid === uid ? { ...it, ...patch } : it)));

  const addFiles = (files: FileList | File[] | null) => {
    if (!files) return;
    const added = Array.from(files).map((file): PendingUpload => {
      const problem = precheck(file);
      const previewUrl = URL.createObjectURL(file);
      urls.current.add(previewUrl);
      counter += 1;
      return {
        uid: `u${counter}`,
        file,
        previewUrl,
        title: titleFromFileName(file.name),
        category: defaultCategory,
        alt: "",
        therapySlug: "",
        isActive: true,
        status: problem ? "error" : "ready",
        progress: 0,
        message: problem ?? "",
      };
    });
    setItems((list) => [...list, ...added]);
  };

  const remove = (uid: string) =>
    setItems((list) => {
      const gone = list.find((it) => it.uid === uid);
      if (gone) {
        URL.revokeObjectURL(gone.previewUrl);
        urls.current.delete(gone.previewUrl);
      }
      return list.filter((it) => it.uid !== uid);
    });

  const ready = items.filter((it) => it.status === "ready");

  /** "Apply to all" from the batch panel: the same category, therapy or alt-text start for every image still to upload. */
  const applyToReady = (patch: BatchPatch) =>
    setItems((list) =>
      list.map((it) => {
        if (it.status !== "ready") return it;
        const next = { ...it };
        if (patch.category !== undefined) next.category = patch.category;
        if (patch.therapySlug !== undefined) next.therapySlug = patch.therapySlug;
        if (patch.altPrefix !== undefined) next.alt = withAltPrefix(patch.altPrefix, it.alt);
        return next;
      }),
    );

  const uploadAll = async () => {
    setBusy(true);
    // One after another: the server re-encodes each photo, and two cores serve the site too.
    for (const item of ready) {
      update(item.uid, { status: "uploading", progress: 0, message: "" });
      const outcome = await send(
        item,
        (fraction) => update(item.uid, { progress: fraction }),
        () => update(item.uid, { status: "processing", progress: 1 }),
      );
      update(item.uid, { status: outcome.ok ? "done" : "error", progress: outcome.ok ? 1 : 0, message: outcome.message });
    }
    setBusy(false);
    await revalidator.revalidate();
  };

  return (
    <div>
      <div
        data-testid="dropzone"
        onDragOver={(e) => {
          e.preventDefault();
          e.dataTransfer.dropEffect = "copy";
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          addFiles(e.dataTransfer.files);
        }}
        className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed p-6 text-center ${dragging ? "border-ocean-600 bg-seaglass-100" : "border-seaglass-300 bg-white"}`}
      >
        <Upload className="size-8 text-ocean-700" aria-hidden="true" />
        <p className="font-medium text-ink">Drag images here, or</p>
        <button type="button" className="btn-primary" onClick={() => input.current?.click()}>
          Choose images
        </button>
        <input
          ref={input}
          type="file"
          name="files"
          multiple
          accept={ACCEPTED_IMAGE_MIME.join(",")}
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            addFiles(e.currentTarget.files);
            e.currentTarget.value = "";
          }}
        />
        <p className="text-sm text-muted">
          {ACCEPTED_IMAGE_LABEL}, up to {MAX_UPLOAD_MB} MB each. Photos are resized for the website and their hidden data (such as location)
          is removed.
        </p>
      </div>

      {items.length > 0 ? (
        <>
          {ready.length > 1 ? (
            <BatchDetails therapies={therapies} defaultCategory={defaultCategory} count={ready.length} onApply={applyToReady} />
          ) : null}
          <ul className="mt-4 space-y-4" aria-label="Images to upload">
            {items.map((it) => (
              <PendingItem
                key={it.uid}
                item={it}
                therapies={therapies}
                locked={busy || it.status !== "ready"}
                onChange={(patch) => update(it.uid, patch)}
                onRemove={() => remove(it.uid)}
              />
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            {busy || ready.length > 0 ? (
              <button type="button" className="btn-primary" disabled={busy} onClick={() => void uploadAll()}>
                <Upload className="size-4" aria-hidden="true" />
                {busy ? "Uploading..." : `Upload ${ready.length} image${ready.length === 1 ? "" : "s"}`}
              </button>
            ) : (
              <p className="text-sm text-ink" data-upload-summary>
                {uploadSummary(items)}
              </p>
            )}
            {!busy && items.some((it) => it.status === "done" || it.status === "error") ? (
              <button
                type="button"
                className="btn-secondary"
                onClick={() => setItems((list) => list.filter((it) => it.status === "ready"))}
              >
                Clear finished
              </button>
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}

function uploadSummary(items: PendingUpload[]): string {
  const done = items.filter((it) => it.status === "done").length;
  const failed = items.filter((it) => it.status === "error").length;
  const parts = [`${done} image${done === 1 ? "" : "s"} uploaded.`];
  if (failed > 0) parts.push(`${failed} not uploaded: see the message under ${failed === 1 ? "it" : "each"}.`);
  return parts.join(" ");
}

function statusText(item: PendingUpload): string {
  switch (item.status) {
    case "ready":
      return item.isActive && !item.alt.trim() ? "Ready. Without alt text it will be saved as inactive." : "Ready to upload.";
    case "uploading":
      return `Uploading ${Math.round(item.progress * 100)}%`;
    case "processing":
      return "Processing...";
    default:
      return item.message;
  }
}

const busyLocked = (locked: boolean, item: PendingUpload) => locked && item.status !== "error";

function PendingItem({
  item,
  therapies,
  locked,
  onChange,
  onRemove,
}: {
  item: PendingUpload;
  therapies: TherapyChoice[];
  locked: boolean;
  onChange: (patch: Partial<PendingUpload>) => void;
  onRemove: () => void;
}) {
  const id = `upload-${item.uid}`;
  const name = item.file.name;
  return (
    <li className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-seaglass-200" data-upload={name}>
      <div className="flex items-start gap-3">
        <GalleryPreview src={item.previewUrl} className="h-16 w-20 shrink-0 rounded-lg sm:h-24 sm:w-32" />
        <p className="min-w-0 flex-1 text-sm break-words text-muted">
          {name}
          <br />
          {formatBytes(item.file.size)}
        </p>
        {item.status === "ready" || item.status === "error" ? (
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove ${name}`}
            disabled={busyLocked(locked, item)}
            className="-m-1 flex size-11 shrink-0 items-center justify-center rounded-md text-ocean-900 hover:bg-seaglass-100"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <div className="space-y-3">
        <fieldset disabled={locked} className="grid gap-3 sm:grid-cols-2">
          <legend className="sr-only">Details for {name}</legend>
          <div>
            <label htmlFor={`${id}-title`} className="field-label">
              Title
            </label>
            <input
              id={`${id}-title`}
              value={item.title}
              maxLength={120}
              onChange={(e) => onChange({ title: e.target.value })}
              className="field-input"
            />
          </div>
          <div>
            <label htmlFor={`${id}-category`} className="field-label">
              Category
            </label>
            <select
              id={`${id}-category`}
              value={item.category}
              onChange={(e) => onChange({ category: e.target.value })}
              className="field-input"
            >
              {GALLERY_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
          <div className="sm:col-span-2">
            <label htmlFor={`${id}-alt`} className="field-label">
              Alt text
            </label>
            <input
              id={`${id}-alt`}
              value={item.alt}
              maxLength={250}
              onChange={(e) => onChange({ alt: e.target.value })}
              aria-describedby={`${id}-alt-hint`}
              className="field-input"
            />
            <p id={`${id}-alt-hint`} className="mt-1 text-sm text-muted">
              {ALT_HINT}
            </p>
          </div>
          <div>
            <label htmlFor={`${id}-therapy`} className="field-label">
              Therapy (optional)
            </label>
            <select
              id={`${id}-therapy`}
              value={item.therapySlug}
              onChange={(e) => onChange({ therapySlug: e.target.value })}
              className="field-input"
            >
              <option value="">None</option>
              {therapies.map((t) => (
                <option key={t.slug} value={t.slug}>
                  {t.title}
                </option>
              ))}
            </select>
          </div>
          <label className="flex min-h-11 items-center gap-3 self-end">
            <input
              type="checkbox"
              checked={item.isActive}
              onChange={(e) => onChange({ isActive: e.target.checked })}
              className="size-5 accent-ocean-700"
            />
            <span>{ACTIVE_LABEL}</span>
          </label>
        </fieldset>
        <div>
          <progress
            max={100}
            value={Math.round(item.progress * 100)}
            aria-label={`Upload progress for ${name}`}
            className="h-2 w-full overflow-hidden rounded-full accent-ocean-700"
          />
          <p
            aria-live="polite"
            data-upload-status
            className={`mt-1 flex items-center gap-1.5 text-sm ${item.status === "error" ? "text-coral-700" : "text-ink"}`}
          >
            {item.status === "done" ? <CheckCircle2 className="size-4 shrink-0 text-ocean-600" aria-hidden="true" /> : null}
            {item.status === "error" ? <CircleAlert className="size-4 shrink-0" aria-hidden="true" /> : null}
            {statusText(item)}
          </p>
        </div>
      </div>
    </li>
  );
}
