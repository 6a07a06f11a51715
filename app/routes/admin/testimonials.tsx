import { data, Link, useLocation } from "react-router";
import { Plus } from "~/components/ui/lucide";
import type { Route } from "./+types/testimonials";
import { useListDialogs } from "~/components/admin/list-dialogs";
import { RecordDialogs } from "~/components/admin/record-dialogs";
import { AdminPageHeader } from "~/components/admin/page-header";
import { TestimonialCard } from "~/components/admin/testimonial-card";
import { type Testimonial, testimonialType } from "~/content-types/testimonial";
import { type RecordEditor, recordEditorAction } from "~/server/admin/record-editor.server";
import { blankRecordValues } from "~/lib/record-form";
import { parseTestimonialListPage } from "~/lib/admin-list-pages";
import { editTarget, listHref, positiveId } from "~/lib/admin-list-url";
import { ListPagination } from "~/components/admin/list-pagination";
import { isPlacement, PLACEMENT_SHORT, PLACEMENTS, TESTIMONIAL_DELETE_QUESTION, testimonialSummary } from "~/lib/testimonial-fields";
import { loadRecordChoices } from "~/server/admin/record-choices.server";
import { openNewRecord, openRecord, pendingLabels } from "~/server/admin/record-drafts.server";
import { requirePermission } from "~/server/auth/guards.server";
import { servicesContext } from "~/server/context.server";
import {
  type AdminTestimonial,
  deleteTestimonial,
  getAdminTestimonial,
  insertTestimonial,
  countTestimonialsByPlacement,
  listAdminTestimonialsPage,
  nextTestimonialSortOrder,
  updateTestimonial,
} from "~/server/content/admin-testimonials.server";

export function meta() {
  return [{ title: "Testimonials | Admin | Samudra" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  requirePermission(context, testimonialType.permission);
  const { db } = context.get(servicesContext).database;
  // A page of 50 (keyset, docs/decisions/035): an edited page link is refused, never guessed.
  const paging = parseTestimonialListPage(url.searchParams);
  if (!paging.ok) throw data({ message: paging.message }, { status: 400 });
  const filterParam = url.searchParams.get("placement");
  const filter = isPlacement(filterParam) ? filterParam : null;
  const target = editTarget(url.searchParams);
  const deleteId = positiveId(url.searchParams.get("delete"));
  const [page, counts, choices, editRow, deleting] = await Promise.all([
    listAdminTestimonialsPage(db, filter, paging.page),
    countTestimonialsByPlacement(db),
    loadRecordChoices(db, testimonialType),
    typeof target === "number" ? getAdminTestimonial(db, target) : null,
    deleteId === null ? null : getAdminTestimonial(db, deleteId),
  ]);
  const titleBySlug = new Map(choices.therapies.map((t) => [t.slug, t.title]));

  const editing =
    target === "new"
      ? openNewRecord(blankRecordValues(testimonialType, { placement: filter ?? "home", sortOrder: await nextTestimonialSortOrder(db) }))
      : editRow
        ? await openRecord(db, testimonialType, editRow)
        : null;
  const drafts = await pendingLabels(
    db,
    "testimonial",
    page.rows.map((r) => r.id),
  );

  return {
    filter,
    counts,
    total: PLACEMENTS.reduce((sum, p) => sum + counts[p], 0),
    items: page.rows.map((r) => ({
      id: r.id,
      name: r.name,
      age: r.age,
      location: r.location,
      condition: r.condition,
      rating: r.rating,
      review: r.review,
      image: r.image,
      placement: r.placement,
      therapyTitle: r.therapySlug ? (titleBySlug.get(r.therapySlug) ?? r.therapySlug) : null,
      hasVideo: Boolean(r.youtubeUrl),
      isActive: r.isActive,
      featured: r.featured,
      pending: drafts.get(r.id) ?? null,
    })),
    next: page.next,
    prev: page.prev,
    editing,
    deleting: deleting ? { id: deleting.id, label: `the testimonial from ${deleting.name}` } : null,
    choices: choices.view,
  };
}

/** Testimonials' rows and names, for the editor every table-backed type shares. */
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

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requirePermission(context, testimonialType.permission);
  const services = context.get(servicesContext);
  return recordEditorAction(services, user, await request.formData(), listHref(url.pathname, url.search), editor);
}

export default function AdminTestimonials({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, counts, total, items, next, prev, editing, deleting, choices } = loaderData;
  const location = useLocation();
  const { hrefWith } = useListDialogs();
  const filters = [{ key: null, label: "All", n: total }, ...PLACEMENTS.map((p) => ({ key: p, label: PLACEMENT_SHORT[p], n: counts[p] }))];

  return (
    <>
      <AdminPageHeader
        title="Testimonials"
        description="Patient reviews shown on the home page, the international and wellness pages and each therapy page."
        actions={
          <Link to={hrefWith({ edit: "new" })} preventScrollReset className="btn-primary">
            <Plus className="size-4" aria-hidden="true" /> Add Testimonial
          </Link>
        }
      />

      <nav aria-label="Filter by placement" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {filters.map((f) => {
            const current = f.key === filter;
            const params = new URLSearchParams();
            if (f.key) params.set("placement", f.key);
            const to = params.size ? `${location.pathname}?${params}` : location.pathname;
            return (
              <li key={f.label}>
                <Link
                  to={to}
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-medium ring-1 ${
                    current ? "bg-ocean-700 text-white ring-ocean-700" : "bg-white text-ink ring-seaglass-300 hover:bg-seaglass-100"
                  }`}
                >
                  {f.label} <span className={current ? "text-seaglass-100" : "text-muted"}>({f.n})</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <RecordDialogs
        type={testimonialType}
        editing={editing}
        deleting={deleting}
        deleteQuestion={TESTIMONIAL_DELETE_QUESTION}
        actionData={actionData}
        choices={choices}
      />

      {items.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-muted ring-1 ring-seaglass-200">
          No testimonials here yet. Use Add Testimonial to write the first one.
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Testimonials">
          {items.map((item) => (
            <li key={item.id}>
              <TestimonialCard
                item={item}
                editHref={hrefWith({ edit: String(item.id) })}
                deleteHref={hrefWith({ delete: String(item.id) })}
              />
            </li>
          ))}
        </ul>
      )}
      <ListPagination next={next} prev={prev} label="Pages of testimonials" />
    </>
  );
}
