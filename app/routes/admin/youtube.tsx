import { data, Form, Link, useLocation } from "react-router";
import { Info, Plus } from "~/components/ui/lucide";
import type { Route } from "./+types/youtube";
import { ConfirmSurface, EditSurface, useListDialogs } from "~/components/admin/list-dialogs";
import { AdminPageHeader } from "~/components/admin/page-header";
import { VideoCard } from "~/components/admin/video-card";
import { RecordForm } from "~/components/admin/record-form/record-form";
import { videoType } from "~/content-types/video";
import { blankRecordValues, checkRecord, readRecordForm, recordFormValues } from "~/lib/record-form";
import type { FormObject } from "~/lib/document-form";
import { editTarget, listHref, positiveId } from "~/lib/admin-list-url";
import {
  isVideoCategory,
  VIDEO_CATEGORIES,
  VIDEO_CATEGORY_LABELS,
  VIDEO_DELETE_QUESTION,
  videoSummary,
  withEmbedId,
} from "~/lib/video-fields";
import type { FieldErrors } from "~/server/admin/content-form-values.server";
import { loadRecordChoices } from "~/server/admin/record-choices.server";
import { auditedWriteIfFound } from "~/server/admin/content-write.server";
import { loadedAtOf, lockUnchanged, StaleWrite, staleMessage } from "~/server/content/stale-write.server";
import {
  keepDraftAndReturn,
  openWithDraft,
  pendingLabels,
  readPublishChoice,
  settleDraftAndReturn,
} from "~/server/admin/record-drafts.server";
import type { RecordDraftView } from "~/components/admin/record-publish";
import { videoEmbeds } from "~/server/db/schema.server";
import { redirectWithToast } from "~/server/admin/toast.server";
import { requirePermission } from "~/server/auth/guards.server";
import { servicesContext } from "~/server/context.server";
import { deleteVideo, insertVideo, listAdminVideos, nextVideoSortOrder, updateVideo } from "~/server/repos/admin-videos.server";
import { firstPublicVideo } from "~/server/repos/videos.server";

