// What the one list screen of a table-backed type shows (issue 46 item 2: one admin route and
// screen set serves every such type). The server says what each card holds in these terms;
// the screen (components/admin/collection-screen.tsx) lays every type out the same way, so a
// new type writes how its row reads on a card and nothing of the page around it.
import type { RecordEntity } from "~/content-types/record-type";

/** The small pictures a card's badges may carry. */
export type CardIcon = "star" | "play" | "home" | "alert";

export interface CardBadge {
  label: string;
  icon?: CardIcon;
  /** "chip": a tinted pill (the placement); "warning": a problem the site shows by hiding the row. */
  tone?: "plain" | "chip" | "warning";
}

export interface RecordCardData {
  id: number;
  /** The heading, which names the card's article. */
  title: string;
  /** How the card's links name the row to a screen reader: "testimonial from Lakshmi R.". */
  noun: string;
  subtitle: string | null;
  /** A portrait beside the heading (a monogram without one), or a video's poster above it. */
  media: { kind: "portrait"; src: string | null } | { kind: "video"; embedId: string | null } | null;
  /** One line under the heading (a review's condition). */
  lead: string | null;
  rating: number | null;
  /** Its text, three lines at most. */
  text: string | null;
  badges: CardBadge[];
  facts: ReadonlyArray<{ term: string; detail: string }>;
  /** Where the row is outside the site (a video on YouTube), opened in a new tab. */
  external: { href: string; label: string } | null;
  isActive: boolean;
  /** A draft waiting ("Draft, not published", "Scheduled for …"), or null. */
  pending: string | null;
  /** Its texts in Hindi, Telugu and Arabic, when the type has translated texts. */
  translationsHref: string | null;
  historyHref: string;
}

export interface CollectionSection {
  key: string;
  /** Null for a list that is not grouped. */
  heading: string | null;
  /** Said under the heading (how the home page picks its tour video). */
  note: { text: string; testId: string } | null;
  /** Said when the section has no rows. */
  empty: string;
  items: RecordCardData[];
}

export interface CollectionFilter {
  /** The filter links' landmark: "Filter by placement". */
  label: string;
  options: ReadonlyArray<{ label: string; n: number; href: string; current: boolean }>;
}

export interface CollectionView {
  entity: RecordEntity;
  title: string;
  description: string;
  /** The add button: "Add Testimonial". */
  addLabel: string;
  /** The list of an ungrouped screen, as a screen reader names it. */
  listLabel: string;
  deleteQuestion: string;
  filter: CollectionFilter | null;
  sections: CollectionSection[];
  paging: { next: string | null; prev: string | null; label: string } | null;
}
