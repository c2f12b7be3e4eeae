import type { ClientErrorReport, PageMeta, Paged } from '@dental/contracts';
import { clientPath, MAX_PER_PAGE, type ApiRoute, type RouteParams } from '@dental/contracts/values';
import { ApiError, parseErrorBody } from './api-error';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Query = Record<string, string | number | boolean | null | undefined>;

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
  query?: Query;
  signal?: AbortSignal;
}

/** A call of a contract route: its path parameters beside the usual options. */
export type RouteOptions<Path extends string> = RequestOptions &
  (string extends Path
    ? { params?: Record<string, string> } // the answer type given (`call<Invoice>`): the path is checked when the call is made
    : RouteParams<Path> extends Record<string, string>
      ? { params: RouteParams<Path> }
      : { params?: undefined });

/** The options argument of a call: required when the route's path has parameters. */
type RouteArgs<Path extends string> = string extends Path ? [options?: RouteOptions<Path>] : RouteParams<Path> extends Record<string, string> ? [options: RouteOptions<Path>] : [options?: RouteOptions<Path>];

/** A paged answer (`{data, meta}`) is the contract's `pagedEnvelope`: one shape for server and client. */
export type { PageMeta, Paged };

/** A downloaded file: its bytes and the name the server gave it (Content-Disposition), if any. */
export interface Download {
  blob: Blob;
  filename: string | null;
}

export const CLIENT_ERRORS_PATH = '/client-errors';

/**
 * The file name of a Content-Disposition header: RFC 6266's `filename*=UTF-8''…` (percent-encoded
 * UTF-8, so "Bērziņš.pdf" survives) wins over the plain ASCII `filename="…"`.
 */
export function filenameFrom(disposition: string | null | undefined): string | null {
  if (!disposition) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(disposition);
  if (quoted) return quoted[1].replace(/\\(.)/g, '$1');
  const bare = /filename\s*=\s*([^;\s]+)/i.exec(disposition);
  return bare ? bare[1] : null;
}

/** Hands a blob to the browser as a download under `filename` (an object URL, freed soon after). */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function withQuery(url: string, query: Query | undefined): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? url + (url.includes('?') ? '&' : '?') + qs : url;
}

type Payload = { kind: 'json'; value: unknown } | { kind: 'form'; value: FormData } | undefined;

/**
 * The fetch wrapper every app uses: bearer token and Content-Language on every call, `{data}`
 * unwrapped, errors thrown as ApiError, and any answer of 500 or above reported to
 * POST /api/client-errors (with the answer's x-request-id) before it is thrown. `page`, `blob` and
 * `upload` keep the same rules for paged lists, downloads and multipart uploads.
 */
export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch = (...args: Parameters<typeof fetch>) => (options.fetch ?? globalThis.fetch)(...args);

  // A plain object rather than `Headers`, so the client also runs where that class is missing.
  // Multipart bodies get no Content-Type: the browser writes it with the boundary.
  function headers(json: boolean, accept = 'application/json'): Record<string, string> {
    const h: Record<string, string> = { Accept: accept, 'Content-Language': options.getLanguage() };
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

  const parse = (text: string): unknown => {
    if (!text) return null;
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  };

  /** The one place a call is made: an ok answer is returned untouched, a failure thrown as ApiError. */
  async function send(method: Method, path: string, payload: Payload, query: Query | undefined, signal: AbortSignal | undefined, accept?: string): Promise<Response> {
    const url = withQuery(baseUrl + path, query);
    const hadToken = Boolean(options.getToken());
    const response = await doFetch(url, {
      method,
      headers: headers(payload?.kind === 'json', accept),
      body: payload === undefined ? undefined : payload.kind === 'json' ? JSON.stringify(payload.value) : payload.value,
      signal,
    });
    if (response.ok) return response;
    const requestId = response.headers.get('x-request-id');
    const error = new ApiError(response.status, parseErrorBody(parse(await response.text())), requestId);
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

  const json = async (response: Response): Promise<unknown> => parse(await response.text());
  const unwrap = <T>(parsed: unknown): T =>
    parsed && typeof parsed === 'object' && 'data' in parsed ? (parsed as { data: T }).data : (parsed as T);

  async function request<T>(method: Method, path: string, { body, query, signal }: RequestOptions = {}): Promise<T> {
    const payload: Payload = body === undefined ? undefined : { kind: 'json', value: body };
    return unwrap<T>(await json(await send(method, path, payload, query, signal)));
  }

  /**
   * The whole JSON answer, not unwrapped: for answers that carry more than `data` (paged lists'
   * `meta`, save answers' `warnings`, the tests list's `due`).
   */
  async function raw<T>(method: Method, path: string, { body, query, signal }: RequestOptions = {}): Promise<T> {
    const payload: Payload = body === undefined ? undefined : { kind: 'json', value: body };
    return (await json(await send(method, path, payload, query, signal))) as T;
  }

  /**
   * A route of the contract's route table (`INVOICE_ROUTES.issue`), by its own method and path with
   * the parameters filled in: the client cannot call a path or a method the contract does not have.
   */
  async function call<T, Path extends string = string>(route: ApiRoute<Path>, ...[options]: RouteArgs<NoInfer<Path>>): Promise<T> {
    const { params, ...opts } = (options ?? {}) as RequestOptions & { params?: Record<string, string> };
    return request<T>(route.method, clientPath(route as ApiRoute, params), opts);
  }

  /** A paged list: `{data, meta}` as sent (an answer without `meta` is one complete page). */
  async function page<T>(path: string, query?: Query, opts: { signal?: AbortSignal } = {}): Promise<Paged<T>> {
    const answer = (await raw<Partial<Paged<T>> | null>('GET', path, { query, signal: opts.signal })) ?? {};
    const data = Array.isArray(answer.data) ? answer.data : [];
    return { data, meta: answer.meta ?? { page: 1, per_page: data.length, total: data.length } };
  }

  /**
   * A whole list, page after page of the largest size the API answers, until `meta.total` is read:
   * a catalogue look-up (services, products, rooms) never stops silently at one page's worth.
   */
  async function all<T>(path: string, query: Query = {}, opts: { signal?: AbortSignal } = {}): Promise<T[]> {
    const items: T[] = [];
    for (let number = 1; ; number++) {
      const { data, meta } = await page<T>(path, { ...query, page: number, per_page: MAX_PER_PAGE }, opts);
      items.push(...data);
      if (data.length === 0 || items.length >= meta.total) return items;
    }
  }

  /** A file (CSV export, an uploaded document): its bytes and the server's file name. */
  async function blob(path: string, query?: Query, opts: { signal?: AbortSignal } = {}): Promise<Download> {
    const response = await send('GET', path, undefined, query, opts.signal, '*/*');
    return { blob: await response.blob(), filename: filenameFrom(response.headers.get('content-disposition')) };
  }

  /** A multipart upload (POST by default); the answer is unwrapped like any JSON answer. */
  async function upload<T>(path: string, form: FormData, opts: { method?: 'POST' | 'PUT'; signal?: AbortSignal } = {}): Promise<T> {
    return unwrap<T>(await json(await send(opts.method ?? 'POST', path, { kind: 'form', value: form }, undefined, opts.signal)));
  }

  return {
    request,
    call,
    raw,
    page,
    all,
    blob,
    upload,
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, { ...opts, body }),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body }),
    patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', path, { ...opts, body }),
    delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