export function meta() {
  return [{ title: "YouTube Embeds | Admin | Samudra" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  requirePermission(context, "content:manage");
  const { db } = context.get(servicesContext).database;
  // The tour is whatever the public repo picks, so this screen can never disagree with the home page.
  const [rows, choices, tour] = await Promise.all([listAdminVideos(db), loadRecordChoices(db), firstPublicVideo(db, "facility")]);

  const target = editTarget(url.searchParams);
  const categoryParam = url.searchParams.get("category");
  let editing: { id: "new" | number; values: FormObject; loadedAt: string; draft: RecordDraftView | null } | null = null;
  if (target === "new") {
    editing = {
      id: "new",
      values: blankRecordValues(videoType, {
        category: isVideoCategory(categoryParam) ? categoryParam : "therapy",
        sortOrder: await nextVideoSortOrder(db),
      }),
      loadedAt: "",
      draft: null,
    };
  } else if (target !== null) {
    const row = rows.find((r) => r.id === target);
    // A draft waiting is what the form shows (docs/decisions/084); the site keeps the row's.
    if (row) {
      const { shown, loadedAt, draft } = await openWithDraft(db, "video", videoEmbeds, row);
      editing = { id: row.id, values: recordFormValues(videoType, shown), loadedAt, draft };
    }
  }
  const drafts = await pendingLabels(
    db,
    "video",
    rows.map((r) => r.id),
  );
  const deleteId = positiveId(url.searchParams.get("delete"));
  const deleting = rows.find((r) => r.id === deleteId) ?? null;

  return {
    groups: VIDEO_CATEGORIES.map((category) => ({
      category,
      items: rows
        .filter((r) => r.category === category)
        .map((r) => ({
          id: r.id,
          title: r.title,
          url: r.url,
          embedId: r.embedId,
          description: r.description,
          therapyTitle: r.therapyTitle,
          sortOrder: r.sortOrder,
          isActive: r.isActive,
          pending: drafts.get(r.id) ?? null,
        })),
    })),
    tourId: tour?.id ?? null,
    editing,
    deleting: deleting ? { id: deleting.id, title: deleting.title } : null,
    choices: choices.view,
  };
}

export interface VideoActionData {
  id: "new" | number;
  values: FormObject;
  errors: FieldErrors;
  /** Someone else saved it first (nothing was saved); the form now carries their version's time. */
  formError?: string;
  loadedAt?: string;
  /** What was typed in Publish at, given back with its error. */
  publishAt?: string;
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requirePermission(context, "content:manage");
  const services = context.get(servicesContext);
  const form = await request.formData();
  const back = listHref(url.pathname, url.search);
  const intent = form.get("intent");

  if (intent === "delete") {
    const id = positiveId(String(form.get("id") ?? ""));
    const deleted =
      id === null
        ? null
        : await auditedWriteIfFound(services, user, async (tx) => {
            const row = await deleteVideo(tx, id);
            return (
              row && {
                result: row,
                audit: { action: "delete", entity: "video", entityId: row.id, summary: videoSummary("deleted", row.title, row.category) },
              }
            );
          });
    if (!deleted) redirectWithToast(back, { kind: "error", message: "That video was already deleted." });
    redirectWithToast(back, { kind: "success", message: `Deleted the video "${deleted.title}".` });
  }

  const rawId = String(form.get("id") ?? "");
  const id = rawId === "new" ? "new" : positiveId(rawId);
  if (id === null) throw data({ message: "Unknown video." }, { status: 400 });
  if (intent === "discard-draft" || intent === "cancel-schedule") {
    const current = id === "new" ? null : (await listAdminVideos(services.database.db)).find((r) => r.id === id);
    if (!current) redirectWithToast(back, { kind: "error", message: "That video was deleted meanwhile." });
    await settleDraftAndReturn(services, user, { entity: "video", id: current.id, intent, form, back, title: `video "${current.title}"` });
  }
  const publish = readPublishChoice(form, services);
  if (!publish) throw data({ message: "Unknown action." }, { status: 400 });
  const values = readRecordForm(videoType, form);
  const choices = await loadRecordChoices(services.database.db);
  const parsed = checkRecord(videoType, values, choices.accepts());
  const errors = { ...(parsed.ok ? {} : parsed.errors), ...(publish.ok ? {} : { publishAt: publish.error }) };
  if (!parsed.ok || !publish.ok) return data<VideoActionData>({ id, values, errors, publishAt: publish.publishAt }, { status: 400 });

  // SPEC §5: saved whatever the address says; the id read from it decides whether it is shown.
  const input = withEmbedId(parsed.value);
  if (publish.choice.kind !== "save") {
    const refused = await keepDraftAndReturn(services, user, {
      entity: "video",
      table: videoEmbeds,
      // A new video is stored hidden until its draft is published.
      target: id === "new" ? { create: async (tx) => (await insertVideo(tx, { ...input, isActive: false })).id } : id,
      values: { ...input },
      at: publish.choice.kind === "schedule" ? publish.choice.at : null,
      form,
      back,
      title: `video "${input.title}"`,
      label: `the video "${input.title}"`,
    });
    return data<VideoActionData>({ id, values, errors: {}, ...refused, publishAt: publish.publishAt }, { status: 409 });
  }
  let saved;
  try {
    saved = await auditedWriteIfFound(services, user, async (tx) => {
      if (id === "new") {
        const row = await insertVideo(tx, input);
        return {
          result: row,
          audit: { action: "create", entity: "video", entityId: row.id, summary: videoSummary("added", row.title, row.category) },
        };
      }
      await lockUnchanged(tx, "video", id, form.get("loadedAt"));
      const row = await updateVideo(tx, id, input);
      return (
        row && {
          result: row,
          audit: { action: "update", entity: "video", entityId: row.id, summary: videoSummary("updated", row.title, row.category) },
        }
      );
    });
  } catch (error) {
    if (!(error instanceof StaleWrite)) throw error;
    const formError = await staleMessage(services.database.db, error);
    return data<VideoActionData>({ id, values, errors: {}, formError, loadedAt: loadedAtOf(error.changedAt) }, { status: 409 });
  }
  if (!saved) redirectWithToast(back, { kind: "error", message: "That video was deleted meanwhile: nothing was saved." });
  const verb = id === "new" ? "Added" : "Saved";
  redirectWithToast(back, {
    kind: "success",
    message: saved.embedId
      ? `${verb} the video "${saved.title}".`
      : `${verb} the video "${saved.title}". Its URL gives no video ID, so it is not shown on the website.`,
  });
}

export default function AdminYouTube({ loaderData, actionData }: Route.ComponentProps) {
  const { groups, tourId, editing, deleting, choices } = loaderData;
  const location = useLocation();
  const { list, hrefWith, close } = useListDialogs();
  const failed = actionData && editing && actionData.id === editing.id ? actionData : null;
  const here = `${location.pathname}${location.search}`;

  return (
    <>
      <AdminPageHeader
        title="YouTube Embeds"
        description="Videos of therapies, patient stories and the facility tour. They play from YouTube's privacy-enhanced player only after a visitor presses play."
        actions={
          <Link to={hrefWith({ edit: "new" })} preventScrollReset className="btn-primary">
            <Plus className="size-4" aria-hidden="true" /> Add Video
          </Link>
        }
      />

      <EditSurface open={editing !== null} title={editing?.id === "new" ? "Add Video" : "Edit Video"} onClose={close} refused={failed}>
        {editing ? (
          <RecordForm
            type={videoType}
            id={editing.id}
            values={failed?.values ?? editing.values}
            errors={failed?.errors}
            formError={failed?.formError}
            loadedAt={failed?.loadedAt ?? editing.loadedAt}
            draft={editing.draft}
            publishAt={failed?.publishAt}
            choices={choices}
            action={here}
            cancelHref={list}
          />
        ) : null}
      </EditSurface>

      <ConfirmSurface
        open={deleting !== null}
        title="Delete video"
        message={VIDEO_DELETE_QUESTION}
        cancelHref={list}
        onCancel={close}
        form={
          deleting ? (
            <Form method="post" action={here}>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={deleting.id} />
              <button type="submit" className="btn bg-coral-700 text-white hover:bg-coral-700/90">
                Delete<span className="sr-only"> the video {deleting.title}</span>
              </button>
            </Form>
          ) : null
        }
      />

      <div className="space-y-10">
        {groups.map((group) => (
          <section key={group.category} aria-labelledby={`group-${group.category}`}>
            <h2 id={`group-${group.category}`} className="text-xl font-semibold text-ocean-950">
              {VIDEO_CATEGORY_LABELS[group.category]} <span className="text-base font-normal text-muted">({group.items.length})</span>
            </h2>
            {group.category === "facility" ? (
              <p className="mt-2 flex gap-2 rounded-xl bg-sand-100 p-3 text-sm text-ink" data-testid="tour-note">
                <Info className="mt-0.5 size-4 shrink-0 text-ocean-700" aria-hidden="true" />
                <span>
                  The home page's Watch Tour button plays the active Facility Tours video with a valid URL and the lowest sort order.
                  {tourId === null ? " None qualifies right now, so the home page shows no Watch Tour button." : ""}
                </span>
              </p>
            ) : null}
            {group.items.length === 0 ? (
              <p className="mt-3 text-muted">No videos in this category yet.</p>
            ) : (
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {group.items.map((item) => (
                  <li key={item.id}>
                    <VideoCard
                      item={item}
                      isTour={item.id === tourId}
                      editHref={hrefWith({ edit: String(item.id) })}
                      deleteHref={hrefWith({ delete: String(item.id) })}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
