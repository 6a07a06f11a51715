import type { Route } from "./+types/robots";
import { robotsTxt } from "~/lib/sitemap";
import { servicesContext } from "~/server/context.server";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.get(servicesContext).env.SITE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
