// Draft translation for the clinic's native-speaker review.
import type { ContentTranslations } from "../types";

export const clinic: ContentTranslations["clinic"] = {
  tagline: "సముద్ర తీరాన అధునాతన, శస్త్రచికిత్స లేని పునరావాసం",
  address: {
    street: "12-3-45, బీచ్ రోడ్ జంక్షన్",
    locality: "మహారాణిపేట",
    city: "విశాఖపట్నం",
    region: "ఆంధ్రప్రదేశ్",
    country: "భారతదేశం",
  },
  phoneLabels: ["రిసెప్షన్", "", ""],
};
