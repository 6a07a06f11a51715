import { type ReactNode, useEffect } from "react";
import { X } from "~/components/ui/lucide";
import { useModalDialog } from "./use-modal-dialog";
import { useUnsavedGuard } from "./use-unsaved-guard";

/**
 * The edit dialog of SPEC §4 ("Edit opens a dialog with a copy of the item; Cancel or the close
 * button discards changes"), on the native <dialog>: focus trap and Escape for free. Discarding
 * typed changes asks first (issue 13 item 9); `refused` says the form came back from the server
 * with what was typed, unsaved.
 */
export function EditDialog({
  open,
  title,
  onClose,
  children,
  wide = false,
  refused = null,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  /** The server's answer that sent the form back unsaved (errors, a conflict), if any. */
  refused?: object | null;
}) {
  const { ref: dialog, onClose: closed } = useModalDialog(open, onClose);
  const guard = useUnsavedGuard(open ? refused : null);
  const { clear } = guard;
  useEffect(() => {
    if (!open) clear();
  }, [open, clear]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="edit-dialog-title"
      onInput={guard.onInput}
      onSubmit={guard.onSubmit}
      // Escape: the dialog stays open unless the person agrees to lose what they typed.
      onCancel={(event) => {
        if (!guard.mayDiscard()) event.preventDefault();
      }}
      onClose={closed}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] overflow-y-auto rounded-2xl bg-white p-0 shadow-xl backdrop:bg-ocean-950/60 ${wide ? "max-w-4xl" : "max-w-2xl"}`}
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-seaglass-200 bg-white px-6 py-4">
        <h2 id="edit-dialog-title" className="text-lg font-semibold text-ocean-950">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => guard.mayDiscard() && dialog.current?.close()}
          aria-label="Close"
          className="flex size-11 items-center justify-center rounded-md text-ocean-900 hover:bg-seaglass-100"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div className="p-6">{open ? children : null}</div>
    </dialog>
  );
}
