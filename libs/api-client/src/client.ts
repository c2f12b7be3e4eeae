import type { ClientErrorReport } from '@dental/contracts';
import { ApiError, parseErrorBody } from './api-error';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClientOptions {
  /** Prefix of every path, `/api` by default (the shell's origin proxies it). */
  baseUrl?: string;
  fetch?: typeof fetch;
  getToken: () => string | null;
  getLanguage: () => string;
  /** Called on a 401 to a call that carried a token: the session is over. */
  onUnauthorized?: () => void;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
}

export const CLIENT_ERRORS_PATH = '/client-errors';

/**
 * The fetch wrapper every app uses: bearer token and Content-Language on every call, `{data}`
 * unwrapped, errors thrown as ApiError, and any answer of 500 or above reported to
 * POST /api/client-errors (with the answer's x-request-id) before it is thrown.
 */
export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch = (...args: Parameters<typeof fetch>) => (options.fetch ?? globalThis.fetch)(...args);

  // A plain object rather than `Headers`, so the client also runs where that class is missing.
  function headers(json: boolean): Record<string, string> {
    const h: Record<string, string> = { Accept: 'application/json', 'Content-Language': options.getLanguage() };
    const token = options.getToken();
    if (token) h.Authorization = `Bearer ${token}`;
    if (json) h['Content-Type'] = 'application/json';
    return h;
  }

  function report(entry: ClientErrorReport): void {
    // Fire and forget: a failing report must never hide the original failure or loop.
    void doFetch(baseUrl + CLIENT_ERRORS_PATH, { method: 'POST', headers: headers(true), body: JSON.stringify(entry) }).catch(
      () => undefined,
    );
  }

  async function request<T>(method: Method, path: string, { body, query, signal }: RequestOptions = {}): Promise<T> {
    let url = baseUrl + path;
    if (query) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
      const qs = params.toString();
      if (qs) url += (url.includes('?') ? '&' : '?') + qs;
    }
    const hadToken = Boolean(options.getToken());
    const response = await doFetch(url, {
      method,
      headers: headers(body !== undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    const text = await response.text();
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
    }
    if (response.ok) {
      return (parsed && typeof parsed === 'object' && 'data' in parsed ? (parsed as { data: T }).data : (parsed as T));
    }
    const requestId = response.headers.get('x-request-id');
    const error = new ApiError(response.status, parseErrorBody(parsed), requestId);
    if (response.status >= 500) {
      report({
        status: response.status,
        method,
        path: (baseUrl + path).slice(0, 2000),
        request_id: error.requestId?.slice(0, 100),
        message: error.message.slice(0, 4000),
        location: globalThis.location?.href?.slice(0, 2000),
      });
    }
    if (response.status === 401 && hadToken) options.onUnauthorized?.();
    throw error;
  }

  return {
    request,
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, { ...opts, body }),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body }),
    patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', path, { ...opts, body }),
    delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
