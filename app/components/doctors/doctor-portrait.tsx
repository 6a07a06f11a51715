import { initials } from "~/lib/format";

/** The doctor's picture, or their initials on a sea-glass disc until the clinic adds one. */
export function DoctorPortrait({
  src,
  name,
  className,
  priority = false,
}: {
  src: string;
  name: string;
  className: string;
  priority?: boolean;
}) {
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={600}
        height={600}
        {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
        className={`object-cover ${className}`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`flex aspect-square items-center justify-center bg-seaglass-100 font-bold text-ocean-800 ${className}`}
    >
      <span className="text-[clamp(1.5rem,8vw,5rem)]">{initials(name)}</span>
    </span>
  );
}
