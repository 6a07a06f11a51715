// POST /api/inquiries/:form — the public inquiry forms' JSON endpoint, called by their island
// (app/islands/inquiry-form.island.ts). Without JavaScript the forms post to their page instead.
import { handleInquiryEndpoint } from "~/server/inquiry-action.server";
import type { Route } from "./+types/inquiry-api";

export function action({ request, params, context }: Route.ActionArgs) {
  return handleInquiryEndpoint(request, params.form, context);
}

/** Nothing to read here: a GET is told to POST. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return handleInquiryEndpoint(request, params.form, context);
}
