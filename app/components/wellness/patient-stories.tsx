import { useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { ChevronDown } from "~/components/ui/lucide";
import { wellnessSections } from "~/content/wellness";
import { useHydrated } from "~/hooks/use-hydrated";
import { splitReviews } from "~/lib/reviews";
import { Monogram } from "~/components/ui/monogram";
import { SectionHeading } from "~/components/ui/section-heading";
import { Stars } from "~/components/ui/stars";

export interface Story {
  id: number;
  name: string;
  location: string;
  rating: number;
  review: string;
}

const INITIAL_STORIES = 3; // SPEC: three cards, then More Reviews
export const SHOW_ALL_PARAM = "reviews";

const cardId = (id: number) => `story-${id}`;

/**
 * Three story cards and More Reviews, which reveals the rest and moves focus to the first
 * new card. Without JavaScript, More Reviews is a link that asks the server for all of them.
 */
export function PatientStories({ stories }: { stories: Story[] }) {
  const [params] = useSearchParams();
  const [expanded, setExpanded] = useState(params.get(SHOW_ALL_PARAM) === "all");
  const hydrated = useHydrated();
  const listId = useId();
  const focusAfterExpand = useRef<number | null>(null);
  const text = wellnessSections.stories;
  const { shown, hiddenCount } = splitReviews(stories, INITIAL_STORIES, expanded);
  const firstHidden = stories[INITIAL_STORIES];

  useEffect(() => {
    if (focusAfterExpand.current === null) return;
    document.getElementById(cardId(focusAfterExpand.current))?.focus();
    focusAfterExpand.current = null;
  }, [expanded]);

  if (stories.length === 0) return null;

  return (
    <section id="stories" aria-labelledby="stories-title" className="section scroll-mt-24">
      <div className="container-page">
        <SectionHeading id="stories-title" eyebrow={text.eyebrow} title={text.title} intro={text.intro} />
        <ul id={listId} className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((story) => (
            <li key={story.id}>
              <figure id={cardId(story.id)} tabIndex={-1} className="flex h-full scroll-mt-24 flex-col rounded-2xl bg-sand-50 p-6 ring-1 ring-sand-300">
                <Stars rating={story.rating} />
                <blockquote className="mt-4 flex-1 leading-relaxed text-ink">
                  <p>“{story.review}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <Monogram name={story.name} />
                  <span>
                    <span className="block font-semibold text-ocean-950">{story.name}</span>
                    <span className="block text-sm text-muted">{story.location}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        {hiddenCount > 0 && firstHidden ? (
          <p className="mt-10 text-center">
            {hydrated ? (
              <button
                type="button"
                className="btn-secondary"
                aria-expanded={false}
                aria-controls={listId}
                onClick={() => {
                  focusAfterExpand.current = firstHidden.id;
                  setExpanded(true);
                }}
              >
                {text.moreLabel}
                <ChevronDown className="size-4" aria-hidden="true" />
              </button>
            ) : (
              <a className="btn-secondary" href={`?${SHOW_ALL_PARAM}=all#${cardId(firstHidden.id)}`}>
                {text.moreLabel}
                <ChevronDown className="size-4" aria-hidden="true" />
              </a>
            )}
          </p>
        ) : null}
      </div>
    </section>
  );
}
