import { Star } from "~/components/ui/lucide";

export function Stars({ rating, className = "size-4" }: { rating: number; className?: string }) {
  return (
    <span className="flex gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={`${className} ${n <= rating ? "fill-sand-500 text-sand-500" : "text-slate-300"}`}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}
