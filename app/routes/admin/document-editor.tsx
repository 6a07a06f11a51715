import { useEffect, useMemo, useRef } from "react";
import { Form, Link, redirect, type ShouldRevalidateFunctionArgs, useNavigation, useRouteLoaderData } from "react-router";
import { Eye } from "~/components/ui/lucide";
import type { Route } from "./+types/document-editor";
import { RecordPublishButtons } from "~/components/admin/record-publish";
import { AdminPageHeader } from "~/components/admin/page-header";
import { DocumentFields, fieldId } from "~/components/admin/document-form/document-fields";
import { EditorStatus } from "~/components/admin/document-form/editor-status";
import { RevisionList } from "~/components/admin/document-form/revision-list";
import { ConflictNotice } from "~/components/admin/document-form/conflict-notice";
import { MediaChoicesContext } from "~/components/admin/document-form/image-field";
import { useUnsavedGuard } from "~/components/admin/use-unsaved-guard";
import { focusField, keepClearOfBar, restoreView, viewAnchor, type ViewAnchor } from "~/components/admin/document-form/save-bar";
import { useHydrated } from "~/hooks/use-hydrated";
import { editorPath, findContentType } from "~/content-types/registry";
import { translationFields } from "~/content-types/translation";
import { LanguageTabs, TranslationSummary } from "~/components/admin/document-form/language-tabs";
import { TranslationSourceContext } from "~/components/admin/document-form/translation-source";
import {
  editorAction,
  loadEditor,
  requireContentType,
  requireDocumentKey,
  requireEditorLocale,
  type EditorActionData,
} from "~/server/admin/document-editor.server";
import { requirePermission } from "~/server/auth/guards.server";
import { servicesContext } from "~/server/context.server";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.editor?.doc.title ?? loaderData?.index?.title ?? "Content";
  return [{ title: `${title} | Admin | Samudra` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const type = requireContentType(params.type);
  requirePermission(context, type.permission);
  const key = (params as { key?: string }).key;
  // Doctors have their own list page (add, reorder, deactivate).
  if (type.collection && key === undefined) throw redirect(type.collection.adminPath);
  // A collection's own address lists its documents.
  if (type.documents && key === undefined) {
    return {
      index: {
        title: type.title,
        description: type.description,
        documents: type.documents.map((d) => ({ ...d, editorPath: editorPath(type.type, d.key) })),
      },
    };
  }
  const services = context.get(servicesContext);
  const doc = await requireDocumentKey(services.database.db, type, key);
  return { editor: await loadEditor(services, type, doc, requireEditorLocale(type, url, doc.key)) };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const type = requireContentType(params.type);
  const user = requirePermission(context, type.permission);
  const services = context.get(servicesContext);
  const doc = await requireDocumentKey(services.database.db, type, (params as { key?: string }).key);
  const locale = requireEditorLocale(type, new URL(request.url), doc.key);
  return editorAction(services, user, type, doc, await request.formData(), locale);
}

type EditorData = Awaited<ReturnType<typeof loadEditor>>;

// After a conflict the page shows the newer version's status and revisions (the form keeps
// what was typed: it comes from the action's answer).
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 ? true : defaultShouldRevalidate;
}

export default function DocumentRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.index) return <DocumentIndex {...loaderData.index} />;
  return <DocumentEditor editor={loaderData.editor!} result={actionData as EditorActionData | undefined} />;
}

