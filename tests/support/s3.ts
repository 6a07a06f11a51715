// An S3-compatible server for tests: s3rver (npm) in this process, on a free loopback port,
// keeping its objects in a throwaway folder. It checks that the access key id exists
// ("S3RVER") but does not verify SigV4 signatures, so a wrong secret is not caught here.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

export const S3_TEST_KEY = "S3RVER";

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** Env for MEDIA_STORAGE=s3 against this server. */
  env: Record<string, string>;
  /** An independent client, to look at the bucket without going through the adapter. */
  client: S3Client;
  keys(prefix?: string): Promise<string[]>;
  head(key: string): Promise<{ contentType?: string; cacheControl?: string; size?: number } | null>;
  stop(): Promise<void>;
}

export async function startTestS3(bucket = "samudra-media"): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "samudra-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const client = new S3Client({
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3_TEST_KEY, secretAccessKey: S3_TEST_KEY },
  });
  return {
    endpoint,
    bucket,
    env: {
      MEDIA_STORAGE: "s3",
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: S3_TEST_KEY,
      S3_SECRET_ACCESS_KEY: S3_TEST_KEY,
    },
    client,
    async keys(prefix) {
      const out = await client.send(new ListObjectsV2Command({ Bucket: bucket, ...(prefix ? { Prefix: prefix } : {}) }));
      return (out.Contents ?? []).map((o) => o.Key ?? "").sort();
    },
    async head(key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { contentType: out.ContentType, cacheControl: out.CacheControl, size: out.ContentLength };
      } catch (error) {
        if (error instanceof Error && error.name === "NotFound") return null;
        throw error;
      }
    },
    async stop() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
