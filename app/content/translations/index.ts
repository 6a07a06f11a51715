// Every language's seeded content (issue 14 item 5), stored once as draft translations.
import type { Locale } from "~/i18n/locales";
import { content as ar } from "./ar";
import { content as hi } from "./hi";
import { content as te } from "./te";
import type { ContentTranslations } from "./types";

export const contentTranslations: Readonly<Record<Exclude<Locale, "en">, ContentTranslations>> = { hi, te, ar };
