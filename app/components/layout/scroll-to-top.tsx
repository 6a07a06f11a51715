import { ArrowUp } from "~/components/ui/lucide";
import { useScrolled } from "~/hooks/use-scrolled";
import { scrollBehavior } from "~/hooks/use-reduced-motion";

export function ScrollToTop() {
  const visible = useScrolled(400);
  return (
    <button
      type="button"
      aria-label="Back to top"
      hidden={!visible}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: scrollBehavior() });
        // Keyboard users continue from the top of the page, not from the button.
        document.getElementById("top")?.focus({ preventScroll: true });
      }}
      className="fixed right-4 bottom-[calc(1rem+var(--bottom-bar-height,0px))] z-40 flex size-12 items-center justify-center rounded-full bg-white text-ocean-800 shadow-lg ring-1 ring-seaglass-200 hover:bg-seaglass-100 print:hidden"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
