import { Form } from "react-router";
import { Search } from "~/components/ui/lucide";
import { inquirySourceLabels, inquiryStatusLabels } from "~/content/admin-inquiries";
import { LOCALE_INFO, LOCALES } from "~/i18n/locales";
import { INQUIRY_SOURCES, INQUIRY_STATUSES, type InboxFilter, SEARCH_MAX_LENGTH } from "~/lib/inquiry-inbox";

/** A plain GET form: the filters live in the address, so they work without JavaScript and can be bookmarked. */
export function InquiryFilters({ filter }: { filter: InboxFilter }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter inquiries"
      className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 ring-1 ring-seaglass-200 sm:gap-4 lg:grid-cols-4 lg:items-end"
    >
      <div>
        <label htmlFor="inquiry-source" className="field-label">
          Source
        </label>
        <select id="inquiry-source" name="source" defaultValue={filter.source ?? ""} key={`s-${filter.source}`} className="field-input">
          <option value="">All sources</option>
          {INQUIRY_SOURCES.map((s) => (
            <option key={s} value={s}>
              {inquirySourceLabels[s]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="inquiry-status-filter" className="field-label">
          Status
        </label>
        <select
          id="inquiry-status-filter"
          name="status"
          defaultValue={filter.status ?? ""}
          key={`t-${filter.status}`}
          className="field-input"
        >
          <option value="">All statuses</option>
          {INQUIRY_STATUSES.map((s) => (
            <option key={s} value={s}>
              {inquiryStatusLabels[s]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="inquiry-language" className="field-label">
          Language
        </label>
        <select
          id="inquiry-language"
          name="language"
          defaultValue={filter.language ?? ""}
          key={`l-${filter.language}`}
          className="field-input"
        >
          <option value="">All languages</option>
          {LOCALES.map((code) => (
            <option key={code} value={code}>
              {LOCALE_INFO[code].englishName}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="inquiry-sort" className="field-label">
          Order
        </label>
        <select id="inquiry-sort" name="sort" defaultValue={filter.sort ?? "newest"} key={`o-${filter.sort}`} className="field-input">
          <option value="newest">Newest first</option>
          <option value="waiting">Longest wait</option>
        </select>
      </div>
      <div className="col-span-2 lg:col-span-3">
        <label htmlFor="inquiry-q" className="field-label">
          Search name, phone or e-mail
        </label>
        <input
          id="inquiry-q"
          name="q"
          type="search"
          defaultValue={filter.q}
          key={`q-${filter.q}`}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          className="field-input"
        />
      </div>
      <div className="col-span-2 flex flex-wrap items-center gap-3 lg:col-span-1">
        <button type="submit" className="btn-primary">
          <Search className="size-4" aria-hidden="true" /> Apply
        </button>
      </div>
    </Form>
  );
}
