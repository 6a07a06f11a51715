// The list screen of every table-backed type (issue 46 item 2): header with its add button, the
// filter links, the list (in sections or not) with its pages, and the edit and delete dialogs.
import { Link } from "react-router";
import { Info, Plus } from "~/components/ui/lucide";
import type { RecordType } from "~/content-types/record-type";
import type { CollectionSection, CollectionView } from "~/lib/collection-view";
import type { RecordActionData } from "~/server/admin/record-editor.server";
import type { RecordEditing } from "~/server/admin/record-drafts.server";
import { useListDialogs } from "./list-dialogs";
import { ListPagination } from "./list-pagination";
import { RecordCard } from "./record-card";
import { RecordDialogs } from "./record-dialogs";
import { AdminPageHeader } from "./page-header";
import type { RecordChoicesView } from "./record-form/record-form";

export interface CollectionScreenProps {
  type: RecordType;
  view: CollectionView;
  editing: RecordEditing | null;
  deleting: { id: number; label: string } | null;
  choices: RecordChoicesView;
  actionData: RecordActionData | undefined;
}

export function CollectionScreen({ type, view, editing, deleting, choices, actionData }: CollectionScreenProps) {
  const { hrefWith } = useListDialogs();
  const grouped = view.sections.some((s) => s.heading !== null);

  const list = (section: CollectionSection) =>
    section.items.length === 0 ? (
      <p className={grouped ? "mt-3 text-muted" : "rounded-2xl bg-white p-6 text-muted ring-1 ring-seaglass-200"}>{section.empty}</p>
    ) : (
      <ul className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${grouped ? "mt-4" : ""}`} aria-label={grouped ? undefined : view.listLabel}>
        {section.items.map((item) => (
          <li key={item.id}>
            <RecordCard
              item={item}
              level={grouped ? 3 : 2}
              editHref={hrefWith({ edit: String(item.id) })}
              deleteHref={hrefWith({ delete: String(item.id) })}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <AdminPageHeader
        title={view.title}
        description={view.description}
        actions={
          <Link to={hrefWith({ edit: "new" })} preventScrollReset className="btn-primary">
            <Plus className="size-4" aria-hidden="true" /> {view.addLabel}
          </Link>
        }
      />

      {view.filter ? (
        <nav aria-label={view.filter.label} className="mb-6">
          <ul className="flex flex-wrap gap-2">
            {view.filter.options.map((option) => (
              <li key={option.label}>
                <Link
                  to={option.href}
                  aria-current={option.current ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-medium ring-1 ${
                    option.current ? "bg-ocean-700 text-white ring-ocean-700" : "bg-white text-ink ring-seaglass-300 hover:bg-seaglass-100"
                  }`}
                >
                  {option.label} <span className={option.current ? "text-seaglass-100" : "text-muted"}>({option.n})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <RecordDialogs
        type={type}
        editing={editing}
        deleting={deleting}
        deleteQuestion={view.deleteQuestion}
        actionData={actionData}
        choices={choices}
      />

      {grouped ? (
        <div className="space-y-10">
          {view.sections.map((section) => (
            <section key={section.key} aria-labelledby={`section-${section.key}`}>
              <h2 id={`section-${section.key}`} className="text-xl font-semibold text-ocean-950">
                {section.heading} <span className="text-base font-normal text-muted">({section.items.length})</span>
              </h2>
              {section.note ? (
                <p className="mt-2 flex gap-2 rounded-xl bg-sand-100 p-3 text-sm text-ink" data-testid={section.note.testId}>
                  <Info className="mt-0.5 size-4 shrink-0 text-ocean-700" aria-hidden="true" />
                  <span>{section.note.text}</span>
                </p>
              ) : null}
              {list(section)}
            </section>
          ))}
        </div>
      ) : (
        view.sections.map((section) => <div key={section.key}>{list(section)}</div>)
      )}
      {view.paging ? <ListPagination next={view.paging.next} prev={view.paging.prev} label={view.paging.label} /> : null}
    </>
  );
}
