import { Outlet } from "react-router";
import { ClosureNotice } from "~/components/layout/closure-notice";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { QuickContact } from "~/components/layout/quick-contact";
import { ScrollToTop } from "~/components/layout/scroll-to-top";
import { TopBar } from "~/components/layout/top-bar";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/public-layout";
import { MessagesProvider, useT } from "~/components/messages-context";
import { loadDoctorLinks } from "~/server/content/doctors.server";
import { loadLanguageNotes, loadMessages } from "~/server/content/interface-texts.server";
import { LanguageSuggestion, type LanguageNote } from "~/components/layout/language-suggestion";
import { servicesContext } from "~/server/context.server";
import { loadAsDocument } from "~/lib/load-as-document";

// Public pages are server-rendered HTML plus small scripts (app/islands), never hydrated:
// React and React Router stay off visitors' phones (docs/decisions/018).
export const handle: RouteHandle = { hydrate: false };

// …and never rendered in the browser.
export const clientLoader = loadAsDocument;

// A route with only a clientLoader would be rendered in the browser alone (an empty body
// from the server); this server loader keeps the public pages rendered on the server.
// It also reads the Doctors menu (the active doctors, in the clinic's order) and the
// interface strings every public component shows.
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const [doctors, messages, languageNotes] = await Promise.all([
    loadDoctorLinks(services, request),
    loadMessages(services, request),
    loadLanguageNotes(services, request),
  ]);
  return { doctors, messages, languageNotes };
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <MessagesProvider value={loaderData.messages}>
      <PublicChrome doctors={loaderData.doctors} languageNotes={loaderData.languageNotes} />
    </MessagesProvider>
  );
}

function PublicChrome({
  doctors,
  languageNotes,
}: {
  doctors: Route.ComponentProps["loaderData"]["doctors"];
  languageNotes: readonly LanguageNote[];
}) {
  const t = useT();
  return (
    <>
      <a
        id="top"
        tabIndex={-1}
        href="#main"
        className="sr-only-focusable fixed top-2 left-2 z-50 rounded-md bg-white px-4 py-2 font-semibold text-ocean-900 shadow"
      >
        {t("chrome.skipLink")}
      </a>
      <LanguageSuggestion notes={languageNotes} />
      <ClosureNotice />
      <TopBar />
      <Header doctors={doctors} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <QuickContact />
      <ScrollToTop />
    </>
  );
}