function DocumentIndex({
  title,
  description,
  documents,
}: {
  title: string;
  description: string;
  documents: Array<{ key: string; title: string; publicPath: string; editorPath: string }>;
}) {
  return (
    <>
      <AdminPageHeader title={title} description={description} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {documents.map((d) => (
          <li key={d.key} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-seaglass-200">
            <h2 className="text-lg font-semibold text-ocean-950">{d.title}</h2>
            <p className="mt-1 text-sm text-muted">On the site at {d.publicPath}</p>
            <Link to={d.editorPath} className="btn-primary mt-4">
              Edit<span className="sr-only"> {d.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function DocumentEditor({ editor: loaderData, result }: { editor: EditorData; result: EditorActionData | undefined }) {
  const type = findContentType(loaderData.type.type)!;
  const fields = useMemo(() => (loaderData.locale === "en" ? type.fields : translationFields(type.fields)), [type, loaderData.locale]);
  const query = loaderData.locale === "en" ? "" : `?lang=${loaderData.locale}`;
  const action = `${loaderData.doc.editorPath}${query}`;
  const source = loaderData.source
    ? { english: loaderData.source, changed: loaderData.translation?.changed ?? {}, lang: loaderData.language }
    : null;
  const errors = result?.errors ?? {};
  const values = result?.values ?? loaderData.values;
  const version = result?.version ?? loaderData.version;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const summary = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const anchor = useRef<ViewAnchor | null>(null);
  const hydrated = useHydrated();
  // Without JavaScript the page reloads at the bar after a save, so the outcome is said there too.
  const toast = (useRouteLoaderData("routes/admin/layout") as { toast?: { message: string } | null } | undefined)?.toast ?? null;

  // A new answer (errors, a conflict) moves the keyboard to the message that explains it.
  useEffect(() => {
    if (!result?.formError || !summary.current) return;
    anchor.current = null; // the message, not the field the save left from, is what to see
    // At once: a smooth scroll through a long form leaves the message out of view for a second or two.
    summary.current.scrollIntoView({ block: "start", behavior: "instant" });
    summary.current.focus({ preventScroll: true });
  }, [result]);
  // What the server sent back (refused fields, a conflict) is unsaved until saved again.
  const guard = useUnsavedGuard(result?.values ? result : null);
  // A save remounts the form (new version): the field in view is put back where it was.
  useEffect(() => {
    restoreView(anchor.current);
    anchor.current = null;
  }, [loaderData.version]);
  const { dirty } = guard;

  const errorEntries = Object.entries(errors);
  return (
    <>
      <AdminPageHeader
        title={loaderData.doc.title}
        description={loaderData.type.description}
        actions={
          <>
            {loaderData.type.listPath ? (
              <Link to={loaderData.type.listPath} className="btn-secondary">
                All {loaderData.type.title.toLowerCase()}
              </Link>
            ) : null}
            <a href={`${loaderData.doc.publicPath}?preview=draft`} target="_blank" rel="noopener" className="btn-secondary">
              <Eye className="size-4" aria-hidden="true" />
              Preview draft<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </>
        }
      />
      <LanguageTabs tabs={loaderData.languages} current={loaderData.locale} />
      {loaderData.translation ? <TranslationSummary language={loaderData.language.name} translation={loaderData.translation} /> : null}
      {loaderData.status ? <EditorStatus status={loaderData.status} version={version} basePath={action} /> : null}
      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <MediaChoicesContext.Provider value={loaderData.media}>
          <TranslationSourceContext.Provider value={source}>
            <Form
              key={`v${loaderData.locale}${loaderData.version}`}
              method="post"
              action={action}
              noValidate
              // Saving keeps the page where it was (issue 44 item 7); the toast is announced, not scrolled to.
              preventScrollReset
              onFocus={(event) => keepClearOfBar(bar.current, event.target)}
              onChange={guard.onInput}
              onSubmit={(event) => {
                anchor.current = viewAnchor(event.currentTarget);
                guard.onSubmit();
              }}
              aria-describedby={result?.formError ? "document-form-summary" : undefined}
            >
              <div ref={summary} tabIndex={-1} id="document-form-summary" className="scroll-mt-24 focus:outline-none">
                {result?.formError ? (
                  <div role="alert" className="mb-6 rounded-xl bg-sand-50 p-4 text-coral-700 ring-1 ring-coral-500">
                    <p className="font-semibold">{result.formError}</p>
                    {errorEntries.length > 0 ? (
                      <ul className="mt-2 list-disc ps-5 text-sm">
                        {errorEntries.map(([name, message]) => (
                          <li key={name}>
                            <a
                              href={`#${fieldId(name)}`}
                              className="inline-flex min-h-11 items-center underline"
                              onClick={(event) => {
                                if (focusField(fieldId(name))) event.preventDefault();
                              }}
                            >
                              {message}
                            </a>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                ) : null}
                {result?.conflict ? <ConflictNotice conflict={result.conflict} /> : null}
              </div>
              <input type="hidden" name="_version" value={version} />
              {/* The server adds #doc-save-bar to its redirect only for a form sent without JavaScript. */}
              {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
              <DocumentFields group={fields} values={values} errors={errors} />
              <div
                ref={bar}
                id="doc-save-bar"
                data-testid="save-bar"
                className="z-10 mt-6 flex scroll-mt-4 flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl bg-white/95 p-3 shadow-lg ring-1 ring-seaglass-200 lg:sticky lg:bottom-0"
              >
                {toast && !hydrated ? (
                  <p className="w-full text-sm font-medium text-ocean-950" role="status">
                    {toast.message}
                  </p>
                ) : null}
                {loaderData.translation ? (
                  <label className="flex min-h-11 w-full items-center gap-3 text-sm font-medium text-ink">
                    <input
                      type="checkbox"
                      name="_reviewed"
                      defaultChecked={loaderData.translation.reviewed}
                      className="size-5 accent-ocean-700"
                    />
                    Reviewed by a native {loaderData.language.name} speaker
                  </label>
                ) : null}
                <RecordPublishButtons
                  formId="doc"
                  fieldId="doc-publish-at"
                  publishIntent="publish"
                  busy={busy}
                  publishAt={result?.publishAt}
                  publishAtError={errors._publishAt}
                />
                <p className="text-sm text-muted" aria-live="polite">
                  {dirty ? "Unsaved changes." : ""}
                </p>
              </div>
            </Form>
          </TranslationSourceContext.Provider>
        </MediaChoicesContext.Provider>
        <aside aria-labelledby="revisions-heading">
          <RevisionList basePath={loaderData.doc.editorPath} query={query} version={version} revisions={loaderData.revisions} />
          <p className="mt-4 text-sm text-muted">
            <Link to="/admin" className="underline">
              Back to the dashboard
            </Link>
          </p>
        </aside>
      </div>
    </>
  );
}
