/**
 * @jest-environment node
 */
import { jest } from '@jest/globals';
import { ApiError } from '../api-error';
import { createApiClient, filenameFrom } from '../client';

type Call = { url: string; init: RequestInit };
type Answer = { status: number; body?: BodyInit | null; json?: unknown; headers?: Record<string, string> };

function fakeFetch(answers: Answer[]) {
  const calls: Call[] = [];
  const fn = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = String(url).endsWith('/client-errors') ? { status: 204 } : (answers.shift() ?? { status: 599 });
    const body = 'json' in next && next.json !== undefined ? JSON.stringify(next.json) : ((next as Answer).body ?? null);
    return new Response(body, { status: next.status, headers: (next as Answer).headers });
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

const client = (f: typeof fetch, onUnauthorized = jest.fn()) =>
  createApiClient({ fetch: f, getToken: () => 'tok-1', getLanguage: () => 'lv', onUnauthorized });
const headersOf = (call: Call) => call.init.headers as Record<string, string>;

describe('api.page', () => {
  it('keeps meta of a paged answer and sends the query without empty values', async () => {
    const { fn, calls } = fakeFetch([{ status: 200, json: { data: [{ uuid: 'p1' }], meta: { page: 2, per_page: 25, total: 26 } } }]);
    const answer = await client(fn).page<{ uuid: string }>('/patients', { search: 'bērziņš', page: 2, status: undefined, doctor_uuid: null });
    expect(answer).toEqual({ data: [{ uuid: 'p1' }], meta: { page: 2, per_page: 25, total: 26 } });
    const url = new URL(calls[0].url, 'http://x');
    expect(url.pathname).toBe('/api/patients');
    expect(Object.fromEntries(url.searchParams)).toEqual({ search: 'bērziņš', page: '2' });
    expect(headersOf(calls[0]).Authorization).toBe('Bearer tok-1');
    expect(headersOf(calls[0])['Content-Language']).toBe('lv');
  });

  it('throws and reports a 500 like any call', async () => {
    const { fn, calls } = fakeFetch([{ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } }, headers: { 'x-request-id': 'req-7' } }]);
    const error = await client(fn).page('/patients').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, requestId: 'req-7' });
    expect(JSON.parse(String(calls.find((c) => c.url.endsWith('/client-errors'))?.init.body))).toMatchObject({ status: 500, path: '/api/patients', request_id: 'req-7' });
  });
});

describe('api.all', () => {
  it('reads a whole list page after page of 200, past the first page, until the total', async () => {
    const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ uuid: `s${from + i}` }));
    const { fn, calls } = fakeFetch([
      { status: 200, json: { data: rows(0, 200), meta: { page: 1, per_page: 200, total: 230 } } },
      { status: 200, json: { data: rows(200, 30), meta: { page: 2, per_page: 200, total: 230 } } },
    ]);
    const all = await client(fn).all<{ uuid: string }>('/settings/services', { sort: 'name' });
    expect(all).toHaveLength(230);
    expect(all.at(-1)).toEqual({ uuid: 's229' });
    expect(calls.map((call) => Object.fromEntries(new URL(call.url, 'http://x').searchParams))).toEqual([
      { sort: 'name', page: '1', per_page: '200' },
      { sort: 'name', page: '2', per_page: '200' },
    ]);
  });

  it('stops at an empty page even when the total said more (rows deleted meanwhile)', async () => {
    const { fn, calls } = fakeFetch([
      { status: 200, json: { data: [{ uuid: 'a' }], meta: { page: 1, per_page: 200, total: 201 } } },
      { status: 200, json: { data: [], meta: { page: 2, per_page: 200, total: 1 } } },
    ]);
    expect(await client(fn).all('/settings/products')).toEqual([{ uuid: 'a' }]);
    expect(calls).toHaveLength(2);
  });
});

describe('api.blob', () => {
  it('returns the bytes and the UTF-8 file name of Content-Disposition, with the same headers', async () => {
    const { fn, calls } = fakeFetch([
      {
        status: 200,
        body: '\uFEFFVārds;Uzvārds\r\n',
        headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="pacienti.csv"; filename*=UTF-8''pacienti-B%C4%93rzi%C5%86%C5%A1.csv` },
      },
    ]);
    const file = await client(fn).blob('/patients/export.csv', { search: 'x' });
    expect(file.filename).toBe('pacienti-Bērziņš.csv');
    expect(await file.blob.text()).toContain('Vārds;Uzvārds');
    expect(calls[0].url).toBe('/api/patients/export.csv?search=x');
    expect(headersOf(calls[0]).Authorization).toBe('Bearer tok-1');
  });

  it('parses the error of a refused download as JSON, and signs out on 401', async () => {
    const onUnauthorized = jest.fn();
    const { fn } = fakeFetch([{ status: 401, json: { error: { code: 'UNAUTHENTICATED', message: 'Please sign in' } } }]);
    const error = await client(fn, onUnauthorized).blob('/patients/x/files/medical/y').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: 'Please sign in' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['attachment; filename="report.csv"', 'report.csv'],
    ["attachment; filename*=UTF-8''%D0%BE%D1%82%D1%87%D1%91%D1%82.pdf", 'отчёт.pdf'],
    ['attachment; filename=plain.txt', 'plain.txt'],
    ["attachment; filename*=UTF-8''%E0%A4%A; filename=\"fallback.pdf\"", 'fallback.pdf'],
    ['inline', null],
    [null, null],
  ])('reads the file name of %p', (header, name) => {
    expect(filenameFrom(header)).toBe(name);
  });
});

describe('api.upload', () => {
  it('posts multipart without a JSON content type and unwraps {data}', async () => {
    const { fn, calls } = fakeFetch([{ status: 201, json: { data: { uuid: 'f1', name: 'xray.pdf' } } }]);
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4']), 'xray.pdf');
    await expect(client(fn).upload('/patients/p/files/medical', form)).resolves.toEqual({ uuid: 'f1', name: 'xray.pdf' });
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe(form);
    expect(headersOf(calls[0])['Content-Type']).toBeUndefined();
    expect(headersOf(calls[0])['Content-Language']).toBe('lv');
  });

  it('throws the field errors of a refused file', async () => {
    const { fn, calls } = fakeFetch([
      { status: 400, json: { error: { code: 'VALIDATION_FAILED', message: 'Please fill all required fields', fields: { file: 'The file is too large: at most 20 MB' } } } },
    ]);
    const error = (await client(fn).upload('/patients/p/files/medical', new FormData()).catch((e: unknown) => e)) as ApiError;
    expect(error.fields.file).toBe('The file is too large: at most 20 MB');
    expect(calls.some((c) => c.url.endsWith('/client-errors'))).toBe(false);
  });
});

describe('api.raw', () => {
  it('returns the whole answer, warnings and all', async () => {
    const { fn, calls } = fakeFetch([{ status: 201, json: { data: { uuid: 'p1' }, warnings: [{ code: 'DUPLICATE' }] } }]);
    await expect(client(fn).raw('POST', '/patients', { body: { first_name: 'A' } })).resolves.toEqual({ data: { uuid: 'p1' }, warnings: [{ code: 'DUPLICATE' }] });
    expect(headersOf(calls[0])['Content-Type']).toBe('application/json');
  });
});
