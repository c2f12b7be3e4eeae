import type { ErrorCode } from '@dental/contracts';

/**
 * An error the API answers on purpose: a status, a code from the contracts (its message is
 * translated from the `errors` dictionary) and, for validation, the failing fields.
 */
export class ApiException extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    /** field path -> i18n key (or `{ key, params }`) of its message */
    readonly fields?: Record<string, FieldMessage>,
    readonly params: Record<string, unknown> = {},
    /** What the client needs to act on the error (e.g. the cards a duplicate matched), answered as `details`. */
    readonly details?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'ApiException';
  }
}

export type FieldMessage = string | { key: string; params?: Record<string, unknown> };

/** Shorthands for the answers handlers give most. */
export const notFound = () => new ApiException(404, 'NOT_FOUND');
export const forbidden = () => new ApiException(403, 'FORBIDDEN');
export const unauthenticated = () => new ApiException(401, 'UNAUTHENTICATED');
export const conflict = (code: ErrorCode = 'CONFLICT') => new ApiException(409, code);
export const badRequest = (code: ErrorCode, fields?: Record<string, FieldMessage>) =>
  new ApiException(400, code, fields);
