import { ArrowUp } from "~/components/ui/lucide";
import { useT } from "~/components/messages-context";

/**
 * Rendered on the server only, hidden; app/islands/scroll-to-top.island.ts shows it past
 * 400 px of scroll and scrolls back up (it needs JavaScript, so it stays hidden without).
 * Hidden while a form field has focus (`field-focused:`), like the quick-contact button.
 */
export function ScrollToTop() {
  const t = useT();
  return (
    <button
      type="button"
      data-island="scroll-to-top"
      aria-label={t("chrome.backToTop")}
      hidden
      className="fixed end-4 bottom-[calc(1rem+var(--bottom-bar-height,0px))] z-40 flex size-12 items-center justify-center rounded-full bg-white text-ocean-800 shadow-lg ring-1 ring-seaglass-200 field-focused:hidden confirmation-in-view:hidden hover:bg-seaglass-100 print:hidden"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
