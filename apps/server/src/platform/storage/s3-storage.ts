import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertStorageKey, isStorageKey, type Storage, type StoredContentType, type StoredFile } from './storage';

export interface S3Settings {
  bucket: string;
  /** an S3-compatible service's address (MinIO, R2, …); AWS's own when absent */
  endpoint: string | undefined;
  region: string;
  /** both or neither; without them the SDK's default chain (environment, instance role, …) answers */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

/** the year-long caching the files are served with, stored with each object too (for a CDN in front of the bucket) */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
  return status === 404;
}

/** Files as objects in one bucket, named by their keys. */
export class S3Storage implements Storage {
  readonly description: string;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.description = `s3://${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
    });
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
  }

  async put(key: string, bytes: Buffer, contentType: StoredContentType): Promise<boolean> {
    assertStorageKey(key);
    if (await this.exists(key)) return false;
    // one PUT is atomic in S3: the object appears whole or not at all
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: bytes, ContentType: contentType, CacheControl: CACHE_CONTROL }),
    );
    return true;
  }

  async get(key: string): Promise<Buffer | undefined> {
    const file = await this.stream(key);
    if (!file) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async stream(key: string): Promise<StoredFile | undefined> {
    assertStorageKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered ${key} without a readable body`);
      return { stream: answer.Body, size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    assertStorageKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async *list(): AsyncIterable<string> {
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.settings.bucket })) {
      for (const object of page.Contents ?? []) if (object.Key && isStorageKey(object.Key)) yield object.Key;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  close(): void {
    this.client.destroy();
  }
}
