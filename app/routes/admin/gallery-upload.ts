import { redirect } from "react-router";
import type { Route } from "./+types/gallery-upload";
import { receiveGalleryUpload, type UploadResult } from "~/server/admin/gallery-upload.server";
import { redirectWithToast } from "~/server/admin/toast.server";
import { requirePermission } from "~/server/auth/guards.server";
import { servicesContext } from "~/server/context.server";

// Uploads only; a GET (e.g. a reload after a plain form post) goes back to the gallery.
export function loader({ context }: Route.LoaderArgs) {
  requirePermission(context, "content:manage");
  throw redirect("/admin/gallery");
}

/** The gallery's uploader posts one file per request (JSON back, for a progress bar per file); a plain form may post several. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission(context, "content:manage");
  const services = context.get(servicesContext);
  const wantsJson = (request.headers.get("Accept") ?? "").includes("application/json");
  const outcome = await receiveGalleryUpload(request, services, user);
  if (wantsJson) {
    const body = outcome.status === 200 ? { results: outcome.results } : { error: outcome.error, errors: outcome.errors ?? {} };
    return Response.json(body, { status: outcome.status, headers: { "Cache-Control": "no-store" } });
  }
  // Without JavaScript: back to the gallery with one message saying what happened to each file.
  if (outcome.status !== 200) {
    const detail = outcome.errors ? ` ${Object.values(outcome.errors).join(" ")}` : "";
    return redirectWithToast("/admin/gallery", { kind: "error", message: `${outcome.error}${detail}` });
  }
  return redirectWithToast("/admin/gallery", summarise(outcome.results));
}

function summarise(results: UploadResult[]): { kind: "success" | "error"; message: string } {
  const saved = results.filter((r) => r.ok);
  const refused = results.filter((r) => !r.ok);
  const inactive = saved.filter((r) => r.note);
  const parts: string[] = [];
  if (saved.length > 0) parts.push(`Uploaded ${saved.length} image${saved.length === 1 ? "" : "s"}.`);
  if (inactive.length > 0)
    parts.push(`${inactive.length} saved as inactive: add alt text to show ${inactive.length === 1 ? "it" : "them"} on the website.`);
  for (const r of refused) if (!r.ok) parts.push(r.error);
  return { kind: refused.length > 0 ? "error" : "success", message: parts.join(" ") };
}
