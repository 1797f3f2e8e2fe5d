import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../../test/support/local-s3';
import { DiskStorage } from './disk-storage';
import { S3Storage } from './s3-storage';
import { isStorageKey, type Storage } from './storage';

function keyOf(bytes: Buffer, variant = 'card') {
  return `${createHash('sha256').update(bytes).digest('hex')}-${variant}.webp`;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The one suite both stores pass ("the S3 path and the disk path pass the same storage tests"). */
function storageSuite(name: string, open: () => Promise<{ storage: Storage; close(): Promise<void> }>) {
  describe(name, () => {
    let storage: Storage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(async () => close());

    it('puts, reads back, streams and reports existence of a file by its key', async () => {
      const bytes = Buffer.from(`picture ${name} ${Math.random()}`);
      const key = keyOf(bytes);
      expect(await storage.exists(key)).toBe(false);
      expect(await storage.get(key)).toBeUndefined();
      expect(await storage.stream(key)).toBeUndefined();
      expect(await storage.put(key, bytes, 'image/webp')).toBe(true);
      expect(await storage.exists(key)).toBe(true);
      expect((await storage.get(key))?.equals(bytes)).toBe(true);
      const file = await storage.stream(key);
      expect(file).toMatchObject({ size: bytes.length, contentType: 'image/webp' });
      expect((await readAll(file!.stream)).equals(bytes)).toBe(true);
    });

    it('keeps what is there when the same key is put again (content-addressed: the bytes never change)', async () => {
      const bytes = Buffer.from(`same ${name} ${Math.random()}`);
      const key = keyOf(bytes, 'thumb');
      expect(await storage.put(key, bytes, 'image/webp')).toBe(true);
      expect(await storage.put(key, bytes, 'image/webp')).toBe(false);
      expect((await storage.get(key))?.equals(bytes)).toBe(true);
    });

    it('deletes a file, and deleting a missing one is no error', async () => {
      const bytes = Buffer.from(`gone ${name} ${Math.random()}`);
      const key = keyOf(bytes, 'detail');
      await storage.put(key, bytes, 'image/webp');
      await storage.delete(key);
      expect(await storage.exists(key)).toBe(false);
      expect(await storage.get(key)).toBeUndefined();
      await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    it('keeps the content type of other image kinds', async () => {
      const bytes = Buffer.from(`png ${name} ${Math.random()}`);
      const key = `${createHash('sha256').update(bytes).digest('hex')}-logo.png`;
      await storage.put(key, bytes, 'image/png');
      expect((await storage.stream(key))?.contentType).toBe('image/png');
    });

    it('lists every stored key, and a deleted one no more', async () => {
      const files = [Buffer.from(`listed one ${name} ${Math.random()}`), Buffer.from(`listed two ${name} ${Math.random()}`)];
      for (const bytes of files) await storage.put(keyOf(bytes, 'thumbnail'), bytes, 'image/webp');
      await storage.delete(keyOf(files[1]!, 'thumbnail'));
      const listed: string[] = [];
      for await (const key of storage.list()) listed.push(key);
      expect(listed).toContain(keyOf(files[0]!, 'thumbnail'));
      expect(listed).not.toContain(keyOf(files[1]!, 'thumbnail'));
      expect(new Set(listed).size).toBe(listed.length);
    });

    it('answers its reachability check', async () => {
      await expect(storage.check()).resolves.toBeUndefined();
    });

    it('refuses keys that are paths or otherwise unsafe, before touching anything', async () => {
      for (const key of [
        '../escape.webp',
        'a/b.webp',
        '..',
        '.hidden.webp',
        'UPPER.webp',
        'x.exe',
        '',
        'x'.repeat(200) + '.webp',
        'a.webp/..',
      ]) {
        expect(isStorageKey(key), key).toBe(false);
        await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow('Not a storage key');
        await expect(storage.get(key), key).rejects.toThrow('Not a storage key');
        await expect(storage.exists(key), key).rejects.toThrow('Not a storage key');
        await expect(storage.delete(key), key).rejects.toThrow('Not a storage key');
      }
    });
  });
}

storageSuite('disk storage', async () => {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'tapline-disk-'));
  return { storage: new DiskStorage(path.join(directory, 'uploads')), close: () => rm(directory, { recursive: true, force: true }) };
});

describe('the S3 store’s reachability check', () => {
  it('fails for a bucket that is not there', async () => {
    const s3: LocalS3 = await startLocalS3();
    const storage = new S3Storage({ ...s3.settings, bucket: 'no-such-bucket' });
    try {
      await expect(storage.check()).rejects.toThrow();
    } finally {
      storage.close();
      await s3.close();
    }
  });
});

storageSuite('S3 storage (s3rver)', async () => {
  const s3: LocalS3 = await startLocalS3();
  const storage = new S3Storage(s3.settings);
  return {
    storage,
    async close() {
      storage.close();
      await s3.close();
    },
  };
});

describe('disk storage writes', () => {
  it('leaves no temporary file behind and only the keys in its directory', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'tapline-disk-'));
    const storage = new DiskStorage(path.join(directory, 'uploads'));
    const files = [Buffer.from('one'), Buffer.from('two'), Buffer.from('three')];
    // the same key put at once by several callers: one file, whole
    await Promise.all([...files, ...files].map((bytes) => storage.put(keyOf(bytes), bytes, 'image/webp')));
    expect((await readdir(path.join(directory, 'uploads'))).sort()).toEqual(files.map((bytes) => keyOf(bytes)).sort());
    for (const bytes of files) expect((await storage.get(keyOf(bytes)))?.equals(bytes)).toBe(true);
    // a write cut short leaves a temporary file, which is no key
    await writeFile(path.join(directory, 'uploads', '.tmp-0123456789abcdef'), 'half');
    const listed: string[] = [];
    for await (const key of storage.list()) listed.push(key);
    expect(listed.sort()).toEqual(files.map((bytes) => keyOf(bytes)).sort());
    await rm(directory, { recursive: true, force: true });
  });
});
