import { renderToString } from "react-dom/server";
import { ClinicProvider } from "~/components/clinic-context";
import { MessagesProvider, type MessagesValue } from "~/components/messages-context";
import { TherapyPage } from "~/components/therapy/therapy-page";
import type { ClinicView } from "~/lib/clinic-view";
import type { TherapyPageData } from "~/server/therapy-page.server";

/**
 * The staff preview's copy of a therapy page: the very markup the public route renders (in
 * preview mode, without the booking form), as HTML. The admin is a React app, but this part
 * is never React's on the client: the preview inserts it and starts its islands, exactly as a
 * public page does, so no React handler and no island ever act on the same element.
 */
export function renderTherapyPreview(page: TherapyPageData, clinic: ClinicView, messages: MessagesValue): string {
  return renderToString(
    <ClinicProvider value={clinic}>
      <MessagesProvider value={messages}>
        <TherapyPage data={page} preview />
      </MessagesProvider>
    </ClinicProvider>,
  );
}
