import type { Readable } from 'node:stream';

/** What a stored file is served as: the type is part of what was stored, never guessed from a request. */
export type StoredContentType = 'image/webp' | 'image/jpeg' | 'image/png';

export interface StoredFile {
  stream: Readable;
  size: number;
  contentType: string;
}

/**
 * Where uploaded files live (docs/decisions/0071): the embedded default keeps them under DATA_DIR/uploads, and
 * S3_BUCKET puts them in S3-compatible storage. Keys are content-addressed (`<sha256>-<variant>.<ext>`), so a
 * key's bytes never change: `put` of a key that exists keeps what is there.
 */
export interface Storage {
  /** where the files are, for the start-up line (a path or s3://bucket) */
  readonly description: string;
  /** stores the bytes under the key; true when this call created the file, false when it was already there */
  put(key: string, bytes: Buffer, contentType: StoredContentType): Promise<boolean>;
  /** the whole file, or undefined when there is none */
  get(key: string): Promise<Buffer | undefined>;
  /** the file as a stream with its size and type, or undefined when there is none */
  stream(key: string): Promise<StoredFile | undefined>;
  exists(key: string): Promise<boolean>;
  /** throws when the store can't be reached (the readiness check): the bucket, or the directory */
  check(): Promise<void>;
  /** every stored key, in no particular order (a backup copies them); anything else in the place is skipped */
  list(): AsyncIterable<string>;
  /** removes the file; a missing file is not an error */
  delete(key: string): Promise<void>;
  /** lets go of connections (the S3 client), when there are any */
  close?(): void;
}

/**
 * A key is lower-case letters, digits, dashes and underscores with one extension: never a path (no slash, no dot
 * segment), so it can't leave the storage directory or the bucket's prefix.
 */
const KEY_SHAPE = /^[a-z0-9][a-z0-9_-]{0,127}\.(webp|jpg|png)$/;

/**
 * A proof of delivery's key ends so (decision 0192): the public uploads route never serves it; only the run sheet's
 * route does, to the supplier and the venue of the stop.
 */
export const PRIVATE_KEY_SUFFIX = '-proof.webp';

export function isStorageKey(key: string): boolean {
  return KEY_SHAPE.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key.slice(0, 140))}`);
}

const TYPE_BY_EXTENSION: Record<string, StoredContentType> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

/** the type a key's extension stands for (the disk store keeps no metadata beside the bytes) */
export function contentTypeOfKey(key: string): StoredContentType {
  assertStorageKey(key);
  return TYPE_BY_EXTENSION[key.slice(key.lastIndexOf('.') + 1)]!;
}
