import type { ReactNode } from "react";
import { TranslatedReviewNote } from "~/components/ui/translated-review-note";
import { ArrowRight, CalendarCheck, CheckCircle2, Clock, MapPin, Phone, Repeat, CalendarDays } from "~/components/ui/lucide";
import { useClinic } from "~/components/clinic-context";
import { useFallbackLang, useLocale, useT, useLocalizedPath } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";
import { HomeInquiryForm } from "~/components/forms/home-inquiry-form";
import { SectionLink } from "~/components/international/section-link";
import { LANDING_FIELD_MARGIN } from "./booking-landing";
import { serviceForTherapy } from "~/content/clinic";
import { GalleryCarousel } from "~/components/therapy/gallery-carousel";
import { Accordion } from "~/components/ui/accordion";
import { Icon } from "~/components/ui/icon";
import { Monogram } from "~/components/ui/monogram";
import { Stars } from "~/components/ui/stars";
import { VideoFacade } from "~/components/ui/video-facade";
import { nameWithAge } from "~/lib/format";
import type { TherapyPageData } from "~/server/therapy-page.server";

function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="heading-2">
      {children}
    </h2>
  );
}

/**
 * The therapy page of SPEC §2 (12 sections). The public route renders it for published
 * therapies; the staff preview renders it for any therapy, with the booking form (which
 * would post to a page that may not be public yet) replaced by a note. Server-rendered
 * markup only: the interactive parts are islands (app/islands), started by the public
 * pages' script or, in the preview, by the preview route. Links are plain anchors, so from
 * the (hydrated) preview they load the public page as a document, with its own script.
 */
