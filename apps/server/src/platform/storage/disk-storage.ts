import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, constants, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, contentTypeOfKey, isStorageKey, type Storage, type StoredContentType, type StoredFile } from './storage';

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/**
 * Files in one directory (DATA_DIR/uploads), one file per key. A write goes to a temporary file in the same
 * directory and is renamed into place, so a reader never sees half a file and a crash leaves at most a `.tmp-*`
 * file, never a truncated key.
 */
export class DiskStorage implements Storage {
  readonly description: string;
  private ready: Promise<unknown> | undefined;

  constructor(private readonly directory: string) {
    this.description = directory;
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.directory, key);
  }

  private ensureDirectory() {
    this.ready ??= mkdir(this.directory, { recursive: true });
    return this.ready;
  }

  async check(): Promise<void> {
    await this.ensureDirectory();
    await access(this.directory, constants.R_OK | constants.W_OK);
  }

  async put(key: string, bytes: Buffer, contentType: StoredContentType): Promise<boolean> {
    const target = this.pathOf(key);
    // the type is read back from the key's extension, so the two must agree
    if (contentTypeOfKey(key) !== contentType) throw new Error(`${key} can't hold ${contentType}`);
    if (await this.exists(key)) return false;
    await this.ensureDirectory();
    const temporary = path.join(this.directory, `.tmp-${randomBytes(8).toString('hex')}`);
    try {
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return true;
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async stream(key: string): Promise<StoredFile | undefined> {
    const file = this.pathOf(key);
    try {
      const { size } = await stat(file);
      return { stream: createReadStream(file), size, contentType: contentTypeOfKey(key) };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async *list(): AsyncIterable<string> {
    // a `.tmp-*` file is a write in progress or one a crash cut short: never a key
    const names = await readdir(this.directory).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    yield* names.filter(isStorageKey);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
