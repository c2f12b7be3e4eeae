import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ApiException } from './api-exception.js';
import { issuesToFields } from './zod-issues.js';

/**
 * Validates (and coerces, defaults, trims) a request part with a contract schema. A failure is a
 * 400 VALIDATION_FAILED with one translated message per failing field — never a 500.
 */
export class ZodPipe<T extends z.ZodType> implements PipeTransform<unknown, z.output<T>> {
  constructor(readonly schema: T) {}

  transform(value: unknown): z.output<T> {
    const result = this.schema.safeParse(value);
    if (!result.success) {
      throw new ApiException(400, 'VALIDATION_FAILED', issuesToFields(result.error.issues, value));
    }
    return result.data;
  }
}
