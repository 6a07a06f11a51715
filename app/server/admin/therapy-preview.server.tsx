import { renderToString } from "react-dom/server";
import { TherapyPage } from "~/components/therapy/therapy-page";
import type { TherapyPageData } from "~/server/therapy-page.server";

/**
 * The staff preview's copy of a therapy page: the very markup the public route renders (in
 * preview mode, without the booking form), as HTML. The admin is a React app, but this part
 * is never React's on the client: the preview inserts it and starts its islands, exactly as a
 * public page does, so no React handler and no island ever act on the same element.
 */
export function renderTherapyPreview(page: TherapyPageData): string {
  return renderToString(<TherapyPage data={page} preview />);
}
