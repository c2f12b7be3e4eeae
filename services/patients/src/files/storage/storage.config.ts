import path from 'node:path';
import { PATIENT_FILE_DEFAULT_MAX_MB } from '@dental/contracts';
import { DiskFileStorage } from './disk-storage.js';
import type { FileStorage } from './file-storage.js';
import { S3FileStorage } from './s3-storage.js';

/**
 * The file store from the environment: S3-compatible when S3_BUCKET is set (with S3_ENDPOINT,
 * S3_ACCESS_KEY, S3_SECRET_KEY, S3_REGION), otherwise the disk under UPLOADS_DIR (default
 * `.data/uploads` in the working directory, i.e. the project root under `npm start`).
 */
export function fileStorageFromEnv(env: NodeJS.ProcessEnv = process.env): FileStorage {
  if (env.S3_BUCKET) {
    const missing = ['S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'].filter((name) => !env[name]);
    if (missing.length) throw new Error(`S3_BUCKET is set but ${missing.join(', ')} is not`);
    return new S3FileStorage({
      endpoint: env.S3_ENDPOINT!,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY!,
      secretAccessKey: env.S3_SECRET_KEY!,
      region: env.S3_REGION || 'us-east-1',
    });
  }
  return new DiskFileStorage(path.resolve(env.UPLOADS_DIR || path.join(process.cwd(), '.data/uploads')));
}

/** The upload size limit in bytes: PATIENT_FILES_MAX_MB (default 20). */
export function maxUploadBytes(env: NodeJS.ProcessEnv = process.env): number {
  const mb = Number(env.PATIENT_FILES_MAX_MB);
  return Math.round((Number.isFinite(mb) && mb > 0 ? mb : PATIENT_FILE_DEFAULT_MAX_MB) * 1024 * 1024);
}
