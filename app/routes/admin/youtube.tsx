import { Link } from "react-router";
import { Info, Plus } from "~/components/ui/lucide";
import type { Route } from "./+types/youtube";
import { useListDialogs } from "~/components/admin/list-dialogs";
import { RecordDialogs } from "~/components/admin/record-dialogs";
import { AdminPageHeader } from "~/components/admin/page-header";
import { VideoCard } from "~/components/admin/video-card";
import { videoType } from "~/content-types/video";
import { blankRecordValues } from "~/lib/record-form";
import { editTarget, listHref, positiveId } from "~/lib/admin-list-url";
import {
  isVideoCategory,
  VIDEO_CATEGORIES,
  VIDEO_CATEGORY_LABELS,
  VIDEO_DELETE_QUESTION,
  videoSummary,
  withEmbedId,
} from "~/lib/video-fields";
import { loadRecordChoices } from "~/server/admin/record-choices.server";
import { openNewRecord, openRecord, pendingLabels, type RecordEditing } from "~/server/admin/record-drafts.server";
import { requirePermission } from "~/server/auth/guards.server";
import { servicesContext } from "~/server/context.server";
import {
  deleteVideo,
  getAdminVideo,
  insertVideo,
  listAdminVideos,
  nextVideoSortOrder,
  updateVideo,
  type VideoInput,
} from "~/server/content/admin-videos.server";
import { type RecordEditor, recordEditorAction } from "~/server/admin/record-editor.server";
import { firstPublicVideo } from "~/server/content/videos.server";

export function meta() {
  return [{ title: "YouTube Embeds | Admin | Samudra" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, url }: Route.LoaderArgs) {
  requirePermission(context, videoType.permission);
  const { db } = context.get(servicesContext).database;
  // The tour is whatever the public repo picks, so this screen can never disagree with the home page.
  const [rows, choices, tour] = await Promise.all([
    listAdminVideos(db),
    loadRecordChoices(db, videoType),
    firstPublicVideo(db, "facility"),
  ]);

  const target = editTarget(url.searchParams);
  const categoryParam = url.searchParams.get("category");
  let editing: RecordEditing | null = null;
  if (target === "new") {
    editing = openNewRecord(
      blankRecordValues(videoType, {
        category: isVideoCategory(categoryParam) ? categoryParam : "therapy",
        sortOrder: await nextVideoSortOrder(db),
      }),
    );
  } else if (target !== null) {
    const row = rows.find((r) => r.id === target);
    if (row) editing = await openRecord(db, videoType, row);
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
    deleting: deleting ? { id: deleting.id, label: `the video ${deleting.title}` } : null,
    choices: choices.view,
  };
}

type AdminVideo = Awaited<ReturnType<typeof listAdminVideos>>[number];

/** Videos' rows and names, for the editor every table-backed type shares. */
const editor: RecordEditor<typeof videoType, Omit<AdminVideo, "therapyTitle">, VideoInput> = {
  type: videoType,
  get: getAdminVideo,
  insert: insertVideo,
  update: updateVideo,
  remove: deleteVideo,
  // SPEC §5: saved whatever the address says; the id read from it decides whether it is shown.
  write: withEmbedId,
  hidden: { isActive: false },
  named: (row) => `"${row.title}"`,
  summary: (verb, row) => videoSummary(verb, row.title, row.category),
  afterSave: (row) => (row.embedId ? null : "Its URL gives no video ID, so it is not shown on the website."),
};

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requirePermission(context, videoType.permission);
  const services = context.get(servicesContext);
  return recordEditorAction(services, user, await request.formData(), listHref(url.pathname, url.search), editor);
}

export default function AdminYouTube({ loaderData, actionData }: Route.ComponentProps) {
  const { groups, tourId, editing, deleting, choices } = loaderData;
  const { hrefWith } = useListDialogs();

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

      <RecordDialogs
        type={videoType}
        editing={editing}
        deleting={deleting}
        deleteQuestion={VIDEO_DELETE_QUESTION}
        actionData={actionData}
        choices={choices}
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
