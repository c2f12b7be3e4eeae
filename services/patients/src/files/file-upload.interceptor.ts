import {
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { badRequest } from '@dental/server-core';
import { maxUploadBytes } from './storage/storage.config.js';

/**
 * Parses the multipart field `file` into memory (never onto disk: a refused or oversized upload
 * leaves nothing behind), one file at most, PATIENT_FILES_MAX_MB in size. Multer's own "too large"
 * (413) becomes the API's 400 naming `file` with a translated message.
 */
@Injectable()
export class FileUploadInterceptor implements NestInterceptor {
  readonly maxBytes = maxUploadBytes();
  private readonly multer: NestInterceptor;

  constructor() {
    const Multer: Type<NestInterceptor> = FileInterceptor('file', { limits: { fileSize: this.maxBytes, files: 1, fields: 5 } });
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
