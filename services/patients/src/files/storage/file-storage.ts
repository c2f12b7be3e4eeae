import type { Readable } from 'node:stream';

/**
 * Where patient files' bytes live. Keys are made by the server (`<company>/<patient>/<file uuid>`),
 * never from a file's name. A write is all or nothing: a failed `put` leaves nothing behind.
 */
export interface FileStorage {
  readonly kind: 'disk' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Readable>;
  /** Used only to undo a `put` whose database row could not be written. */
  remove(key: string): Promise<void>;
}

/** Nest injection token of the configured FileStorage. */
export const FILE_STORAGE = Symbol.for('dental.patients.FileStorage');
