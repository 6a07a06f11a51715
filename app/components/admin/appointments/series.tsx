import { Link } from "react-router";
import type { ProposedView } from "~/lib/front-desk-series";
import { AdminPageHeader } from "../page-header";

export interface SeriesPreviewView {
  /** The plan the times were checked for (planKey): booking checks it is still the plan posted. */
  key: string;
  serviceName: string;
  proposed: ProposedView[];
  free: number;
}

const stateStyle = {
  free: "bg-seaglass-100 text-ocean-950 ring-1 ring-ocean-600",
  taken: "bg-coral-700 text-white",
  closed: "bg-slate-100 text-slate-700 ring-1 ring-slate-300",
} as const;

/** A series' proposed times, each free, taken or closed, before anything is booked. */
export function SeriesPreview({ preview }: { preview: SeriesPreviewView }) {
  const conflicts = preview.proposed.length - preview.free;
  return (
    <section aria-labelledby="series-preview" className="rounded-2xl bg-sand-50 p-4 ring-1 ring-sand-300" data-series-preview>
      <h2 id="series-preview" className="text-lg font-semibold text-ocean-950" tabIndex={-1}>
        {preview.serviceName}: {preview.free} of {preview.proposed.length} times free
        {conflicts > 0 ? `, ${conflicts} ${conflicts === 1 ? "conflict" : "conflicts"}` : ""}
      </h2>
      <ol className="mt-3 grid gap-2 sm:grid-cols-2">
        {preview.proposed.map((p) => (
          <li
            key={p.iso}
            className="flex items-center justify-between gap-3 rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-seaglass-200"
            data-proposed={p.state}
          >
            <span className="font-medium tabular-nums">{p.label}</span>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${stateStyle[p.state]}`}>{p.stateLabel}</span>
          </li>
        ))}
      </ol>
      {conflicts > 0 ? (
        <p className="mt-3 text-sm text-ink">Conflicts are not booked. Change the plan and check again to find other times.</p>
      ) : null}
    </section>
  );
}

/** The series as booked (reload-safe: read from the database), and the times it could not have. */
export function SeriesBooked({
  reference,
  booked,
  skipped,
}: {
  reference: string;
  booked: Array<{ id: number; reference: string; label: string; status: string }>;
  skipped: string[];
}) {
  return (
    <>
      <AdminPageHeader
        title={`Series ${reference}`}
        description={`${booked.length} ${booked.length === 1 ? "session" : "sessions"} booked. Give the caller the reference ${reference}.`}
      />
      <section aria-labelledby="series-booked" className="rounded-2xl bg-white p-4 ring-1 ring-seaglass-200">
        <h2 id="series-booked" className="text-lg font-semibold text-ocean-950">
          Booked
        </h2>
        <ol className="mt-2 space-y-1 text-sm" data-series-booked>
          {booked.map((b) => (
            <li key={b.id}>
              <Link
                to={`/admin/appointments/${b.id}`}
                className="inline-flex min-h-11 items-center font-medium text-ocean-800 underline underline-offset-2"
              >
                {b.label} · {b.reference} · {b.status}
              </Link>
            </li>
          ))}
        </ol>
        {skipped.length > 0 ? (
          <>
            <h2 className="mt-4 text-lg font-semibold text-ocean-950">Not booked</h2>
            <ul className="mt-2 list-disc ps-5 text-sm" data-series-skipped>
              {skipped.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <p className="mt-4 flex flex-wrap gap-3">
        <Link to="/admin/appointments" className="btn-secondary">
          Front desk
        </Link>
        <Link to="/admin/appointments/series" className="btn-secondary">
          Book another series
        </Link>
      </p>
    </>
  );
}