export function TherapyPage({ data, preview = false }: { data: TherapyPageData; preview?: boolean }) {
  // `therapy` is the content; `t` the interface strings (the public layout's catalogue, or
  // the preview's: both give a <MessagesProvider>).
  const { therapy, gallery, stories, related } = data;
  const clinic = useClinic();
  const t = useT();
  // The admin preview has no booking pages behind it: its buttons go to the page's own form.
  const bookTarget = "book";
  const locale = useLocale();
  const lp = useLocalizedPath();
  const { primaryPhone } = clinic;
  const title = therapy.title;
  const titleLang = useFallbackLang(title);
  const shortDescriptionLang = useFallbackLang(therapy.shortDescription);
  const descriptionLang = useFallbackLang(therapy.descriptionHtml);
  const howItWorksLang = useFallbackLang(therapy.howItWorksHtml);
  const whoItsForLang = useFallbackLang(therapy.whoItsFor);
  // A therapy's title inside one of the page's sentences: content (English where untranslated),
  // isolated (<bdi>) so it keeps its order in a right-to-left sentence.
  const inlineTitle = (text: string) => (
    <bdi key="title" lang={fallbackLangOf(locale, text)}>
      {text}
    </bdi>
  );
  const videoTitle = t("therapy.videoTitle", { title });
  const facts = [
    { icon: Clock, label: t("therapy.factDuration"), value: therapy.duration },
    { icon: Repeat, label: t("therapy.factSessions"), value: therapy.sessions },
    { icon: CalendarDays, label: t("therapy.factFrequency"), value: therapy.frequency },
  ];
  return (
    // The hero is the article's <header>, so the h1 heads the article itself (a <section>
    // here left the article without a heading of its own: Nu Html Checker warnings).
    <article aria-labelledby="therapy-title">
      {/* 1. Hero */}
      <header className="bg-gradient-to-br from-ocean-900 via-ocean-800 to-ocean-700 text-white">
        <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-2">
          <div>
            <nav aria-label={t("therapy.breadcrumbLabel")} className="text-sm text-seaglass-100">
              <ol className="flex flex-wrap gap-1">
                <li>
                  <a href={lp("/")} className="underline-offset-2 hover:underline">
                    {t("therapy.breadcrumbHome")}
                  </a>{" "}
                  /
                </li>
                <li>
                  <a href={lp("/services")} className="underline-offset-2 hover:underline">
                    {t("therapy.breadcrumbServices")}
                  </a>{" "}
                  /
                </li>
                <li aria-current="page" lang={titleLang} className="font-semibold text-white">
                  {title}
                </li>
              </ol>
            </nav>
            <h1 id="therapy-title" lang={titleLang} className="mt-4 flex items-center gap-3 text-4xl font-bold tracking-tight sm:text-5xl">
              {title}
            </h1>
            <p lang={shortDescriptionLang} className="mt-4 max-w-xl text-lg text-seaglass-100">
              {therapy.shortDescription}
            </p>
            <dl className="mt-8 grid grid-cols-3 gap-3">
              {facts.map((f) => (
                <div key={f.label} className="flex flex-col rounded-xl bg-white/10 p-3">
                  <dt className="flex items-center gap-1.5 text-sm text-seaglass-100">
                    <f.icon className="size-4" aria-hidden="true" /> {f.label}
                  </dt>
                  <dd lang={fallbackLangOf(locale, f.value)} className="mt-1 font-semibold text-white">
                    {f.value}
                  </dd>
                </div>
              ))}
            </dl>
            <div className="mt-8 flex flex-wrap gap-3">
              {/* Online booking of this therapy's sessions (issue 47); the preview stays on its page. */}
              {preview ? (
                <SectionLink to={bookTarget} className="btn-sand">
                  <CalendarCheck className="size-4" aria-hidden="true" /> {t("therapy.bookTherapy")}
                </SectionLink>
              ) : (
                <a href={lp(`/book/${therapy.slug}`)} className="btn-sand">
                  <CalendarCheck className="size-4" aria-hidden="true" /> {t("therapy.bookTherapy")}
                </a>
              )}
              <a href={`tel:${primaryPhone.e164}`} className="btn-ghost-light">
                <Phone className="size-4" aria-hidden="true" /> {t("therapy.callConsultation")}
              </a>
            </div>
          </div>
          {therapy.heroImage ? (
            <img src={therapy.heroImage} alt="" width={1200} height={800} fetchPriority="high" className="w-full rounded-3xl" />
          ) : (
            <span className="mx-auto flex size-40 items-center justify-center rounded-full bg-white/10">
              <Icon name={therapy.icon} className="size-20" />
            </span>
          )}
        </div>
      </header>

      {/* 2–3. What it is, how it works */}
      <div className="section">
        <div className="container-page grid gap-12 lg:grid-cols-2">
          <section aria-labelledby="what-title">
            <SectionTitle id="what-title">{t("therapy.whatHeading")}</SectionTitle>
            <div lang={descriptionLang} className="prose-clinic mt-6" dangerouslySetInnerHTML={{ __html: therapy.descriptionHtml }} />
          </section>
          <section aria-labelledby="how-title">
            <SectionTitle id="how-title">{t("therapy.howHeading")}</SectionTitle>
            <div lang={howItWorksLang} className="prose-clinic mt-6" dangerouslySetInnerHTML={{ __html: therapy.howItWorksHtml }} />
          </section>
        </div>
      </div>

      {/* 4. Key benefits */}
      <section aria-labelledby="benefits-title" className="section bg-seaglass-50">
        <div className="container-page">
          <SectionTitle id="benefits-title">{t("therapy.benefitsHeading")}</SectionTitle>
          <p className="mt-3 text-muted">{t("therapy.benefitsIntro")}</p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {therapy.benefits.map((b) => (
              <li key={b} className="flex gap-3 rounded-2xl bg-white p-4 ring-1 ring-seaglass-200">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-ocean-600" aria-hidden="true" />
                <span lang={fallbackLangOf(locale, b)}>{b}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* 5. Who it's for */}
      <section aria-labelledby="who-title" className="section">
        <div className="container-page grid gap-10 lg:grid-cols-2">
          <div>
            <SectionTitle id="who-title">{t("therapy.whoHeading")}</SectionTitle>
            <p lang={whoItsForLang} className="mt-6 text-lg text-ink">
              {therapy.whoItsFor}
            </p>
            <p className="mt-4 text-muted">{t("therapy.whoAssessment")}</p>
          </div>
          <div>
            <h3 className="text-xl font-semibold text-ocean-950">{t("therapy.conditionsHeading")}</h3>
            <ul className="mt-4 grid gap-2 sm:grid-cols-2">
              {therapy.conditions.map((c) => (
                <li key={c} lang={fallbackLangOf(locale, c)} className="flex gap-2 rounded-xl bg-sand-50 px-3 py-2 ring-1 ring-sand-300">
                  <Icon name="Stethoscope" className="mt-0.5 size-4 shrink-0 text-ocean-700" />
                  {c}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      {/* 6. FAQ */}
      {therapy.faqs.length > 0 ? (
        <section aria-labelledby="faq-title" className="section bg-sand-50">
          <div className="container-page max-w-3xl">
            <SectionTitle id="faq-title">{t("therapy.faqHeading")}</SectionTitle>
            <div className="mt-8">
              <Accordion
                name="therapy-faq"
                items={therapy.faqs.map((f, i) => ({
                  id: `faq-${i}`,
                  title: <span lang={fallbackLangOf(locale, f.question)}>{f.question}</span>,
                  content: <p lang={fallbackLangOf(locale, f.answer)}>{f.answer}</p>,
                }))}
              />
            </div>
          </div>
        </section>
      ) : null}

      {/* 7. Real patient stories (video), only when there is one */}
      {therapy.videoId ? (
        <section aria-labelledby="video-title" className="section">
          <div className="container-page max-w-4xl">
            <SectionTitle id="video-title">{t("therapy.videoHeading")}</SectionTitle>
            <div className="mt-8">
              <VideoFacade embedId={therapy.videoId} title={videoTitle} poster={therapy.heroImage ?? "/illustrations/tour-poster.svg"} />
            </div>
          </div>
        </section>
      ) : null}

      {/* 8. Gallery */}
      {gallery.length > 0 ? (
        <section aria-labelledby="gallery-title" className="section bg-seaglass-50">
          <div className="container-page max-w-4xl">
            <SectionTitle id="gallery-title">{t("therapy.galleryHeading")}</SectionTitle>
            <div className="mt-8">
              <GalleryCarousel images={gallery} label={t("therapy.galleryLabel", { title })} />
            </div>
          </div>
        </section>
      ) : null}

      {/* 9. Patient success stories */}
      {stories.length > 0 ? (
        <section aria-labelledby="stories-title" className="section">
          <div className="container-page">
            <SectionTitle id="stories-title">{t("therapy.storiesHeading")}</SectionTitle>
            <p className="mt-3 text-muted">{t("therapy.storiesIntro")}</p>
            <ul className="mt-8 grid gap-6 md:grid-cols-2">
              {stories.map((s) => (
                <li key={s.id}>
                  <figure className="h-full rounded-2xl bg-sand-50 p-6 ring-1 ring-sand-300">
                    <Stars rating={s.rating} />
                    <blockquote lang={fallbackLangOf(locale, s.review)} dir="auto" className="mt-3 text-ink">
                      {s.review}
                    </blockquote>
                    <TranslatedReviewNote translated={s.translated} />
                    <figcaption className="mt-4 flex items-center gap-3">
                      <Monogram name={s.name} />
                      <span>
                        <span className="block font-semibold text-ocean-950" lang={fallbackLangOf(locale, s.name)}>
                          {nameWithAge(s.name, s.age)}
                        </span>
                        <span lang={fallbackLangOf(locale, s.condition)} className="block text-sm text-muted">
                          {s.condition}
                        </span>
                      </span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {/* 10. Related therapies */}
      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="section bg-seaglass-50">
          <div className="container-page">
            <SectionTitle id="related-title">{t("therapy.relatedHeading")}</SectionTitle>
            <ul className="mt-8 grid gap-6 md:grid-cols-2">
              {related.map((r) => (
                <li key={r.slug} className="flex flex-col rounded-2xl bg-white p-6 ring-1 ring-seaglass-200">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-seaglass-100 text-ocean-700">
                    <Icon name={r.icon} />
                  </span>
                  <h3 lang={fallbackLangOf(locale, r.title)} className="mt-4 text-xl font-semibold text-ocean-950">
                    {r.title}
                  </h3>
                  <p lang={fallbackLangOf(locale, r.shortDescription)} className="mt-2 flex-1 text-muted">
                    {r.shortDescription}
                  </p>
                  <a href={lp(`/therapy/${r.slug}`)} className="btn-secondary mt-5 self-start">
                    {t.rich("therapy.learnMore", {
                      title: inlineTitle(r.title),
                      hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                    })}{" "}
                    <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {/* 11. Regional availability note */}
      <section aria-label={t("therapy.availabilityLabel")} className="container-page py-10">
        <p className="flex gap-3 rounded-2xl bg-sand-100 p-5 text-ink">
          <MapPin className="mt-0.5 size-5 shrink-0 text-ocean-700" aria-hidden="true" />
          <span>
            {t.rich("therapy.availability", {
              title: inlineTitle(title),
              locality: clinic.address.locality,
              city: clinic.address.city,
              link: (chunks) => (
                <a href={lp("/international-patients")} className="font-medium text-ocean-800 underline">
                  {chunks}
                </a>
              ),
            })}{" "}
            <span>{t("chrome.emergencyNotice", { clinicName: clinic.shortName, number: clinic.emergencyNumber })}</span>
          </span>
        </p>
      </section>

      {/* 12. Closing call to action, with the booking form (therapy preselected) */}
      <section id="book" aria-labelledby="book-title" className="section scroll-mt-24 bg-ocean-900 text-white">
        <div className="container-page grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="book-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {t.rich("therapy.bookHeading", { title: inlineTitle(title) })}
            </h2>
            <p className="mt-4 text-lg text-seaglass-100">{t("therapy.bookIntro")}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              {preview ? (
                <SectionLink to={bookTarget} className="btn-sand">
                  <CalendarCheck className="size-4" aria-hidden="true" /> {t("therapy.bookConsultation")}
                </SectionLink>
              ) : (
                <a href={lp(`/book/${therapy.slug}`)} className="btn-sand">
                  <CalendarCheck className="size-4" aria-hidden="true" /> {t("therapy.bookConsultation")}
                </a>
              )}
              <a href={`tel:${primaryPhone.e164}`} className="btn-ghost-light">
                <Phone className="size-4" aria-hidden="true" /> {t("therapy.callNow")}
              </a>
            </div>
          </div>
          <div id="book-form" className={`scroll-mt-24 text-ink ${LANDING_FIELD_MARGIN}`}>
            {preview ? (
              <p className="rounded-2xl bg-white p-6 text-ink">{t.rich("therapy.previewFormNote", { title: inlineTitle(title) })}</p>
            ) : (
              <HomeInquiryForm
                action={`/therapy/${therapy.slug}`}
                defaultService={serviceForTherapy[therapy.slug] ?? title}
                title={t("therapy.formTitle", { title })}
              />
            )}
          </div>
        </div>
      </section>
    </article>
  );
}
