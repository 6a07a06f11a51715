// Doctors as documents (issue 13 item 3): what the public pages read, and the first start's
// profiles. Writes are in ../admin/doctors.server.ts.
import { sql } from "drizzle-orm";
import { doctorSeeds } from "~/content/doctor-seeds";
import { doctorType, type DoctorData, type PublicDoctor } from "~/content-types/doctor";
import type { AppServices } from "../context.server";
import type { Db } from "../db/client.server";
import { documentRevisions, documents } from "../db/schema.server";
import type { Locale } from "~/i18n/locales";
import { listCollection, storedVersion } from "./documents.server";
import { pageLocale } from "./interface-texts.server";
import { previewRequested } from "./preview.server";
import type { SeedSet } from "./seed-sets.server";
import { localize } from "./translations.server";

export const DOCTOR = doctorType.type;

export type { PublicDoctor };

/** What the Doctors menu and lists need of each doctor. */
export interface DoctorLink {
  slug: string;
  name: string;
  title: string;
}

/** Active doctors in menu order, published (or, in a staff preview, newest) profiles, in
 * `locale` when given. */
export async function listPublicDoctors(db: Db, opts: { draft?: boolean; locale?: Locale } = {}): Promise<PublicDoctor[]> {
  const rows = await listCollection(db, DOCTOR, opts);
  const shown = rows.flatMap((r) => (r.data ? [{ key: r.key, data: r.data as DoctorData }] : []));
  return Promise.all(
    shown.map(async (r) => ({
      ...(opts.locale ? await localize(db, { type: DOCTOR, key: r.key }, r.data, opts.locale, opts) : r.data),
      slug: r.key,
    })),
  );
}

export async function loadPublicDoctors(services: AppServices, request: Request): Promise<PublicDoctor[]> {
  return listPublicDoctors(services.database.db, {
    draft: await previewRequested(services, request),
    locale: pageLocale(services, request),
  });
}

export async function loadDoctorLinks(services: AppServices, request: Request): Promise<DoctorLink[]> {
  const doctors = await loadPublicDoctors(services, request);
  return doctors.map((d) => ({ slug: d.slug, name: d.name, title: d.title }));
}

export async function loadPublicDoctor(services: AppServices, request: Request, slug: string): Promise<PublicDoctor | null> {
  return (await loadPublicDoctors(services, request)).find((d) => d.slug === slug) ?? null;
}

/**
 * The starting doctors, each stored once (content_seeds): a doctor the clinic removed does not
 * come back at the next restart, and one added to the seeds later reaches an existing install
 * at the end of the Doctors menu.
 */
export const doctorSeedSet: SeedSet<{ slug: string; data: DoctorData }> = {
  type: DOCTOR,
  seeds: doctorSeeds(),
  keyOf: (seed) => seed.slug,
  async store(tx, seeds) {
    for (const { slug, data } of seeds) {
      const [rev] = await tx
        .insert(documentRevisions)
        .values({
          type: DOCTOR,
          key: slug,
          version: 1,
          schemaVersion: storedVersion({ type: DOCTOR, key: slug }),
          data,
          status: "published",
          publishedAt: sql`now()`,
          authorName: "Initial content",
          note: "Starting content",
        })
        .returning({ id: documentRevisions.id });
      await tx.insert(documents).values({
        type: DOCTOR,
        key: slug,
        version: 1,
        position: sql`(select coalesce(max(${documents.position}) + 1, 0) from ${documents} where ${documents.type} = ${DOCTOR})`,
        publishedRevisionId: rev!.id,
        publishedData: data,
        publishedAt: sql`now()`,
      });
    }
  },
};
