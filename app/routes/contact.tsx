import { Phone, Send } from "~/components/ui/lucide";
import type { Route } from "./+types/contact";
import { ContactSection } from "~/components/home/contact-section";
import { ContactCards } from "~/components/pages/contact-cards";
import { useClinic } from "~/components/clinic-context";
import { PageHero } from "~/components/pages/page-hero";
import { contactPage as page } from "~/content/pages";
import { buildMeta, clinicFromMatches, siteMeta, siteUrlFromMatches } from "~/lib/seo";
import { handleInquiryAction } from "~/server/inquiry-action.server";
import { contactInquiryForm } from "~/server/inquiry-forms.server";

export function meta({ matches }: Route.MetaArgs) {
  return buildMeta({
    title: page.metaTitle,
    description: page.metaDescription,
    path: "/contact",
    siteUrl: siteUrlFromMatches(matches),
    ...siteMeta(clinicFromMatches(matches)),
    keywords: page.keywords,
  });
}

export function action({ request, context }: Route.ActionArgs) {
  return handleInquiryAction(contactInquiryForm, request, context);
}

export default function Contact() {
  const { primaryPhone } = useClinic();
  return (
    <>
      <PageHero crumb="Contact" eyebrow={page.eyebrow} title={page.title} intro={page.intro}>
        <div className="flex flex-wrap gap-3">
          <a href="#home-inquiry-title" className="btn-sand">
            <Send className="size-4" aria-hidden="true" /> Send a message
          </a>
          <a href={`tel:${primaryPhone.e164}`} className="btn-ghost-light">
            <Phone className="size-4" aria-hidden="true" /> Call {primaryPhone.display}
          </a>
        </div>
      </PageHero>
      <ContactSection formAction="/contact" />
      <ContactCards />
    </>
  );
}
