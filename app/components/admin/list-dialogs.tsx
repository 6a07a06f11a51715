import { type ReactNode, type RefObject, useCallback, useEffect, useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { DIALOG_PARAMS, listHref, withParams } from "~/lib/admin-list-url";
import { ConfirmDialog } from "./confirm-dialog";
import { EditDialog } from "./edit-dialog";

/**
 * The list screens open their edit and delete dialogs from the address (?edit=12,
 * ?edit=new, ?delete=12): a link works without JavaScript and a reload keeps the dialog.
 * Closing a dialog (Escape, close button, Cancel) goes back to the list address.
 */
export function useListDialogs() {
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef(location);
  latest.current = location;
  const hrefWith = useCallback(
    (changes: Record<string, string | null>) => withParams(location.pathname, location.search, { ...DIALOG_PARAMS, ...changes }),
    [location.pathname, location.search],
  );
  // The dialog also closes itself after a save redirected to the list: only navigate when
  // the address still asks for a dialog, or Back would need two presses.
  const close = useCallback(() => {
    const { pathname, search } = latest.current;
    const params = new URLSearchParams(search);
    if (params.has("edit") || params.has("delete") || params.has("new")) {
      void navigate(listHref(pathname, search), { preventScrollReset: true });
    }
  }, [navigate]);
  return { list: listHref(location.pathname, location.search), hrefWith, close };
}

/** EditDialog once hydrated; before that (or without JavaScript) the same form inline. */
export function EditSurface({
  open,
  title,
  onClose,
  refused = null,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  refused?: object | null;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  if (hydrated) {
    return (
      <EditDialog open={open} title={title} onClose={onClose} refused={refused}>
        {children}
      </EditDialog>
    );
  }
  if (!open) return null;
  return (
    <section aria-labelledby="edit-panel-title" className="mb-8 rounded-2xl bg-white p-4 ring-2 ring-ocean-600 sm:p-6">
      <h2 id="edit-panel-title" className="mb-4 text-lg font-semibold text-ocean-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * SPEC §8's confirmation: ConfirmDialog once hydrated, an inline panel with the same
 * question before that. `form` is the POST form holding the confirm button.
 */
export function ConfirmSurface({
  open,
  title,
  message,
  cancelHref,
  onCancel,
  form,
}: {
  open: boolean;
  title: string;
  message: string;
  cancelHref: string;
  onCancel: () => void;
  form: ReactNode;
}) {
  const hydrated = useHydrated();
  if (hydrated) {
    return (
      <ConfirmDialog open={open} title={title} message={message} onCancel={onCancel}>
        {form}
      </ConfirmDialog>
    );
  }
  if (!open) return null;
  return (
    <section aria-labelledby="confirm-panel-title" className="mb-8 rounded-2xl bg-white p-4 ring-2 ring-coral-700 sm:p-6">
      <h2 id="confirm-panel-title" className="text-lg font-semibold text-ocean-950">
        {title}
      </h2>
      <p className="mt-2 text-ink">{message}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={cancelHref} className="btn-secondary" preventScrollReset>
          Cancel
        </Link>
        {form}
      </div>
    </section>
  );
}

/** Moves focus to the first field the server refused, so the message is heard at once. */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: object | undefined) {
  useEffect(() => {
    if (!errors || Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [errors, form]);
}
