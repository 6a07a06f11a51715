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
import { readDocumentData } from "./documents.server";
import { previewRequested } from "./preview.server";
import { loadClinicView } from "./clinic-settings.server";

const PAGE_BODIES = [
  { ref: { type: aboutPageType.type, key: SINGLE_KEY }, seed: aboutPageSeed },
  { ref: { type: servicesPageType.type, key: SINGLE_KEY }, seed: servicesPageSeed },
  { ref: { type: contactPageType.type, key: SINGLE_KEY }, seed: contactPageSeed },
  { ref: { type: conditionsPageType.type, key: SINGLE_KEY }, seed: conditionsPageSeed },
] as const;

async function load<T>(services: AppServices, request: Request, type: string, seed: T): Promise<T> {
  const draft = await previewRequested(services, request);
  const data = await readDocumentData(services.database.db, { type, key: SINGLE_KEY }, { draft });
  // Seeding stores it before the first answer; this covers a database restored from before it existed.
  return (data as T | null) ?? seed;
}

export const loadServicesPageTexts = (services: AppServices, request: Request): Promise<ServicesPageTexts> =>
  load(services, request, servicesPageType.type, servicesPageSeed);

/** The About page's texts with {emergency} from the clinic settings. */
export async function loadAboutPageTexts(services: AppServices, request: Request): Promise<AboutPageTexts> {
  const draft = await previewRequested(services, request);
  const [texts, clinic] = await Promise.all([load(services, request, aboutPageType.type, aboutPageSeed), loadClinicView(services, { draft })]);
  return fillDeep(texts, { emergency: clinic.emergencyNumber });
}

/** The conditions areas: the Conditions page and the home page's conditions section. */
export const loadConditionsPageTexts = (services: AppServices, request: Request): Promise<ConditionsPageTexts> =>
  load(services, request, conditionsPageType.type, conditionsPageSeed);

export const loadContactPageTexts = (services: AppServices, request: Request): Promise<ContactPageTexts> =>
  load(services, request, contactPageType.type, contactPageSeed);

export async function seedPageBodies(seed: (ref: { type: string; key: string }, data: unknown) => Promise<boolean>): Promise<string[]> {
  const created: string[] = [];
  for (const page of PAGE_BODIES) if (await seed(page.ref, page.seed)) created.push(page.ref.type);
  return created;
}
