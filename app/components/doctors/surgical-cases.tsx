import { ChevronDown, Play, Star } from "~/components/ui/lucide";
import { useFallbackLang, useT } from "~/components/messages-context";
import type { DoctorData } from "~/content-types/doctor";
import { parseYouTubeId } from "~/lib/youtube";
import { VideoDialog, VideoDialogOpener } from "~/components/ui/video-dialog";
import { ProfileSection, srOnly, type Tone } from "./profile-section";

type Case = DoctorData["cases"]["items"][number];

const DIALOG_ID = "case-video";

/**
 * Six case cards. A case's video plays in the shared modal player (a plain link to YouTube
 * without JavaScript). Read More (the `disclosure` island) unfolds a case's details; with
 * JavaScript the cards start folded, without it the whole text shows and there is no button.
 */
export function SurgicalCases({ cases, tone }: { cases: DoctorData["cases"]; tone: Tone }) {
  const t = useT();
  const noteLang = useFallbackLang(cases.note);
  return (
    <ProfileSection id="cases" text={cases.heading} fallback={t("doctors.casesHeading")} tone={tone}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {cases.items.map((item, i) => (
          <CaseCard key={item.title} item={item} id={i + 1} />
        ))}
      </ul>
      {cases.note ? (
        <p lang={noteLang} className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted">
          {cases.note}
        </p>
      ) : null}
      <VideoDialog id={DIALOG_ID} title={t("doctors.caseVideoPlayer")} />
    </ProfileSection>
  );
}

function CaseCard({ item, id }: { item: Case; id: number }) {
  const t = useT();
  const titleLang = useFallbackLang(item.title);
  const categoryLang = useFallbackLang(item.category);
  const descriptionLang = useFallbackLang(item.description);
  const detailsLang = useFallbackLang(item.details);
  const outcomeLang = useFallbackLang(item.outcome);
  const embedId = item.videoUrl ? parseYouTubeId(item.videoUrl) : null;
  const titleId = `case-${id}-title`;
  const moreId = `case-${id}-more`;
  // The case's title inside the page's sentence: English content, isolated so it keeps its order.
  const caseTitle = (
    <bdi key="title" lang={titleLang}>
      {item.title}
    </bdi>
  );

  return (
    <li className="flex" data-case={id}>
      <article
        aria-labelledby={titleId}
        className="group/case flex w-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-seaglass-200"
      >
        <div className={`relative ${item.picture === "none" ? "min-h-14" : ""}`}>
          {item.picture === "none" ? null : (
            <img
              src={`/illustrations/case-${item.picture}.svg`}
              alt=""
              width={800}
              height={600}
              loading="lazy"
              className="aspect-[4/3] w-full object-cover"
            />
          )}
          {item.featured ? (
            <span className="absolute top-3 start-3 inline-flex items-center gap-1 rounded-full bg-sand-300 px-3 py-1 text-xs font-bold text-ocean-950 shadow">
              <Star className="size-3.5 fill-current" aria-hidden="true" />
              {t("doctors.caseFeatured")}
            </span>
          ) : null}
          {embedId ? (
            <VideoDialogOpener
              dialog={DIALOG_ID}
              embedId={embedId}
              title={t("doctors.caseVideoTitle", { title: item.title })}
              label={t("doctors.playVideoLabel", { title: item.title })}
              className="group absolute inset-0 flex items-center justify-center bg-ocean-950/10 hover:bg-ocean-950/25"
            >
              <PlayBadge />
            </VideoDialogOpener>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col p-6">
          <p lang={categoryLang} className="eyebrow">
            {item.category}
          </p>
          <h3 id={titleId} lang={titleLang} className="mt-2 text-lg font-semibold text-ocean-950">
            {item.title}
          </h3>
          {/* Clamped while folded, and only then: without JavaScript nothing folds. */}
          <p
            lang={descriptionLang}
            className="mt-3 text-muted js:group-has-[[aria-expanded=false]]/case:line-clamp-3"
            data-case-description
          >
            {item.description}
          </p>
          {item.details ? (
            <div id={moreId} className="mt-3 text-muted js:hidden">
              <h4 className="font-semibold text-ink">{t("doctors.caseMoreHeading")}</h4>
              <p lang={detailsLang} className="mt-1">
                {item.details}
              </p>
            </div>
          ) : null}
          <p className="mt-4 rounded-xl bg-seaglass-50 p-3 text-sm text-ink ring-1 ring-seaglass-200">
            <strong className="text-ocean-800">{t("doctors.caseOutcome")} </strong>
            <span lang={outcomeLang}>{item.outcome}</span>
          </p>
          {item.details ? (
            <button
              type="button"
              data-island="disclosure"
              aria-expanded="false"
              aria-controls={moreId}
              className="group mt-auto inline-flex min-h-11 items-center gap-1 self-start pt-4 font-semibold text-ocean-800 underline-offset-2 hover:underline no-js:hidden"
            >
              {/* Each state's words carry their own screen-reader part, so a language may reorder them. */}
              <span className="group-aria-expanded:hidden">{t.rich("doctors.caseReadMore", { title: caseTitle, sr: srOnly })}</span>
              <span className="hidden group-aria-expanded:inline">{t.rich("doctors.caseReadLess", { title: caseTitle, sr: srOnly })}</span>
              <ChevronDown className="size-4 transition-transform group-aria-expanded:rotate-180" aria-hidden="true" />
            </button>
          ) : null}
        </div>
      </article>
    </li>
  );
}

function PlayBadge() {
  return (
    <span className="flex size-16 items-center justify-center rounded-full bg-white/95 text-ocean-800 shadow-lg transition-transform group-hover:scale-105">
      {/* ml-1, not ms-1: the play triangle points right in every language; this centres it. */}
      <Play className="ml-1 size-7 fill-current" aria-hidden="true" />
    </span>
  );
}
