// The parts of a doctor's profile that come from other collections: the videos and the
// patients' stories the clinic linked to this doctor in the admin.
import { PlayCircle, Quote } from "~/components/ui/lucide";
import { TranslatedReviewNote } from "~/components/ui/translated-review-note";
import { useLocale, useT } from "~/components/messages-context";
import { fallbackLangOf } from "~/lib/text-lang";
import { nameWithAge } from "~/lib/format";
import { Monogram } from "~/components/ui/monogram";
import { Stars } from "~/components/ui/stars";
import { VideoDialog, VideoDialogOpener } from "~/components/ui/video-dialog";
import { ProfileSection, type Tone } from "./profile-section";

export interface DoctorVideo {
  id: number;
  title: string;
  embedId: string;
  description: string;
}

export interface DoctorStory {
  id: number;
  name: string;
  age: number | null;
  location: string;
  condition: string;
  rating: number;
  review: string;
  /** Shown in the clinic's translation. */
  translated?: boolean;
}

const NO_HEADING = { eyebrow: "", title: "", intro: "" };

/** Each video plays in the shared player only when asked (a plain link to YouTube without JavaScript). */
export function DoctorVideos({ videos, shortName, tone }: { videos: readonly DoctorVideo[]; shortName: string; tone: Tone }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ProfileSection
      id="videos"
      text={{ ...NO_HEADING, eyebrow: t("doctors.videosEyebrow") }}
      fallback={t("doctors.videosHeading", { shortName })}
      tone={tone}
      translatedText
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {videos.map((video) => (
          <li key={video.id} className="flex flex-col rounded-2xl bg-white p-6 ring-1 ring-seaglass-200">
            <h3 lang={fallbackLangOf(locale, video.title)} className="text-lg font-semibold text-ocean-950">
              {video.title}
            </h3>
            {video.description ? (
              <p lang={fallbackLangOf(locale, video.description)} className="mt-2 flex-1 text-muted">
                {video.description}
              </p>
            ) : (
              <span className="flex-1" />
            )}
            <VideoDialogOpener
              dialog="doctor-video"
              embedId={video.embedId}
              title={video.title}
              label={t("doctors.playVideoLabel", { title: video.title })}
              className="btn-secondary mt-4 self-start"
            >
              <PlayCircle className="size-5" aria-hidden="true" />
              {t("doctors.playVideo")}
            </VideoDialogOpener>
          </li>
        ))}
      </ul>
      <VideoDialog id="doctor-video" title={t("doctors.videoPlayer")} />
    </ProfileSection>
  );
}

export function DoctorStories({ stories, tone }: { stories: readonly DoctorStory[]; tone: Tone }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ProfileSection
      id="stories"
      text={{ eyebrow: t("doctors.storiesEyebrow"), title: "", intro: t("doctors.storiesIntro") }}
      fallback={t("doctors.storiesHeading")}
      tone={tone}
      translatedText
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {stories.map((story) => (
          <li key={story.id} className="flex flex-col rounded-2xl bg-white p-6 ring-1 ring-seaglass-200">
            <article aria-labelledby={`story-${story.id}-name`} className="flex flex-1 flex-col">
              <div className="flex items-center gap-3">
                <Monogram name={story.name} />
                <div className="min-w-0">
                  <h3 id={`story-${story.id}-name`} className="font-semibold text-ocean-950">
                    {nameWithAge(story.name, story.age)}
                  </h3>
                  {story.location ? (
                    <p lang={fallbackLangOf(locale, story.location)} className="text-sm text-muted">
                      {story.location}
                    </p>
                  ) : null}
                </div>
              </div>
              {story.condition ? (
                <p lang={fallbackLangOf(locale, story.condition)} className="mt-4 text-sm font-medium text-ocean-800">
                  {story.condition}
                </p>
              ) : null}
              <div className="mt-2">
                <Stars rating={story.rating} />
              </div>
              <blockquote className="mt-4 flex-1 text-ink">
                <Quote className="mb-2 size-5 text-seaglass-300" aria-hidden="true" />
                <p lang={fallbackLangOf(locale, story.review)} dir="auto">
                  {story.review}
                </p>
              </blockquote>
              <TranslatedReviewNote translated={story.translated} />
            </article>
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
