import type { ReactNode } from "react";
import { Mail, MapPin, Phone, Siren } from "~/components/ui/lucide";
import { useClinic } from "~/components/clinic-context";
import { useFallbackLang, useLocale, useT, useLocalizedPath } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";
import type { LegalPage } from "~/content-types/legal-page";
import { slugify } from "~/lib/slug";
import { PageHero } from "./page-hero";

const CONTACT_ID = "contact-us";
// The looks the sections had as typed paragraphs and lists, for the stored formatted text.
const BODY =
  "mt-4 space-y-4 leading-relaxed [&_a]:text-ocean-800 [&_a]:underline [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:ps-6 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:marker:text-ocean-500";

export interface LegalDocumentData {
  page: LegalPage;
  effective: string;
  versions: Array<{ effectiveDate: string; label: string; path: string; current: boolean }>;
  archived: boolean;
}

/**
 * A legal page: dates, a table of contents, the numbered sections, then what the document
 * adds (`children`: the grievance officer, the acceptance statement…) and how to reach us.
 */
export function LegalDocument({ data, path, children }: { data: LegalDocumentData; path: string; children?: ReactNode }) {
  const clinic = useClinic();
  const t = useT();
  const lp = useLocalizedPath();
  const locale = useLocale();
  const { page } = data;
  const titleLang = useFallbackLang(page.title);
  const lastUpdatedLang = useFallbackLang(page.lastUpdated);
  const introLang = useFallbackLang(page.intro);
  const noticeLang = useFallbackLang(page.notice);
  const closingHeadingLang = useFallbackLang(page.closingHeading);
  const closingNoteLang = useFallbackLang(page.closingNote);
  const addressLang = useFallbackLang(clinic.name, clinic.fullAddress);
  // A heading in another script has no Latin letters to name its link: its number does.
  const used = new Set<string>();
  const sections = page.sections.map((s, i) => {
    const slug = slugify(s.heading);
    const id = slug && !used.has(slug) ? slug : `section-${i + 1}`;
    used.add(id);
    return { ...s, id };
  });
  return (
    <>
      <PageHero
        crumb={<span lang={titleLang}>{page.title}</span>}
        eyebrow={t("pages.legalEyebrow")}
        title={page.title}
        intro={
          <>
            <p>
              {t.rich("pages.legalDates", {
                updated: (
                  <span key="updated" lang={lastUpdatedLang}>
                    {page.lastUpdated}
                  </span>
                ),
                effective: data.effective,
              })}
            </p>
            {locale === "en" ? null : (
              <p className="mt-2 text-base" data-translation-note>
                {t.rich("pages.legalTranslationNote", {
                  link: (chunks: ReactNode[]) => (
                    <a key="english" href={path} hrefLang="en" className="underline underline-offset-2">
                      {chunks}
                    </a>
                  ),
                })}
              </p>
            )}
          </>
        }
      />
      <div className="container-page section grid gap-10 lg:grid-cols-[15rem_1fr]">
        <nav aria-label={t("pages.legalContents")} className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">{t("pages.legalContents")}</h2>
          <ol className="mt-3 space-y-1 text-sm">
            {sections.map((s, i) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="inline-flex min-h-11 items-center text-ocean-800 underline-offset-2 hover:underline lg:min-h-8"
                  lang={fallbackLangOf(locale, s.heading)}
                >
                  {i + 1}. {s.heading}
                </a>
              </li>
            ))}
            <li>
              <a
                href={`#${CONTACT_ID}`}
                className="inline-flex min-h-11 items-center text-ocean-800 underline-offset-2 hover:underline lg:min-h-8"
              >
                {t("pages.legalContact")}
              </a>
            </li>
          </ol>
        </nav>
        {/* A plain block: the page's h1 sits in the hero above, so an <article> here had no heading. */}
        <div className="max-w-3xl text-ink">
          {data.archived ? (
            <p role="note" className="mb-8 rounded-2xl bg-sand-100 p-5 font-medium ring-1 ring-sand-300" data-archived-notice>
              {t.rich("pages.legalArchivedNotice", {
                effective: data.effective,
                title: (
                  <span key="title" lang={titleLang}>
                    {page.title}
                  </span>
                ),
                current: (chunks) => (
                  <a href={lp(path)} className="text-ocean-800 underline underline-offset-2">
                    {chunks}
                  </a>
                ),
              })}
            </p>
          ) : null}
          <p className="text-lg leading-relaxed" lang={introLang}>
            {page.intro}
          </p>
          {page.notice ? (
            <p data-emergency-notice className="mt-8 flex gap-3 rounded-2xl bg-sand-100 p-5 font-medium ring-1 ring-sand-300">
              <Siren className="mt-0.5 size-5 shrink-0 text-coral-700" aria-hidden="true" />
              <span lang={noticeLang}>{page.notice}</span>
            </p>
          ) : null}
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} data-legal-section className="mt-10 scroll-mt-28">
              <h2 id={`${s.id}-title`} className="text-2xl font-bold text-ocean-950" lang={fallbackLangOf(locale, s.heading)}>
                {i + 1}. {s.heading}
              </h2>
              {/* Staff-written HTML, cleaned when saved and again by the loader. */}
              <div className={BODY} lang={fallbackLangOf(locale, s.body)} dangerouslySetInnerHTML={{ __html: s.body }} />
            </section>
          ))}
          {children}
          {page.closingHeading ? (
            <section aria-labelledby="closing-title" className="mt-10 rounded-2xl bg-sand-50 p-6 ring-1 ring-sand-300">
              <h2 id="closing-title" className="text-xl font-bold text-ocean-950" lang={closingHeadingLang}>
                {page.closingHeading}
              </h2>
              <p className="mt-2" lang={closingNoteLang}>
                {page.closingNote}
              </p>
            </section>
          ) : page.closingNote ? (
            <p className="mt-8 text-muted" lang={closingNoteLang}>
              {page.closingNote}
            </p>
          ) : null}
          {data.versions.length > 1 ? (
            <section aria-labelledby="versions-title" className="mt-10">
              <h2 id="versions-title" className="text-xl font-bold text-ocean-950">
                {t("pages.legalVersionsTitle")}
              </h2>
              <ul className="mt-3 space-y-1">
                {data.versions.map((v) => (
                  <li key={v.effectiveDate}>
                    <a href={lp(v.path)} className="inline-flex min-h-11 items-center text-ocean-800 underline underline-offset-2">
                      {t("pages.legalVersionLink", { date: v.label })}
                    </a>
                    {v.current ? <span className="ms-2 text-sm text-muted">{t("pages.legalVersionCurrent")}</span> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section
            id={CONTACT_ID}
            aria-labelledby={`${CONTACT_ID}-title`}
            className="mt-10 scroll-mt-28 rounded-2xl bg-seaglass-50 p-6 ring-1 ring-seaglass-200"
          >
            <h2 id={`${CONTACT_ID}-title`} className="text-xl font-bold text-ocean-950">
              {t("pages.legalContact")}
            </h2>
            <p className="mt-2">{t("pages.legalContactText")}</p>
            <ul className="mt-4 space-y-3">
              <li className="flex gap-3">
                <Phone className="mt-0.5 size-5 shrink-0 text-ocean-700" aria-hidden="true" />
                <span className="flex flex-wrap gap-x-3" dir="ltr">
                  {clinic.phones.map((p) => (
                    <a
                      key={p.e164}
                      href={`tel:${p.e164}`}
                      className="font-medium whitespace-nowrap text-ocean-800 underline underline-offset-2"
                    >
                      {p.display}
                    </a>
                  ))}
                </span>
              </li>
              <li className="flex gap-3">
                <Mail className="mt-0.5 size-5 shrink-0 text-ocean-700" aria-hidden="true" />
                <a href={`mailto:${clinic.email}`} dir="ltr" className="font-medium text-ocean-800 underline underline-offset-2">
                  {clinic.email}
                </a>
              </li>
              <li className="flex gap-3">
                <MapPin className="mt-0.5 size-5 shrink-0 text-ocean-700" aria-hidden="true" />
                <address className="not-italic" lang={addressLang}>
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
