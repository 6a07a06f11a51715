import { Form, Link } from "react-router";
import { Search } from "~/components/ui/lucide";
import { MEDIA_SEARCH_MAX } from "~/lib/media-search";

/** The library's search: a plain GET form (works without JavaScript), keeping the category. */
export function GallerySearch({ q, category }: { q: string; category: string | null }) {
  return (
    <Form method="get" role="search" aria-label="Search images" className="mb-4 flex flex-wrap items-end gap-2">
      {category ? <input type="hidden" name="category" value={category} /> : null}
      <div className="min-w-0 flex-1 basis-64">
        <label htmlFor="gallery-q" className="field-label">
          Search by title, alt text or therapy
        </label>
        <input id="gallery-q" type="search" name="q" defaultValue={q} maxLength={MEDIA_SEARCH_MAX} className="field-input" />
      </div>
      <button type="submit" className="btn-primary">
        <Search className="size-4" aria-hidden="true" /> Search
      </button>
      {q ? (
        <Link to={category ? `/admin/gallery?category=${encodeURIComponent(category)}` : "/admin/gallery"} className="btn-secondary">
          Clear
        </Link>
      ) : null}
    </Form>
  );
}
