import path from 'node:path';
import { DiskStorage } from './disk-storage';
import { S3Storage, type S3Settings } from './s3-storage';
import type { Storage } from './storage';

/** S3 when S3_BUCKET is set, else the embedded default: files under DATA_DIR/uploads. */
export function createStorage(config: { dataDir: string; s3: S3Settings | undefined }): Storage {
  return config.s3 ? new S3Storage(config.s3) : new DiskStorage(path.join(config.dataDir, 'uploads'));
}
