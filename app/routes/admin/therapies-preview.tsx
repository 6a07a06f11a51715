import { useEffect, useRef } from "react";
import { data, Link } from "react-router";
import { ArrowLeft, Eye, Pencil } from "~/components/ui/lucide";
import type { Route } from "./+types/therapies-preview";
import type { Island } from "~/islands/lib/island";
import { startIslands } from "~/islands/lib/start";
import { positiveId } from "~/lib/admin-list-url";
import { renderTherapyPreview } from "~/server/admin/therapy-preview.server";
import { requirePermission } from "~/server/auth/guards.server";
import { servicesContext } from "~/server/context.server";
import { getTherapyById } from "~/server/content/admin-therapies.server";
import { therapyPageData } from "~/server/therapy-page.server";
import { openWithDraft } from "~/server/admin/record-drafts.server";
import { loadClinicView } from "~/server/content/clinic-settings.server";
import { readMessages } from "~/server/content/interface-texts.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  requirePermission(context, "content:manage");
  const services = context.get(servicesContext);
  const { db } = services.database;
  const id = positiveId(params.id);
  const row = id === null ? null : await getTherapyById(db, id);
  if (!row) throw data({ message: "There is no therapy with that number." }, { status: 404 });
  // The same page the public route renders, for any therapy, active or not; with its draft
  // when one is waiting (docs/decisions/084).
  const { shown, draft } = await openWithDraft(db, "therapy", row);
  const page = await therapyPageData(db, shown, { draft: true });
  return {
    id: row.id,
    isActive: row.isActive,
    slug: row.slug,
    draft,
    title: page.therapy.title,
    html: renderTherapyPreview(page, await loadClinicView(services, { draft: true }), await readMessages(db, { draft: true })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Preview: ${loaderData?.title ?? "therapy"} | Admin | Samudra` }, { name: "robots", content: "noindex" }];
}

// The therapy page arrives as the server's HTML (renderTherapyPreview): React inserts it but
// never renders inside it. Its interactive parts are islands (gallery, video, …), started on
// public pages by their own script (app/islands/main.ts), which the admin does not load; so
// the preview starts them itself, as main.ts does. Loaded on demand: never on the server.
const islands = import.meta.glob<Island["init"]>("/app/islands/*.island.ts", { import: "init" });

export default function TherapyPreview({ loaderData }: Route.ComponentProps) {
  const { id, isActive, slug, html, draft } = loaderData;
  const path = `/therapy/${slug}`;
  return (
    <div>
      <aside
        aria-label="Preview"
        className="z-20 mb-6 lg:sticky lg:top-[3.75rem] flex flex-wrap items-center gap-3 rounded-xl bg-sand-300 p-4 text-ocean-950 shadow"
      >
        <Eye className="size-5 shrink-0" aria-hidden="true" />
        <p className="flex-1 font-semibold" data-testid="preview-banner">
          {draft ? (
            <>
              Preview of the {draft.scheduledFor ? `version scheduled for ${draft.scheduledFor}` : "draft"} saved by {draft.by} on{" "}
              {draft.at} — not on the site yet.{" "}
              {isActive ? (
                <>
                  Visitors to{" "}
                  <a href={path} className="underline">
                    {path}
                  </a>{" "}
                  see the published version.
                </>
              ) : null}
            </>
          ) : isActive ? (
            <>
              Preview — published at{" "}
              <a href={path} className="underline">
                {path}
              </a>
            </>
          ) : (
            <>Preview — not published. Visitors to {path} see “Therapy Not Found” until it is made active.</>
          )}
        </p>
        <Link to="/admin/therapies" className="btn-secondary">
          <ArrowLeft className="size-4" aria-hidden="true" /> All therapies
        </Link>
        <Link to={`/admin/therapies?edit=${id}`} className="btn-primary">
          <Pencil className="size-4" aria-hidden="true" /> Edit
        </Link>
      </aside>
      <PreviewPage html={html} />
    </div>
  );
}

function PreviewPage({ html }: { html: string }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    delete root.current?.dataset.islands;
    const loading = Object.entries(islands).map(async ([file, load]) => [file, await load()] as const);
    void Promise.all(loading).then((inits) => {
      const element = root.current;
      // Unmounted (or StrictMode's trial mount) before the modules arrived: nothing to start.
      if (!live || !element) return;
      startIslands(element, Object.fromEntries(inits));
      element.dataset.islands = "live"; // tests wait for it
    });
    return () => {
      live = false;
    };
  }, [html]); // new HTML (another therapy, or changed content): new elements to start
  return (
    <div
      ref={root}
      className="-mx-4 overflow-hidden bg-white ring-1 ring-seaglass-200 sm:mx-0 sm:rounded-2xl"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
