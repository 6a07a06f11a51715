import type { ReactNode } from "react";
import { Mail, MapPin, Phone } from "~/components/ui/lucide";
import { useClinic } from "~/components/clinic-context";
import type { LegalDocument as LegalDoc } from "~/content/legal";
import { PageHero } from "./page-hero";

const CONTACT_ID = "contact-us";

/**
 * A legal page: dates, a table of contents, the numbered sections, then what the document
 * adds (`children`: the grievance officer, the acceptance statement…) and how to reach us.
 */
export function LegalDocument({
  doc,
  before,
  children,
}: {
  doc: LegalDoc;
  /** Shown before the first section (e.g. the emergency notice). */
  before?: ReactNode;
  children?: ReactNode;
}) {
  const clinic = useClinic();
  return (
    <>
      <PageHero
        crumb={doc.title}
        eyebrow="Legal"
        title={doc.title}
        intro={
          <p>
            Last updated {doc.lastUpdated} · Effective {doc.effective}
          </p>
        }
      />
      <div className="container-page section grid gap-10 lg:grid-cols-[15rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">On this page</h2>
          <ol className="mt-3 space-y-1 text-sm">
            {doc.sections.map((s, i) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="inline-flex min-h-11 items-center text-ocean-800 underline-offset-2 hover:underline lg:min-h-8">
                  {i + 1}. {s.heading}
                </a>
              </li>
            ))}
            <li>
              <a href={`#${CONTACT_ID}`} className="inline-flex min-h-11 items-center text-ocean-800 underline-offset-2 hover:underline lg:min-h-8">
                Contact us
              </a>
            </li>
          </ol>
        </nav>
        {/* A plain block: the page's h1 sits in the hero above, so an <article> here had no heading. */}
        <div className="max-w-3xl text-ink">
          <p className="text-lg leading-relaxed">{doc.intro}</p>
          {before}
          {doc.sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} data-legal-section className="mt-10 scroll-mt-28">
              <h2 id={`${s.id}-title`} className="text-2xl font-bold text-ocean-950">
                {i + 1}. {s.heading}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed">
                {s.paragraphs.map((p) => (
                  <p key={p.slice(0, 40)}>{p}</p>
                ))}
              </div>
              {s.bullets ? (
                <ul className="mt-3 list-disc space-y-1.5 pl-6 leading-relaxed marker:text-ocean-500">
                  {s.bullets.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
          {children}
          <section id={CONTACT_ID} aria-labelledby={`${CONTACT_ID}-title`} className="mt-10 scroll-mt-28 rounded-2xl bg-seaglass-50 p-6 ring-1 ring-seaglass-200">
            <h2 id={`${CONTACT_ID}-title`} className="text-xl font-bold text-ocean-950">
              Contact us
            </h2>
            <p className="mt-2">Questions about this document? Reach us by phone, e-mail or post.</p>
            <ul className="mt-4 space-y-3">
              <li className="flex gap-3">
                <Phone className="mt-0.5 size-5 shrink-0 text-ocean-700" aria-hidden="true" />
                <span className="flex flex-wrap gap-x-3">
                  {clinic.phones.map((p) => (
                    <a key={p.e164} href={`tel:${p.e164}`} className="font-medium whitespace-nowrap text-ocean-800 underline underline-offset-2">
                      {p.display}
                    </a>
                  ))}
                </span>
              </li>
              <li className="flex gap-3">
                <Mail className="mt-0.5 size-5 shrink-0 text-ocean-700" aria-hidden="true" />
                <a href={`mailto:${clinic.email}`} className="font-medium text-ocean-800 underline underline-offset-2">
                  {clinic.email}
                </a>
              </li>
              <li className="flex gap-3">
                <MapPin className="mt-0.5 size-5 shrink-0 text-ocean-700" aria-hidden="true" />
                <address className="not-italic">
                  {clinic.name}, {clinic.fullAddress}
                </address>
              </li>
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
