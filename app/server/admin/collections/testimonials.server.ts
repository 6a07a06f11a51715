// Testimonials on the collection screen: filtered by placement, 50 to a page (keyset,
// docs/decisions/035), each card the review as the site shows it with where it is shown.
import { testimonialTextsType } from "~/content-types/row-texts";
import { type Testimonial, testimonialType } from "~/content-types/testimonial";
import { parseTestimonialListPage } from "~/lib/admin-list-pages";
import {
  ageLabel,
  isPlacement,
  PLACEMENT_SHORT,
  PLACEMENTS,
  TESTIMONIAL_DELETE_QUESTION,
  testimonialSummary,
} from "~/lib/testimonial-fields";
import {
  type AdminTestimonial,
  countTestimonialsByPlacement,
  deleteTestimonial,
  getAdminTestimonial,
  insertTestimonial,
  listAdminTestimonialsPage,
  nextTestimonialSortOrder,
  updateTestimonial,
} from "../../content/admin-testimonials.server";
import { badPage, type CardContent, type CollectionPage, defineCollection } from "../collection.server";
import type { RecordEditor } from "../record-editor.server";

const editor: RecordEditor<typeof testimonialType, AdminTestimonial, Testimonial> = {
  type: testimonialType,
  get: getAdminTestimonial,
  insert: insertTestimonial,
  update: updateTestimonial,
  remove: deleteTestimonial,
  write: (value) => value,
  hidden: { isActive: false, featured: false },
  named: (row) => `from "${row.name}"`,
  summary: (verb, row) => testimonialSummary(verb, row.name, row.placement),
  keeps: (row) => row.image,
};

type Page = CollectionPage<AdminTestimonial> & { therapyTitles: ReadonlyMap<string, string> };

function card(row: AdminTestimonial, page: Page): CardContent {
  const therapy = row.therapySlug ? (page.therapyTitles.get(row.therapySlug) ?? row.therapySlug) : null;
  const placed = row.placement === "therapy" && therapy ? `${PLACEMENT_SHORT.therapy}: ${therapy}` : PLACEMENT_SHORT[row.placement];
  return {
    title: row.name,
    subtitle: `${ageLabel(row.age)}${row.location ? ` · ${row.location}` : ""}`,
    media: { kind: "portrait", src: row.image },
    lead: row.condition,
    rating: row.rating,
    text: row.review,
    badges: [
      { label: placed, tone: "chip" },
      ...(row.placement !== "therapy" && therapy ? [{ label: therapy }] : []),
      ...(row.featured ? [{ label: "Featured on the home page", icon: "star" as const, tone: "chip" as const }] : []),
      ...(row.youtubeUrl ? [{ label: "Video story", icon: "play" as const }] : []),
    ],
    facts: [],
    external: null,
    isActive: row.isActive,
  };
}

export const testimonialCollection = defineCollection({
  editor,
  screen: {
    title: "Testimonials",
    description: "Patient reviews shown on the home page, the international and wellness pages and each therapy page.",
    addLabel: "Add Testimonial",
    listLabel: "Testimonials",
    deleteQuestion: TESTIMONIAL_DELETE_QUESTION,
  },
  noun: (row) => `testimonial from ${row.name}`,
  async page(db, params, choices): Promise<Page> {
    const paging = parseTestimonialListPage(params);
    if (!paging.ok) badPage(paging.message);
    const raw = params.get("placement");
    const placement = isPlacement(raw) ? raw : null;
    const [page, counts] = await Promise.all([listAdminTestimonialsPage(db, placement, paging.page), countTestimonialsByPlacement(db)]);
    const href = (key: string | null) => (key ? `${testimonialType.listPath}?placement=${key}` : testimonialType.listPath);
    const total = PLACEMENTS.reduce((sum, p) => sum + counts[p], 0);
    return {
      sections: [
        {
          key: "all",
          heading: null,
          note: null,
          empty: "No testimonials here yet. Use Add Testimonial to write the first one.",
          rows: page.rows,
        },
      ],
      filter: {
        label: "Filter by placement",
        options: [
          { label: "All", n: total, href: href(null), current: placement === null },
          ...PLACEMENTS.map((p) => ({ label: PLACEMENT_SHORT[p], n: counts[p], href: href(p), current: placement === p })),
        ],
      },
      paging: { next: page.next, prev: page.prev, label: "Pages of testimonials" },
      therapyTitles: new Map(choices.therapies.map((t) => [t.slug, t.title])),
    };
  },
  card,
  async startsWith(db, params) {
    const raw = params.get("placement");
    return { placement: isPlacement(raw) ? raw : "home", sortOrder: await nextTestimonialSortOrder(db) };
  },
  translations: testimonialTextsType,
});
