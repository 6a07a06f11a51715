import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { useClinic } from "~/components/clinic-context";
import { footerLinks } from "~/content/navigation";
import { buildMeta, clinicFromMatches, siteMeta, siteUrlFromMatches } from "~/lib/seo";

export function loader() {
  // A real 404 status, so crawlers drop the address; the page itself stays helpful.
  return data(null, { status: 404 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  return buildMeta({
    title: "Page not found",
    description: "The page you were looking for is not here. Find our therapies, doctors and contact details.",
    path: location.pathname,
    siteUrl: siteUrlFromMatches(matches),
    ...siteMeta(clinicFromMatches(matches)),
    noindex: true,
  });
}

export default function NotFound() {
  const { primaryPhone } = useClinic();
  return (
    <section className="container-page section" aria-labelledby="not-found-title">
      <p className="eyebrow">Error 404</p>
      <h1 id="not-found-title" className="heading-2 mt-2">
        We couldn't find that page
      </h1>
      <p className="mt-4 max-w-xl text-lg text-muted">
        The address may be mistyped, or the page may have moved. These pages may help, or call us on{" "}
        <a className="font-semibold text-ocean-800 underline" href={`tel:${primaryPhone.e164}`}>
          {primaryPhone.display}
        </a>
        .
      </p>
      <ul className="mt-8 grid gap-2 sm:grid-cols-2">
        {footerLinks.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="flex min-h-11 items-center text-ocean-800 underline underline-offset-2">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <Link to="/" className="btn-primary">
          Return Home
        </Link>
      </p>
    </section>
  );
}
