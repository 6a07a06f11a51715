import { Link } from "react-router";
import { History, Languages, Pencil, PlaySquare, Star, Trash2 } from "~/components/ui/lucide";
import { testimonialTextsType } from "~/content-types/row-texts";
import { ActiveDot } from "./active-dot";
import { PendingBadge } from "./record-publish";
import { Monogram } from "~/components/ui/monogram";
import { Stars } from "~/components/ui/stars";
import { ageLabel, PLACEMENT_SHORT, type Placement } from "~/lib/testimonial-fields";

export interface TestimonialCardData {
  id: number;
  name: string;
  age: number | null;
  location: string;
  condition: string;
  rating: number;
  review: string;
  image: string | null;
  placement: Placement;
  therapyTitle: string | null;
  hasVideo: boolean;
  isActive: boolean;
  featured: boolean;
  /** A draft waiting ("Draft, not published", "Scheduled for …"), or null. */
  pending: string | null;
}

export function TestimonialCard({ item, editHref, deleteHref }: { item: TestimonialCardData; editHref: string; deleteHref: string }) {
  return (
    <article
      aria-labelledby={`testimonial-${item.id}-name`}
      className="flex h-full flex-col rounded-2xl bg-white p-5 ring-1 ring-seaglass-200"
      data-testimonial-id={item.id}
    >
      <div className="flex items-start gap-3">
        {item.image ? (
          <img
            src={item.image}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="size-12 shrink-0 rounded-full bg-seaglass-100 object-cover"
          />
        ) : (
          <Monogram name={item.name} />
        )}
        <div className="min-w-0 flex-1">
          <h2 id={`testimonial-${item.id}-name`} className="font-semibold text-ocean-950">
            {item.name}
          </h2>
          <p className="text-sm text-muted">
            {ageLabel(item.age)}
            {item.location ? ` · ${item.location}` : ""}
          </p>
        </div>
        <ActiveDot active={item.isActive} />
      </div>
      <p className="mt-3 text-sm font-medium text-ink">{item.condition}</p>
      <div className="mt-2">
        <Stars rating={item.rating} />
      </div>
      <div className="mt-3 flex-1">
        <p className="line-clamp-3 text-sm text-ink">{item.review}</p>
      </div>
      <p className="mt-3 flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-seaglass-100 px-2.5 py-1 font-semibold text-ocean-900">
          {PLACEMENT_SHORT[item.placement]}
          {item.placement === "therapy" && item.therapyTitle ? `: ${item.therapyTitle}` : ""}
        </span>
        {item.placement !== "therapy" && item.therapyTitle ? <span className="text-muted">{item.therapyTitle}</span> : null}
        {item.featured ? (
          <span className="inline-flex items-center gap-1 font-semibold text-ocean-900">
            <Star className="size-3.5" aria-hidden="true" /> Featured on the home page
          </span>
        ) : null}
        <PendingBadge label={item.pending} />
        {item.hasVideo ? (
          <span className="inline-flex items-center gap-1 text-muted">
            <PlaySquare className="size-3.5" aria-hidden="true" /> Video story
          </span>
        ) : null}
      </p>
      <div className="mt-4 flex gap-2 border-t border-seaglass-100 pt-3">
        <Link to={editHref} preventScrollReset className="btn-secondary flex-1 px-3">
          <Pencil className="size-4" aria-hidden="true" /> Edit<span className="sr-only"> testimonial from {item.name}</span>
        </Link>
        {/* The review in Hindi, Telugu and Arabic, said on the page to be the clinic's translation (docs/decisions/086). */}
        <Link
          to={`/admin/content/${testimonialTextsType.type}/${item.id}?lang=hi`}
          className="btn-secondary px-3"
          aria-label={`Translations of the testimonial from ${item.name}`}
        >
          <Languages className="size-4" aria-hidden="true" />
        </Link>
        <Link
          to={`/admin/history/testimonial/${item.id}`}
          className="btn-secondary px-3"
          aria-label={`History of the testimonial from ${item.name}`}
        >
          <History className="size-4" aria-hidden="true" />
        </Link>
        <Link to={deleteHref} preventScrollReset className="btn flex-1 border border-coral-700 px-3 text-coral-700 hover:bg-coral-700/10">
          <Trash2 className="size-4" aria-hidden="true" /> Delete<span className="sr-only"> testimonial from {item.name}</span>
        </Link>
      </div>
    </article>
  );
}
