import { useEffect, useState } from "react";
import { CheckCircle2, X, XCircle } from "~/components/ui/lucide";

export interface ToastMessage {
  kind: "success" | "error";
  message: string;
}

/**
 * A polite status message after a save; stays until dismissed or replaced, never steals focus.
 * It floats at the bottom right once the page's scripts run (`.admin-toast` in app.css). Before
 * that, and in a browser without JavaScript, it sits in the page's flow above the content with
 * no dismiss button: nothing could dismiss it there, and floating it would cover whatever lay
 * under it (a Save button, the last page link) for as long as the page stayed open.
 */
export function Toast({ toast }: { toast: ToastMessage | null }) {
  const [visible, setVisible] = useState<ToastMessage | null>(toast);
  useEffect(() => setVisible(toast), [toast]);
  // Once staff start on a field, the last save's message has been read: it goes until the next
  // one. Only hiding it while the field has focus (app.css) brought it back at the mousedown
  // that blurs the field, over the Save button beneath it, and the click was lost.
  useEffect(() => {
    if (!visible) return;
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.matches('input, select, textarea, [contenteditable="true"]')) setVisible(null);
    };
    document.addEventListener("focusin", onFocus);
    return () => document.removeEventListener("focusin", onFocus);
  }, [visible]);
  return (
    <div role="status" aria-live="polite" className="admin-toast">
      {visible ? (
        <div
          className={`mb-6 flex items-start gap-3 rounded-xl p-4 shadow-lg ring-1 ${
            visible.kind === "success" ? "bg-white text-ocean-950 ring-seaglass-300" : "bg-white text-coral-700 ring-coral-500"
          }`}
        >
          {visible.kind === "success" ? (
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-ocean-600" aria-hidden="true" />
          ) : (
            <XCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          )}
          <p className="flex-1 text-sm font-medium">{visible.message}</p>
          <button
            type="button"
            onClick={() => setVisible(null)}
            aria-label="Dismiss message"
            className="admin-toast-dismiss -m-2 flex size-11 items-center justify-center rounded-md hover:bg-seaglass-100"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
