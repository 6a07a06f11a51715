// The body texts of the About, Services, Contact and Conditions pages as documents (single, key "main"):
// the published texts, or in a staff preview the newest draft.
import { aboutPageSeed } from "~/content/about";
import { conditionsPageSeed } from "~/content/conditions";
import { conditionsPageType, type ConditionsPageTexts } from "~/content-types/conditions-page";
import { contactPageSeed, servicesPageSeed } from "~/content/pages";
import { aboutPageType, type AboutPageTexts } from "~/content-types/about-page";
import { fillDeep } from "~/content-types/placeholders";
import { contactPageType, type ContactPageTexts } from "~/content-types/contact-page";
import { SINGLE_KEY } from "~/content-types/registry";
import { servicesPageType, type ServicesPageTexts } from "~/content-types/services-page";
import type { AppServices } from "../context.server";
import { loadPageDocument } from "./page-texts.server";
import { previewRequested } from "./preview.server";
import { loadClinicView } from "./clinic-settings.server";
import { pageLocale } from "./interface-texts.server";

const PAGE_BODIES = [
  { ref: { type: aboutPageType.type, key: SINGLE_KEY }, seed: aboutPageSeed },
  { ref: { type: servicesPageType.type, key: SINGLE_KEY }, seed: servicesPageSeed },
  { ref: { type: contactPageType.type, key: SINGLE_KEY }, seed: contactPageSeed },
  { ref: { type: conditionsPageType.type, key: SINGLE_KEY }, seed: conditionsPageSeed },
] as const;

export const loadServicesPageTexts = (services: AppServices, request: Request): Promise<ServicesPageTexts> =>
  loadPageDocument(services, request, { type: servicesPageType.type, key: SINGLE_KEY }, servicesPageSeed);

/** The About page's texts with {emergency} from the clinic settings. */
export async function loadAboutPageTexts(services: AppServices, request: Request): Promise<AboutPageTexts> {
  const draft = await previewRequested(services, request);
  const [texts, clinic] = await Promise.all([
    loadPageDocument(services, request, { type: aboutPageType.type, key: SINGLE_KEY }, aboutPageSeed),
    loadClinicView(services, { draft, locale: pageLocale(services, request) }),
  ]);
  return fillDeep(texts, { emergency: clinic.emergencyNumber });
}

/** The conditions areas: the Conditions page and the home page's conditions section. */
export const loadConditionsPageTexts = (services: AppServices, request: Request): Promise<ConditionsPageTexts> =>
  loadPageDocument(services, request, { type: conditionsPageType.type, key: SINGLE_KEY }, conditionsPageSeed);

export const loadContactPageTexts = (services: AppServices, request: Request): Promise<ContactPageTexts> =>
  loadPageDocument(services, request, { type: contactPageType.type, key: SINGLE_KEY }, contactPageSeed);

export async function seedPageBodies(seed: (ref: { type: string; key: string }, data: unknown) => Promise<boolean>): Promise<string[]> {
  const created: string[] = [];
  for (const page of PAGE_BODIES) if (await seed(page.ref, page.seed)) created.push(page.ref.type);
  return created;
}
