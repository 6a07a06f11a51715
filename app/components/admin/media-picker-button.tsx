import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { ImagePlus } from "~/components/ui/lucide";
import type { MediaPickerProps } from "./media-picker";
import type { PickedImage } from "./media-upload";

// The dialog's code comes with its first opening, not with the editor.
const MediaPicker = lazy(() => import("./media-picker"));

/** The picker's dialog while `open`; the caller decides what opens it (a button, a toolbar tool). */
export function MediaPickerDialog({ open, ...props }: MediaPickerProps & { open: boolean }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <MediaPicker {...props} />
    </Suspense>
  );
}

/** "Choose or upload…" beside a picture field: shown only once JavaScript runs (the radios work without it). */
export function MediaPickerButton({
  label = "Choose or upload an image…",
  ...props
}: Omit<MediaPickerProps, "onClose"> & { label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
        <ImagePlus className="size-4" aria-hidden="true" />
        {label}
      </button>
      <MediaPickerDialog open={open} {...props} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * For a picture field made of radio buttons: an image chosen in the picker is checked among
 * them, added first when the field did not list it (just uploaded), and announced as a change
 * so the form's unsaved-changes guard knows.
 */
export function usePickIntoRadios(name: string) {
  const ref = useRef<HTMLFieldSetElement>(null);
  const [added, setAdded] = useState<PickedImage[]>([]);
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (pending === null || !ref.current) return;
    const radio = [...ref.current.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
      (r) => r.name === name && r.value === pending,
    );
    setPending(null);
    if (!radio) return;
    radio.checked = true;
    radio.dispatchEvent(new Event("input", { bubbles: true }));
    radio.dispatchEvent(new Event("change", { bubbles: true }));
    radio.focus();
    radio.scrollIntoView({ block: "nearest" });
  }, [pending, added, name]);
  const pick = (image: PickedImage) => {
    setAdded((list) => (list.some((i) => i.src === image.src) ? list : [image, ...list]));
    setPending(image.src);
  };
  return { ref, added, pick };
}
