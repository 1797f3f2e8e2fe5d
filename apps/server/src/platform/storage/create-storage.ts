import path from 'node:path';
import type { AppConfig } from '../config/config';
import { DiskStorage } from './disk-storage';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';

/** S3 when S3_BUCKET is set, else the embedded default: files under DATA_DIR/uploads. */
export function createStorage(config: Pick<AppConfig, 'dataDir' | 's3'>): Storage {
  return config.s3 ? new S3Storage(config.s3) : new DiskStorage(path.join(config.dataDir, 'uploads'));
}
