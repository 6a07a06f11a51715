import type { ReactNode } from "react";

/**
 * A plain in-page anchor (works without JavaScript). The `section-link` island
 * (app/islands/section-link.island.ts) makes it scroll smoothly unless the visitor prefers
 * reduced motion, and move keyboard focus to the target so the next Tab continues from there.
 */
export function SectionLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <a href={`#${to}`} className={className} data-island="section-link">
      {children}
    </a>
  );
}
