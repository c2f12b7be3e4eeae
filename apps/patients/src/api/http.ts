import { ApiError, CLIENT_ERRORS_PATH, parseErrorBody, savedLanguage } from '@dental/api-client';
import { signOutLocally, useSession } from '@dental/auth';

/**
 * Calls the shared JSON client cannot make: a paged list (the client unwraps `{data}` and drops
 * `meta`), a multipart upload and a file download. Same rules as the client: bearer token and
 * Content-Language, errors thrown as ApiError, 500+ reported, a 401 with a token signs out.
 */
export async function send(path: string, init: RequestInit = {}): Promise<Response> {
  const token = useSession.getState().token;
  const headers: Record<string, string> = { 'Content-Language': savedLanguage(), ...(init.headers as Record<string, string>) };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`/api${path}`, { ...init, headers });
  if (response.ok) return response;
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  const error = new ApiError(response.status, parseErrorBody(body), response.headers.get('x-request-id'));
  if (response.status >= 500) {
    void fetch(`/api${CLIENT_ERRORS_PATH}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: response.status, method: init.method ?? 'GET', path: `/api${path}`.slice(0, 2000), request_id: error.requestId, message: error.message.slice(0, 4000) }),
    }).catch(() => undefined);
  }
  if (response.status === 401 && token) void signOutLocally();
  throw error;
}

export interface Paged<T> {
  data: T[];
  meta: { page: number; per_page: number; total: number };
}

export function queryString(query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

export const getPaged = async <T>(path: string, signal?: AbortSignal): Promise<Paged<T>> =>
  (await send(path, { headers: { Accept: 'application/json' }, signal })).json() as Promise<Paged<T>>;

/** Hands a fetched file to the browser as a download under `fallbackName` unless the server named it. */
export async function download(path: string, fallbackName: string): Promise<string> {
  const response = await send(path);
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  const plain = /filename="([^"]+)"/i.exec(disposition);
  const name = star ? decodeURIComponent(star[1]) : plain ? plain[1] : fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
