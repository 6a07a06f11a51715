// The seeded translations of the interface strings: drafts for the clinic's native-speaker
// review, stored once per language as that language's interface-text documents.
import type { MessageAreaName } from "../catalogue";
import type { Locale } from "../locales";
import { catalogue as ar } from "./ar";
import { catalogue as hi } from "./hi";
import { catalogue as te } from "./te";

export const seededTranslations: Readonly<
  Record<Exclude<Locale, "en">, Readonly<Record<MessageAreaName, Readonly<Record<string, string>>>>>
> = { hi, te, ar };
