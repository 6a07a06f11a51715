import { initials } from "~/lib/format";

/** Stands in for a photo until the clinic uploads real ones (no stock faces). */
export function Monogram({ name, className = "size-12 text-base" }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-seaglass-200 font-bold text-ocean-900 ${className}`}
    >
      {initials(name)}
    </span>
  );
}
