import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FileStorage } from './file-storage.js';
import { amzDate, sha256Hex, signRequest, uriEncode, type SigV4Credentials } from './sigv4.js';

export interface S3Config {
  /** e.g. https://s3.eu-north-1.amazonaws.com or http://127.0.0.1:9000 (MinIO) */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/**
 * An S3-compatible object store over plain fetch, path-style addressing (`<endpoint>/<bucket>/<key>`,
 * which every S3-compatible store accepts), each request signed with SigV4. An object is written in
 * one PUT, which the store commits whole or not at all.
 */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly credentials: SigV4Credentials;

  constructor(
    private readonly config: S3Config,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.credentials = { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region, service: 's3' };
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const res = await this.send('PUT', key, body, { 'content-type': contentType });
    if (!res.ok) throw new Error(`S3 PUT ${key} answered ${res.status}: ${await res.text()}`);
  }

  async get(key: string): Promise<Readable> {
    const res = await this.send('GET', key);
    if (!res.ok || !res.body) throw new Error(`S3 GET ${key} answered ${res.status}`);
    return Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
  }

  async remove(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} answered ${res.status}`);
  }

  /** Builds, signs and sends one request (exported through `signedRequest` for the unit test). */
  private send(method: string, key: string, body?: Buffer, extra: Record<string, string> = {}): Promise<Response> {
    const { url, headers } = this.signedRequest(method, key, body, extra, new Date());
    return this.fetchImpl(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
  }

  signedRequest(method: string, key: string, body: Buffer | undefined, extra: Record<string, string>, date: Date) {
    const base = this.config.endpoint.replace(/\/+$/, '');
    const url = new URL(`${base}/${uriEncode(this.config.bucket)}/${uriEncode(key, true)}`);
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = {
      ...extra,
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate(date),
    };
    const { authorization } = signRequest({ method, url, headers, payloadHash }, this.credentials, date);
    return { url, headers: { ...headers, authorization } };
  }
}
