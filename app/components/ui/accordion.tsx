import type { ReactNode } from "react";
import { ChevronDown } from "~/components/ui/lucide";

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/**
 * One-open-at-a-time accordion on native <details name=…>: the browser enforces the single
 * open item, clicking the open one closes it, keyboard works, and it needs no JavaScript.
 */
export function Accordion({
  name,
  items,
  initiallyOpen = null,
  headingLevel = 3,
}: {
  /** Groups the items; must be unique on the page. */
  name: string;
  items: AccordionItem[];
  initiallyOpen?: number | null;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="divide-y divide-seaglass-200 rounded-2xl bg-white ring-1 ring-seaglass-200">
      {items.map((item, index) => (
        <details key={item.id} name={name} open={index === initiallyOpen} className="group" data-accordion-item={item.id}>
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-start font-semibold text-ocean-950 hover:bg-seaglass-50 [&::-webkit-details-marker]:hidden">
            <Heading className="text-base">{item.title}</Heading>
            <ChevronDown className="size-5 shrink-0 text-ocean-700 transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <div className="px-5 pb-5 text-muted">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
