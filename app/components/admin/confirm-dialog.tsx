import type { ReactNode } from "react";
import { useModalDialog } from "./use-modal-dialog";

/**
 * Accessible confirmation on the native <dialog> (focus trapped, Escape cancels). The
 * confirm button submits `form` (or runs onConfirm), so the action itself stays a POST.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = "Delete",
  onCancel,
  onConfirm,
  children,
}: {
  open: boolean;
  title: string;
  /** SPEC §8's exact question, e.g. "Are you sure you want to delete this testimonial?" */
  message: string;
  confirmLabel?: string;
  onCancel: () => void;
  onConfirm?: () => void;
  /** Hidden inputs and a submit button, when the confirmation is itself a form. */
  children?: ReactNode;
}) {
  const { ref: dialog, onClose: closed } = useModalDialog(open, onCancel);
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-message"
      onClose={closed}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 shadow-xl backdrop:bg-ocean-950/60"
    >
      <h2 id="confirm-title" className="text-lg font-semibold text-ocean-950">
        {title}
      </h2>
      <p id="confirm-message" className="mt-2 text-ink">
        {message}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={() => dialog.current?.close()} autoFocus>
          Cancel
        </button>
        {children ?? (
          <button type="button" className="btn bg-coral-700 text-white hover:bg-coral-700/90" onClick={onConfirm}>
            {confirmLabel}
          </button>
        )}
      </div>
    </dialog>
  );
}
