import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStorage } from './file-storage.js';

const SAFE_KEY = /^[A-Za-z0-9-]+(?:\/[A-Za-z0-9-]+)*$/;

/**
 * Files on a local disk under one root. A write goes to a temporary file in the root's `.tmp/`
 * and is renamed into place (atomic on one file system), so a crash or a failure mid-write never
 * leaves a partial file where a reader would find it, and the temporary file is removed on error.
 */
export class DiskFileStorage implements FileStorage {
  readonly kind = 'disk' as const;

  constructor(readonly root: string) {}

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.pathOf(key);
    const temporary = path.join(this.root, '.tmp', randomUUID());
    await mkdir(path.dirname(temporary), { recursive: true });
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await writeFile(temporary, body, { flag: 'wx' });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    const stream = createReadStream(this.pathOf(key));
    // Surface "not there" as a rejection here rather than as a broken stream mid-answer.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    });
    return stream;
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Keys are server-made; the check is a second fence against a path leaving the root. */
  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key ${key}`);
    return path.join(this.root, ...key.split('/'));
  }
}
