import { BookOpen, ChevronDown } from "~/components/ui/lucide";
import { useFallbackLang, useLocale, useT } from "~/components/messages-context";
import { formatIsoDate } from "~/lib/format";
import type { DoctorData } from "~/content-types/doctor";
import { ProfileSection, type Tone } from "./profile-section";

/**
 * The surgeon's article, opened in place by the `disclosure` island (app/islands); it starts
 * folded. Without JavaScript the button is not there and the full text is simply shown.
 */
export function FeaturedArticle({ article, tone }: { article: DoctorData["article"]; tone: Tone }) {
  const t = useT();
  const locale = useLocale();
  // "Feb 17, 2025" in English, as the prototype showed it.
  const displayDate = (iso: string) => formatIsoDate(iso, locale, "short");
  const titleLang = useFallbackLang(article.title);
  const excerptLang = useFallbackLang(article.excerpt);
  const bodyLang = useFallbackLang(article.body);
  return (
    <ProfileSection id="article" text={article.heading} fallback={t("doctors.articleHeading")} tone={tone}>
      <article aria-labelledby="article-heading" className="mx-auto max-w-3xl rounded-3xl bg-sand-50 p-6 ring-1 ring-sand-300 sm:p-10">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <BookOpen className="size-4 text-ocean-700" aria-hidden="true" />
          {[
            article.author ? <span key="author">{article.author}</span> : null,
            // Written the English way (still content's date format, not the page language's).
            article.date ? (
              <time key="date" dateTime={article.date}>
                {displayDate(article.date)}
              </time>
            ) : null,
            article.readMinutes > 0 ? <span key="read">{t("doctors.articleReadTime", { minutes: article.readMinutes })}</span> : null,
          ]
            .filter(Boolean)
            .flatMap((part, i) =>
              i === 0
                ? [part]
                : [
                    <span key={`dot${i}`} aria-hidden="true">
                      ·
                    </span>,
                    part,
                  ],
            )}
        </p>
        <h3 id="article-heading" lang={titleLang} className="mt-3 text-2xl font-bold text-ocean-950">
          {article.title}
        </h3>
        {article.excerpt ? (
          <p lang={excerptLang} className="mt-4 text-lg text-muted">
            {article.excerpt}
          </p>
        ) : null}
        {article.body ? (
          <>
            <button
              type="button"
              data-island="disclosure"
              className="group btn-primary mt-6 no-js:hidden"
              aria-expanded="false"
              aria-controls="article-body"
            >
              <span className="group-aria-expanded:hidden">{t("doctors.articleOpen")}</span>
              <span className="hidden group-aria-expanded:inline">{t("doctors.articleClose")}</span>
              <ChevronDown className="size-4 transition-transform group-aria-expanded:rotate-180" aria-hidden="true" />
            </button>
            <div
              id="article-body"
              lang={bodyLang}
              className="prose-clinic mt-6 border-t border-sand-300 pt-6 text-ink js:hidden"
              dangerouslySetInnerHTML={{ __html: article.body }}
            />
          </>
        ) : null}
      </article>
    </ProfileSection>
  );
}
