// The legal pages as published documents, and every version that was ever published, one per
// effective date, at /{page}/{YYYY-MM-DD}.
import { and, desc, eq, sql } from "drizzle-orm";
import { legalPageType, type LegalPage, type LegalPageKey } from "~/content-types/legal-page";
import type { Db } from "../db/client.server";
import { documentRevisions } from "../db/schema.server";
import type { Locale } from "~/i18n/locales";
import { formatIsoDate } from "~/lib/format";
import { readDocumentData } from "./documents.server";
import { localize } from "./translations.server";
import { sanitizeDocument } from "./sanitize-document.server";

export const legalRef = (key: LegalPageKey) => ({ type: legalPageType.type, key });

export async function readLegalPage(db: Db, key: LegalPageKey, opts: { draft?: boolean; locale?: Locale } = {}): Promise<LegalPage | null> {
  const english = await readDocumentData(db, legalRef(key), opts);
  const data = opts.locale ? await localize(db, legalRef(key), english, opts.locale, opts) : english;
  return data ? sanitizeDocument(legalPageType.fields, data as LegalPage, { legacyDataImages: true }) : null;
}

export interface LegalVersion {
  effectiveDate: string;
  revisionId: number;
  publishedAt: Date | null;
}

/** One entry per effective date ever published (its newest publication), newest date first. */
export async function listLegalVersions(db: Db, key: LegalPageKey): Promise<LegalVersion[]> {
  const effective = sql<string>`${documentRevisions.data}->>'effectiveDate'`;
  const rows = await db
    .selectDistinctOn([effective], {
      effectiveDate: effective,
      revisionId: documentRevisions.id,
      publishedAt: documentRevisions.publishedAt,
    })
    .from(documentRevisions)
    // The English versions: a translation holds no dates of its own (docs/decisions/024).
    .where(
      and(
        eq(documentRevisions.type, legalPageType.type),
        eq(documentRevisions.key, key),
        eq(documentRevisions.locale, "en"),
        eq(documentRevisions.status, "published"),
      ),
    )
    .orderBy(effective, desc(documentRevisions.version));
  return rows.sort((a, b) => (a.effectiveDate < b.effectiveDate ? 1 : -1));
}

export async function readLegalVersion(db: Db, key: LegalPageKey, effectiveDate: string): Promise<LegalPage | null> {
  const version = (await listLegalVersions(db, key)).find((v) => v.effectiveDate === effectiveDate);
  if (!version) return null;
  const [row] = await db
    .select({ data: documentRevisions.data })
    .from(documentRevisions)
    .where(eq(documentRevisions.id, version.revisionId));
  return row ? sanitizeDocument(legalPageType.fields, row.data as LegalPage, { legacyDataImages: true }) : null;
}

export interface LegalPageData {
  page: LegalPage;
  effective: string;
  /** Every published effective date with its address, newest first (the current one included). */
  versions: Array<{ effectiveDate: string; label: string; path: string; current: boolean }>;
}

export async function legalPageData(db: Db, key: LegalPageKey, path: string, page: LegalPage, locale?: Locale): Promise<LegalPageData> {
  const [current, all] = await Promise.all([readLegalPage(db, key), listLegalVersions(db, key)]);
  return {
    page,
    effective: formatIsoDate(page.effectiveDate, locale),
    versions: all.map((v) => ({
      effectiveDate: v.effectiveDate,
      label: formatIsoDate(v.effectiveDate, locale),
      path: `${path}/${v.effectiveDate}`,
      current: v.effectiveDate === current?.effectiveDate,
    })),
  };
}
