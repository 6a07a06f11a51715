import type { MouseEvent, ReactNode } from "react";
import { scrollBehavior } from "~/hooks/use-reduced-motion";

/**
 * A plain in-page anchor (works without JavaScript) that, once hydrated, scrolls smoothly
 * unless the visitor prefers reduced motion, and moves keyboard focus to the target so the
 * next Tab continues from there.
 */
export function SectionLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(to);
    if (!target || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
    history.replaceState(history.state, "", `#${to}`);
  }
  return (
    <a href={`#${to}`} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
