import { Injectable, PayloadTooLargeException, type CallHandler, type ExecutionContext, type NestInterceptor, type Type } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Observable } from 'rxjs';
import { IMPORT_DEFAULT_MAX_MB } from '@dental/contracts';
import { badRequest } from '@dental/server-core';

/** The largest import accepted, in bytes: IMPORT_MAX_MB (default IMPORT_DEFAULT_MAX_MB). */
export function maxImportBytes(env: NodeJS.ProcessEnv = process.env): number {
  const mb = Number(env.IMPORT_MAX_MB);
  return Math.round((Number.isFinite(mb) && mb > 0 ? mb : IMPORT_DEFAULT_MAX_MB) * 1024 * 1024);
}

/**
 * Takes the multipart field `file` onto a temporary file (never into memory whole: exports run to
 * tens of megabytes), one file at most, with the reading options beside it. The service copies it
 * into the database and deletes it. Multer's "too large" (413) becomes the API's 400 naming `file`.
 */
@Injectable()
export class ImportUploadInterceptor implements NestInterceptor {
  readonly maxBytes = maxImportBytes();
  private readonly multer: NestInterceptor;

  constructor() {
    const directory = path.join(os.tmpdir(), 'dental-imports');
    mkdirSync(directory, { recursive: true });
    const Multer: Type<NestInterceptor> = FileInterceptor('file', { dest: directory, limits: { fileSize: this.maxBytes, files: 1, fields: 5 } });
    this.multer = new Multer();
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) {
        throw badRequest('VALIDATION_FAILED', { file: { key: 'file_too_large', params: { max_mb: Math.round(this.maxBytes / 1048576) } } });
      }
      throw error;
    }
  }
}
