import type { ApiError as ApiErrorBody } from '@dental/contracts';

/** A failed call, parsed from `{"error": {code, message, fields, request_id}}` when the API sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  readonly details: Record<string, unknown>;
  readonly requestId: string | undefined;

  constructor(status: number, body: ApiErrorBody['error'] | null, requestId?: string | null) {
    super(body?.message || `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code ?? (status >= 500 ? 'INTERNAL' : 'HTTP_' + status);
    this.fields = body?.fields ?? {};
    this.details = body?.details ?? {};
    this.requestId = body?.request_id ?? requestId ?? undefined;
  }
}

/** Narrow check instead of zod: the browser bundle stays free of the schema library. */
export function parseErrorBody(body: unknown): ApiErrorBody['error'] | null {
  if (!body || typeof body !== 'object' || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  if (!error || typeof error !== 'object') return null;
  const { code, message, fields, details, request_id } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  return {
    code,
    message,
    fields: fields && typeof fields === 'object' ? (fields as Record<string, string>) : undefined,
    details: details && typeof details === 'object' ? (details as Record<string, unknown>) : undefined,
    request_id: typeof request_id === 'string' ? request_id : undefined,
  };
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
