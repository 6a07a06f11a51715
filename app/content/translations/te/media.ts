// The seeded videos' and gallery pictures' texts in Telugu: a draft translation for the clinic's native-speaker review.
import type { ContentTranslations } from "../types";

/** By the seeded video's address (app/content/videos.ts). */
export const videos: ContentTranslations["videos"] = {
  "https://www.youtube.com/watch?v=Samudra0000": {
    title: "సదుపాయాల సందర్శన: సముద్ర పునరావాస & వెల్‌నెస్ కేంద్రం",
    description: "విశాఖపట్నం, మహారాణిపేటలోని కేంద్రం లోపల ఒక చిన్న పర్యటన: రిసెప్షన్, కన్సల్టేషన్ గదులు, హైపర్‌బేరిక్ ఆక్సిజన్ ఛాంబర్, క్రయోథెరపీ క్యాబిన్, పునరావాస వ్యాయామశాల (జిమ్).",
  },
  "https://www.youtube.com/watch?v=Samudra0001": {
    title: "హైపర్‌బేరిక్ ఆక్సిజన్ థెరపీ సమయంలో ఏమి జరుగుతుంది",
    description:
      "హైపర్‌బేరిక్ మెడిసిన్‌లో మా కన్సల్టెంట్ వైద్యులు ఒక సాధారణ సెషన్‌ను వివరిస్తారు: భద్రతా పరీక్ష (స్క్రీనింగ్), చెవుల ఒత్తిడిని సమం చేసుకోవడం మొదలుకొని, ఛాంబర్ లోపల మీకు ఎలా అనిపిస్తుందనే వరకు.",
  },
  "https://www.youtube.com/watch?v=Samudra0002": {
    title: "రోగి కథ: హైపర్‌బేరిక్ ఆక్సిజన్ థెరపీ కోసం ఒమన్ నుండి ప్రయాణం",
    description:
      "మస్కట్ నుండి వచ్చిన ఒక అంతర్జాతీయ రోగి, పాదంపై నెమ్మదిగా మానే గాయం కోసం తాను తీసుకున్న హైపర్‌బేరిక్ ఆక్సిజన్ థెరపీ కోర్సు గురించి తన అనుభవాన్ని పంచుకుంటున్నారు. ఇది ఒక వ్యక్తి సొంత అనుభవం; ఫలితాలు వ్యక్తిని బట్టి మారుతాయి.",
  },
  "https://youtu.be/Samudra0003": {
    title: "జీరో గ్రావిటీ గెయిట్ ట్రైనర్: ఒక సాధారణ సెషన్",
    description:
      "నడక శిక్షణ (గెయిట్ ట్రైనింగ్) సెషన్ ఎలా జరుగుతుందో చూడండి: హార్నెస్ అమర్చడం, శరీర బరువుకు ఇచ్చే ఆధార స్థాయిని నిర్ణయించడం, ఫిజియోథెరపిస్ట్ మార్గదర్శకత్వంలో నడక సాధన.",
  },
};

/** By the seeded picture's address (app/content/gallery.ts). */
export const gallery: ContentTranslations["gallery"] = {
  "/illustrations/facility-reception.svg": {
    title: "రిసెప్షన్ మరియు వేచి ఉండే ప్రదేశం",
    alt: "సముద్రం వైపు ఉన్న కిటికీ దగ్గర కూర్చునే ఏర్పాట్లతో, వెలుతురు నిండిన రిసెప్షన్ ప్రదేశాన్ని చూపే చిత్రం",
  },
  "/illustrations/facility-therapy-room.svg": {
    title: "థెరపీ గది",
    alt: "చికిత్స కోసం పడుకునే బల్ల, వ్యాయామ పరికరాలు ఉన్న ప్రశాంతమైన థెరపీ గదిని చూపే చిత్రం",
  },
  "/illustrations/facility-garden.svg": {
    title: "తోట మరియు నడక దారి",
    alt: "సమతలమైన నడక దారి, బెంచీలు ఉన్న కేంద్రం తోటను చూపే చిత్రం",
  },
  "/illustrations/therapy-hyperbaric-oxygen-therapy.svg": {
    title: "హైపర్‌బేరిక్ ఆక్సిజన్ ఛాంబర్",
    alt: "ఓడ కిటికీల లాంటి గుండ్రని కిటికీలు ఉన్న హైపర్‌బేరిక్ ఆక్సిజన్ ఛాంబర్‌ను చూపే చిత్రం",
  },
  "/illustrations/therapy-cryotherapy.svg": {
    title: "క్రయోథెరపీ క్యాబిన్",
    alt: "చుట్టూ చల్లని పొగమంచు కమ్ముకున్న క్రయోథెరపీ క్యాబిన్‌ను చూపే చిత్రం",
  },
  "/illustrations/therapy-zero-gravity-gait-trainer.svg": {
    title: "జీరో గ్రావిటీ గెయిట్ ట్రైనర్",
    alt: "శరీర బరువుకు ఆధారం ఇచ్చే గెయిట్ ట్రైనర్‌ను, అందులో నడుస్తున్న ఒక వ్యక్తి ఆకృతిని చూపే చిత్రం",
  },
  "/illustrations/therapy-hydrogen-inhalation.svg": {
    title: "హైడ్రోజన్ ఇన్‌హలేషన్ స్టేషన్",
    alt: "హైడ్రోజన్ ఇన్‌హలేషన్ పరికరం పక్కన ఉన్న వెనక్కి వాలే కుర్చీని చూపే చిత్రం",
  },
  "/illustrations/therapy-post-pregnancy-rehabilitation.svg": {
    title: "ప్రసవానంతర పునరావాస సెషన్",
    alt: "చాపపై కోర్ (పొట్ట, నడుము కండరాల) కోసం తేలికపాటి వ్యాయామం చేస్తున్న ఒక తల్లిని చూపే చిత్రం",
  },
  "/illustrations/gallery-equipment.svg": {
    title: "పర్యవేక్షణ పరికరాలు",
    alt: "ఒక చికిత్స గదిలో ఉన్న రోగి పర్యవేక్షణ పరికరాలను చూపే చిత్రం",
  },
  "/illustrations/gallery-treatment.svg": {
    title: "పర్యవేక్షణలో జరిగే ఒక చికిత్సా సెషన్",
    alt: "ఒక సెషన్‌లో రోగికి మార్గదర్శకత్వం ఇస్తున్న థెరపిస్ట్‌ను చూపే చిత్రం",
  },
  "/illustrations/gallery-staff.svg": {
    title: "మా సంరక్షణ బృందం",
    alt: "నీలి-ఆకుపచ్చ రంగు వైద్య దుస్తులు (స్క్రబ్స్) ధరించిన సంరక్షణ బృందాన్ని చూపే చిత్రం",
  },
};
