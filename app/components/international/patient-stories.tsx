import { MapPin, PlayCircle, Quote } from "~/components/ui/lucide";
import { TranslatedReviewNote } from "~/components/ui/translated-review-note";
import type { InternationalPageTexts as Page } from "~/content-types/international-page";
import { Monogram } from "~/components/ui/monogram";
import { SectionHeading } from "~/components/ui/section-heading";
import { Stars } from "~/components/ui/stars";
import { VideoDialog, VideoDialogOpener } from "~/components/ui/video-dialog";
import { useFallbackLang, useLocale } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";

export interface InternationalStory {
  id: number;
  name: string;
  country: string;
  condition: string;
  rating: number;
  review: string;
  /** Shown in the clinic's translation. */
  translated?: boolean;
  /** YouTube id, or null when the story has no video. */
  videoId: string | null;
}

/**
 * Stories from the testimonials store. A story with a video gets Watch Video Story: the
 * shared modal player with JavaScript, a plain link to the video without it.
 */
export function PatientStories({ id, stories, copy }: { id: string; stories: InternationalStory[]; copy: Page["stories"] }) {
  const locale = useLocale();
  const watchLang = useFallbackLang(copy.watchLabel);
  if (stories.length === 0) return null;

  return (
    <section id={id} aria-labelledby={`${id}-title`} className="section">
      <div className="container-page">
        <SectionHeading id={`${id}-title`} eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro || undefined} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {stories.map((story) => (
            <li key={story.id} className="flex flex-col rounded-2xl border border-seaglass-200 bg-white p-6">
              <article className="flex flex-1 flex-col" aria-labelledby={`story-${story.id}-name`}>
                <div className="flex items-center gap-3">
                  <Monogram name={story.name} />
                  <div className="min-w-0">
                    <h3 id={`story-${story.id}-name`} className="font-semibold text-ocean-950" lang={fallbackLangOf(locale, story.name)}>
                      {story.name}
                    </h3>
                    <p className="flex items-center gap-1 text-sm text-muted" lang={fallbackLangOf(locale, story.country)}>
                      <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                      {story.country}
                    </p>
                  </div>
                </div>
                <p className="mt-4 text-sm font-medium text-ocean-800" lang={fallbackLangOf(locale, story.condition)}>
                  {story.condition}
                </p>
                <div className="mt-2">
                  <Stars rating={story.rating} />
                </div>
                <blockquote className="mt-4 flex-1 text-ink" lang={fallbackLangOf(locale, story.review)}>
                  <Quote className="mb-2 size-5 text-seaglass-300" aria-hidden="true" />
                  <p dir="auto">{story.review}</p>
                </blockquote>
                <TranslatedReviewNote translated={story.translated} />
                {story.videoId ? (
                  <div className="mt-6">
                    <VideoDialogOpener
                      dialog={`${id}-video`}
                      embedId={story.videoId}
                      title={`${copy.watchLabel}: ${story.name}`}
                      className="btn-secondary"
                    >
                      <PlayCircle className="size-5" aria-hidden="true" />
                      <span lang={watchLang}>{copy.watchLabel}</span>
                      <span className="sr-only">
                        : <span lang={fallbackLangOf(locale, story.name)}>{story.name}</span>
                      </span>
                    </VideoDialogOpener>
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      </div>
      <VideoDialog id={`${id}-video`} title={copy.watchLabel} />
    </section>
  );
}
