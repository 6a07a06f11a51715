import { useCallback, useEffect, useRef, useState } from "react";
import { useBlocker } from "react-router";

export const DISCARD_QUESTION = "You have unsaved changes. Discard them?";

/**
 * Issue 13 item 9: a form with changes nobody saved warns before they are lost: on leaving the
 * page (the browser's own question), on a link or Back inside the app, and when the caller
 * asks (closing a dialog). Typing marks the form changed; submitting clears it, and each
 * `refused` answer (the server sent the form back with what was typed: an object, new for
 * every answer) marks it changed again.
 */
export function useUnsavedGuard(refused: object | null | undefined) {
  const [dirty, setDirty] = useState(Boolean(refused));
  const dirtyRef = useRef(Boolean(refused));
  const mark = useCallback((value: boolean) => {
    dirtyRef.current = value;
    setDirty(value);
  }, []);
  useEffect(() => mark(Boolean(refused)), [refused, mark]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  const blocker = useBlocker(
    useCallback(
      ({
        currentLocation,
        nextLocation,
      }: {
        currentLocation: { pathname: string; search: string };
        nextLocation: { pathname: string; search: string };
      }) => dirtyRef.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [],
    ),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(DISCARD_QUESTION)) {
      mark(false);
      blocker.proceed();
    } else blocker.reset();
  }, [blocker, mark]);
  /** True when there is nothing to lose or the person agreed to discard it. */
  const mayDiscard = useCallback(() => {
    if (!dirtyRef.current) return true;
    if (!window.confirm(DISCARD_QUESTION)) return false;
    mark(false);
    return true;
  }, [mark]);
  return { dirty, onInput: () => mark(true), onSubmit: () => mark(false), mayDiscard, clear: () => mark(false) };
}
