import { Link } from "react-router";
import { ExternalLink, History, Home, Languages, Pencil, PlaySquare, Star, Trash2, TriangleAlert } from "~/components/ui/lucide";
import { Monogram } from "~/components/ui/monogram";
import { Stars } from "~/components/ui/stars";
import type { CardBadge, CardIcon, RecordCardData } from "~/lib/collection-view";
import { ActiveDot } from "./active-dot";
import { PendingBadge } from "./record-publish";
import { VideoPoster } from "./video-poster";

const ICONS: Record<CardIcon, typeof Star> = { star: Star, play: PlaySquare, home: Home, alert: TriangleAlert };

const TONES: Record<NonNullable<CardBadge["tone"]>, string> = {
  plain: "text-muted",
  chip: "rounded-full bg-seaglass-100 px-2.5 py-1 font-semibold text-ocean-900",
  warning: "rounded-full bg-coral-700/10 px-2.5 py-1 font-semibold text-coral-700",
};

function Badge({ badge }: { badge: CardBadge }) {
  const Icon = badge.icon ? ICONS[badge.icon] : null;
  return (
    <span className={`inline-flex items-center gap-1 ${TONES[badge.tone ?? "plain"]}`}>
      {Icon ? <Icon className="size-3.5" aria-hidden="true" /> : null}
      {badge.label}
    </span>
  );
}

/**
 * One row of a table-backed type's list (SPEC §4–§5): what the server says it holds, then
 * Edit, its translations, its history and Delete. `level` is the heading under the list's own.
 */
export function RecordCard({
  item,
  level,
  editHref,
  deleteHref,
}: {
  item: RecordCardData;
  level: 2 | 3;
  editHref: string;
  deleteHref: string;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  const headingId = `record-${item.id}-title`;
  const heading = (
    <Heading id={headingId} className="font-semibold text-ocean-950">
      {item.title}
    </Heading>
  );
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl bg-white p-4 ring-1 ring-seaglass-200"
      data-record-id={item.id}
    >
      {item.media?.kind === "video" ? (
        <div className="mb-3">
          <VideoPoster videoId={item.media.embedId} title={item.title} />
        </div>
      ) : null}
      <div className="flex items-start gap-3">
        {item.media?.kind === "portrait" ? (
          item.media.src ? (
            <img
              src={item.media.src}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className="size-12 shrink-0 rounded-full bg-seaglass-100 object-cover"
            />
          ) : (
            <Monogram name={item.title} />
          )
        ) : null}
        <div className="min-w-0 flex-1">
          {heading}
          {item.subtitle ? <p className="text-sm text-muted">{item.subtitle}</p> : null}
        </div>
        <ActiveDot active={item.isActive} />
      </div>
      {item.lead ? <p className="mt-3 text-sm font-medium text-ink">{item.lead}</p> : null}
      {item.rating !== null ? (
        <div className="mt-2">
          <Stars rating={item.rating} />
        </div>
      ) : null}
      <div className="mt-3 flex-1">{item.text ? <p className="line-clamp-3 text-sm text-ink">{item.text}</p> : null}</div>
      {item.facts.length > 0 ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-muted">
          {item.facts.map((fact) => (
            <div key={fact.term} className="contents">
              <dt>{fact.term}</dt>
              <dd className="text-ink">{fact.detail}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {item.badges.length > 0 || item.pending ? (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-xs">
          {item.badges.map((badge) => (
            <Badge key={badge.label} badge={badge} />
          ))}
          <PendingBadge label={item.pending} />
        </p>
      ) : null}
      {item.external ? (
        <a
          href={item.external.href}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-medium text-ocean-800 underline underline-offset-2"
        >
          {item.external.label} <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only">: {item.title} (opens in a new tab)</span>
        </a>
      ) : null}
      <div className="mt-4 flex gap-2 border-t border-seaglass-100 pt-3">
        <Link to={editHref} preventScrollReset className="btn-secondary flex-1 px-3">
          <Pencil className="size-4" aria-hidden="true" /> Edit<span className="sr-only"> {item.noun}</span>
        </Link>
        {/* Its texts in Hindi, Telugu and Arabic, said on the page to be the clinic's translation (docs/decisions/086). */}
        {item.translationsHref ? (
          <Link to={item.translationsHref} className="btn-secondary px-3" aria-label={`Translations of the ${item.noun}`}>
            <Languages className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
        <Link to={item.historyHref} className="btn-secondary px-3" aria-label={`History of the ${item.noun}`}>
          <History className="size-4" aria-hidden="true" />
        </Link>
        <Link to={deleteHref} preventScrollReset className="btn flex-1 border border-coral-700 px-3 text-coral-700 hover:bg-coral-700/10">
          <Trash2 className="size-4" aria-hidden="true" /> Delete<span className="sr-only"> {item.noun}</span>
        </Link>
      </div>
    </article>
  );
}
