// MediaStorage on an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, B2, s3rver in tests).
// This module is loaded only when MEDIA_STORAGE=s3 (see createMediaStorage): local-disk
// installations never load the AWS SDK. docs/decisions/015-s3-media-storage.md.
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import {
  contentTypeForKey,
  InvalidMediaKeyError,
  isSafeMediaKey,
  type MediaStorage,
  MediaStorageError,
  type StoredMedia,
} from "./storage.server.ts";

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Unset for AWS itself; the service's address for anything S3-compatible. */
  endpoint?: string;
  /** Both or neither; neither means the SDK's default chain (AWS_* variables, profile, role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (`host/bucket/key`) instead of the host name; most self-hosted services need it. */
  forcePathStyle: boolean;
  /** Attempts per request including the first (SDK default 3); tests lower it. */
  maxAttempts?: number;
}

// Renditions never change under a key (keys are random, never reused): the same year-long,
// immutable caching /media sends, stored on the object for any CDN put in front of the bucket.
const OBJECT_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** A client with the timeouts the site's own requests need; the backup bucket uses it too. */
export function createS3Client(config: Omit<S3StorageConfig, "bucket">): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    maxAttempts: config.maxAttempts ?? 3,
    // A stalled bucket must not hold a page's image request (or an upload) forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    // Checksums: SDK defaults (CRC32 on PutObject, validation on GetObject when the object
    // has one). s3rver accepts them; for a service that does not, the SDK itself reads
    // AWS_REQUEST_CHECKSUM_CALCULATION / AWS_RESPONSE_CHECKSUM_VALIDATION=WHEN_REQUIRED.
  });
}

/** Where a bucket is, for messages: never the keys. */
export function describeBucket(config: Pick<S3StorageConfig, "bucket" | "endpoint" | "region">): string {
  return `S3 bucket "${config.bucket}" at ${config.endpoint ?? `AWS region ${config.region}`}`;
}

/** Turns an SDK error into one a person running the site can act on. */
export function explainS3Error(where: string, error: unknown, doing: string, variables = "S3_"): MediaStorageError {
  const code = errorCode(error);
  const status = httpStatus(error);
  const detail = error instanceof Error && error.message && error.message !== code ? `${code}: ${error.message}` : code;
  let hint: string;
  if (code === "CredentialsProviderError") {
    hint = `no credentials found: set ${variables}ACCESS_KEY_ID and ${variables}SECRET_ACCESS_KEY (or AWS credentials the SDK can find)`;
  } else if (["InvalidAccessKeyId", "SignatureDoesNotMatch", "InvalidToken", "ExpiredToken"].includes(code)) {
    hint = `the credentials were refused: check ${variables}ACCESS_KEY_ID and ${variables}SECRET_ACCESS_KEY`;
  } else if (code === "AccessDenied" || status === 403) {
    hint = "access denied: the key needs s3:PutObject, s3:GetObject, s3:DeleteObject and s3:ListBucket on this bucket";
  } else if (code === "NoSuchBucket") {
    hint = `the bucket does not exist: check ${variables}BUCKET, ${variables}REGION and ${variables}ENDPOINT`;
  } else if (code === "PermanentRedirect" || code === "AuthorizationHeaderMalformed" || status === 301) {
    hint = `the bucket is in another region: check ${variables}REGION`;
  } else if (["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ECONNRESET", "ETIMEDOUT", "TimeoutError"].includes(code)) {
    hint = `the service could not be reached: check ${variables}ENDPOINT and the network`;
  } else {
    hint = "unexpected answer from the service";
  }
  return new MediaStorageError(`${where}: could not ${doing}: ${hint} (${detail})`, { cause: error });
}

const httpStatus = (error: unknown): number | undefined =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

const errorCode = (error: unknown): string =>
  error instanceof Error ? ("code" in error && typeof error.code === "string" && error.code) || error.name : String(error);

export class S3MediaStorage implements MediaStorage {
  readonly kind = "s3";
  readonly config: S3StorageConfig;
  private readonly client: S3Client;

  constructor(config: S3StorageConfig) {
    this.config = config;
    this.client = createS3Client(config);
  }

  /** Where this bucket is, for messages: never the keys. */
  private where(): string {
    return describeBucket(this.config);
  }

  /** Turns an SDK error into one a person running the site can act on. */
  explain(error: unknown, doing: string): MediaStorageError {
    return explainS3Error(this.where(), error, doing);
  }

  private checkedKey(key: string): string {
    if (!isSafeMediaKey(key)) throw new InvalidMediaKeyError(key);
    return key;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    this.checkedKey(key);
    if (contentTypeForKey(key) !== contentType) throw new Error(`Content type ${contentType} does not match key ${key}`);
    try {
      // A buffer, not a stream: the SDK knows the length and can checksum it in one go.
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: contentType,
          CacheControl: OBJECT_CACHE_CONTROL,
        }),
      );
    } catch (error) {
      throw this.explain(error, `store ${key}`);
    }
  }

  async get(key: string): Promise<StoredMedia | null> {
    // The type comes from our own key, never from what the bucket says (nosniff is only as
    // good as the type it guards).
    const contentType = contentTypeForKey(key);
    if (!contentType) return null;
    let output;
    try {
      output = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
    } catch (error) {
      if (errorCode(error) === "NoSuchKey" || httpStatus(error) === 404) return null;
      throw this.explain(error, `read ${key}`);
    }
    const body = output.Body;
    if (!(body instanceof Readable) || output.ContentLength === undefined) {
      if (body instanceof Readable) body.destroy();
      throw new MediaStorageError(`${this.where()}: answer for ${key} had no body stream or no length`);
    }
    return { body, contentType, size: output.ContentLength };
  }

  async *list(): AsyncIterable<{ key: string; size: number }> {
    let token: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(new ListObjectsV2Command({ Bucket: this.config.bucket, ContinuationToken: token }));
      } catch (error) {
        throw this.explain(error, "list the stored images");
      }
      for (const object of page.Contents ?? []) {
        // Only the site's own keys: a start-up check's probe, or anything else put there, is not an image.
        if (object.Key && isSafeMediaKey(object.Key)) yield { key: object.Key, size: object.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async delete(key: string): Promise<void> {
    this.checkedKey(key);
    try {
      // S3 answers 204 whether or not the key existed: deleting twice is fine.
      await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
    } catch (error) {
      if (errorCode(error) === "NoSuchKey") return;
      throw this.explain(error, `delete ${key}`);
    }
  }

  /**
   * Stores and removes a tiny object: the very permissions uploads need (HeadBucket would
   * need s3:ListBucket instead, and answers a bare 403 without saying why). Throws an
   * explained error; used at start, so a wrong bucket or key stops the server plainly.
   */
  async check(): Promise<void> {
    const probe = `samudra-write-check/${randomBytes(8).toString("hex")}`;
    try {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.config.bucket, Key: probe, Body: new Uint8Array(0), ContentType: "text/plain" }),
      );
      await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: probe }));
    } catch (error) {
      throw this.explain(error, "write a test object");
    }
  }

  async writable(): Promise<boolean> {
    try {
      await this.check();
      return true;
    } catch {
      return false;
    }
  }

  close(): void {
    this.client.destroy();
  }
}
