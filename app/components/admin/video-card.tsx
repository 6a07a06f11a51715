import { Link } from "react-router";
import { ExternalLink, History, Home, Languages, Pencil, Trash2, TriangleAlert } from "~/components/ui/lucide";
import { videoTextsType } from "~/content-types/row-texts";
import { ActiveDot } from "./active-dot";
import { PendingBadge } from "./record-publish";
import { VideoPoster } from "./video-poster";
import { INVALID_URL_BADGE } from "~/lib/video-fields";
import { youTubeWatchUrl } from "~/lib/youtube";

export interface VideoCardData {
  id: number;
  title: string;
  url: string;
  embedId: string | null;
  description: string;
  therapyTitle: string | null;
  sortOrder: number;
  isActive: boolean;
  /** A draft waiting ("Draft, not published", "Scheduled for …"), or null. */
  pending: string | null;
}

export function VideoCard({
  item,
  isTour,
  editHref,
  deleteHref,
}: {
  item: VideoCardData;
  isTour: boolean;
  editHref: string;
  deleteHref: string;
}) {
  return (
    <article
      aria-labelledby={`video-${item.id}-title`}
      className="flex h-full flex-col rounded-2xl bg-white p-4 ring-1 ring-seaglass-200"
      data-video-id={item.id}
    >
      <VideoPoster videoId={item.embedId} title={item.title} />
      <div className="mt-3 flex items-start justify-between gap-3">
        <h3 id={`video-${item.id}-title`} className="font-semibold text-ocean-950">
          {item.title}
        </h3>
        <ActiveDot active={item.isActive} />
      </div>
      {item.embedId === null ? (
        <p className="mt-2 inline-flex items-center gap-1.5 self-start rounded-full bg-coral-700/10 px-2.5 py-1 text-xs font-semibold text-coral-700">
          <TriangleAlert className="size-3.5" aria-hidden="true" /> {INVALID_URL_BADGE}
        </p>
      ) : null}
      {item.pending ? (
        <p className="mt-2 self-start">
          <PendingBadge label={item.pending} />
        </p>
      ) : null}
      {isTour ? (
        <p className="mt-2 inline-flex items-center gap-1.5 self-start rounded-full bg-seaglass-100 px-2.5 py-1 text-xs font-semibold text-ocean-900">
          <Home className="size-3.5" aria-hidden="true" /> Plays in the home page's Watch Tour
        </p>
      ) : null}
      <div className="mt-2 flex-1">{item.description ? <p className="line-clamp-3 text-sm text-ink">{item.description}</p> : null}</div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-muted">
        <dt>Therapy</dt>
        <dd className="text-ink">{item.therapyTitle ?? "none"}</dd>
        <dt>Sort order</dt>
        <dd className="text-ink">{item.sortOrder}</dd>
      </dl>
      {item.embedId ? (
        <a
          href={youTubeWatchUrl(item.embedId)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-medium text-ocean-800 underline underline-offset-2"
        >
          Open on YouTube <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only">: {item.title} (opens in a new tab)</span>
        </a>
      ) : null}
      <div className="mt-3 flex gap-2 border-t border-seaglass-100 pt-3">
        <Link to={editHref} preventScrollReset className="btn-secondary flex-1 px-3">
          <Pencil className="size-4" aria-hidden="true" /> Edit<span className="sr-only"> video {item.title}</span>
        </Link>
        {/* Its title and description in Hindi, Telugu and Arabic (docs/decisions/086). */}
        <Link
          to={`/admin/content/${videoTextsType.type}/${item.id}?lang=hi`}
          className="btn-secondary px-3"
          aria-label={`Translations of video ${item.title}`}
        >
          <Languages className="size-4" aria-hidden="true" />
        </Link>
        <Link to={`/admin/history/video/${item.id}`} className="btn-secondary px-3" aria-label={`History of video ${item.title}`}>
          <History className="size-4" aria-hidden="true" />
        </Link>
        <Link to={deleteHref} preventScrollReset className="btn flex-1 border border-coral-700 px-3 text-coral-700 hover:bg-coral-700/10">
          <Trash2 className="size-4" aria-hidden="true" /> Delete<span className="sr-only"> video {item.title}</span>
        </Link>
      </div>
    </article>
  );
}
