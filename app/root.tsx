import { useEffect } from "react";
import { preload } from "react-dom";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { useNonce } from "~/components/nonce";
import { servicesContext } from "~/server/context.server";
import { islandsScriptUrl } from "~/server/islands.server";
import type { IslandSet } from "~/islands/sets";
import { ClinicProvider } from "~/components/clinic-context";
import { clinicSettingsSeed } from "~/content/clinic";
import { clinicView } from "~/lib/clinic-view";
import { PreviewBanner } from "~/components/preview-banner";
import { loadClinicView } from "~/server/content/clinic-settings.server";
import { previewRequested } from "~/server/content/preview.server";
import { LOCALE_INFO, splitLocale } from "~/i18n/locales";
import appCss from "./app.css?url";
import interCore from "~/assets/fonts/inter-core-wght.woff2?url";
import faviconSvg from "../public/favicon.svg?raw";
import { svgDataUrl } from "~/lib/svg-data-url";

// The 274-byte icon travels inside the page: as a request of its own it carried 1.3 KB of
// headers, took a connection beside the first paint's stylesheet, font and script, and
// Lighthouse's simulation counted it before LCP (docs/decisions/050).
const FAVICON_URL = svgDataUrl(faviconSvg);

export const links: Route.LinksFunction = () => [{ rel: "icon", href: FAVICON_URL, type: "image/svg+xml" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const preview = await previewRequested(services, request);
  const { locale } = splitLocale(new URL(request.url).pathname);
  const languages = services.env.SITE_LANGUAGES;
  // A language the clinic has not published (SITE_LANGUAGES) has no pages.
  if (!languages.includes(locale)) throw data(null, { status: 404 });
  // Staff pages (the admin stays in English) have no prefix, so they read the English.
  const clinic = await loadClinicView(services, { draft: preview, locale });
  return {
    siteUrl: services.env.SITE_URL,
    islandsScripts: { public: islandsScriptUrl("public"), staff: islandsScriptUrl("staff") },
    clinic,
    preview,
    locale,
    languages,
  };
}

/**
 * A route whose `handle` says `hydrate: false` is rendered on the server only and loads an
 * islands script instead of React (docs/decisions/018): the public pages' unless it names
 * `islands: "staff"` (the sign-in page; docs/decisions/040).
 */
export interface RouteHandle {
  hydrate?: boolean;
  islands?: IslandSet;
}

/** The islands set of a page rendered on the server only, or null for a page React hydrates. */
function useIslands(): IslandSet | null {
  const handles = useMatches().map((match) => match.handle as RouteHandle | undefined);
  if (!handles.some((handle) => handle?.hydrate === false)) return null;
  return handles.find((handle) => handle?.islands)?.islands ?? "public";
}

// Set before the first paint, so the CSS can show JavaScript-only controls (the `js:`
// variant) from the start instead of shifting the page when the script arrives.
const MARK_JS = 'document.documentElement.classList.add("js")';

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const islands = useIslands();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const islandsScript = islands && rootData ? rootData.islandsScripts[islands] : null;
  const locale = rootData?.locale ?? "en";
  const language = LOCALE_INFO[locale];
  // The body text's font, fetched with the stylesheet rather than after it: text paints in
  // Inter straight away (docs/decisions/016). Only the core file: app.css says why.
  preload(interCore, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  // Not a translated page's script font: the device's own font draws it on nearly every phone,
  // and a preload would fetch the file regardless (docs/decisions/019).
  return (
    // The head script's `js` class is on <html> before React hydrates a staff page.
    <html lang={language.tag} dir={language.dir} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f5e63" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: MARK_JS }} />
        {/* A stylesheet with a precedence is a React resource: it goes out right after the
            font and hero-image preloads, ahead of the module preloads, so the one
            render-blocking file is not queued behind the scripts (docs/decisions/016). */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        {rootData?.preview ? <PreviewBanner /> : null}
        {rootData ? <ClinicProvider value={rootData.clinic}>{children}</ClinicProvider> : children}
        {islands === null ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : islandsScript ? (
          <script type="module" src={islandsScript} nonce={nonce} />
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React is interactive (tests wait for it; CSS may use it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

// Last resort when a layout itself fails: plain, calm, and never a stack trace in production.
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // The root loader may be what failed: then the first seeded number is all there is.
  const phone = useRouteLoaderData<typeof loader>("root")?.clinic.primaryPhone ?? clinicView(clinicSettingsSeed, new Date()).primaryPhone;
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : null;
  return (
    <main className="container-page section">
      <title>{status === 404 ? "Page not found | Samudra" : "Something went wrong | Samudra"}</title>
      <h1 className="heading-2">{status === 404 ? "Page not found" : "Something went wrong"}</h1>
      <p className="mt-4 text-muted">
        Please try again, or call us on{" "}
        <a className="underline" href={`tel:${phone.e164}`}>
          {phone.display}
        </a>
        .
      </p>
      <p className="mt-6">
        <a className="btn-primary" href="/">
          Return Home
        </a>
      </p>
      {detail ? <pre className="mt-6 overflow-auto text-xs">{detail}</pre> : null}
    </main>
  );
}
