// Where backup files are kept (docs/decisions/068): always a folder on this machine
// (BACKUP_DIR), and an S3-compatible bucket when BACKUP_S3_BUCKET is set, reached with the same
// S3 client and error explanations as the media bucket (media/s3-storage.server.ts). Only files
// named like a backup (samudra-YYYYMMDD-HHMMSS.backup) are ever listed or deleted.
import { createReadStream, createWriteStream } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { backupFileTime } from "~/lib/backup-policy";
import type { Env } from "../env.server";

export interface StoredBackup {
  name: string;
  /** The time in its name (UTC ms). */
  at: number;
  size: number;
}

export interface BackupStore {
  /** For messages and the dashboard: the folder, or s3://bucket/prefix at the endpoint. */
  readonly where: string;
  list(): Promise<StoredBackup[]>;
  /** Copies a finished local file in under `name`; returns where it now is. */
  put(name: string, file: string): Promise<string>;
  /** Copies `name` to the local `file`. */
  download(name: string, file: string): Promise<void>;
  delete(name: string): Promise<void>;
  close(): void;
}

export class LocalBackupFolder implements BackupStore {
  readonly where: string;
  constructor(readonly dir: string) {
    this.where = path.resolve(dir);
  }

  async list(): Promise<StoredBackup[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if (error instanceof Error && "code" in error && error.code === "ENOENT") return [];
      throw error;
    }
    const found: StoredBackup[] = [];
    for (const name of names) {
      const at = backupFileTime(name);
      if (at === null) continue;
      const info = await stat(path.join(this.dir, name)).catch(() => null);
      if (info?.isFile()) found.push({ name, at, size: info.size });
    }
    return found.sort((a, b) => b.at - a.at);
  }

  async put(name: string): Promise<string> {
    return path.join(this.where, name);
  }

  async download(name: string, file: string): Promise<void> {
    await pipeline(createReadStream(path.join(this.dir, name)), createWriteStream(file, { flags: "wx", mode: 0o600 }));
  }

  async delete(name: string): Promise<void> {
    if (backupFileTime(name) === null) throw new Error(`refused to delete ${name}: not a backup file's name`);
    await rm(path.join(this.dir, name), { force: true });
  }

  close(): void {}
}

/** The bucket backups are copied to, or null when none is configured. Loads the AWS SDK only then. */
export async function createOffsiteStore(env: Pick<Env, "BACKUP_S3">): Promise<BackupStore | null> {
  const config = env.BACKUP_S3;
  if (!config) return null;
  const s3 = await import("@aws-sdk/client-s3");
  const { createS3Client, describeBucket, explainS3Error } = await import("../media/s3-storage.server");
  // One attempt more than media: a backup is not waiting for a visitor.
  const client = createS3Client({ ...config, maxAttempts: 4 });
  const where = `s3://${config.bucket}/${config.prefix} (${describeBucket(config)})`;
  const explain = (error: unknown, doing: string) => explainS3Error(describeBucket(config), error, doing, "BACKUP_S3_");
  return {
    where,
    async list() {
      const found: StoredBackup[] = [];
      let token: string | undefined;
      do {
        let page;
        try {
          page = await client.send(new s3.ListObjectsV2Command({ Bucket: config.bucket, Prefix: config.prefix, ContinuationToken: token }));
        } catch (error) {
          throw explain(error, "list the backups");
        }
        for (const object of page.Contents ?? []) {
          const name = (object.Key ?? "").slice(config.prefix.length);
          const at = backupFileTime(name);
          if (at !== null) found.push({ name, at, size: object.Size ?? 0 });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found.sort((a, b) => b.at - a.at);
    },
    async put(name, file) {
      const { Upload } = await import("@aws-sdk/lib-storage");
      try {
        // In parts of 8 MB, two at a time: memory stays flat whatever the file's size, each
        // part is sent with its length (no chunked encoding, which some S3-compatible services
        // store as is), and a file past one PUT's 5 GB still goes.
        await new Upload({
          client,
          params: {
            Bucket: config.bucket,
            Key: `${config.prefix}${name}`,
            Body: createReadStream(file),
            ContentType: "application/octet-stream",
          },
          partSize: 8 * 1024 * 1024,
          queueSize: 2,
        }).done();
      } catch (error) {
        throw explain(error, `copy the backup ${name} there`);
      }
      return `s3://${config.bucket}/${config.prefix}${name}`;
    },
    async download(name, file) {
      let body;
      try {
        const out = await client.send(new s3.GetObjectCommand({ Bucket: config.bucket, Key: `${config.prefix}${name}` }));
        body = out.Body;
      } catch (error) {
        throw explain(error, `read the backup ${name}`);
      }
      if (!(body instanceof Readable)) throw new Error(`${where}: the answer for ${name} had no body`);
      await pipeline(body, createWriteStream(file, { flags: "wx", mode: 0o600 }));
    },
    async delete(name) {
      if (backupFileTime(name) === null) throw new Error(`refused to delete ${name}: not a backup file's name`);
      try {
        await client.send(new s3.DeleteObjectCommand({ Bucket: config.bucket, Key: `${config.prefix}${name}` }));
      } catch (error) {
        throw explain(error, `delete the old backup ${name}`);
      }
    },
    close: () => client.destroy(),
  };
}
