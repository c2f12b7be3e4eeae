// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the types negotiator 1.x lacks (negotiator.d.ts), for every project that compiles this file
/// <reference path="./negotiator.d.ts" />
import Negotiator from 'negotiator';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { ApiRequest } from '../context/api-request.js';

/** Below 1 KB compressing costs more than it saves (the `compression` middleware uses the same). */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * The cheapest levels (gzip 1, brotli 1): repetitive JSON shrinks nearly as much, at a fraction of
 * the CPU the default levels take per answer under load. Shared with the middleware.
 */
export const GZIP_OPTIONS: ZlibOptions = { level: 1 };
export const BROTLI_OPTIONS: BrotliOptions = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } };

/** What the `compression` middleware offers and prefers (brotli 1 is faster and smaller than gzip 1 on JSON). */
const OFFERED = ['br', 'gzip', 'identity'];
const PREFERRED = ['br', 'gzip'];

/**
 * Up to here an answer is compressed on the request's thread: a search page's 4 KB takes ~0.02 ms,
 * less than handing it to the thread pool and back. Larger ones (a calendar week, ~350 KB, ~1 ms)
 * go to the pool, so the event loop serves other requests meanwhile.
 */
const INLINE_LIMIT = 64 * 1024;

export type AnswerEncoding = 'br' | 'gzip';

/**
 * The encoding a whole answer of `length` bytes is sent in, or null to send it as it is: too small,
 * a HEAD request, or a client that accepts neither.
 */
export function answerEncoding(req: ApiRequest, length: number): AnswerEncoding | null {
  if (length < COMPRESSION_THRESHOLD || req.method === 'HEAD') return null;
  const chosen = new Negotiator(req).encoding(OFFERED, { preferred: PREFERRED });
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/** `bytes` compressed in `encoding`: at once when small, on the thread pool otherwise. */
export function compressAnswer(bytes: Buffer, encoding: AnswerEncoding): Buffer | Promise<Buffer> {
  if (bytes.length <= INLINE_LIMIT) return encoding === 'br' ? brotliCompressSync(bytes, BROTLI_OPTIONS) : gzipSync(bytes, GZIP_OPTIONS);
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') brotliCompress(bytes, BROTLI_OPTIONS, done);
    else gzip(bytes, GZIP_OPTIONS, done);
  });
}
