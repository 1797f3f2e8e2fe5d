import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/platform/storage/s3-storage';
import { freePort } from './test-app';

export interface LocalS3 {
  settings: S3Settings;
  close(): Promise<void>;
}

/**
 * A real S3 protocol server (s3rver, from the npm registry) on a free loopback port, its objects in a temporary
 * directory, with a fresh bucket made through the S3 API itself.
 */
export async function startLocalS3(bucket = 'tapline-test'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'tapline-s3-'));
  const port = await freePort();
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, resetOnClose: true, vhostBuckets: false });
  await server.run();
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver's documented fixed credentials
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    settings,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
