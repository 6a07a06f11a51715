import { useSearchParams } from "react-router";
import { TranslatedReviewNote } from "~/components/ui/translated-review-note";
import { ChevronDown } from "~/components/ui/lucide";
import type { WellnessPageTexts as Page } from "~/content-types/wellness-page";
import { splitReviews } from "~/lib/reviews";
import { Monogram } from "~/components/ui/monogram";
import { SectionHeading } from "~/components/ui/section-heading";
import { Stars } from "~/components/ui/stars";
import { useFallbackLang } from "~/components/messages-context";

export interface Story {
  id: number;
  name: string;
  location: string;
  rating: number;
  review: string;
  /** Shown in the clinic's translation. */
  translated?: boolean;
}

const INITIAL_STORIES = 3; // SPEC: three cards, then More Reviews
export const SHOW_ALL_PARAM = "reviews";
const LIST_ID = "stories-list";

const cardId = (id: number) => `story-${id}`;

function StoryCard({ story }: { story: Story }) {
  const reviewLang = useFallbackLang(story.review);
  const nameLang = useFallbackLang(story.name);
  const locationLang = useFallbackLang(story.location);
  return (
    <li>
      <figure
        id={cardId(story.id)}
        tabIndex={-1}
        className="flex h-full scroll-mt-24 flex-col rounded-2xl bg-sand-50 p-6 ring-1 ring-sand-300"
      >
        <Stars rating={story.rating} />
        <blockquote className="mt-4 flex-1 leading-relaxed text-ink" lang={reviewLang}>
          <p dir="auto">“{story.review}”</p>
        </blockquote>
        <TranslatedReviewNote translated={story.translated} />
        <figcaption className="mt-6 flex items-center gap-3">
          <Monogram name={story.name} />
          <span>
            <span className="block font-semibold text-ocean-950" lang={nameLang}>
              {story.name}
            </span>
            <span className="block text-sm text-muted" lang={locationLang}>
              {story.location}
            </span>
          </span>
        </figcaption>
      </figure>
    </li>
  );
}

/**
 * Three story cards and More Reviews. With JavaScript, More Reviews is a button
 * (app/islands/more-reviews.island.ts) that adds the rest from the list's inert <template>,
 * moves focus to the first new card and goes away. Without JavaScript it is a link that asks
 * the server for all of them (?reviews=all).
 */
export function PatientStories({ stories, text }: { stories: Story[]; text: Page["stories"] }) {
  const [params] = useSearchParams();
  const { shown, hiddenCount } = splitReviews(stories, INITIAL_STORIES, params.get(SHOW_ALL_PARAM) === "all");
  const rest = stories.slice(shown.length);
  const firstHidden = rest[0];
  const moreLang = useFallbackLang(text.moreLabel);

  if (stories.length === 0) return null;

  return (
    <section id="stories" aria-labelledby="stories-title" className="section scroll-mt-24">
      <div className="container-page">
        <SectionHeading id="stories-title" eyebrow={text.eyebrow} title={text.title} intro={text.intro} />
        <ul id={LIST_ID} className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((story) => (
            <StoryCard key={story.id} story={story} />
          ))}
          {hiddenCount > 0 ? (
            <template>
              {rest.map((story) => (
                <StoryCard key={story.id} story={story} />
              ))}
            </template>
          ) : null}
        </ul>
        {hiddenCount > 0 && firstHidden ? (
          <p className="mt-10 text-center" data-island="more-reviews">
            <button
              type="button"
              className="btn-secondary no-js:hidden"
              aria-expanded={false}
              aria-controls={LIST_ID}
              data-focus={cardId(firstHidden.id)}
              lang={moreLang}
            >
              {text.moreLabel}
              <ChevronDown className="size-4" aria-hidden="true" />
            </button>
            <a className="btn-secondary js:hidden" href={`?${SHOW_ALL_PARAM}=all#${cardId(firstHidden.id)}`} lang={moreLang}>
              {text.moreLabel}
              <ChevronDown className="size-4" aria-hidden="true" />
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
