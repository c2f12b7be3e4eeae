import { Readable } from 'node:stream';
import type { OnModuleDestroy } from '@nestjs/common';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileStorage } from './file-storage.js';

export interface S3Config {
  /** e.g. https://s3.eu-north-1.amazonaws.com or http://127.0.0.1:9000 (MinIO) */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/**
 * An S3-compatible object store through the AWS SDK. An object is written in one PUT, which the
 * store commits whole or not at all.
 */
export class S3FileStorage implements FileStorage, OnModuleDestroy {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // `<endpoint>/<bucket>/<key>`: every S3-compatible store accepts it; bucket subdomains need DNS.
      forcePathStyle: true,
      // The SDK's default integrity checksums (CRC32 headers and trailers on every request, since
      // 3.729) are refused by several S3-compatible stores: send them only where S3 requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: body, ContentType: contentType }));
  }

  async get(key: string): Promise<Readable> {
    const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
    // In Node the SDK answers with the HTTP response itself, a Readable: streamed, never buffered.
    if (!(Body instanceof Readable)) throw new Error(`S3 GET ${key} answered without a body stream`);
    return Body;
  }

  /** Deleting a key that is not there succeeds: S3's DELETE is idempotent. */
  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  /** The client keeps its connections alive between requests; they go when the app closes. */
  onModuleDestroy(): void {
    this.client.destroy();
  }
}
