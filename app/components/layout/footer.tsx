import { Link } from "react-router";
import { Lock, Mail, MapPin, Phone, Siren } from "~/components/ui/lucide";
import { useClinic } from "~/components/clinic-context";
import { footerLinks, legalLinks } from "~/content/navigation";
import { SocialIcon } from "~/components/ui/social-icon";
import { Logo } from "./logo";

export function Footer() {
  const clinic = useClinic();
  return (
    <footer className="bg-ocean-950 text-seaglass-100">
      <div className="border-b border-white/10 bg-coral-700 text-white">
        <div className="container-page flex flex-col items-start gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 font-semibold">
            <Siren className="size-5" aria-hidden="true" />
            24/7 Emergency: call{" "}
            <a href={`tel:${clinic.emergencyNumber}`} className="underline underline-offset-2">
              {clinic.emergencyNumber}
            </a>
          </p>
          <p className="text-sm">{clinic.emergencyNotice}</p>
        </div>
      </div>
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo light />
          <p className="mt-4 font-semibold text-white">{clinic.tagline}</p>
          <p className="mt-2 text-sm leading-relaxed">
            Non-invasive rehabilitation and wellness care in {clinic.address.city}, guided by doctors and
            planned around each person. Results vary from person to person.
          </p>
          <ul className="mt-4 flex gap-2" aria-label="Social media">
            {clinic.social.map((s) => (
              <li key={s.network}>
                <a
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                >
                  <SocialIcon network={s.network} />
                  <span className="sr-only">{s.network} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Footer">
          <h2 className="font-semibold text-white">Explore</h2>
          <ul className="mt-3 space-y-1 text-sm">
            {footerLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="inline-flex min-h-11 items-center hover:underline sm:min-h-8">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">Visit us</h2>
          <address className="mt-3 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {clinic.fullAddress}
            </p>
            <p className="flex gap-2">
              <Phone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                {clinic.phones.map((p, i) => (
                  <span key={p.e164}>
                    {i > 0 ? ", " : ""}
                    <a href={`tel:${p.e164}`} className="whitespace-nowrap hover:underline">
                      {p.display}
                    </a>
                  </span>
                ))}
              </span>
            </p>
            <p className="flex gap-2">
              <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <a href={`mailto:${clinic.email}`} className="hover:underline">
                {clinic.email}
              </a>
            </p>
          </address>
        </div>
        <div>
          <h2 className="font-semibold text-white">Opening hours</h2>
          <dl className="mt-3 space-y-2 text-sm">
            {clinic.hours.map((h) => (
              <div key={h.days}>
                <dt className="font-medium text-white">{h.days}</dt>
                <dd>{h.label}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 pt-5 pb-24 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {clinic.name}
          </p>
          <ul className="flex flex-wrap items-center gap-x-4">
            {legalLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="inline-flex min-h-11 items-center hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <Link
                to="/admin-login"
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-white/30 px-4 hover:bg-white/10"
              >
                <Lock className="size-4" aria-hidden="true" />
                Admin
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
