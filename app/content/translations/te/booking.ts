// The seeded bookable services' names and notes in Telugu: a draft translation for the clinic's native-speaker review.
import type { ContentTranslations } from "../types";

/** By the seeded service's English name (app/content/booking.ts). */
export const bookingServices: ContentTranslations["bookingServices"] = {
  "Hyperbaric oxygen session": {
    name: "హైపర్‌బేరిక్ ఆక్సిజన్ సెషన్",
    description:
      "నూలు (కాటన్) దుస్తులు ధరించండి; లోహపు వస్తువులు, ఎలక్ట్రానిక్ పరికరాలు, సౌందర్య సాధనాలను (కాస్మెటిక్స్) ఛాంబర్ బయటే ఉంచండి. మీ మొదటి సెషన్ వైద్యుల పరీక్ష తర్వాతే జరుగుతుంది.",
  },
  "Cryotherapy session": {
    name: "క్రయోథెరపీ సెషన్",
    description: "క్లినిక్‌లో సుమారు 15 నిమిషాలు పడుతుంది; అందులో 2-3 నిమిషాలు చల్లని గాలికి గురవుతారు. మొత్తం సమయం సిబ్బంది మీ పక్కనే ఉంటారు.",
  },
  "Gait training session": {
    name: "నడక శిక్షణ (గెయిట్ ట్రైనింగ్) సెషన్",
  },
  "Hydrogen inhalation session": {
    name: "హైడ్రోజన్ ఇన్‌హలేషన్ సెషన్",
  },
  "Post-pregnancy rehabilitation session": {
    name: "ప్రసవానంతర పునరావాస సెషన్",
  },
  "Consultation with Dr. Aditya Varma": {
    name: "డా. ఆదిత్య వర్మతో కన్సల్టేషన్",
    description: "మీ పాత రిపోర్టులు, స్కాన్‌లు, మీరు వాడుతున్న మందుల జాబితాను వెంట తీసుకురండి.",
  },
  "Consultation with Dr. Gurpreet Singh Bedi": {
    name: "డా. గుర్‌ప్రీత్ సింగ్ బేడీతో కన్సల్టేషన్",
    description: "మీ పాత రిపోర్టులు, స్కాన్‌లు, మీరు వాడుతున్న మందుల జాబితాను వెంట తీసుకురండి.",
  },
  "Video consultation with Dr. Gurpreet Singh Bedi": {
    name: "డా. గుర్‌ప్రీత్ సింగ్ బేడీతో వీడియో కన్సల్టేషన్",
    description: "విదేశాల్లో ఉన్న రోగుల కోసం: ఇక్కడికి రావడానికి ప్రణాళిక వేసుకునే ముందు, మీ రిపోర్టుల గురించి మొదటి సంభాషణ. వీడియో లింక్ మీకు ఇ-మెయిల్ ద్వారా వస్తుంది.",
  },
};
