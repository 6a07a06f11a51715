import type { Route } from "./+types/media-library";
import { cleanMediaSearch, mediaSearchPattern } from "~/lib/media-search";
import { requirePermission } from "~/server/auth/guards.server";
import { servicesContext } from "~/server/context.server";
import { searchMediaLibrary } from "~/server/content/media-choices.server";

/**
 * The editors' media picker asks here for library images matching a search (JSON). Staff
 * only, like the gallery; never cached, since an upload a moment ago must show.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  requirePermission(context, "content:manage");
  const { db } = context.get(servicesContext).database;
  const q = cleanMediaSearch(url.searchParams.get("q"));
  const images = await searchMediaLibrary(db, mediaSearchPattern(q));
  return Response.json({ q, images }, { headers: { "Cache-Control": "no-store" } });
}
