import { Star } from "~/components/ui/lucide";
import { useOptionalT } from "~/components/messages-context";

/** Also drawn in the staff pages (testimonial cards), hence useOptionalT(). */
export function Stars({ rating, className = "size-4" }: { rating: number; className?: string }) {
  const t = useOptionalT();
  return (
    <span className="flex gap-0.5" role="img" aria-label={t("widgets.starsRated", { rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={`${className} ${n <= rating ? "fill-sand-500 text-sand-500" : "text-slate-300"}`} aria-hidden="true" />
      ))}
    </span>
  );
}
