import { Form, Link } from "react-router";
import { ArrowDown, ArrowUp, Eye, History, Languages, Pencil, Trash2 } from "~/components/ui/lucide";
import { translationsPath } from "~/content-types/registry";
import { therapyTextsType } from "~/content-types/therapy-texts";
import { ActiveDot } from "./active-dot";
import { PendingBadge } from "./record-publish";
import { iconButton } from "./document-form/list-field";

export interface TherapyCardData {
  id: number;
  title: string;
  slug: string;
  shortDescription: string;
  isActive: boolean;
  /** A draft waiting ("Draft, not published", "Scheduled for …"), or null. */
  pending: string | null;
}

/** One therapy in the staff list: SPEC's card (title, slug, description, active dot) plus actions. */
export function TherapyCard({
  therapy: t,
  first,
  last,
  pageSearch = "",
}: {
  therapy: TherapyCardData;
  first: boolean;
  last: boolean;
  pageSearch?: string;
}) {
  const headingId = `therapy-card-${t.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl bg-white p-5 ring-1 ring-seaglass-200"
      data-therapy-card={t.slug}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-ocean-950">
          {t.title}
        </h2>
        <ActiveDot active={t.isActive} />
      </div>
      <p className="mt-1 font-mono text-sm [overflow-wrap:anywhere] text-muted">/therapy/{t.slug}</p>
      {t.pending ? (
        <p className="mt-2">
          <PendingBadge label={t.pending} />
        </p>
      ) : null}
      <p className="mt-3 line-clamp-3 flex-1 text-sm text-ink">
        {t.shortDescription || <span className="text-muted italic">No short description yet.</span>}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Link to={`/admin/therapies?edit=${t.id}`} preventScrollReset className="btn-primary">
          <Pencil className="size-4" aria-hidden="true" /> Edit<span className="sr-only"> {t.title}</span>
        </Link>
        <Link to={`/admin/therapies/${t.id}/preview`} className="btn-secondary">
          <Eye className="size-4" aria-hidden="true" /> Preview<span className="sr-only"> {t.title}</span>
        </Link>
        {/* Its words in Hindi, Telugu and Arabic, beside this English (docs/decisions/024). */}
        <Link to={translationsPath(therapyTextsType.type, t.slug)} className={iconButton} aria-label={`Translations of ${t.title}`}>
          <Languages className="size-4" aria-hidden="true" />
        </Link>
        <Link to={`/admin/history/therapy/${t.id}`} className={iconButton} aria-label={`History of ${t.title}`}>
          <History className="size-4" aria-hidden="true" />
        </Link>
        {/* Posted with the list's page, so the move returns to it (docs/decisions/035). */}
        <Form method="post" action={`/admin/therapies${pageSearch}`} preventScrollReset className="ml-auto flex gap-1.5">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="id" value={t.id} />
          <button
            type="submit"
            name="direction"
            value="up"
            className={iconButton}
            aria-label={`Move ${t.title} up`}
            disabled={first}
            data-move="up"
          >
            <ArrowUp className="size-4" aria-hidden="true" />
          </button>
          <button
            type="submit"
            name="direction"
            value="down"
            className={iconButton}
            aria-label={`Move ${t.title} down`}
            disabled={last}
            data-move="down"
          >
            <ArrowDown className="size-4" aria-hidden="true" />
          </button>
        </Form>
        <Link
          to={`/admin/therapies?delete=${t.id}`}
          preventScrollReset
          className={`${iconButton} text-coral-700`}
          aria-label={`Delete ${t.title}`}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
