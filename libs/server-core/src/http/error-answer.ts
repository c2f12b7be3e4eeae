import { HttpException } from '@nestjs/common';
import {
  DriverException,
  NotFoundError,
  OptimisticLockError,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import type { ErrorCode, Language } from '@dental/contracts';
import { translate } from '@dental/i18n';
import { databaseUnreachable } from '../database/unreachable.js';
import { ApiException, type FieldMessage } from './api-exception.js';

export interface ErrorAnswer {
  status: number;
  body: { error: { code: string; message: string; fields?: Record<string, string>; details?: Record<string, unknown>; request_id?: string } };
  /** True when nothing expected explains the error: it is logged with its stack. */
  unexpected: boolean;
}

const EXCLUSION_VIOLATION = '23P01';

/**
 * Maps anything a request can throw onto the one error shape of the API. Pure (apart from the
 * translation lookup), so every branch is unit-tested.
 */
export function toErrorAnswer(error: unknown, language: Language, requestId?: string): ErrorAnswer {
  const known = classify(error);
  const status = known?.status ?? 500;
  const code = known?.code ?? 'INTERNAL';
  const fields = known?.fields
    ? Object.fromEntries(Object.entries(known.fields).map(([path, message]) => [path, translateField(language, message)]))
    : undefined;
  return {
    status,
    unexpected: !known,
    body: {
      error: {
        code,
        message: translate(language, `errors:${code}`, known?.params),
        ...(fields ? { fields } : {}),
        ...(known?.details ? { details: known.details } : {}),
        ...(requestId ? { request_id: requestId } : {}),
      },
    },
  };
}

interface Classified {
  status: number;
  code: ErrorCode;
  fields?: Record<string, FieldMessage>;
  params?: Record<string, unknown>;
  details?: Record<string, unknown>;
}

function classify(error: unknown): Classified | undefined {
  if (error instanceof ApiException) {
    return { status: error.status, code: error.code, fields: error.fields, params: error.params, details: error.details };
  }
  if (error instanceof OptimisticLockError) return { status: 409, code: 'VERSION_CONFLICT' };
  if (error instanceof NotFoundError) return { status: 404, code: 'NOT_FOUND' };
  if (error instanceof UniqueConstraintViolationException) return { status: 409, code: 'CONFLICT' };
  if (error instanceof DriverException && (error as DriverException & { code?: string }).code === EXCLUSION_VIOLATION) {
    return { status: 409, code: 'CONFLICT' };
  }
  // The primary restarting or gone: said at once as 503 (the client may try again), not a 500 or a hang.
  if (databaseUnreachable(error)) return { status: 503, code: 'DATABASE_UNAVAILABLE' };
  if (isBodyParserError(error)) {
    // Malformed JSON or an oversized body: the client's fault, said as a validation failure.
    return { status: 400, code: 'VALIDATION_FAILED', fields: { _: 'invalid_format' } };
  }
  if (error instanceof HttpException) return classifyNestException(error);
  return undefined;
}

/** Exceptions Nest itself throws: the router's 404 for an unknown path, and the like. */
function classifyNestException(error: HttpException): Classified {
  const status = error.getStatus();
  if (status === 404) return { status, code: 'ROUTE_NOT_FOUND' };
  if (status === 401) return { status, code: 'UNAUTHENTICATED' };
  if (status === 403) return { status, code: 'FORBIDDEN' };
  if (status === 409) return { status, code: 'CONFLICT' };
  if (status === 429) return { status, code: 'RATE_LIMITED' };
  if (status >= 400 && status < 500) return { status: 400, code: 'VALIDATION_FAILED', fields: { _: 'invalid_format' } };
  return { status, code: 'INTERNAL' };
}

/** body-parser marks its errors with a `type` such as `entity.parse.failed` or `entity.too.large`. */
function isBodyParserError(error: unknown): boolean {
  const type = (error as { type?: unknown } | null)?.type;
  return typeof type === 'string' && (type.startsWith('entity.') || type.endsWith('.unsupported'));
}

/** A field's message (a key of the `errors` dictionary, with its parameters) in `language`. */
export function translateField(language: Language, message: FieldMessage): string {
  return typeof message === 'string'
    ? translate(language, `errors:${message}`)
    : translate(language, `errors:${message.key}`, message.params);
}
