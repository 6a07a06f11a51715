// Videos on the collection screen: in their three categories, each card the video's poster and
// what decides where it plays (SPEC §5), the home page's tour marked.
import { videoTextsType } from "~/content-types/row-texts";
import { videoType } from "~/content-types/video";
import {
  INVALID_URL_BADGE,
  isVideoCategory,
  VIDEO_CATEGORIES,
  VIDEO_CATEGORY_LABELS,
  VIDEO_DELETE_QUESTION,
  videoSummary,
  withEmbedId,
} from "~/lib/video-fields";
import { youTubeWatchUrl } from "~/lib/youtube";
import {
  deleteVideo,
  getAdminVideo,
  insertVideo,
  listAdminVideos,
  nextVideoSortOrder,
  updateVideo,
  type VideoInput,
} from "../../content/admin-videos.server";
import { firstPublicVideo } from "../../content/videos.server";
import { type CardContent, type CollectionPage, defineCollection } from "../collection.server";
import type { RecordEditor } from "../record-editor.server";

type ListedVideo = Awaited<ReturnType<typeof listAdminVideos>>[number];
type AdminVideo = NonNullable<Awaited<ReturnType<typeof getAdminVideo>>>;

const editor: RecordEditor<typeof videoType, AdminVideo, VideoInput> = {
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

type Page = CollectionPage<ListedVideo> & { tourId: number | null };

const TOUR_RULE = "The home page's Watch Tour button plays the active Facility Tours video with a valid URL and the lowest sort order.";

function card(row: ListedVideo, page: Page): CardContent {
  return {
    title: row.title,
    subtitle: null,
    media: { kind: "video", embedId: row.embedId },
    lead: null,
    rating: null,
    text: row.description || null,
    badges: [
      ...(row.embedId === null ? [{ label: INVALID_URL_BADGE, icon: "alert" as const, tone: "warning" as const }] : []),
      ...(row.id === page.tourId ? [{ label: "Plays in the home page's Watch Tour", icon: "home" as const, tone: "chip" as const }] : []),
    ],
    facts: [
      { term: "Therapy", detail: row.therapyTitle ?? "none" },
      { term: "Sort order", detail: String(row.sortOrder) },
    ],
    external: row.embedId ? { href: youTubeWatchUrl(row.embedId), label: "Open on YouTube" } : null,
    isActive: row.isActive,
  };
}

export const videoCollection = defineCollection({
  editor,
  screen: {
    title: "YouTube Embeds",
    description:
      "Videos of therapies, patient stories and the facility tour. They play from YouTube's privacy-enhanced player only after a visitor presses play.",
    addLabel: "Add Video",
    listLabel: "Videos",
    deleteQuestion: VIDEO_DELETE_QUESTION,
  },
  noun: (row) => `video ${row.title}`,
  async page(db): Promise<Page> {
    // The tour is whatever the public repo picks, so this screen can never disagree with the home page.
    const [rows, tour] = await Promise.all([listAdminVideos(db), firstPublicVideo(db, "facility")]);
    const tourId = tour?.id ?? null;
    return {
      sections: VIDEO_CATEGORIES.map((category) => ({
        key: category,
        heading: VIDEO_CATEGORY_LABELS[category],
        note:
          category === "facility"
            ? {
                text: `${TOUR_RULE}${tourId === null ? " None qualifies right now, so the home page shows no Watch Tour button." : ""}`,
                testId: "tour-note",
              }
            : null,
        empty: "No videos in this category yet.",
        rows: rows.filter((r) => r.category === category),
      })),
      tourId,
    };
  },
  card,
  async startsWith(db, params) {
    const raw = params.get("category");
    return { category: isVideoCategory(raw) ? raw : "therapy", sortOrder: await nextVideoSortOrder(db) };
  },
  translations: videoTextsType,
});
