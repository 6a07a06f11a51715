import { data, Link } from "react-router";
import { ArrowLeft, Eye, Pencil } from "lucide-react";
import type { Route } from "./+types/therapies-preview";
import { TherapyPage } from "~/components/therapy/therapy-page";
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
      <div className="-mx-4 overflow-hidden bg-white ring-1 ring-seaglass-200 sm:mx-0 sm:rounded-2xl">
        <TherapyPage data={page} preview />
      </div>
    </div>
  );
}
