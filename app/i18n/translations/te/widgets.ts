import type { widgetMessages } from "../../areas/widgets";
import type { TranslationOf } from "../types";

// Draft translation for the clinic's native-speaker review (marked so in the admin).
export const widgets: TranslationOf<typeof widgetMessages> = {
  videoPlay: "వీడియో ప్లే చేయండి: {title}",
  videoWatchOnYouTube: "YouTube లో చూడండి: {title} (కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
  videoClose: "వీడియో మూసివేయండి",
  videoOpensYouTube: "(YouTube కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
  videoLinkLabel: "{label} (YouTube కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
  mapShow: "మ్యాప్ చూపించండి",
  mapOpenGoogle: "Google Maps లో తెరవండి",
  mapNotice: "మ్యాప్ చూపిస్తే అది Google నుండి లోడ్ అవుతుంది.",
  mapTitle: "మ్యాప్: {clinicName}",
  starsRated: "5 లో {rating} రేటింగ్",
  reviewTranslated: "రోగి ఆంగ్లంలో రాసిన మాటల నుండి క్లినిక్ అనువదించింది.",
  approachStep: "దశ {number}",
  galleryPrevious: "మునుపటి చిత్రం",
  galleryNext: "తర్వాతి చిత్రం",
  galleryCounter: "{number} / {count}",
  galleryThumbs: "ఒక చిత్రాన్ని ఎంచుకోండి",
  galleryShow: "{count} లో {number}వ చిత్రం చూపించండి: {title}",
  galleryOpen: "{count} లో {number}వ చిత్రం తెరవండి: {title}",
  reviewsLabel: "రోగుల సమీక్షలు",
  reviewsSlide: "{count} లో {number}",
  reviewsPrevious: "మునుపటి సమీక్ష",
  reviewsNext: "తర్వాతి సమీక్ష",
  reviewsDot: "{count} లో {number}వ సమీక్ష చూపించండి",
};
