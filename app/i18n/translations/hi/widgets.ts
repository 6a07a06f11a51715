import type { widgetMessages } from "../../areas/widgets";
import type { TranslationOf } from "../types";

// Draft translation for the clinic's native-speaker review (marked so in the admin).
export const widgets: TranslationOf<typeof widgetMessages> = {
  videoPlay: "वीडियो चलाएँ: {title}",
  videoWatchOnYouTube: "YouTube पर देखें: {title} (नए टैब में खुलता है)",
  videoClose: "वीडियो बंद करें",
  videoOpensYouTube: "(YouTube नए टैब में खुलता है)",
  videoLinkLabel: "{label} (YouTube नए टैब में खुलता है)",
  mapShow: "नक्शा दिखाएँ",
  mapOpenGoogle: "Google Maps में खोलें",
  mapNotice: "नक्शा दिखाने पर वह Google से लोड होता है।",
  mapTitle: "नक्शा: {clinicName}",
  starsRated: "5 में से {rating} रेटिंग",
  reviewTranslated: "क्लिनिक द्वारा मरीज़ के अंग्रेज़ी में लिखे शब्दों से अनूदित।",
  approachStep: "चरण {number}",
  galleryPrevious: "पिछली तस्वीर",
  galleryNext: "अगली तस्वीर",
  galleryCounter: "{number} / {count}",
  galleryThumbs: "तस्वीर चुनें",
  galleryShow: "{count} में से तस्वीर {number} दिखाएँ: {title}",
  galleryOpen: "{count} में से तस्वीर {number} खोलें: {title}",
  reviewsLabel: "मरीज़ों की समीक्षाएँ",
  reviewsSlide: "{count} में से {number}",
  reviewsPrevious: "पिछली समीक्षा",
  reviewsNext: "अगली समीक्षा",
  reviewsDot: "{count} में से समीक्षा {number} दिखाएँ",
};
