/**
 * @jest-environment node
 */
import { jest } from '@jest/globals';
import { ApiError } from '../api-error';
import { INVOICE_ROUTES } from '@dental/contracts/values';
import { createApiClient } from '../client';

type Call = { url: string; init: RequestInit };

function fakeFetch(responses: Array<{ status: number; body?: unknown; headers?: Record<string, string> }>) {
  const calls: Call[] = [];
  const fn = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = String(url).endsWith('/client-errors') ? { status: 204 } : (responses.shift() ?? { status: 599 });
    return new Response(next.body === undefined ? null : JSON.stringify(next.body), {
      status: next.status,
      headers: next.headers,
    });
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

const client = (f: typeof fetch, token: string | null = 'tok-1', onUnauthorized = jest.fn()) =>
  createApiClient({ fetch: f, getToken: () => token, getLanguage: () => 'ru', onUnauthorized });

describe('api client', () => {
  it("calls a contract route by the route's own method and path, its parameters encoded", async () => {
    const { fn, calls } = fakeFetch([{ status: 200, body: { data: { uuid: 'i1' } } }, { status: 200, body: { data: {} } }]);
    await expect(client(fn).call(INVOICE_ROUTES.cancelPayment, { params: { uuid: 'i 1', payment_uuid: 'p/2' } })).resolves.toEqual({ uuid: 'i1' });
    expect(calls[0]).toMatchObject({ url: '/api/invoices/i%201/payments/p%2F2/cancel', init: { method: 'POST' } });
    await client(fn).call(INVOICE_ROUTES.remove, { params: { uuid: 'i1' }, query: { version: 3 } });
    expect(calls[1]).toMatchObject({ url: '/api/invoices/i1?version=3', init: { method: 'DELETE' } });
    // A parameter the path names and the call lacks never becomes a literal "{uuid}" in the address.
    await expect(client(fn).call(INVOICE_ROUTES.one, { params: {} as { uuid: string } })).rejects.toThrow('GET /api/invoices/{uuid}: no value for {uuid}');
    expect(calls).toHaveLength(2);
  });

  it('sends the bearer token and Content-Language on every call and unwraps {data}', async () => {
    const { fn, calls } = fakeFetch([{ status: 200, body: { data: [{ uuid: 'b1' }] } }]);
    await expect(client(fn).get('/meta/branches')).resolves.toEqual([{ uuid: 'b1' }]);
    const headers = calls[0].init.headers as Record<string, string>;
    expect(calls[0].url).toBe('/api/meta/branches');
    expect(headers.Authorization).toBe('Bearer tok-1');
    expect(headers['Content-Language']).toBe('ru');
  });

  it('sends no Authorization header without a token, and JSON bodies with their content type', async () => {
    const { fn, calls } = fakeFetch([{ status: 200, body: { data: { token: 't', expires_at: 'x' } } }]);
    await client(fn, null).post('/auth', { username: 'a', password: 'b', remember: false });
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ username: 'a', password: 'b', remember: false });
  });

  it('parses {"error": {code, message, fields}} into an ApiError', async () => {
    const { fn } = fakeFetch([
      { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'Please fill all required fields', fields: { username: 'Is required' } } } },
    ]);
    const error = await client(fn).post('/auth', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Please fill all required fields', fields: { username: 'Is required' } });
  });

  it('reports an answer of 500 or above with its request id, and still throws', async () => {
    const { fn, calls } = fakeFetch([{ status: 502, body: { error: { code: 'INTERNAL', message: 'boom' } }, headers: { 'x-request-id': 'req-42' } }]);
    const error = await client(fn).get('/patients').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
    await Promise.resolve();
    const report = calls.find((c) => c.url === '/api/client-errors');
    expect(report?.init.method).toBe('POST');
    expect(JSON.parse(String(report?.init.body))).toMatchObject({ status: 502, method: 'GET', path: '/api/patients', request_id: 'req-42', message: 'boom' });
  });

  it('does not report answers below 500', async () => {
    const { fn, calls } = fakeFetch([{ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } }]);
    await client(fn).get('/x').catch(() => undefined);
    expect(calls.some((c) => c.url.endsWith('/client-errors'))).toBe(false);
  });

  it('signs out on 401 when a token was sent, not on a failed login', async () => {
    const onUnauthorized = jest.fn();
    const body = { error: { code: 'UNAUTHENTICATED', message: 'Please sign in' } };
    const signedIn = fakeFetch([{ status: 401, body }]);
    await client(signedIn.fn, 'tok', onUnauthorized).get('/auth').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    const anonymous = fakeFetch([{ status: 401, body }]);
    await client(anonymous.fn, null, onUnauthorized).post('/auth', {}).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('throws an ApiError with a generic message when the body is not JSON', async () => {
    const { fn } = fakeFetch([{ status: 503 }]);
    const error = (await client(fn).get('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('INTERNAL');
    expect(error.message).toMatch(/503/);
  });
});
