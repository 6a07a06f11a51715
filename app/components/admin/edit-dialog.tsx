import type { ReactNode } from "react";
import { X } from "lucide-react";
import { useModalDialog } from "./use-modal-dialog";

/**
 * The edit dialog of SPEC §4 ("Edit opens a dialog with a copy of the item; Cancel or the close
 * button discards changes"), on the native <dialog>: focus trap and Escape for free.
 */
export function EditDialog({
  open,
  title,
  onClose,
  children,
  wide = false,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const { ref: dialog, onClose: closed } = useModalDialog(open, onClose);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="edit-dialog-title"
      onClose={closed}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] overflow-y-auto rounded-2xl bg-white p-0 shadow-xl backdrop:bg-ocean-950/60 ${wide ? "max-w-4xl" : "max-w-2xl"}`}
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-seaglass-200 bg-white px-6 py-4">
        <h2 id="edit-dialog-title" className="text-lg font-semibold text-ocean-950">{title}</h2>
        <button type="button" onClick={() => dialog.current?.close()} aria-label="Close" className="flex size-11 items-center justify-center rounded-md text-ocean-900 hover:bg-seaglass-100">
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div className="p-6">{open ? children : null}</div>
    </dialog>
  );
}
