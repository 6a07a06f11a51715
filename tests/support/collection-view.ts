// Reading the collection screen's loader data in integration tests: its cards, its filter, and
// what a card's badges and facts say.
import type { CollectionView, RecordCardData } from "~/lib/collection-view";

export const cardsOf = (view: CollectionView): RecordCardData[] => view.sections.flatMap((s) => s.items);

export const sectionSizes = (view: CollectionView) => view.sections.map((s) => [s.key, s.items.length] as const);

/** The filter link the screen marks as current. */
export const currentFilter = (view: CollectionView) => view.filter?.options.find((o) => o.current)?.label ?? null;

export const filterCounts = (view: CollectionView) => Object.fromEntries((view.filter?.options ?? []).map((o) => [o.label, o.n]));

/** The first badge of a testimonial's card: where it is shown ("Home", "Therapy page: …"). */
export const placementOf = (card: RecordCardData | undefined) => card?.badges[0]?.label ?? null;

export const factOf = (card: RecordCardData | undefined, term: string) => card?.facts.find((f) => f.term === term)?.detail ?? null;

/** The card the screen marks as the home page's Watch Tour video, if any. */
export const tourIdOf = (view: CollectionView) =>
  cardsOf(view).find((c) => c.badges.some((b) => b.label === "Plays in the home page's Watch Tour"))?.id ?? null;
