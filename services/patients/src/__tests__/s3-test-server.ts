import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../files/storage/s3-storage.js';

export interface S3TestServer {
  config: S3Config;
  /** The same settings as the API reads them (S3_*). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver's one account: it refuses other access key ids (SigV4 signatures it does not verify). */
const ACCOUNT = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-compatible server for one test file: s3rver on loopback, its objects in a temporary
 * folder, with one empty bucket. The port is TEST_S3_PORT when set (a checkout confined to a port
 * range), otherwise one the system picks free.
 */
export async function startS3TestServer(bucket = 'patients'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: Number(process.env.TEST_S3_PORT ?? 0),
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: S3Config = { endpoint: `http://127.0.0.1:${port}`, bucket, region: 'us-east-1', ...ACCOUNT };
  return {
    config,
    env: {
      S3_ENDPOINT: config.endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY: config.accessKeyId,
      S3_SECRET_KEY: config.secretAccessKey,
      S3_REGION: config.region,
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
