import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import { useNonce } from "~/components/nonce";
import { servicesContext } from "~/server/context.server";
import "./app.css";
// The same hashed file app.css's @font-face points at (Vite emits each asset once).
import interLatinWoff2 from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Fetch the text face alongside the stylesheet instead of after it: the first paint then
  // usually has Inter already, and swapping in the web font no longer shifts the layout
  // (Lighthouse measured CLS 0.05 on the home page from that swap). Latin only: every page's
  // text is English.
  { rel: "preload", href: interLatinWoff2, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(servicesContext);
  return { siteUrl: env.SITE_URL };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f5e63" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
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
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : null;
  return (
    <main className="container-page section">
      <title>{status === 404 ? "Page not found | Samudra" : "Something went wrong | Samudra"}</title>
      <h1 className="heading-2">{status === 404 ? "Page not found" : "Something went wrong"}</h1>
      <p className="mt-4 text-muted">
        Please try again, or call us on <a className="underline" href="tel:+919000011001">+91 90000 11001</a>.
      </p>
      <p className="mt-6">
        <a className="btn-primary" href="/">Return Home</a>
      </p>
      {detail ? <pre className="mt-6 overflow-auto text-xs">{detail}</pre> : null}
    </main>
  );
}
