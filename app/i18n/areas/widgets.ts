import { defineArea } from "../define";

// The reusable parts several pages share (app/components/ui, the galleries and carousels).
export const widgetMessages = defineArea({
  area: "widgets",
  title: "Videos, maps, galleries and reviews",
  description: "Buttons and labels of the video players, map, picture galleries, review carousels and question lists.",
  previewPath: "/",
  messages: {
    videoPlay: { en: "Play video: {title}", label: "Video poster: play button, with the video's title (screen readers)", args: ["title"] },
    videoWatchOnYouTube: {
      en: "Watch on YouTube: {title} (opens in a new tab)",
      label: "Video poster without JavaScript: link to YouTube, with the video's title (screen readers)",
      args: ["title"],
    },
    videoClose: { en: "Close video", label: "Video window: close button (screen readers)" },
    videoOpensYouTube: { en: "(opens YouTube in a new tab)", label: "Video link without JavaScript: said after its text (screen readers)" },
    videoLinkLabel: {
      en: "{label} (opens YouTube in a new tab)",
      label: "Video link without JavaScript, icon only: its name, then where it opens (screen readers)",
      args: ["label"],
    },
    mapShow: { en: "Show map", label: "Map placeholder: button that loads the map" },
    mapOpenGoogle: { en: "Open in Google Maps", label: "Map placeholder: link to Google Maps" },
    mapNotice: { en: "Showing the map loads it from Google.", label: "Map placeholder: small note under the buttons" },
    mapTitle: { en: "Map: {clinicName}", label: "Map: its name for screen readers", args: ["clinicName"] },
    starsRated: { en: "Rated {rating} out of 5", label: "Star rating of a review (screen readers)", args: ["rating"] },
    reviewTranslated: {
      en: "Translated by the clinic from the patient's words in English.",
      label: "Under a review shown in the page's language: says the clinic translated it",
    },
    approachStep: { en: "Step {number}", label: "Treatment approach: number over each step", args: ["number"] },
    galleryPrevious: { en: "Previous image", label: "Gallery: button to the previous picture (screen readers)" },
    galleryNext: { en: "Next image", label: "Gallery: button to the next picture (screen readers)" },
    galleryCounter: { en: "{number} / {count}", label: 'Gallery: which picture shows, under it ("2 / 5")', args: ["number", "count"] },
    galleryThumbs: { en: "Choose an image", label: "Gallery: name of the row of small pictures (screen readers)" },
    galleryShow: {
      en: "Show image {number} of {count}: {title}",
      label: "Gallery: a small picture's button (screen readers)",
      args: ["number", "count", "title"],
    },
    galleryOpen: {
      en: "Open image {number} of {count}: {title}",
      label: "Gallery without JavaScript: a small picture's link to the full picture (screen readers)",
      args: ["number", "count", "title"],
    },
    reviewsLabel: { en: "Patient reviews", label: "Reviews carousel (home page): its name for screen readers" },
    reviewsSlide: {
      en: "{number} of {count}",
      label: "Reviews carousel: which review this is (screen readers)",
      args: ["number", "count"],
    },
    reviewsPrevious: { en: "Previous review", label: "Reviews carousel: button to the previous review (screen readers)" },
    reviewsNext: { en: "Next review", label: "Reviews carousel: button to the next review (screen readers)" },
    reviewsDot: {
      en: "Show review {number} of {count}",
      label: "Reviews carousel: a dot under the reviews (screen readers)",
      args: ["number", "count"],
    },
  },
});
