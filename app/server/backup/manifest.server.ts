// What a backup file says about itself: its first entry, samudra-backup.json (docs/decisions/068).
import { z } from "zod";
import type { DbKind } from "../db/client.server";
import type { PostgresLayout } from "./postgres-dump.server";

export const MANIFEST_NAME = "samudra-backup.json";
/** The key under which `counts` holds the number of media objects. */
export const MEDIA_COUNT = "media objects";
/** The manifest is a few kilobytes of JSON; anything far larger is not one of ours. */
export const MAX_MANIFEST_BYTES = 1024 * 1024;

export interface BackupManifest {
  format: "samudra-backup";
  version: 3;
  createdAt: string;
  database: DbKind;
  /** Migrations applied to the database backed up: a restore needs a version that has them all. */
  migrations: number;
  /** Rows per table as backed up, and MEDIA_COUNT. */
  counts: Record<string, number>;
  mediaBytes: number;
  postgres?: PostgresLayout;
}

const name = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/);

const ManifestSchema = z.object({
  format: z.literal("samudra-backup"),
  version: z.literal(3),
  createdAt: z.string(),
  database: z.enum(["pglite", "postgres"]),
  migrations: z.number().int().min(0),
  counts: z.record(z.string().max(100), z.number().int().min(0)),
  mediaBytes: z.number().int().min(0),
  postgres: z
    .object({
      tables: z.array(z.object({ name, columns: z.array(name).min(1) })),
      sequences: z.array(z.object({ name, value: z.number().int(), called: z.boolean() })),
      migrations: z.number().int().min(0),
    })
    .optional(),
});

/** The manifest, or a reason it is not one this version can restore. */
export function parseManifest(body: Buffer): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(body.toString("utf8"));
  } catch {
    throw new Error("its manifest is damaged");
  }
  if (typeof json === "object" && json && "format" in json && json.format === "samudra-backup" && "version" in json && json.version !== 3) {
    throw new Error(`it is a backup format this version does not know (version ${String(json.version)})`);
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) throw new Error("its manifest is not one this version knows");
  const manifest = parsed.data as BackupManifest;
  if (manifest.database === "postgres" && !manifest.postgres) throw new Error("its manifest lists no tables");
  return manifest;
}
