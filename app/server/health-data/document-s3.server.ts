// Health documents in the media bucket, under health-documents/ (docs/decisions/095). Loaded
// only when they are stored on S3. The media storage's list() (which backups read) yields only
// image keys, so these never reach the site's backups or /media.
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { createS3Client, describeBucket, explainS3Error, type S3StorageConfig } from "../media/s3-storage.server";
import { MediaStorageError } from "../media/storage.server";
import { type EncryptedObjects, isHealthDocumentKey, S3_PREFIX } from "./document-store.server";

// The smallest part S3 takes: a file's upload holds one part in memory at a time.
const PART_BYTES = 5 * 1024 * 1024;

const errorCode = (error: unknown): string =>
  error instanceof Error ? ("code" in error && typeof error.code === "string" && error.code) || error.name : String(error);
const isMissing = (error: unknown) =>
  errorCode(error) === "NoSuchKey" || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

export class S3EncryptedObjects implements EncryptedObjects {
  readonly kind = "s3";
  private readonly client: S3Client;

  constructor(readonly config: S3StorageConfig) {
    this.client = createS3Client(config);
  }

  private objectKey(key: string): string {
    if (!isHealthDocumentKey(key)) throw new Error("not a health document's storage key");
    return `${S3_PREFIX}${key}`;
  }

  // Errors name the bucket and what was being done, never the key (it names a patient's file).
  private explain(error: unknown, doing: string): MediaStorageError {
    return explainS3Error(describeBucket(this.config), error, doing);
  }

  async put(key: string, body: Readable): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.config.bucket, Key: this.objectKey(key), Body: body, ContentType: "application/octet-stream" },
      partSize: PART_BYTES,
      queueSize: 1,
      leavePartsOnError: false,
    });
    // A refusal mid-file errors the body: stop the upload (a multipart one is aborted too).
    const stop = () => void upload.abort().catch(() => undefined);
    body.once("error", stop);
    try {
      await upload.done();
    } catch (error) {
      // A refusal (size, scanner) is the body's error: give it back as it is.
      if (body.errored) throw body.errored;
      throw this.explain(error, "store a health document");
    } finally {
      body.off("error", stop);
    }
  }

  async get(key: string): Promise<Readable | null> {
    let output;
    try {
      output = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw this.explain(error, "read a health document");
    }
    if (!(output.Body instanceof Readable))
      throw new MediaStorageError(`${describeBucket(this.config)}: a health document came without a body stream`);
    return output.Body;
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
    } catch (error) {
      if (isMissing(error)) return;
      throw this.explain(error, "delete a health document");
    }
  }

  /** Writes and removes a tiny object under the prefix: the permissions storing needs. */
  async check(): Promise<void> {
    const probe = `${S3_PREFIX}write-check/${randomBytes(8).toString("hex")}`;
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: probe, Body: new Uint8Array(0) }));
      await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: probe }));
    } catch (error) {
      throw this.explain(error, "write a test health document");
    }
  }

  close(): void {
    this.client.destroy();
  }
}
