import { Phone, Send } from "~/components/ui/lucide";
import type { Route } from "./+types/contact";
import { ContactSection } from "~/components/home/contact-section";
import { ContactCards } from "~/components/pages/contact-cards";
import { loadContactPageTexts } from "~/server/content/page-bodies.server";
import { useClinic } from "~/components/clinic-context";
import { PageHero } from "~/components/pages/page-hero";
import { useFallbackLang, useT } from "~/components/messages-context";

import { keywordList } from "~/content-types/page-intro";
import { servicesContext } from "~/server/context.server";
import { buildMeta, clinicFromMatches, siteMeta, siteUrlFromMatches, localeFromMatches, languagesFromMatches } from "~/lib/seo";
import { loadHomePageTexts, loadPageIntro } from "~/server/content/page-texts.server";
import { handleInquiryAction } from "~/server/inquiry-action.server";
import { contactInquiryForm } from "~/server/inquiry-forms.server";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const page = loaderData?.page;
  return buildMeta({
    title: page?.metaTitle ?? "",
    description: page?.metaDescription ?? "",
    path: "/contact",
    siteUrl: siteUrlFromMatches(matches),
    ...siteMeta(clinicFromMatches(matches), localeFromMatches(matches), languagesFromMatches(matches)),
    keywords: keywordList(page?.keywords ?? ""),
  });
}

export function action({ request, context }: Route.ActionArgs) {
  return handleInquiryAction(contactInquiryForm, request, context);
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const [page, text, home] = await Promise.all([
    loadPageIntro(services, request, "contact"),
    loadContactPageTexts(services, request),
    loadHomePageTexts(services, request),
  ]);
  // The form's section is the home page's, heading included.
  return { page, text, contactSection: home.contact };
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { primaryPhone } = useClinic();
  const t = useT();
  const eyebrowLang = useFallbackLang(page.eyebrow);
  const introLang = useFallbackLang(page.intro);
  return (
    <>
      <PageHero
        crumb={t("pages.crumbContact")}
        eyebrow={<span lang={eyebrowLang}>{page.eyebrow}</span>}
        title={page.title}
        intro={page.intro ? <p lang={introLang}>{page.intro}</p> : undefined}
      >
        <div className="flex flex-wrap gap-3">
          <a href="#home-inquiry-title" className="btn-sand">
            <Send className="size-4" aria-hidden="true" /> {t("pages.contactSendMessage")}
          </a>
          <a href={`tel:${primaryPhone.e164}`} className="btn-ghost-light">
            <Phone className="size-4" aria-hidden="true" />{" "}
            {t.rich("pages.contactCall", { number: <bdi key="number">{primaryPhone.display}</bdi> })}
          </a>
        </div>
      </PageHero>
      <ContactSection texts={loaderData.contactSection} formAction="/contact" />
      <ContactCards text={loaderData.text} />
    </>
  );
}
