import { useEffect, useRef } from "react";
import { data, Link } from "react-router";
import { ArrowLeft, Eye, Pencil } from "lucide-react";
import type { Route } from "./+types/therapies-preview";
import { TherapyPage } from "~/components/therapy/therapy-page";
import type { Island } from "~/islands/lib/island";
import { requirePermission } from "~/server/auth/guards.server";
import { servicesContext } from "~/server/context.server";
import { getTherapyById } from "~/server/repos/admin-therapies.server";
import { therapyPageData } from "~/server/therapy-page.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  requirePermission(context, "content:manage");
  const { db } = context.get(servicesContext).database;
  const id = Number(params.id);
  const row = Number.isInteger(id) && id > 0 ? await getTherapyById(db, id) : null;
  if (!row) throw data({ message: "There is no therapy with that number." }, { status: 404 });
  // The same page the public route renders, for any therapy, active or not.
  return { id: row.id, isActive: row.isActive, page: await therapyPageData(db, row) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Preview: ${loaderData?.page.therapy.title ?? "therapy"} | Admin | Samudra` },
    { name: "robots", content: "noindex" },
  ];
}

// The therapy page is server-only markup whose interactive parts are islands (gallery,
// video, …), started on public pages by their own script (app/islands/main.ts). The admin is
// a React app that does not load that script, so the preview starts the islands inside the
// page itself, as main.ts does. Loaded on demand: island modules never run on the server.
const islands = import.meta.glob<Island>("/app/islands/*.island.ts");

export default function TherapyPreview({ loaderData }: Route.ComponentProps) {
  const { id, isActive, page } = loaderData;
  const path = `/therapy/${page.therapy.slug}`;
  return (
    <div>
      <aside aria-label="Preview" className="z-20 mb-6 lg:sticky lg:top-[3.75rem] flex flex-wrap items-center gap-3 rounded-xl bg-sand-300 p-4 text-ocean-950 shadow">
        <Eye className="size-5 shrink-0" aria-hidden="true" />
        <p className="flex-1 font-semibold" data-testid="preview-banner">
          {isActive ? (
            <>Preview — published at <a href={path} className="underline">{path}</a></>
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
      {/* Keyed by therapy: another therapy's preview is a fresh page, with its own islands. */}
      <PreviewPage key={id} page={page} />
    </div>
  );
}

function PreviewPage({ page }: { page: Route.ComponentProps["loaderData"]["page"] }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    const loading = Object.entries(islands).map(async ([file, load]) => ({ file, island: await load() }));
    void Promise.all(loading).then((modules) => {
      const element = root.current;
      // Unmounted (or StrictMode's trial mount) before the modules arrived: nothing to start.
      if (!live || !element) return;
      for (const { file, island } of modules) {
        const name = file.slice(file.lastIndexOf("/") + 1, -".island.ts".length);
        for (const target of element.querySelectorAll<HTMLElement>(`[data-island~="${name}"]`)) {
          try {
            island.init(target);
          } catch (error) {
            console.error(`island ${name} failed`, error);
          }
        }
      }
      element.dataset.islands = "live"; // tests wait for it
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <div ref={root} className="-mx-4 overflow-hidden bg-white ring-1 ring-seaglass-200 sm:mx-0 sm:rounded-2xl">
      <TherapyPage data={page} preview />
    </div>
  );
}
