/**
 * Decorative floating particles for hero sections (SPEC: 20 on the wellness hero, 15 on each
 * doctor hero). Positions are fixed by index so server and client render the same markup;
 * the motion stops under prefers-reduced-motion (global rule in app.css).
 */
export function Particles({ count, className = "bg-white/25" }: { count: number; className?: string }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden" data-particles={count}>
      {Array.from({ length: count }, (_, i) => {
        // Golden-ratio spacing spreads points evenly without randomness.
        const left = ((i * 61.8) % 100).toFixed(1);
        const top = ((i * 38.2 + 7) % 100).toFixed(1);
        const size = 6 + ((i * 7) % 14);
        return (
          <span
            key={i}
            className={`absolute animate-float rounded-full ${className}`}
            style={{
              left: `${left}%`,
              top: `${top}%`,
              width: size,
              height: size,
              animationDelay: `${(i % 7) * -1.3}s`,
              animationDuration: `${8 + (i % 5)}s`,
            }}
          />
        );
      })}
    </div>
  );
}
