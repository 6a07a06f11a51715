import { Outlet } from "react-router";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { QuickContact } from "~/components/layout/quick-contact";
import { ScrollToTop } from "~/components/layout/scroll-to-top";
import { TopBar } from "~/components/layout/top-bar";
import type { RouteHandle } from "~/root";

// Public pages are server-rendered HTML plus small scripts (app/islands), never hydrated:
// React and React Router stay off visitors' phones (docs/decisions/018).
export const handle: RouteHandle = { hydrate: false };

export default function PublicLayout() {
  return (
    <>
      <a id="top" tabIndex={-1} href="#main" className="sr-only-focusable fixed top-2 left-2 z-50 rounded-md bg-white px-4 py-2 font-semibold text-ocean-900 shadow">
        Skip to main content
      </a>
      <TopBar />
      <Header />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <QuickContact />
      <ScrollToTop />
    </>
  );
}
