import { Siren } from "~/components/ui/lucide";
import type { Route } from "./+types/terms-of-service";
import { useClinic } from "~/components/clinic-context";
import { LegalDocument } from "~/components/pages/legal-document";
import { termsOfService } from "~/content/legal";
import { buildMeta, clinicFromMatches, siteMeta, siteUrlFromMatches } from "~/lib/seo";

export function meta({ matches }: Route.MetaArgs) {
  const clinic = clinicFromMatches(matches);
  const doc = termsOfService(clinic);
  return buildMeta({
    title: doc.title,
    description: doc.metaDescription,
    path: "/terms-of-service",
    siteUrl: siteUrlFromMatches(matches),
    ...siteMeta(clinic),
  });
}

export default function TermsOfService() {
  const doc = termsOfService(useClinic());
  return (
    <LegalDocument
      doc={doc}
      before={
        <p data-emergency-notice className="mt-8 flex gap-3 rounded-2xl bg-sand-100 p-5 font-medium ring-1 ring-sand-300">
          <Siren className="mt-0.5 size-5 shrink-0 text-coral-700" aria-hidden="true" />
          <span>
            <strong className="text-coral-700">Emergency notice: </strong>
            {doc.emergencyNotice}
          </span>
        </p>
      }
    >
      <section aria-labelledby="acceptance-title" className="mt-10 rounded-2xl bg-sand-50 p-6 ring-1 ring-sand-300">
        <h2 id="acceptance-title" className="text-xl font-bold text-ocean-950">
          Acceptance of these terms
        </h2>
        <p className="mt-2">{doc.acceptance}</p>
      </section>
    </LegalDocument>
  );
}
