import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * Keeps a native <dialog> modal in step with `open`. A dialog the user dismissed stays shut
 * while `open` is still true because the navigation that clears it from the address is in
 * flight, and opens again when a new navigation asks for it (a second click on the same
 * Delete link before the first close finished loading), or when `open` goes false and true.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const { key } = useLocation();
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);
  if (!open && dismissedAt !== null) setDismissedAt(null);
  const shown = open && dismissedAt !== key;
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (shown && !el.open) el.showModal();
    if (!shown && el.open) el.close();
  }, [shown]);
  const handleClose = () => {
    setDismissedAt(key);
    onClose();
  };
  return { ref, onClose: handleClose };
}
